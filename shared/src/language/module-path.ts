/**
 * A relative module path resolved against the folder of the file that imports
 * it, as Node's `path.resolve(dirname(fromFile), relative)` does, with no Node
 * (the engine runs anywhere): `.` and `..` folded, the importing file's own
 * separator kept (`\` in a Windows path), no folder above the root.
 */
export function besideFile(fromFile: string, relative: string): string {
  const sep = fromFile.includes('/') || !fromFile.includes('\\') ? '/' : '\\';
  const parts = fromFile.split(/[\\/]/);
  parts.pop(); // the file's own name
  for (const part of relative.split(/[\\/]/)) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.length > 1) parts.pop();
  }
  return parts.join(sep) || sep;
}

/** `path` and one more segment, in its separator. */
export function joinSegment(path: string, segment: string): string {
  const sep = path.includes('/') || !path.includes('\\') ? '/' : '\\';
  return path.endsWith(sep) ? path + segment : path + sep + segment;
}
