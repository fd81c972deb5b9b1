import { createTwoFilesPatch } from 'diff';

/** A unified diff (git style: a/ and b/ prefixes, 3 lines of context); empty when the texts are equal. */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const patch = createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, undefined, undefined, { context: 3 });
  // The library opens with a row of "=" that neither git nor patch needs.
  return patch.replace(/^=+\n/, '');
}
