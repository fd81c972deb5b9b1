/**
 * A Python distribution's name as PEP 503 compares it: lower case, each run of
 * `-`, `_` and `.` one `-` (`Pydantic_Core`, `pydantic.core` and
 * `pydantic-core` are one package).
 */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}
