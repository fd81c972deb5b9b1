/** Jaccard similarity of two ascending id lists (twins.ts: content-word sets and neighbouring-word pairs). */
export function jaccard(x: ArrayLike<number>, y: ArrayLike<number>): number {
  let i = 0;
  let k = 0;
  let common = 0;
  while (i < x.length && k < y.length) {
    if (x[i] === y[k]) {
      common++;
      i++;
      k++;
    } else if (x[i] < y[k]) i++;
    else k++;
  }
  return common / (x.length + y.length - common);
}
