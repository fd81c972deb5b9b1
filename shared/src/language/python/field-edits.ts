import type { Span, TextEdit } from '../../types';
import { importEdits } from './import-edits';

/**
 * Where a parameter's annotation sits in its `Annotated[...]`, when it has one:
 * the `Field(` call after it and, inside that call, the `description=` string.
 */
interface AnnotatedField {
  /** Offset just past `Field(`. */
  open: number;
  /** The `description=` string literal inside the call, if it has one. */
  description?: Span;
}

/** The `Field(...)` of `Annotated[<span>, Field(...)]` around the annotation at `span`; undefined when it is not so written. */
function annotatedField(text: string, span: Span): AnnotatedField | undefined {
  const before = text.slice(Math.max(0, span.offset - 200), span.offset);
  if (!/\bAnnotated\s*\[\s*$/.test(before)) return undefined;
  const after = /^\s*,\s*(?:pydantic\.)?Field\s*\(/.exec(text.slice(span.offset + span.length));
  if (!after) return undefined;
  const open = span.offset + span.length + after[0].length;
  const call = text.slice(open, closingParen(text, open));
  const keyword = /\bdescription\s*=\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/.exec(call);
  if (!keyword) return { open };
  const literalAt = keyword[0].search(/["']/);
  return { open, description: { offset: open + keyword.index + literalAt, length: keyword[0].length - literalAt } };
}

/** The first argument of the `Annotated[X, ...]` written at `span` (X), when it is written so. */
function annotatedInner(text: string, span: Span): Span | undefined {
  const head = /^(?:typing(?:_extensions)?\.)?Annotated\s*\[\s*/.exec(
    text.slice(span.offset, span.offset + span.length),
  );
  if (!head) return undefined;
  const start = span.offset + head[0].length;
  const stop = closingParen(text, start, true);
  const written = text.slice(start, stop).trimEnd();
  return written ? { offset: start, length: written.length } : undefined;
}

/** The offset of the bracket that closes one opened just before `from` (or of its first comma, `atComma`); the text's end if none. */
function closingParen(text: string, from: number, atComma = false): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (atComma && c === ',' && depth === 0) return i;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return text.length;
}

/** A Python string literal of `value` in double quotes. */
export function pyString(value: string): string {
  return JSON.stringify(value);
}

/**
 * The edits that give the parameter annotated at `span` the description
 * `description` the way pydantic reads it: in its `Field(description=...)`
 * (set, or added to the `Field(...)` of its `Annotated[...]`), else by
 * wrapping the annotation as `Annotated[<annotation>, Field(description=...)]`
 * with the imports that needs. `annotation` replaces what is written (the
 * JSON-text fix writes `str`); undefined keeps it.
 */
export function describedAnnotation(text: string, span: Span, description: string, annotation?: string): TextEdit[] {
  const inner = annotatedInner(text, span);
  if (inner) return describedAnnotation(text, inner, description, annotation);
  const field = annotatedField(text, span);
  const at = { offset: span.offset, length: span.length };
  const retype: TextEdit[] = annotation === undefined ? [] : [{ ...at, newText: annotation }];
  if (field?.description)
    return [
      ...retype,
      { offset: field.description.offset, length: field.description.length, newText: pyString(description) },
    ];
  if (field) {
    const empty = /^\s*\)/.test(text.slice(field.open));
    const newText = `description=${pyString(description)}${empty ? '' : ', '}`;
    return [...retype, { offset: field.open, length: 0, newText }];
  }
  const written = annotation ?? text.slice(span.offset, span.offset + span.length);
  const wrapped = `Annotated[${written}, Field(description=${pyString(description)})]`;
  return [
    ...importEdits(text, [
      { module: 'typing', name: 'Annotated' },
      { module: 'pydantic', name: 'Field' },
    ]),
    { ...at, newText: wrapped },
  ];
}
