import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The shared corpus: tool files from public repositories, each wrapped as
 * {source, document | document_text}; read-only test data that sits beside the
 * repository (`../shared`, wherever the clone is) and may be absent. The tests
 * run from the repository's root.
 */
export const CORPUS_DIR = resolve('..', 'shared', 'corpus', 'handwritten');

export interface CorpusFile {
  name: string;
  /** The file as it is: the wrapper, whose tools sit inside it. */
  raw: string;
}

/** The corpus's files, sorted by name; none when the corpus is absent. */
export function corpusFiles(): CorpusFile[] {
  if (!existsSync(CORPUS_DIR)) return [];
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, raw: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
}

/** The document a corpus file wraps, as its authors wrote it (`document_text`), else its `document` printed. */
export function unwrapCorpus(raw: string): string | undefined {
  const wrapper = JSON.parse(raw) as { document?: unknown; document_text?: string };
  if (typeof wrapper.document_text === 'string') return wrapper.document_text;
  return wrapper.document === undefined ? undefined : JSON.stringify(wrapper.document, null, 2);
}
