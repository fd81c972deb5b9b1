import type { JsonString } from '../json/tree';

/** Lists this short are checked for repeats pairwise: cheaper than building a Set. */
const PAIRWISE = 8;

/** True when no two of the strings have the same value. */
export function distinctStringValues(items: readonly JsonString[]): boolean {
  if (items.length > PAIRWISE) return new Set(items.map((i) => i.value)).size === items.length;
  for (let i = 1; i < items.length; i++)
    for (let k = 0; k < i; k++) if (items[i].value === items[k].value) return false;
  return true;
}
