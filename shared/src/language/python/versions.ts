import type { ParseOptions } from '../language';

/** One package's version as the host knows it: installed first, else declared. */
export interface KnownVersion {
  name: string;
  version: string;
  how: 'installed' | 'declared';
}

/** The version of the first of `names` the host knows for the file (ParseOptions.packages, asked by name). */
export function knownVersion(packages: ParseOptions['packages'], names: readonly string[]): KnownVersion | undefined {
  if (!packages) return undefined;
  for (const name of names) {
    if (typeof packages !== 'function') {
      const range = Object.hasOwn(packages, name) ? packages[name] : undefined;
      if (typeof range === 'string') return { name, version: range, how: 'declared' };
      continue;
    }
    let answer: ReturnType<typeof packages>;
    try {
      answer = packages(name);
    } catch {
      continue; // a host that throws knows nothing of it
    }
    if (typeof answer?.installed === 'string') return { name, version: answer.installed, how: 'installed' };
    if (typeof answer?.declared === 'string') return { name, version: answer.declared, how: 'declared' };
  }
  return undefined;
}

/**
 * The major a Python version or requirement gets (PEP 440): `1.9.4`, `==1.9.4`,
 * `~=2.3` and Poetry's `^2.1` name one; a range's upper bound names the
 * highest (`>=2.9,<3` is 2, as a fresh install resolves it); an open range
 * (`>=2.9.1`) names none: the newest line.
 */
export function majorOf(spec: string): number | undefined {
  const clauses = spec.split(',').map((c) => c.trim());
  for (const c of clauses) {
    const pinned = /^(?:==|===|~=|\^|~)?\s*v?(\d+)(?:\.[\w.*+!-]*)?$/.exec(c);
    if (pinned) return Number(pinned[1]);
  }
  for (const c of clauses) {
    const upper = /^<(=?)\s*(\d+)(?:\.(\d+))?/.exec(c);
    if (!upper) continue;
    const [, inclusive, major, minor] = upper;
    return inclusive || Number(minor ?? 0) > 0 ? Number(major) : Number(major) - 1;
  }
  return undefined;
}
