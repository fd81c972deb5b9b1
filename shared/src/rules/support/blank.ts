import { isOpaque, type JsonProperty } from '../../json/tree';

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

/**
 * Whether a tool field (`name`, `description`) is missing as a provider sees
 * it: absent, not a string, or blank. A value not known (opaque) may be fine,
 * so it is not.
 */
export function fieldMissing(prop: JsonProperty | undefined): boolean {
  const value = prop?.value;
  return !((value?.kind === 'string' && hasText(value.value)) || isOpaque(value));
}

/** How a missing field is missing: "has no `name`", "has an empty `name`", "has a `name` that is not a string". */
export function howMissing(prop: JsonProperty | undefined, key: string): string {
  if (!prop) return `has no \`${key}\``;
  return prop.value?.kind === 'string' ? `has an empty \`${key}\`` : `has a \`${key}\` that is not a string`;
}
