import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonNode } from '../../shared/src/json/tree';
import { lintParsed } from '../../shared/src/lint';
import { resolveOptions } from '../../shared/src/options';
import type { Finding } from '../../shared/src/types';
import { goldenInputs } from '../helpers/golden';

/**
 * The invariant "no rule reports an opaque value missing or wrong", as a
 * property: each leaf of every fixture, example and corpus document is made
 * opaque in turn (a value the front end could not read, as an imported const
 * is), and no finding appears that the document as written does not have.
 * A value not known can hide a finding, never make one.
 */

/** Leaves tried per document, spread evenly over it: the largest corpus files have thousands. */
const MAX_LEAVES = Number(process.env.OPAQUE_LEAVES ?? 80);

/** Where a leaf sits: the array or member holding it, to put an opaque node in its place. */
interface Slot {
  leaf: JsonNode;
  replace: (by: JsonNode) => void;
}

function slots(root: JsonNode | undefined): Slot[] {
  const out: Slot[] = [];
  const stack: JsonNode[] = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.kind === 'array')
      node.items.forEach((item, i) => {
        if (isLeaf(item)) out.push({ leaf: item, replace: (by) => (node.items[i] = by) });
        else stack.push(item);
      });
    if (node.kind !== 'object') continue;
    for (const p of node.props) {
      const value = p.value;
      if (value && isLeaf(value)) out.push({ leaf: value, replace: (by) => (p.value = by) });
      else if (value) stack.push(value);
    }
  }
  return out.sort((a, b) => a.leaf.offset - b.leaf.offset);
}

function isLeaf(node: JsonNode): boolean {
  return node.kind !== 'object' && node.kind !== 'array' && node.kind !== 'opaque';
}

/** `count` of `n` indices, evenly spaced. */
function spread(n: number, count: number): number[] {
  if (n <= count) return [...Array(n).keys()];
  return [...Array(count).keys()].map((i) => Math.floor((i * n) / count));
}

const key = (f: Finding) => `${f.rule} ${f.offset}:${f.length}`;

describe('fuzz: an opaque leaf never makes a finding', () => {
  for (const input of goldenInputs()) {
    it(`${input.name}: each of up to ${MAX_LEAVES} leaves made opaque in turn adds no finding`, (t) => {
      const options = resolveOptions(input.fileName ? { fileName: input.fileName } : {});
      const parse = () => options.language.parse(input.text, options.parse);
      const known = new Set(lintParsed(input.text, parse(), options).findings.map(key));
      const count = slots(parse().root).length;
      const added: string[] = [];
      for (const index of spread(count, MAX_LEAVES)) {
        const parsed = parse();
        const slot = slots(parsed.root)[index];
        slot.replace({ kind: 'opaque', offset: slot.leaf.offset, length: slot.leaf.length });
        const text = input.text.slice(slot.leaf.offset, slot.leaf.offset + slot.leaf.length);
        for (const f of lintParsed(input.text, parsed, options).findings)
          if (!known.has(key(f))) added.push(`${f.rule} with ${JSON.stringify(text)} opaque: ${f.message}`);
      }
      t.diagnostic(`${Math.min(count, MAX_LEAVES)} of ${count} leaves tried`);
      assert.deepEqual(added, []);
    });
  }
});
