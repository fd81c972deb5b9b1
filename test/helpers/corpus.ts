import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The hand-written corpus: tool files from public repositories, each wrapped as
 * {source, document | document_text} (test/corpus/handwritten/README.md names each
 * file's repository and commit). It is part of the repository, so a missing or
 * empty folder is an error, never a reason to skip.
 */
export const CORPUS_DIR = join(__dirname, '..', 'corpus', 'handwritten');

export interface CorpusFile {
  name: string;
  /** The file as it is: the wrapper, whose tools sit inside it. */
  raw: string;
}

/** The corpus's files, sorted by name; throws when the folder is missing or holds no file. */
export function corpusFiles(): CorpusFile[] {
  if (!existsSync(CORPUS_DIR)) throw new Error(`the corpus folder ${CORPUS_DIR} is missing`);
  const files = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, raw: readFileSync(join(CORPUS_DIR, name), 'utf8') }));
  if (!files.length) throw new Error(`the corpus folder ${CORPUS_DIR} holds no .json file`);
  return files;
}

/** The document a corpus file wraps, as its authors wrote it (`document_text`), else its `document` printed. */
export function unwrapCorpus(raw: string): string | undefined {
  const wrapper = JSON.parse(raw) as { document?: unknown; document_text?: string };
  if (typeof wrapper.document_text === 'string') return wrapper.document_text;
  return wrapper.document === undefined ? undefined : JSON.stringify(wrapper.document, null, 2);
}
