import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nameRejectedBy, sanitizeToolName } from '../../../shared/src/model/names';
import { ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const schema = '{"type": "object", "properties": {}}';
const doc = (name: string) => toolDoc('mcp', { name: JSON.stringify(name), description: '"Get the weather."', schema });
const ALL = ['openai', 'anthropic', 'gemini', 'vertex', 'bedrock', 'mistral', 'openrouter'] as const;

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `flags the name value in the ${shape} shape`,
  text: toolDoc(shape, { name: '"get weather!"', description: '"Get the weather."', schema }),
  expect: [
    {
      at: '"get weather!"',
      providers: shape === 'gemini-json-schema' ? ['gemini', 'vertex'] : [...ALL],
      messageIncludes: 'has a space and "!"',
    },
  ],
}));

ruleCases('name-invalid', [
  {
    name: 'a space and a bang: everyone rejects it; the fix renames',
    text: doc('get weather!'),
    expect: [
      { at: '"get weather!"', pointer: '/tools/0/name', severity: 'error', providers: [...ALL], fixable: false },
    ],
    fix: { kind: 'authoring', title: 'Rename the tool to "get_weather_"', output: doc('get_weather_') },
  },
  {
    name: 'dots are Gemini and Vertex only',
    text: doc('files.read'),
    expect: [
      {
        at: '"files.read"',
        providers: ['openai', 'anthropic', 'bedrock', 'mistral', 'openrouter'],
        messageIncludes: 'accepted only by Gemini and Vertex AI',
      },
    ],
  },
  {
    name: 'colons are Gemini only',
    text: doc('fs:read'),
    expect: [{ at: '"fs:read"', providers: ['openai', 'anthropic', 'vertex', 'bedrock', 'mistral', 'openrouter'] }],
  },
  {
    name: 'a leading digit is refused by Gemini and Vertex',
    text: doc('3d_render'),
    expect: [
      { at: '"3d_render"', providers: ['gemini', 'vertex', 'openrouter'], messageIncludes: 'starts with a digit' },
    ],
    fix: { output: doc('_3d_render') },
  },
  {
    name: 'over 64 characters: all but Anthropic',
    text: doc('a'.repeat(70)),
    expect: [
      {
        at: `"${'a'.repeat(70)}"`,
        providers: ['openai', 'gemini', 'vertex', 'bedrock', 'mistral', 'openrouter'],
        messageIncludes: '70 characters',
      },
    ],
    fix: { output: doc('a'.repeat(64)) },
  },
  { name: 'a portable name is fine', text: doc('get_weather-v2'), expect: [] },
  { name: 'an empty name is name-missing, not this', text: doc(''), expect: [] },
  {
    name: 'targets: dots pass when only Gemini is chosen',
    text: doc('files.read'),
    options: { targets: ['gemini'] },
    expect: [],
  },
  {
    name: 'targets: a space still fails for Gemini alone',
    text: doc('get weather'),
    options: { targets: ['gemini'] },
    expect: [{ at: '"get weather"', providers: ['gemini'] }],
  },
  {
    name: 'JSONC with CRLF and emoji before the fault',
    text: '{\r\n  // tools 🚀 for 天气\r\n  "tools": [\r\n    {"name": "天气", "description": "😀 weather", "inputSchema": {"type": "object", "properties": {},},},\r\n  ],\r\n}',
    expect: [{ at: '"天气"', messageIncludes: 'which no provider accepts' }],
    fix: {
      output:
        '{\r\n  // tools 🚀 for 天气\r\n  "tools": [\r\n    {"name": "__", "description": "😀 weather", "inputSchema": {"type": "object", "properties": {},},},\r\n  ],\r\n}',
    },
  },
  ...shapeCases,
]);

describe('sanitizeToolName', () => {
  it('replaces, prefixes and cuts', () => {
    assert.equal(sanitizeToolName('get weather!'), 'get_weather_');
    assert.equal(sanitizeToolName('9lives'), '_9lives');
    assert.equal(sanitizeToolName('-x'), '_-x');
    assert.equal(sanitizeToolName('😀'), '_');
    assert.equal(sanitizeToolName('b'.repeat(80)).length, 64);
    assert.equal(sanitizeToolName('ok_name'), 'ok_name');
  });
  it('a sanitised name is accepted by every provider', () => {
    for (const n of ['a b', '1.2:3', 'x'.repeat(200), '日本', ''])
      assert.deepEqual(nameRejectedBy(sanitizeToolName(n)), [], n);
  });
});
