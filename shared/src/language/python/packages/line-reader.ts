/**
 * A reader of one file fed its lines in order, as the host reads them (in
 * chunks, never a whole lockfile of tens of megabytes): `line` returns true
 * once the answer is known, so the host stops reading there.
 */
export interface LineReader {
  line(text: string): boolean;
  /** The answer after the lines read: undefined when the file says nothing of the package. */
  readonly result: string | undefined;
}

/** The lines of `text` through `reader`, for a text already in memory (tests, a small file). */
export function readLines(reader: LineReader, text: string): string | undefined {
  for (const line of text.split(/\r?\n/)) if (reader.line(line)) break;
  return reader.result;
}

/** A TOML basic or literal string's value (`"2.13.5"`, `'2.13.5'`), or undefined for any other value. */
export function tomlString(value: string): string | undefined {
  return /^\s*(?:"([^"\\]*)"|'([^']*)')/
    .exec(value)
    ?.slice(1)
    .find((v) => v !== undefined);
}
