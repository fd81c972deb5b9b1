import { describe } from 'node:test';
import { ruleCases } from '../../helpers/cases';
import { fixAllCase, layoutCases, withProps } from './schema-docs';

ruleCases('enum-values', [
  {
    name: 'a repeated value: the later copy is dropped (a repair)',
    text: withProps('"m": {"type": "string", "enum": ["a", "b", "a"]}'),
    expect: [
      {
        at: '"a"',
        nth: 1,
        pointer: '/tools/0/function/parameters/properties/m/enum/2',
        severity: 'error',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: true,
        messageIncludes: 'listed again',
      },
    ],
    fix: { kind: 'repair', output: withProps('"m": {"type": "string", "enum": ["a", "b"]}') },
  },
  {
    name: "the empty string: dropping it is a person's call",
    text: withProps('"kind": {"type": "string", "enum": ["", "shell", "prompt"]}'),
    expect: [
      {
        at: '""',
        pointer: '/tools/0/function/parameters/properties/kind/enum/0',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: false,
        messageIncludes: 'cannot be empty',
      },
    ],
    fix: { kind: 'authoring', output: withProps('"kind": {"type": "string", "enum": ["shell", "prompt"]}') },
  },
  {
    name: 'an empty enum: Vertex AI refuses it; flagged on the enum key',
    text: withProps('"m": {"type": "string", "enum": []}'),
    expect: [{ at: '"enum"', providers: ['vertex', 'openrouter'], fixable: false }],
    fix: { kind: 'authoring', output: withProps('"m": {"type": "string"}') },
  },
  {
    name: 'a lone empty string takes the enum with it',
    text: withProps('"m": {"type": "string", "enum": [""]}'),
    expect: [{ at: '""' }],
    fix: { kind: 'authoring', output: withProps('"m": {"type": "string"}') },
  },
  {
    name: 'numbers repeat too',
    text: withProps('"m": {"type": "integer", "enum": [1, 2, 1]}'),
    expect: [{ at: '1', nth: 1 }],
  },
  {
    name: 'distinct non-empty values are fine',
    text: withProps('"m": {"type": "string", "enum": ["a", "b"]}'),
    expect: [],
  },
  {
    name: 'silent when no chosen target rejects it',
    text: withProps('"m": {"type": "string", "enum": ["a", "a", ""]}'),
    options: { targets: ['openai', 'anthropic'] },
    expect: [],
  },
  {
    name: "Gemini alone: the empty enum is Vertex AI's",
    text: withProps('"m": {"type": "string", "enum": []}, "k": {"type": "string", "enum": ["", "x"]}'),
    options: { targets: ['gemini'] },
    expect: [{ at: '""' }],
  },
  ...layoutCases(
    '"mode": {"type": "string", "enum": ["fast", "slow", "fast"]}',
    '"fast"',
    { member: '"mode": {"type": "string", "enum": ["fast", "slow"]}', kind: 'repair' },
    1,
  ),
]);

describe('enum-values fixAll', () => {
  fixAllCase(
    'enum-values',
    'drops every repeat, keeps the empty string',
    withProps('"m": {"type": "string", "enum": ["a", "", "a", "b", "a"]}'),
    withProps('"m": {"type": "string", "enum": ["a", "", "b"]}'),
  );
});
