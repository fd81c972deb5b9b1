import { eachLine, textAfter } from './file-scan';

/** The lockfiles read, in the order one folder's are tried. */
export const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'] as const;
export type LockfileName = (typeof LOCKFILES)[number];

/**
 * The version a lockfile pins for `name`, as the package in `importer` gets it
 * (its folder relative to the lockfile's, `/`-separated, `''` at the root);
 * `declared` tells a yarn.lock entry among several. Read in chunks, never
 * whole: undefined when it pins none (or not one it says plainly).
 */
export function lockedVersion(
  kind: LockfileName,
  path: string,
  importer: string,
  name: string,
  declared: string | undefined,
): string | undefined {
  switch (kind) {
    case 'package-lock.json':
      return npmLocked(path, importer, name);
    case 'pnpm-lock.yaml':
      return pnpmLocked(path, importer, name);
    case 'yarn.lock':
      return yarnLocked(path, name, declared);
    case 'bun.lock':
      return bunLocked(path, name);
  }
}

const VERSION = /^\d+\.\d+\.\d+(?:[-+][\w.+-]*)?$/;

function plainVersion(text: string | undefined): string | undefined {
  const version = text?.trim().replace(/^['"]|['"]$/g, '');
  return version && VERSION.test(version) ? version : undefined;
}

/** `"packages": { "node_modules/zod": { "version": ... } }` (lockfile v2, v3), or v1's `"dependencies": { "zod": { ... } }`. */
function npmLocked(path: string, importer: string, name: string): string | undefined {
  const keys = [...(importer ? [`"${importer}/node_modules/${name}":`] : []), `"node_modules/${name}":`, `"${name}":`];
  for (const key of keys) {
    const after = textAfter(path, key);
    if (!after || !/^\s*\{/.test(after)) continue;
    // The entry's own members: a workspace link has no version, and the next entry's is not its.
    const open = after.indexOf('{') + 1;
    const close = after.slice(open).search(/[{}]/);
    const own = after.slice(open, close < 0 ? undefined : open + close);
    const version = plainVersion(/"version"\s*:\s*("[^"]*")/.exec(own)?.[1]);
    if (version) return version;
  }
  return undefined;
}

/** The number of spaces a line starts with (up to 12: deeper is no key read here). */
function indentOf(text: string, start: number, end: number): number {
  let at = start;
  while (at < end && at - start < 12 && text.charCodeAt(at) === 32) at++;
  return at - start;
}

/** The value after `key:` on a line, unquoted, and without pnpm's peer suffix (`3.25.76(zod@...)`). */
function valueAfter(text: string, from: number, end: number): string | undefined {
  return plainVersion(text.slice(from, end).split('(')[0]);
}

/**
 * `importers: { <importer>: { dependencies: { zod: { version } } } }` (pnpm 6
 * to 9, where a `catalog:` range is resolved too), or pnpm 5's flat
 * `dependencies: { zod: 3.22.4 }` of a single project.
 */
function pnpmLocked(path: string, importer: string, name: string): string | undefined {
  const target = importer || '.';
  const keyAt = `${name}:`;
  let section = '';
  let current = '';
  let inPackage = false;
  let found: string | undefined;
  eachLine(path, (text, start, end) => {
    const indent = indentOf(text, start, end);
    if (indent === 0 && start < end && text[start] !== '#') {
      section = text.slice(start, text.indexOf(':', start));
      inPackage = false;
    } else if (section === 'importers' && indent === 2) {
      current = text
        .slice(start + 2, end)
        .replace(/:\s*(\{\})?\s*$/, '')
        .replace(/^['"]|['"]$/g, '');
    } else if (section === 'importers' && indent === 6 && current === target) {
      inPackage = text.startsWith(keyAt, start + 6);
      if (inPackage) found = valueAfter(text, start + 6 + keyAt.length, end);
    } else if (section === 'importers' && indent === 8 && inPackage && text.startsWith('version:', start + 8)) {
      found = valueAfter(text, start + 16, end);
    } else if ((section === 'dependencies' || section === 'devDependencies') && indent === 2) {
      if (text.startsWith(keyAt, start + 2)) found = valueAfter(text, start + 2 + keyAt.length, end);
    }
    return found !== undefined;
  });
  return found;
}

/** `zod@^3.22.4, zod@^3.23.8:` then `  version "3.25.76"` (yarn 1) or `version: 3.25.76` (yarn 2 and later). */
function yarnLocked(path: string, name: string, declared: string | undefined): string | undefined {
  const entries: Array<{ ranges: string[]; version?: string }> = [];
  let open: { ranges: string[]; version?: string } | undefined;
  const descriptor = `${name}@`;
  // Where the descriptor next occurs in the text: looked for again only once passed (lines come in order).
  let next = -1;
  let previousStart = Infinity;
  eachLine(path, (text, start, end) => {
    if (start < previousStart || (next >= 0 && next < start)) next = text.indexOf(descriptor, start);
    previousStart = start;
    const first = text.charCodeAt(start);
    if (start < end && first !== 32 && first !== 35) {
      open = undefined;
      if (next < 0 || next >= end) return false;
      const ranges = text
        .slice(start, end)
        .replace(/:\s*$/, '')
        .split(',')
        .map((d) => d.trim().replace(/^"|"$/g, ''))
        .filter((d) => d.startsWith(descriptor))
        .map((d) => d.slice(descriptor.length).replace(/^npm:/, ''));
      if (ranges.length) entries.push((open = { ranges }));
    } else if (open && !open.version && text.startsWith('  version', start)) {
      open.version = plainVersion(text.slice(start + 9, end).replace(/^:/, ''));
    }
    return false;
  });
  const matching = declared ? entries.find((e) => e.ranges.includes(declared)) : undefined;
  return (matching ?? (entries.length === 1 ? entries[0] : undefined))?.version;
}

/** bun.lock's `"packages": { "zod": ["zod@3.25.76", ...] }`. */
function bunLocked(path: string, name: string): string | undefined {
  const after = textAfter(path, `"${name}": ["${name}@`, 64);
  return plainVersion(after?.slice(0, after.indexOf('"')));
}
