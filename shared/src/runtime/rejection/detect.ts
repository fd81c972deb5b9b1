import { cluesIn } from './clues';
import { layersOf } from './texts';

/** A clipboard longer than this is not an error message someone copied. */
const MAX_ERROR_CHARS = 20_000;

/**
 * Does the text read as a provider's tool-schema error: a path into the
 * request's tools, a tool's name or a quoted subschema in one of the formats
 * locateRejection reads, also inside a router's wrapping? The editor asks
 * before it offers the clipboard as the error to locate.
 */
export function looksLikeProviderError(text: string): boolean {
  return text.length <= MAX_ERROR_CHARS && layersOf(text).some((layer) => cluesIn(layer).length > 0);
}

/**
 * A match's source expression as one line of the CLI's report or the editor's
 * picker: its whitespace runs made one space, cut at `max` characters.
 */
export function oneLine(expression: string, max = 80): string {
  const flat = expression.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}
