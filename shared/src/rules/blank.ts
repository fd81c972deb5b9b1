/**
 * True when `s` holds something other than white space: what `s.trim() !== ''`
 * says, without making the trimmed string. Reads the first character only in
 * the usual case (a printable ASCII one), so a long description is not scanned
 * from both ends just to learn that it is not blank.
 */
export function hasText(s: string): boolean {
  const c = s.charCodeAt(0);
  if (c > 32 && c < 127) return true;
  return s.trim() !== '';
}
