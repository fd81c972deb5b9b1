import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

function pretty(value: unknown): string {
  return value === undefined ? '' : `${JSON.stringify(value, null, 2)}\n`;
}

/** A unified diff of two JSON values, pretty-printed, "as written" -> "as sent"; empty when they are equal. */
export function jsonDiff(before: unknown, after: unknown): string {
  const a = pretty(before);
  const b = pretty(after);
  if (a === b) return '';
  return createTwoFilesPatch('as written', 'as sent', a, b, undefined, undefined, { headerOptions: FILE_HEADERS_ONLY, context: 3 });
}
