import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The file-system path of a `file:` URI; undefined for `untitled:` and other schemes. */
export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

/** True when `path` is `folder` or inside it. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
