/** One tool as the catalog lists it: the name as sent and the description as sent. */
export interface CatalogEntry {
  name: string;
  description: string;
}

/** The catalog a turn shows, and how many tools it lists and leaves out. */
export interface CatalogText {
  text: string;
  chars: number;
  listed: number;
  omitted: number;
}

/** The catalog shows each description's first line, cut here. */
export const CATALOG_LINE_CHARS = 100;

/** The first non-blank line of a description, cut to CATALOG_LINE_CHARS. */
export function firstLine(description: string): string {
  const line =
    description
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? '';
  return line.length > CATALOG_LINE_CHARS ? `${line.slice(0, CATALOG_LINE_CHARS - 1).trimEnd()}…` : line;
}

export function catalogLine(entry: CatalogEntry): string {
  const line = firstLine(entry.description);
  return line ? `${entry.name}: ${line}` : entry.name;
}

const ALL_LISTED = "Call tool_search with a tool's name to load its parameters.";
const plural = (n: number) => `${n} more tool${n === 1 ? '' : 's'}`;
const countOnly = (n: number) => `${plural(n)} not listed. Call tool_search to find them.`;

/**
 * The catalog a turn shows for tools whose schemas it does not carry: one line
 * per tool (name and first line of its description), in order, while they fit in
 * `budget` characters, the last line included. The last line says how many were
 * left out, names as many of them as fit, and points at tool_search.
 */
export function catalogText(entries: readonly CatalogEntry[], budget: number): CatalogText {
  const lines = entries.map(catalogLine);
  const { listed, used } = linesThatFit(lines.length, (i) => lines[i].length, budget);
  const omitted = entries.length - listed;
  const last = omitted
    ? lastLine(
        entries.slice(listed).map((e) => e.name),
        budget - used,
      )
    : ALL_LISTED;
  const text = [...lines.slice(0, listed), last].join('\n').slice(0, Math.max(0, budget));
  return { text, chars: text.length, listed, omitted };
}

/**
 * How many of `count` lines the catalog lists within `budget` characters, and
 * the characters they take. Asks for the length of each line in order, and
 * only as far as they fit: a budget check need not build the catalog.
 */
export function linesThatFit(
  count: number,
  lineLength: (i: number) => number,
  budget: number,
): { listed: number; used: number } {
  let used = 0;
  let listed = 0;
  while (listed < count) {
    const rest = count - listed - 1;
    const last = rest ? countOnly(rest) : ALL_LISTED;
    const length = lineLength(listed);
    if (used + length + 1 + last.length > budget) break;
    used += length + 1;
    listed++;
  }
  return { listed, used };
}

/** "3 more tools not listed: a, b and c. Call tool_search to find them.", naming as many as fit in `room`. */
function lastLine(names: readonly string[], room: number): string {
  const tail = '. Call tool_search to find them.';
  let best = countOnly(names.length);
  for (let shown = 1; shown <= names.length; shown++) {
    const others = names.length - shown;
    const list = names.slice(0, shown).join(', ') + (others ? ` and ${others} other${others === 1 ? '' : 's'}` : '');
    const line = `${plural(names.length)} not listed: ${list}${tail}`;
    if (line.length > room) break;
    best = line;
  }
  return best;
}
