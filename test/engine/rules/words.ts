import { IdList, readContentWords } from '../../../shared/src/rules/tools-overlap/content-words';
import { WordTable } from '../../../shared/src/rules/tools-overlap/word-table';

/**
 * The twin join's words as strings, and a word-order similarity written the
 * plain way: references for tools-overlap's tests (the rule itself numbers
 * words straight from the text and compares numbers).
 */

/** The content words of a text in order, as the join reads them (lower-cased, stop words dropped, a plural `s` stripped). */
export function contentSequence(text: string): string[] {
  const table = new WordTable();
  const ids = new IdList();
  readContentWords(text, table, ids);
  return Array.from(ids.ids.subarray(0, ids.length), (id) => table.strings[id]);
}

/** The distinct content words of a text. */
export function contentWords(text: string): string[] {
  return [...new Set(contentSequence(text))];
}

/** Jaccard similarity of the sets of neighbouring-word pairs of two word sequences. */
export function orderSimilarity(a: readonly string[], b: readonly string[]): number {
  const x = neighbourPairs(a);
  const y = neighbourPairs(b);
  const common = [...x].filter((p) => y.has(p)).length;
  return common / (x.size + y.size - common);
}

function neighbourPairs(sequence: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 1; i < sequence.length; i++) pairs.add(`${sequence[i - 1]} ${sequence[i]}`);
  return pairs;
}
