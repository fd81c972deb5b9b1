import assert from 'node:assert/strict';
import { it } from 'node:test';
import { listedValues } from '../../../shared/src/rules/enum-candidate';
import { ruleCases } from '../../helpers/cases';

const prop = (schema: string) =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {"mode": ${schema}}, "required": []}}]}`;

ruleCases('enum-candidate', [
  {
    name: 'flags a string whose description says "one of:"',
    text: prop('{"type": "string", "description": "Search mode, one of: fast, exact, fuzzy."}'),
    expect: [
      {
        at: '"mode"',
        pointer: '/tools/0/inputSchema/properties/mode',
        severity: 'info',
        providers: [],
        fixable: false,
        messageIncludes: '("fast", "exact", "fuzzy")',
      },
    ],
    fix: {
      title: 'Add "enum": ["fast", "exact", "fuzzy"]',
      kind: 'authoring',
      output: prop(
        '{"type": "string", "description": "Search mode, one of: fast, exact, fuzzy.", "enum": ["fast", "exact", "fuzzy"]}',
      ),
    },
  },
  {
    name: "\"either 'x' or 'y'\"",
    text: prop(`{"type": "string", "description": "Sort direction: either 'asc' or 'desc'."}`),
    expect: [{ at: '"mode"' }],
    fix: {
      kind: 'authoring',
      output: prop(
        `{"type": "string", "description": "Sort direction: either 'asc' or 'desc'.", "enum": ["asc", "desc"]}`,
      ),
    },
  },
  {
    name: 'a parenthesised pipe list',
    text: prop('{"type": "string", "description": "Output format (json|yaml|csv)."}'),
    expect: [{ at: '"mode"', messageIncludes: '"json", "yaml", "csv"' }],
  },
  {
    name: '"Possible values:" with backticks',
    text: prop(
      '{"type": "string", "description": "State filter. Possible values: `open`, `closed` or `all`. Default open."}',
    ),
    expect: [{ at: '"mode"', messageIncludes: '"open", "closed", "all"' }],
  },
  {
    name: 'ignores an aside after the list',
    text: prop('{"type": "string", "description": "Must be one of low, normal, high (default normal)."}'),
    expect: [{ at: '"mode"', messageIncludes: '"low", "normal", "high"' }],
  },
  {
    name: 'a property with an enum is done',
    text: prop('{"type": "string", "enum": ["a", "b"], "description": "One of: a, b."}'),
    expect: [],
  },
  {
    name: 'prose that is not a list',
    text: prop('{"type": "string", "description": "Either a file path or a URL."}'),
    expect: [],
  },
  {
    name: 'examples are not a closed list',
    text: prop('{"type": "string", "description": "A language code, e.g. en, fr, de."}'),
    expect: [],
  },
  { name: 'not a string', text: prop('{"type": "integer", "description": "One of: 1, 2, 3."}'), expect: [] },
  {
    name: 'one value is not a list',
    text: prop('{"type": "string", "description": "One of the files in the repository."}'),
    expect: [],
  },
]);

it('reads the common phrasings', () => {
  assert.deepEqual(listedValues('Allowed values are "draft", "published".'), ['draft', 'published']);
  assert.deepEqual(listedValues('one of [pytest, jest, go]'), ['pytest', 'jest', 'go']);
  assert.deepEqual(listedValues('Model: gpt-4.1|o3'), ['gpt-4.1', 'o3']);
  assert.equal(listedValues('Either the name or the id of the user.'), undefined);
  assert.equal(listedValues('A free text note.'), undefined);
});
