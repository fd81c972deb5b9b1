import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** JSON laid out two spaces deep, like `JSON.stringify(v, null, 2)`, but an array of scalars stays on one line. */
export function prettyJson(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isScalar)) return `[${value.map((v) => JSON.stringify(v) ?? 'null').join(', ')}]`;
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + prettyJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A unified diff of two JSON values, "as written" -> "as sent"; empty when they are equal. An absent value is an empty text. */
export function jsonDiff(before: unknown, after: unknown): string {
  const a = before === undefined ? '' : `${prettyJson(before)}\n`;
  const b = after === undefined ? '' : `${prettyJson(after)}\n`;
  if (a === b) return '';
  return createTwoFilesPatch('as written', 'as sent', a, b, undefined, undefined, {
    headerOptions: FILE_HEADERS_ONLY,
    context: 3,
  });
}
