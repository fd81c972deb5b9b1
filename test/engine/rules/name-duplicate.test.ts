import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findingsOf, ruleCases, type RuleCase } from '../../helpers/cases';
import { SHAPES, toolDoc } from './shapes';

const schema = '{"type": "object", "properties": {}}';
const t = (name: string, description = '"Does a thing."') => ({ name: JSON.stringify(name), description, schema });

const shapeCases: RuleCase[] = SHAPES.map((shape) => ({
  name: `the later of two same-named tools in the ${shape} shape`,
  text: toolDoc(shape, t('search', '"First."'), t('search', '"Second."')),
  expect: [
    {
      at: '"search"',
      nth: 1,
      providers: shape === 'gemini-json-schema' ? ['gemini'] : ['anthropic', 'gemini', 'openrouter'],
    },
  ],
  fix: { kind: 'authoring', output: toolDoc(shape, t('search', '"First."'), t('search_2', '"Second."')) },
}));

ruleCases('name-duplicate', [
  {
    name: 'flags the later name and points back at the first',
    text: toolDoc('mcp', t('search'), t('fetch'), t('search')),
    expect: [
      {
        at: '"search"',
        nth: 1,
        pointer: '/tools/2/name',
        severity: 'error',
        fixable: false,
        messageIncludes: 'already named "search"',
      },
    ],
    fix: { title: 'Rename the tool to "search_2"', output: toolDoc('mcp', t('search'), t('fetch'), t('search_2')) },
  },
  {
    name: 'same after sanitising: only where the names must be sanitised',
    text: toolDoc('mcp', t('get_weather'), t('get.weather')),
    expect: [
      { at: '"get.weather"', providers: ['anthropic', 'openrouter'], messageIncludes: 'both sent as "get_weather"' },
    ],
  },
  {
    name: 'a rename skips names already taken',
    text: toolDoc('mcp', t('a'), t('a_2'), t('a')),
    expect: [{ at: '"a"', nth: 1 }],
    fix: { output: toolDoc('mcp', t('a'), t('a_2'), t('a_3')) },
  },
  {
    name: 'a rename skips names that come after the duplicate too',
    text: toolDoc('mcp', t('send_mail'), t('send_mail'), t('send_mail_2')),
    expect: [{ at: '"send_mail"', nth: 1 }],
    fix: {
      title: 'Rename the tool to "send_mail_3"',
      output: toolDoc('mcp', t('send_mail'), t('send_mail_3'), t('send_mail_2')),
    },
  },
  { name: 'distinct names are fine', text: toolDoc('mcp', t('a'), t('b')), expect: [] },
  {
    name: 'two lists in one file are two catalogs',
    text: `{"openai": ${toolDoc('openai', t('search'))}, "anthropic": ${toolDoc('anthropic', t('search'))}}`,
    expect: [],
  },
  {
    name: 'Gemini: declarations of every tools item share one request',
    text: '{"tools": [{"functionDeclarations": [{"name": "a", "description": "A.", "parameters": {"type": "object", "properties": {}}}]}, {"functionDeclarations": [{"name": "a", "description": "B.", "parameters": {"type": "object", "properties": {}}}]}]}',
    expect: [{ at: '"a"', nth: 1 }],
  },
  {
    name: 'targets: silent for OpenAI',
    text: toolDoc('mcp', t('a'), t('a')),
    options: { targets: ['openai'] },
    expect: [],
  },
  {
    name: 'JSONC with CRLF and emoji before the duplicate',
    text: '{\r\n  // 🚀\r\n  "tools": [\r\n    {"name": "天气", "description": "😀", "inputSchema": {"type": "object", "properties": {}}},\r\n    {"name": "天气", "description": "😀😀", "inputSchema": {"type": "object", "properties": {}}},\r\n  ],\r\n}',
    expect: [{ at: '"天气"', nth: 1 }],
  },
  ...shapeCases,
]);

describe('name-duplicate: the finding names its tool', () => {
  it('belongs to the later tool', () => {
    const [f] = findingsOf('name-duplicate', toolDoc('mcp', t('a', '"First."'), t('a', '"Second."')));
    assert.equal(f.tool, 'a');
    assert.equal(f.toolIndex, 1);
    assert.equal(f.related?.length, 1);
  });

  it('offers each copy of a name a different rename', () => {
    const found = findingsOf('name-duplicate', toolDoc('mcp', t('a'), t('a'), t('a_3'), t('a')));
    assert.deepEqual(
      found.map((f) => f.fixes.map((x) => x.title)),
      [['Rename the tool to "a_2"'], ['Rename the tool to "a_4"']],
    );
  });

  it('avoids the names of its own list only: each list is its own catalog', () => {
    const text = `{"openai": ${toolDoc('openai', t('a'), t('a'), t('a_2'))}, "anthropic": ${toolDoc('anthropic', t('a'), t('a'))}}`;
    assert.deepEqual(
      findingsOf('name-duplicate', text).map((f) => f.fixes.map((x) => x.title)),
      [['Rename the tool to "a_3"'], ['Rename the tool to "a_2"']],
    );
  });
});
