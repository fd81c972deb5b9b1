import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  PROVIDER_TABLE,
  PROVIDERS,
  PORTABLE_TOOL_NAME,
  providersOfShape,
  whoRejects,
  withDerived,
  WIRE_FORMATS,
  type Rejection,
  type ToolShape,
} from '../../shared/src/index';
import { nameRejectedBy } from '../../shared/src/model/names';

interface TargetsSetting {
  anyOf: { type: string; items?: { enum: unknown } }[];
}
const PACKAGE = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  contributes: { configuration: { properties: Record<string, TargetsSetting> } };
};

/** The `toolwire.targets` setting: "portable", or a list of provider ids. */
function targetsEnum(): unknown {
  const setting = PACKAGE.contributes.configuration.properties['toolwire.targets'];
  return setting.anyOf.find((s) => s.type === 'array')?.items?.enum;
}

const own = (provider: Rejection['provider'], error: string, fromSchemaMessage?: true): Rejection => ({
  provider,
  error,
  source: `${provider} source`,
  ...(fromSchemaMessage ? { fromSchemaMessage } : {}),
});

describe('the provider table', () => {
  it("is what package.json's toolwire.targets setting offers, in the same order", () => {
    assert.deepEqual(targetsEnum(), PROVIDERS);
  });

  it('has one row per id, each with a label and a wire form the preview shows', () => {
    assert.equal(new Set(PROVIDERS).size, PROVIDER_TABLE.length);
    for (const row of PROVIDER_TABLE) {
      assert.ok(row.label, row.id);
      assert.ok(WIRE_FORMATS.includes(row.wire), `${row.id}: ${row.wire}`);
    }
  });

  it('gives every provider that does not relay and is not opted into a name rule that takes every portable name', () => {
    for (const row of PROVIDER_TABLE.filter((r) => !r.relays && !r.optIn && r.judgesAs?.scope !== 'every rejection'))
      assert.ok(row.name, `${row.id} has no name rule`);
    for (const name of ['a', '_', 'get_weather', 'A-b_9', 'x'.repeat(64)]) {
      assert.ok(PORTABLE_TOOL_NAME.test(name));
      assert.deepEqual(nameRejectedBy(name), [], name);
    }
  });

  it('maps each tool shape written for a provider to it, and MCP and bare schemas to none', () => {
    const expected: Record<ToolShape, string[]> = {
      openai: ['openai'],
      'openai-function': ['openai'],
      anthropic: ['anthropic'],
      gemini: ['gemini', 'vertex'],
      'gemini-json-schema': ['gemini', 'vertex'],
      bedrock: ['bedrock'],
      mcp: [],
      schema: [],
    };
    for (const [shape, ids] of Object.entries(expected)) assert.deepEqual(providersOfShape(shape as ToolShape), ids);
  });
});

describe('who rejects, derived from the table', () => {
  it('adds Vertex AI right after a Gemini rejection from the schema message, and OpenRouter after that family', () => {
    const derived = withDerived([own('openai', 'o'), own('gemini', 'g', true), own('bedrock', 'b')]);
    assert.deepEqual(
      derived.map((r) => r.provider),
      ['openai', 'gemini', 'vertex', 'openrouter', 'bedrock'],
    );
    const vertex = derived[2];
    assert.equal(vertex.error, 'g');
    assert.match(vertex.source, /^Vertex AI reads `parameters` into a Schema message .*; as Gemini: gemini source$/);
  });

  it("does not judge Vertex AI as Gemini for Gemini's own checks", () => {
    assert.deepEqual(whoRejects([own('gemini', 'g')]), ['gemini', 'openrouter']);
  });

  it("relays the first upstream's words in OpenRouter's envelope, once, last when no family is derived", () => {
    const derived = withDerived([own('anthropic', 'say "no"'), own('bedrock', 'b')]);
    assert.deepEqual(
      derived.map((r) => r.provider),
      ['anthropic', 'bedrock', 'openrouter'],
    );
    assert.equal(
      derived[2].error,
      '{"error":{"message":"Provider returned error","code":400,"metadata":{"raw":"say \\"no\\""}}}',
    );
    assert.match(derived[2].source, /^OpenRouter passes tools through as-is .*; upstream: anthropic source$/);
  });

  it('derives nothing a rule states itself', () => {
    const vertexOwn = own('vertex', 'g');
    const derived = withDerived([own('gemini', 'g', true), vertexOwn]);
    assert.deepEqual(
      derived.map((r) => r.provider),
      ['gemini', 'vertex', 'openrouter'],
    );
    assert.equal(derived[1], vertexOwn);
    const openRouterOwn = own('openrouter', 'r');
    assert.deepEqual(withDerived([openRouterOwn, own('mistral', 'm')]), [openRouterOwn, own('mistral', 'm')]);
  });

  it('routes a parametersJsonSchema tool to the providers that take that dialect only', () => {
    assert.deepEqual(whoRejects(['gemini', 'openai', 'vertex'], 'json-schema'), ['gemini', 'vertex']);
    assert.deepEqual(whoRejects(['gemini', 'openai'], 'profile'), ['gemini', 'openai', 'openrouter']);
    assert.deepEqual(whoRejects([]), []);
  });
});
