import { normalizeName } from './names';

/** A distribution installed in a `site-packages` folder: its normalized name and its version. */
export interface Installed {
  name: string;
  version: string;
}

/**
 * `pydantic_core-2.41.5.dist-info` read as the wheel spec names the folder:
 * the distribution (its `-` written `_`) and its version, split at the last
 * `-`. Undefined for any other folder name.
 */
export function distInfoFolder(folder: string): Installed | undefined {
  const m = /^(.+)-([^-]+)\.dist-info$/i.exec(folder);
  return m ? { name: normalizeName(m[1]), version: m[2] } : undefined;
}

/** The `Name:` and `Version:` headers of a dist-info's `METADATA` (for a folder whose name says neither plainly). */
export function metadataOf(text: string): Installed | undefined {
  // The headers end at the first blank line: the description after it may quote a `Version:`.
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const name = /^Name:[ \t]*(\S+)/im.exec(head)?.[1];
  const version = /^Version:[ \t]*(\S+)/im.exec(head)?.[1];
  return name && version ? { name: normalizeName(name), version } : undefined;
}
