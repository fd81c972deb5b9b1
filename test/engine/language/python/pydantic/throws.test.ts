import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import type { PythonProfileId } from '../../../../../shared/src/language/python/pydantic';
import { evaluateFunction, loadModule } from './load';

/**
 * Converter exceptions in the converters' own words (research Appendix B and
 * the installed converters), at the construct that causes them; and what the
 * other profiles send for the same construct instead.
 */
const GENAI_PARSE = (param: string, fn: string) =>
  `ValueError: Failed to parse the parameter ${param} of function ${fn} for automatic function calling.Automatic function calling works best with simpler function signature schema, consider manually parsing your function declaration for function ${fn}.`;
const AGENTS_OPEN =
  "UserError: additionalProperties should not be set for object types. This could be because you're using an older version of Pydantic, or because you configured additional properties to be allowed. If you really need this, update the function or output tool to not use a strict schema.";
const ARGS = 'ValueError: Functions with *args are not supported as tools';

const THROWS: Array<[construct: string, profiles: PythonProfileId[], message: string, at: string]> = [
  [
    't_underscore_param',
    ['mcp1', 'mcp2'],
    "InvalidSignature: Parameter _x of t_underscore_param cannot start with '_'",
    '_x: int',
  ],
  [
    't_underscore_param',
    ['agents', 'agents-nonstrict'],
    "NameError: Fields must not use names with leading underscores; e.g., use 'x' instead of '_x'.",
    '_x: int',
  ],
  ['t_args_kwargs', ['fm2', 'fm3', 'fm4'], ARGS, '*args: str'],
  [
    't_args_kwargs',
    ['ant'],
    'PydanticInvalidForJsonSchema: Unable to generate JSON schema for arguments validator with positional-only and keyword-only arguments',
    't_args_kwargs',
  ],
  ['t_args_kwargs', ['agents'], AGENTS_OPEN, 'int'],
  [
    't_kwargs_only',
    ['fm2', 'fm3', 'fm4'],
    'ValueError: Functions with **kwargs are not supported as tools',
    '**kwargs: Any',
  ],
  [
    't_positional_only',
    ['fm4'],
    'ValueError: Functions with positional-only parameters are not supported as tools because MCP passes tool arguments by name. Replace them with standard parameters that can be passed as keywords.',
    'a: int',
  ],
  [
    't_async_def',
    ['genai'],
    'UnsupportedFunctionError: Function t_async_def is a coroutine function, which is not supported for automatic function calling. Please manually invoke t_async_def to get the function response.',
    't_async_def',
  ],
  [
    't_doc_none',
    ['lc', 'lc-strict'],
    'ValueError: Function must have a docstring if description not provided.',
    't_doc_none',
  ],
  [
    't_context',
    ['agents'],
    'UserError: RunContextWrapper/ToolContext param found at non-first position in function t_context',
    'ctx: Context',
  ],
  ['t_context', ['pai'], 'UserError: Error generating schema for t_context:', 'ctx: Context'],
  ['t_typeddict', ['genai'], GENAI_PARSE('x: throws.Movie', 't_typeddict'), 'x: Movie'],
  ['t_dataclass', ['genai'], GENAI_PARSE('x: throws.Point', 't_dataclass'), 'x: Point'],
  ['t_no_annotation', ['genai'], GENAI_PARSE('x', 't_no_annotation'), 'x'],
  ['t_default_none_no_annot', ['genai'], GENAI_PARSE('x=None', 't_default_none_no_annot'), 'x=None'],
  ['t_dict_str_any', ['agents'], AGENTS_OPEN, 'dict[str, Any]'],
  ['t_typeddict', ['genai-old'], GENAI_PARSE('x: throws.Movie', 't_typeddict'), 'x: Movie'],
  [
    't_field_title',
    ['genai-old'],
    "PydanticSerializationError: Unable to serialize unknown type: <class 'pydantic.fields.FieldInfo'>",
    'x: int = Field(1, title="Custom title")',
  ],
  [
    't_recursive',
    ['genai-old'],
    'RecursionError: maximum recursion depth exceeded while calling a Python object',
    'x: TreeNode',
  ],
];

/** What the profiles that do not throw send instead (the research's Appendix A rows). */
const SENT: Array<[construct: string, profile: PythonProfileId, properties: unknown]> = [
  ['t_underscore_param', 'lc', {}],
  ['t_underscore_param', 'fm4', { _x: { type: 'integer' } }],
  [
    't_args_kwargs',
    'mcp1',
    {
      a: { title: 'A', type: 'integer' },
      args: { title: 'Args', type: 'string' },
      kwargs: { title: 'Kwargs', type: 'integer' },
    },
  ],
  [
    't_args_kwargs',
    'lc',
    {
      a: { type: 'integer' },
      args: { default: null, items: { type: 'string' }, type: 'array' },
      kwargs: { additionalProperties: { type: 'integer' }, default: null, type: 'object' },
    },
  ],
  ['t_args_kwargs', 'genai', { a: { type: 'integer' } }],
  ['t_args_kwargs', 'pai', { a: { type: 'integer' }, args: { items: { type: 'string' }, type: 'array' } }],
  [
    't_positional_only',
    'lc',
    {
      a: { type: 'integer' },
      v__positional_only: { default: null, items: { type: 'string' }, type: 'array' },
      b: { default: 1, type: 'integer' },
    },
  ],
  ['t_context', 'mcp1', { q: { title: 'Q', type: 'string' } }],
  ['t_context', 'fm4', { q: { type: 'string' } }],
];

const m = loadModule('throws.py');
const injected = new Set(['ctx']);

describe('converter exceptions', () => {
  for (const [construct, profiles, message, at] of THROWS)
    for (const profile of profiles)
      it(`${profile} ${construct}`, () => {
        const r = evaluateFunction(m, construct, profile, { injected });
        assert.equal(r.schema, undefined);
        assert.equal(r.throws?.message, message);
        const { offset, length } = r.throws.span;
        assert.equal(m.text.slice(offset, offset + length), at);
      });
});

describe('what the others send for the same constructs', () => {
  for (const [construct, profile, properties] of SENT)
    it(`${profile} ${construct}`, () => {
      const r = evaluateFunction(m, construct, profile, { injected });
      assert.equal(r.throws, undefined);
      assert.deepEqual((toValue(r.schema) as { properties: unknown }).properties, properties);
    });
});
