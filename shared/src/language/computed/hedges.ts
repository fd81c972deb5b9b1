import { toValue, type JsonNode, type JsonObject, type JsonProperty } from '../../json/tree';
import type { Hedge } from '../../model/source';
import { addedByConverter } from './finish';

/**
 * Where the converter a file gets is not decided (an undecided zod minor or
 * major, an SDK whose line no version names), what another converter it may
 * get writes differently: each such node is a hedge, and an error there is only
 * a warning that says what the other writes (model/source.ts `Hedge`).
 */

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
