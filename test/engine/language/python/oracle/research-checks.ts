import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { abbreviate } from './abbreviate';
import { converterWords, harnessRun, type Outcome } from './harness';
import { CORRECTIONS } from './corrections';
import { TABLE_IDS, tableCell, tableRow, wholeTool, type TableCell, type Thrown } from './measured';

/**
 * The harness checked against what the research measured: each construct, as each installed
 * converter really sends it, must equal the research's construct table (in the table's form) and
 * its two tools given in full. A cell where today's converter disagrees is in corrections.ts, with
 * why; mcp 1.x is not installable here, and the research found its schemas equal to mcp 2.3.0's on
 * every construct, so `mcp1`'s rows are checked against mcp 2.3.0.
 */
const LISTED: Record<string, string> = {
  mcp1: 'mcp2',
  mcp2: 'mcp2',
  fm4: 'fm4',
  lc: 'lc',
  'lc-strict': 'lc-strict',
  oai: 'oai',
  ant: 'ant',
  genai: 'genai',
};

function sameThrow(real: Outcome | undefined, expected: Thrown): void {
  assert.ok(real?.throws, `the research has ${expected.type}: ${expected.message}; the converter sent a schema`);
  assert.equal(real.throws.type, expected.type);
  const words = converterWords(real.throws.message);
  if (expected.cut) assert.ok(words.startsWith(expected.message), words);
  else assert.equal(words, expected.message);
}

function compareCell(profile: string, real: Outcome | undefined, cell: TableCell): void {
  if ('throws' in cell) return sameThrow(real, cell.throws);
  if ('na' in cell) return assert.ok(!real || real.na, 'the SDK has no context parameter');
  assert.ok(real && !real.throws, `the converter throws ${real?.throws?.type}: ${real?.throws?.message}`);
  assert.deepEqual(abbreviate(real.schema, profile), cell);
}

async function listed(profile: string, id: string): Promise<Outcome | undefined | 'skipped'> {
  const run = await harnessRun();
  if ('skipped' in run) return 'skipped';
  return run.document.profiles[LISTED[profile]]?.[id];
}

/** Registers the checks; oracle.test.ts calls it, so that one process runs the harness once. */
export function researchChecks(): void {
  describe('python oracle: the converters as the research measured them', tableChecks);
  describe('python oracle: the plain tool at the root (research §1.1)', rootChecks);
}

function tableChecks(): void {
  for (const profile of Object.keys(LISTED))
    describe(profile, () => {
      for (const id of TABLE_IDS)
        it(`${id} (${tableRow(id)})`, async (t) => {
          const real = await listed(profile, id);
          if (real === 'skipped') return t.skip(((await harnessRun()) as { skipped: string }).skipped);
          const cell = tableCell(profile, id);
          if (!cell) return t.skip('the research has no such cell (no model form, or not measured)');
          if ('cut' in cell) return t.skip('the research shortened this cell');
          const correction = CORRECTIONS[`${profile} ${id}`];
          if (!correction) return compareCell(profile, real, cell);
          assert.throws(
            () => compareCell(profile, real, cell),
            `no longer differs, drop the correction: ${correction}`,
          );
        });
      for (const id of ['doc_google', 'optional_model'])
        it(`${id} in full`, async (t) => {
          const real = await listed(profile, id);
          if (real === 'skipped') return t.skip(((await harnessRun()) as { skipped: string }).skipped);
          const whole = wholeTool(profile, id);
          if (!whole) return t.skip('the research gives no whole tool for this profile');
          assert.ok(real?.schema, 'listed');
          assert.deepEqual(real.schema, whole.schema);
          if (whole.description !== undefined) assert.equal(real.description, whole.description);
        });
    });
}

/** Root facts of the research's §1.1, for `def t_str(x: str)`: who closes the root, who keeps titles. */
const PLAIN_TOOL: Record<string, unknown> = {
  mcp2: { properties: { x: { title: 'X', type: 'string' } }, required: ['x'], title: 't_strArguments', type: 'object' },
  fm4: { additionalProperties: false, properties: { x: { type: 'string' } }, required: ['x'], type: 'object' },
  lc: { properties: { x: { type: 'string' } }, required: ['x'], type: 'object' },
  'lc-strict': { additionalProperties: false, properties: { x: { type: 'string' } }, required: ['x'], type: 'object' },
  'lc-args': { properties: { x: { type: 'string' } }, required: ['x'], type: 'object' },
  oai: {
    additionalProperties: false,
    properties: { x: { title: 'X', type: 'string' } },
    required: ['x'],
    title: 'M_str',
    type: 'object',
  },
  ant: {
    additionalProperties: false,
    properties: { x: { title: 'X', type: 'string' } },
    required: ['x'],
    type: 'object',
  },
  genai: { properties: { x: { type: 'string' } }, required: ['x'], type: 'object' },
};

function rootChecks(): void {
  for (const [profile, expected] of Object.entries(PLAIN_TOOL))
    it(profile, async (t) => {
      const run = await harnessRun();
      if ('skipped' in run) return t.skip(run.skipped);
      assert.deepEqual(run.document.profiles[profile].str.schema, expected);
    });
  it('fm4 closes the root of every tool it lists', async (t) => {
    const run = await harnessRun();
    if ('skipped' in run) return t.skip(run.skipped);
    const listed = Object.values(run.document.profiles.fm4).filter((o) => o.schema);
    assert.equal(listed.length, 90, 'the research: 90 of 93 list');
    for (const o of listed) assert.equal((o.schema as { additionalProperties?: unknown }).additionalProperties, false);
  });
}
