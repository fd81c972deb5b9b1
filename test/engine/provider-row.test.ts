import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PROVIDER_TABLE, type ProviderId, type ProviderRow } from '../../shared/src/providers/table';

/**
 * Providers that exist only as rows of the table, added before anything derived
 * from the table is loaded: a gateway with its own name limit that forwards tools
 * to Gemini unchanged and takes only `parameters`; and a strict mode of OpenAI's
 * API, which rejects whatever OpenAI does and is not part of `portable`.
 */
const acme = 'acme' as ProviderId;
const strict = 'acme-strict' as ProviderId;
const rows = PROVIDER_TABLE as ProviderRow<ProviderId>[];
rows.push({
  id: acme,
  label: 'Acme Gateway',
  wire: 'openai',
  shapes: [],
  dialects: ['profile'],
  name: { char: /[A-Za-z0-9_-]/, max: 40 },
  relays: {
    upstreams: ['gemini'],
    envelope: (error) => `acme: ${error}`,
    because: 'Acme forwards tools to Gemini unchanged',
  },
});
rows.push({
  id: strict,
  label: 'OpenAI strict',
  wire: 'openai',
  shapes: ['openai', 'openai-function'],
  dialects: ['profile'],
  judgesAs: { provider: 'openai', scope: 'every rejection', because: 'strict mode keeps every non-strict check' },
  optIn: { strictFor: [] },
});

let engine: typeof import('../../shared/src/index');
let cli: typeof import('../../server/src/cli/args');
let help: typeof import('../../server/src/cli/help');

before(async () => {
  engine = await import('../../shared/src/index');
  cli = await import('../../server/src/cli/args');
  help = await import('../../server/src/cli/help');
});

function openAiTool(name: string, parameters: unknown): string {
  return JSON.stringify({
    tools: [{ type: 'function', function: { name, description: 'Looks a city up.', parameters } }],
  });
}

/** A Gemini function declaration with its schema under `key`: `parameters` or `parametersJsonSchema`. */
function geminiTool(key: 'parameters' | 'parametersJsonSchema', schema: unknown): string {
  const declaration = { name: 'find_city', description: 'Looks a city up.', [key]: schema };
  return JSON.stringify({ tools: [{ functionDeclarations: [declaration] }] });
}

const OBJECT = { type: 'object', properties: { city: { type: 'string' } } };

function providersOf(text: string, rule: string, targets: 'portable' | ProviderId[] = 'portable'): ProviderId[][] {
  return engine
    .lint(text, { targets })
    .findings.filter((f) => f.rule === rule)
    .map((f) => f.providers);
}

describe('a provider added as one row of the table', () => {
  it('is listed: among the providers, with its label, and in the CLI help', () => {
    assert.deepEqual(engine.PROVIDERS.slice(-2), [acme, strict]);
    assert.equal(engine.providerList(['gemini', acme]), 'Gemini and Acme Gateway');
    assert.match(help.FILES_HELP, /xai, acme/);
  });

  it('is selectable as a target: in the config file, on the command line and in the options', () => {
    const config = engine.parseConfig('{"targets": ["acme"]}');
    assert.deepEqual(config.problems, []);
    assert.deepEqual(config.config.targets, [acme]);
    const command = cli.parseCommand(['--target', 'gemini,acme', 'tools.json']);
    assert.ok('targets' in command);
    assert.deepEqual(command.targets, ['gemini', acme]);
    assert.deepEqual([...engine.resolveOptions({}).targets].at(-1), acme);
  });

  it('is left out of `portable` when its row is opt-in, and selectable by name', () => {
    assert.ok(!engine.resolveOptions({ targets: 'portable' }).targets.has(strict));
    assert.ok(engine.resolveOptions({ targets: [strict] }).targets.has(strict));
    assert.deepEqual(cli.parseCommand(['--target', strict, 'tools.json']), {
      ...cli.parseCommand(['tools.json']),
      targets: [strict],
    });
  });

  it("is routed every rejection of the provider it judges as, and nobody else's", () => {
    const rootNot = openAiTool('find_city', { ...OBJECT, not: { required: ['city'] } });
    assert.deepEqual(providersOf(rootNot, 'root-combinator', [strict]), [[strict]]);
    const dotted = openAiTool('city.find', OBJECT);
    assert.deepEqual(providersOf(dotted, 'name-invalid', ['openai', strict]), [['openai', strict]]);
    const undeclared = openAiTool('find_city', { ...OBJECT, required: ['country'] });
    assert.deepEqual(providersOf(undeclared, 'required-undeclared', [strict]), []);
  });

  it("is routed what it relays: Gemini's rejections, in its envelope, and not OpenAI's", () => {
    const undeclared = openAiTool('find_city', { ...OBJECT, required: ['country'] });
    assert.deepEqual(providersOf(undeclared, 'required-undeclared'), [['gemini', 'openrouter', acme]]);
    assert.deepEqual(providersOf(undeclared, 'required-undeclared', [acme]), [[acme]]);
    const relayed = engine.withDerived(engine.RULES_BY_ID.get('required-undeclared')!.rejectedBy);
    assert.ok(relayed.some((r) => r.provider === acme && r.error.startsWith('acme: ')));
    const rootUnion = openAiTool('find_city', { ...OBJECT, not: { required: ['city'] } });
    assert.deepEqual(providersOf(rootUnion, 'root-combinator'), [['openai', 'openrouter']]);
  });

  it('is routed by its name rule', () => {
    const long = openAiTool('x'.repeat(50), OBJECT);
    assert.deepEqual(providersOf(long, 'name-invalid', [acme]), [[acme]]);
    const message = engine.lint(long, { targets: [acme] }).findings[0].message;
    assert.match(message, /is 50 characters long, over the 40 that all but OpenAI, .* allow/);
  });

  it('is not routed a dialect its row does not take', () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...OBJECT };
    assert.deepEqual(providersOf(geminiTool('parameters', schema), 'keyword-unsupported', [acme]), [[acme]]);
    const jsonSchema = geminiTool('parametersJsonSchema', schema);
    assert.deepEqual(providersOf(jsonSchema, 'keyword-unsupported'), [['gemini']]);
    assert.deepEqual(providersOf(jsonSchema, 'keyword-unsupported', [acme]), []);
  });
});
