/**
 * The order findings are reported in: by offset, then by rule id. Rule ids are
 * lower-case ASCII, so a code-unit comparison gives what `localeCompare` gave,
 * without loading ICU's collation data (megabytes of resident memory in a
 * long-running server).
 */
export function byOffsetThenRule(a: { offset: number; rule: string }, b: { offset: number; rule: string }): number {
  return a.offset - b.offset || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
