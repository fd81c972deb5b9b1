import assert from 'node:assert/strict';
import { parseJson, type Finding, type LintOutput } from '../../shared/src/index';
import { findByPointer, getProp, parsePointer, type JsonNode } from '../../shared/src/json/tree';

/**
 * What every lint result must satisfy, whatever the input: the hostile edge cases
 * and the property tests share these checks so both judge by the same rules.
 */

interface Extent {
  offset: number;
  length: number;
}

function within(inner: Extent, outer: Extent): boolean {
  return inner.offset >= outer.offset && inner.offset + inner.length <= outer.offset + outer.length;
}

/** Escape a pointer token back (RFC 6901), to rebuild a parent pointer. */
function joinPointer(tokens: readonly string[]): string {
  return tokens.map((t) => '/' + t.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/**
 * Where a finding may sit: inside the node its pointer names, or on the key of
 * the member holding that node. A pointer that names a node not (yet) in the
 * document, such as a missing `parameters`, is judged against its nearest
 * existing ancestor, or the whole of the tool it belongs to (a rule may name the
 * tool whose schema is missing).
 */
export function allowedExtents(root: JsonNode | undefined, pointer: string, tool?: Extent): Extent[] {
  const tokens = parsePointer(pointer);
  for (let n = tokens.length; n >= 0; n--) {
    const node = findByPointer(root, joinPointer(tokens.slice(0, n)));
    if (!node) continue;
    const extents: Extent[] = [node];
    const parent = n > 0 ? findByPointer(root, joinPointer(tokens.slice(0, n - 1))) : undefined;
    const member = parent?.kind === 'object' ? getProp(parent, tokens[n - 1]) : undefined;
    if (member && member.value === node) extents.push({ offset: member.keyOffset, length: member.keyLength });
    if (n < tokens.length && tool) extents.push(tool);
    return extents;
  }
  return [];
}

/** The range lies inside the text and on the node its pointer names. */
export function assertFindingPlaced(text: string, root: JsonNode | undefined, f: Finding, tool?: Extent): void {
  const where = `${f.rule} at ${f.offset}+${f.length} (${f.pointer})`;
  assert.ok(Number.isInteger(f.offset) && Number.isInteger(f.length), `${where}: integer range`);
  assert.ok(
    f.offset >= 0 && f.length >= 0 && f.offset + f.length <= text.length,
    `${where}: inside the text of ${text.length}`,
  );
  const extents = allowedExtents(root, f.pointer, tool);
  if (!extents.length) return; // nothing parsed (an empty or unparsable text): the text bound is all there is
  assert.ok(
    extents.some((e) => within(f, e)),
    `${where}: not on the node its pointer names (${extents.map((e) => `${e.offset}+${e.length}`).join(' or ')})`,
  );
}

/** Every invariant of one lint result on `text`. */
export function assertLintInvariants(text: string, out: LintOutput): void {
  assert.deepEqual(out.internalErrors, [], 'no rule threw');
  const root = parseJson(text).root;
  for (const f of out.findings) {
    assertFindingPlaced(text, root, f, f.toolIndex === undefined ? undefined : out.tools[f.toolIndex]);
    if (f.fixes.length)
      assert.equal(
        f.fixable,
        f.fixes.some((x) => x.kind === 'repair'),
        `${f.rule}: fixable agrees with the fixes`,
      );
    for (const fix of f.fixes) {
      for (const e of fix.edits)
        assert.ok(
          e.offset >= 0 && e.length >= 0 && e.offset + e.length <= text.length,
          `${f.rule}: edit inside the text`,
        );
    }
  }
  for (const p of out.parseErrors)
    assert.ok(p.offset >= 0 && p.offset + p.length <= text.length, 'parse error inside the text');
  for (const t of out.tools)
    assert.ok(t.offset >= 0 && t.offset + t.length <= text.length, `tool ${t.index} inside the text`);
}

/** A finding's identity across texts: the same rule saying the same thing about the same node. */
export function findingKey(f: Finding): string {
  return `${f.rule}\u0000${f.pointer}\u0000${f.message}`;
}

/**
 * Run `body`, failing when it takes longer than `ms` of CPU time (the engine must
 * answer any input promptly). CPU time, not wall time: the machines that run the
 * suite are shared, and waiting for a core is not the engine's cost.
 */
export function timed<T>(ms: number, label: string, body: () => T): T {
  const start = process.cpuUsage();
  const out = body();
  const used = process.cpuUsage(start);
  const took = (used.user + used.system) / 1000;
  assert.ok(took <= ms, `${label} took ${took.toFixed(0)} ms of CPU (limit ${ms} ms)`);
  return out;
}
