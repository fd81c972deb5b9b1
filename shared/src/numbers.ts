/**
 * A count with thousands separators, as `toLocaleString('en-US')` writes it
 * ("12,345"), without loading ICU's number formatting data (megabytes of
 * resident memory in a long-running server). Integers; anything else as String().
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
