/**
 * npm version ranges, read for what a converter depends on: the major and
 * minor versions a range admits (patches and prereleases never change what a
 * converter writes, so they are left out). Total: a range it cannot read
 * (`workspace:*`, `file:...`, a git URL, a tag) admits nothing it knows.
 */

/** A major.minor version; `Infinity` as the minor is "any minor of that major". */
export interface MajorMinor {
  major: number;
  minor: number;
}

/** The versions one range admits, lowest and highest. */
export interface Admitted {
  low: MajorMinor;
  high: MajorMinor;
}

const ANY: Admitted = { low: { major: 0, minor: 0 }, high: { major: Infinity, minor: Infinity } };
/** Longer texts are no range a package.json writes: read as unknown. */
const MAX_RANGE_LENGTH = 256;

/** The versions `range` admits (`^3.25 || ^4.0` admits 3.25 to 4.x); undefined when it names none it can read. */
export function admitted(range: string): Admitted | undefined {
  const text = range.trim().replace(/^npm:(?:@[^/@\s]+\/)?[^@\s]+@/, '');
  if (text.length > MAX_RANGE_LENGTH) return undefined;
  if (text === '' || text === '*' || text === 'latest' || text === 'x') return ANY;
  const sets = text.split('||').map((set) => comparatorSet(set.trim()));
  if (sets.some((set) => set === undefined)) return undefined;
  const read = sets as Admitted[];
  const low = read.reduce((a, b) => (compare(b.low, a.low) < 0 ? b : a)).low;
  const high = read.reduce((a, b) => (compare(b.high, a.high) > 0 ? b : a)).high;
  return { low, high };
}

/** An exact version (`4.3.6`, `v3.25.76`) as major.minor; undefined for anything else. */
export function exactVersion(version: string): MajorMinor | undefined {
  const m = /^\s*v?(\d+)\.(\d+)\.\d+(?:[-+][\w.+-]*)?\s*$/.exec(version);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}

function comparatorSet(set: string): Admitted | undefined {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set);
  if (hyphen) {
    const from = partial(hyphen[1]);
    const to = partial(hyphen[2]);
    return from && to ? { low: from.low, high: to.high } : undefined;
  }
  // `>= 3.2` is one comparator, written with a space.
  const parts = set.replace(/([<>]=?|=|\^|~)\s+/g, '$1').split(/\s+/);
  let low = ANY.low;
  let high = ANY.high;
  for (const part of parts) {
    const one = comparator(part);
    if (!one) return undefined;
    if (compare(one.low, low) > 0) low = one.low;
    if (compare(one.high, high) < 0) high = one.high;
  }
  return compare(low, high) <= 0 ? { low, high } : undefined;
}

function comparator(text: string): Admitted | undefined {
  const m = /^(\^|~>?|>=|<=|>|<|=)?v?(.*)$/.exec(text);
  if (!m) return undefined;
  const op = m[1] ?? '';
  const v = partial(m[2]);
  if (!v) return undefined;
  const { low, high } = v;
  switch (op) {
    case '^':
      return { low, high: low.major > 0 ? { major: low.major, minor: Infinity } : { ...low } };
    case '~':
    case '~>':
      return { low, high: v.minorGiven ? { ...low } : { major: low.major, minor: Infinity } };
    case '>=':
      return { low, high: ANY.high };
    case '>':
      return { low: v.minorGiven ? low : { major: low.major + 1, minor: 0 }, high: ANY.high };
    case '<=':
      return { low: ANY.low, high };
    case '<':
      return { low: ANY.low, high: below(v) };
    default:
      return v;
  }
}

/** `4`, `4.x`, `4.3`, `4.3.6`, `4.3.x`: the versions it stands for, and whether it names a minor. */
function partial(text: string): (Admitted & { minorGiven: boolean; patch?: number }) | undefined {
  const m = /^(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][\w.+-]*)?$/.exec(text);
  if (!m) return text === '*' || text === 'x' || text === 'X' ? { ...ANY, minorGiven: false } : undefined;
  const major = Number(m[1]);
  const minorGiven = m[2] !== undefined && /\d/.test(m[2]);
  const minor = minorGiven ? Number(m[2]) : 0;
  const high = { major, minor: minorGiven ? minor : Infinity };
  const patch = m[3] !== undefined && /\d/.test(m[3]) ? Number(m[3]) : undefined;
  return { low: { major, minor }, high, minorGiven, patch };
}

/** The highest major.minor under `<v`: `<5` and `<5.0.0` are 4.x, `<4.5.0` is 4.4, `<4.5.2` still admits 4.5. */
function below(v: { low: MajorMinor; minorGiven: boolean; patch?: number }): MajorMinor {
  const { major, minor } = v.low;
  if (v.patch) return { major, minor };
  if (!v.minorGiven || minor === 0) return { major: major - 1, minor: Infinity };
  return { major, minor: minor - 1 };
}

export function compare(a: MajorMinor, b: MajorMinor): number {
  const order = (x: number, y: number) => (x === y ? 0 : x < y ? -1 : 1);
  return order(a.major, b.major) || order(a.minor, b.minor);
}
