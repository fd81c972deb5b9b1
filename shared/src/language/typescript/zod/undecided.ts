import { toValue, type JsonNode, type JsonObject, type JsonProperty } from '../../../json/tree';
import { addedByConverter } from '../../computed/finish';
import type { Hedge } from '../../../model/source';
import { converterFor } from './profiles';
import { chooseProfile, type Packages, type ZodSdk, type ZodVersion } from './choose';
import type { ZodProfile } from './types';

/**
 * Where the zod a file gets is not decided (a range admits minors that write
 * differently, or no zod is installed, locked or declared), the other
 * converter it may get: the schema is read with the likeliest one, and where
 * the other writes a node differently, an error there is only a warning that
 * says what the other writes (model/source.ts `Hedge`).
 */
export function otherProfile(
  sdk: ZodSdk,
  packages: Packages,
  zodImport: string | undefined,
  zod: ZodVersion,
  chosen: ZodProfile,
): ZodProfile | undefined {
  if (chosen.zod === 4 && zod.minors.low !== zod.minors.high) {
    const other = chooseProfile(sdk, packages, zodImport, zod.minors.low);
    return sameConverter(chosen, other) ? undefined : other;
  }
  // Nothing says which zod: both majors are possible where the SDK's converter follows the major.
  const undecided = packages !== undefined && !zod.from && zodImport !== 'zod/v3' && !zodImport?.startsWith('zod/v4');
  if (!undecided || sdk !== 'mcp' || chosen.id !== 'mcp-v1-zod4') return undefined;
  return chooseProfile(sdk, packages, 'zod/v3');
}

function sameConverter(a: ZodProfile, b: ZodProfile): boolean {
  const x = converterFor(a);
  const y = converterFor(b);
  return (Object.keys(x) as Array<keyof typeof x>).every((k) => x[k] === y[k]);
}

/** Deeper than this, a difference is hedged where it is found (the trees are bounded; this is a guard). */
const MAX_DIFF_DEPTH = 64;

/**
 * The hedges of the nodes `other` writes differently from `chosen`, the two
 * walked side by side (members by key, items by place): the innermost node
 * whose own keywords differ, or that is a leaf and differs.
 */
export function hedgesBetween(chosen: JsonNode, other: JsonNode, label: string, why: string): Hedge[] {
  const hedges: Hedge[] = [];
  const visit = (a: JsonNode, b: JsonNode | undefined, depth: number): void => {
    const text = b && textOf(b);
    if (b && text === textOf(a)) return;
    if (!b || depth > MAX_DIFF_DEPTH || shallow(a) !== shallow(b) || !children(a).length) {
      const sent = text === undefined ? 'something else' : `\`${clip(text)}\``;
      hedges.push({ offset: a.offset, length: a.length, because: `(${why}: ${label} writes this as ${sent}.)` });
      return;
    }
    const theirs = children(b);
    children(a).forEach((child, i) => visit(child, theirs[i], depth + 1));
  };
  visit(chosen, other, 0);
  return hedges;
}

/** The members an author's code wrote: what the converter stamps on every object (the SDK keywords) is said apart. */
function written(node: JsonObject): JsonProperty[] {
  return node.props.filter((p) => !(STAMPS.has(p.key) && addedByConverter(node, p)));
}

/** The keywords an SDK's converter stamps on its own (schemas.ts takes them off the tree). */
const STAMPS = new Set(['$schema', 'additionalProperties']);

/** A node's children, in the order `shallow` names them (equal shallows: the same keys in the same order). */
function children(node: JsonNode): JsonNode[] {
  if (node.kind === 'array') return node.items;
  if (node.kind === 'object')
    return written(node).map((p) => p.value ?? { kind: 'opaque', offset: node.offset, length: 0 });
  return [];
}

/** A node's own shape: its keys, and its value where it is a scalar. */
function shallow(node: JsonNode): string {
  if (node.kind === 'object')
    return `{${written(node)
      .map((p) => JSON.stringify(p.key))
      .join(',')}}`;
  if (node.kind === 'array') return `[${node.items.length}]`;
  return textOf(node) ?? 'opaque';
}

/** The node as JSON text, what is not known as `…` (two unknown parts are not known to differ), the stamps left out. */
function textOf(node: JsonNode): string | undefined {
  if (node.kind === 'opaque') return undefined;
  return JSON.stringify(valueOf(node, 0));
}

function valueOf(node: JsonNode, depth: number): unknown {
  if (node.kind === 'opaque' || depth > MAX_DIFF_DEPTH) return '…';
  if (node.kind === 'array') return node.items.map((i) => valueOf(i, depth + 1));
  if (node.kind !== 'object') return toValue(node);
  const out: Record<string, unknown> = {};
  for (const p of written(node))
    Object.defineProperty(out, p.key, {
      value: p.value ? valueOf(p.value, depth + 1) : '…',
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

const MAX_QUOTED = 120;

function clip(text: string): string {
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;
}
