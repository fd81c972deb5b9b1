import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import { readDoc } from '../../../../../shared/src/language/python/described';
import { docstringOf } from '../../../../../shared/src/language/python/docstrings';
import { DOC_RULES } from '../../../../../shared/src/language/python/profile';
import {
  evaluateTool,
  PYTHON_PROFILES,
  type PyEvaluation,
  type PythonProfileId,
} from '../../../../../shared/src/language/python/pydantic';
import { abbreviate, type Json } from './abbreviate';
import { constructHost, constructModule, modelModule, parse, type ConstructModule } from './constructs';
import { expected, LISTED, type Expected } from './expectations';
import { converterWords, harnessRun } from './harness';
import { DESCRIPTION_GAPS, gapFor } from './gaps';
import { TABLE_IDS } from './measured';
import { researchChecks } from './research-checks';

/**
 * The real converters are the oracle of evaluateTool: every construct of test/python-oracle, in
 * every profile, read from the syntax and compared with what the SDK really sends (the installed
 * converters through list_tools.py; the others as the research measured them). A converter that
 * throws must be matched by the evaluator's `throws`, in the converter's words.
 */
const PROFILES = Object.keys(PYTHON_PROFILES) as PythonProfileId[];
const MODEL_PROFILES = new Set<PythonProfileId>(['oai', 'lc-args']);
/** Each SDK's context constructs, written with its own context type. */
const CONTEXT_MODULE: Partial<Record<PythonProfileId, string>> = {
  mcp1: 'context_mcp',
  mcp2: 'context_mcp',
  fm2: 'context_fastmcp',
  fm3: 'context_fastmcp',
  fm4: 'context_fastmcp',
  lc: 'context_langchain',
  'lc-strict': 'context_langchain',
  'lc-gg': 'context_langchain',
  agents: 'context_agents',
  'agents-nonstrict': 'context_agents',
  pai: 'context_pydantic_ai',
};
/** Where the SDK injects `ctx` (as the front end tells from its annotation): LangChain, the Agents SDK
 *  and pydantic-ai only a bare context type, the MCP SDKs an optional one too. */
const INJECTS_OPTIONAL = new Set<PythonProfileId>(['mcp1', 'mcp2', 'fm2', 'fm3', 'fm4']);

function injected(profile: PythonProfileId, id: string): Set<string> {
  if (id === 'context' || (id === 'context_optional' && INJECTS_OPTIONAL.has(profile))) return new Set(['ctx']);
  return new Set();
}

function contextOf(m: ConstructModule, profile: PythonProfileId) {
  return { module: m, modules: constructHost, parse, profile };
}

/** A construct's function and its docstring, read by the SDK's own rule, as the front end reads it. */
function functionOf(profile: PythonProfileId, id: string) {
  const m = constructModule(id, CONTEXT_MODULE[profile]);
  const fn = m?.functions.get(id);
  return m && fn && { m, fn, doc: readDoc(m.text, docstringOf(m.text, fn), DOC_RULES[profile]) };
}

function evaluate(profile: PythonProfileId, id: string): PyEvaluation | undefined {
  if (MODEL_PROFILES.has(profile)) {
    const m = modelModule(id);
    return m && evaluateTool({ kind: 'model', node: m.models.get(id)! }, contextOf(m, profile));
  }
  const found = functionOf(profile, id);
  if (!found) return undefined;
  const { m, fn, doc } = found;
  const tool = { paramDocs: doc.paramDocs, injected: injected(profile, id), described: id === 'name_override' };
  return evaluateTool({ kind: 'function', node: fn, ...tool }, contextOf(m, profile));
}

function compare(profile: PythonProfileId, want: Exclude<Expected, { skip: string }>, got: PyEvaluation): void {
  if ('throws' in want) {
    const words = `${want.throws.type}: ${converterWords(want.throws.message)}`;
    assert.ok(got.throws, `the converter throws "${words}"; the evaluator sends a schema`);
    if (want.throws.cut) assert.ok(got.throws.message.startsWith(words), `"${got.throws.message}" vs "${words}…"`);
    else assert.equal(got.throws.message, words);
    return;
  }
  assert.equal(got.throws?.message, undefined, 'the converter sends the tool');
  const value = (toValue(got.schema) ?? null) as Json;
  if ('schema' in want) assert.deepEqual(value, want.schema);
  else assert.deepEqual(abbreviate(value, profile), want.cell);
}

type Tally = Record<'match' | 'differs' | 'gap' | 'skipped', number>;
const tallies = new Map<PythonProfileId, Tally>();
function count(profile: PythonProfileId, what: keyof Tally): void {
  const t = tallies.get(profile) ?? { match: 0, differs: 0, gap: 0, skipped: 0 };
  t[what]++;
  tallies.set(profile, t);
}

/** One cell: skipped with the reason when there is nothing to compare, else compared and counted. */
async function cell(profile: PythonProfileId, id: string, t: { skip: (why: string) => void }, gap?: string) {
  const want = await expected(profile, id);
  const got = evaluate(profile, id);
  if ('skip' in want || !got) {
    count(profile, 'skipped');
    return t.skip('skip' in want ? want.skip : 'no such tool in this SDK (the construct has no model form)');
  }
  try {
    compare(profile, want, got);
    count(profile, 'match');
  } catch (error) {
    count(profile, gap ? 'gap' : 'differs');
    throw error;
  }
}

researchChecks();

for (const profile of PROFILES)
  describe(`python oracle: ${profile}`, () => {
    for (const id of TABLE_IDS) {
      const gap = gapFor(profile, id);
      it(id, { todo: gap }, (t) => cell(profile, id, t, gap));
    }
  });

/** The tool's description as the front end reads the docstring, against what the installed SDK sends. */
async function description(profile: PythonProfileId, id: string, t: { skip: (why: string) => void }) {
  const run = await harnessRun();
  if ('skipped' in run) return t.skip(run.skipped);
  const real = run.document.profiles[LISTED[profile]!]?.[id];
  const found = functionOf(profile, id);
  if (!real || !('description' in real) || !found) return t.skip('no tool sent');
  if (id === 'name_override') return t.skip("the description is the decorator's");
  assert.equal(found.doc.description ?? null, real.description ?? null);
}

for (const profile of PROFILES.filter((p) => LISTED[p] && !MODEL_PROFILES.has(p)))
  describe(`python oracle: descriptions, ${profile}`, () => {
    for (const id of TABLE_IDS)
      it(id, { todo: DESCRIPTION_GAPS[`${profile} ${id}`] }, (t) => description(profile, id, t));
  });

after(() => {
  const rows = [...tallies].map(([p, t]) => `${p.padEnd(17)} ${[t.match, t.differs, t.gap, t.skipped].join('\t')}`);
  console.log(`python oracle: profile, match, differs, gap, skipped\n${rows.join('\n')}`);
});
