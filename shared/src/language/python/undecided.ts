import type { JsonNode } from '../../json/tree';
import type { Hedge } from '../../model/source';
import { hedgesBetween } from '../computed/hedges';
import type { ChosenProfile } from './profile';
import { PYTHON_PROFILES, type PyEvaluation, type PythonProfileId } from './pydantic';

/** Root keywords an SDK stamps on every tool: said apart (`sdk-keywords`), not compared here. */
const STAMPS = new Set(['additionalProperties', '$schema']);

/**
 * Where the SDK's line is not decided (no version of it is known and the
 * import names none), the tool is read with the newest line, and what another
 * line writes differently is hedged: an error only the newest line would cause
 * is a warning that names the line that writes it otherwise, and a converter
 * exception only it raises is one too. `sent` is the chosen line's schema as
 * the rules judge it (its stamps off); `evaluate` reads the tool with another profile.
 */
export function undecidedHedges(
  chosen: ChosenProfile,
  mine: PyEvaluation,
  sent: JsonNode,
  evaluate: (profile: PythonProfileId) => PyEvaluation | undefined,
): Hedge[] {
  if (!chosen.undecided) return [];
  const { why, others } = chosen.undecided;
  const hedges: Hedge[] = [];
  for (const other of others) {
    if (sameConverter(chosen.profile, other.profile)) continue;
    const theirs = evaluate(other.profile);
    if (!theirs) continue;
    if (mine.throws && !theirs.throws)
      hedges.push({ ...mine.throws.span, because: `(${why}: ${other.line} sends this tool.)` });
    else if (mine.schema && theirs.schema)
      hedges.push(...hedgesBetween(sent, unstamped(theirs.schema, theirs.sdkKeywords), other.line, why));
  }
  return hedges;
}

/** Two profiles that differ in their names only (mcp 1.x and 2.x) write every tool alike. */
function sameConverter(a: PythonProfileId, b: PythonProfileId): boolean {
  const unnamed = (id: PythonProfileId) => JSON.stringify({ ...PYTHON_PROFILES[id], id: '', label: '' });
  return unnamed(a) === unnamed(b);
}

function unstamped(root: JsonNode, sdkKeywords: readonly string[]): JsonNode {
  if (root.kind !== 'object') return root;
  return { ...root, props: root.props.filter((p) => !(STAMPS.has(p.key) && sdkKeywords.includes(p.key))) };
}
