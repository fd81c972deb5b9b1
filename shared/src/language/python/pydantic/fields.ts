import type { SyntaxNode } from '@lezer/common';
import type { JsonNode } from '../../../json/tree';
import { opaque, str } from '../../computed/tree-builders';
import type { Constraint, FieldMeta, Keyword } from './ir';
import type { Reader } from './reader';
import type { Mod } from './scope';
import { callArgs } from './syntax';
import { readValue } from './values';
import { stringValue } from './literals';

/** `Field(...)` arguments that only change validation or serialization, not the validation-mode schema. */
const NO_SCHEMA_EFFECT = new Set([
  'exclude',
  'exclude_if',
  'repr',
  'init',
  'init_var',
  'kw_only',
  'frozen',
  'validate_default',
  'serialization_alias',
  'alias_priority',
  'strict',
  'union_mode',
  'fail_fast',
  'coerce_numbers_to_str',
  'allow_inf_nan',
  'hash',
  'compare',
  'metadata',
]);

const CONSTRAINTS = new Set(['gt', 'ge', 'lt', 'le', 'multiple_of', 'min_length', 'max_length', 'pattern']);

/** The field's own keywords, under the name pydantic writes them. */
const FIELD_KEYWORDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  examples: 'examples',
  deprecated: 'deprecated',
};

/** `Field(...)` (or the dataclass `field(...)`) read into what it says about a field. */
export function readFieldCall(r: Reader, call: SyntaxNode, mod: Mod, dataclassField: boolean): FieldMeta {
  const args = callArgs(mod.text, call.getChild('ArgList'));
  const meta: FieldMeta = { span: r.spanIn(call, mod), keywords: [], constraints: [], call };
  if (args.spread) meta.unread = meta.span;
  const first = args.positional[0];
  if (first && !dataclassField && first.name !== 'Ellipsis') meta.default = value(r, first, mod);
  for (const [name, { name: key, value: node }] of args.keywords) {
    const keySpan = r.spanIn(key, mod);
    if (name === 'default') {
      if (node.name !== 'Ellipsis') meta.default = value(r, node, mod);
    } else if (name === 'default_factory') {
      meta.default = 'factory';
      if (node.name === 'VariableName') meta.factory = mod.text.slice(node.from, node.to);
    } else if (dataclassField) continue;
    else if (name === 'alias' || name === 'validation_alias') {
      const s = stringValue(mod.text, node);
      if (s === undefined) meta.unread = keySpan;
      else if (name === 'validation_alias' || !meta.alias) meta.alias = { name: s, span: keySpan };
    } else if (name === 'discriminator') {
      const s = stringValue(mod.text, node);
      if (s === undefined) meta.unread = keySpan;
      else meta.discriminator = { name: s, span: keySpan };
    } else if (name in FIELD_KEYWORDS) meta.keywords.push(keyword(r, FIELD_KEYWORDS[name], key, node, mod));
    else if (name === 'json_schema_extra') extra(r, meta, key, node, mod);
    else if (CONSTRAINTS.has(name)) meta.constraints.push(constraint(r, name, key, node, mod));
    else if (!NO_SCHEMA_EFFECT.has(name)) meta.unread = keySpan;
  }
  return meta;
}

/** `Annotated[str, "text"]`: the string, which fastmcp, LangChain's @tool and the Agents SDK take as the description. */
export function readAnnotatedDoc(r: Reader, node: SyntaxNode, mod: Mod): FieldMeta | undefined {
  const text = stringValue(mod.text, node);
  if (text === undefined) return undefined;
  const at = r.spanIn(node, mod);
  return {
    span: at,
    keywords: [],
    constraints: [],
    annotatedDoc: { key: 'description', keySpan: at, value: str(at, text) },
  };
}

function value(r: Reader, node: SyntaxNode, mod: Mod): JsonNode {
  return readValue(r, node, mod) ?? opaque(r.spanIn(node, mod));
}

function keyword(r: Reader, key: string, keyNode: SyntaxNode, node: SyntaxNode, mod: Mod): Keyword {
  return { key, keySpan: r.spanIn(keyNode, mod), value: value(r, node, mod) };
}

function constraint(r: Reader, name: string, keyNode: SyntaxNode, node: SyntaxNode, mod: Mod): Constraint {
  return { name, keySpan: r.spanIn(keyNode, mod), value: value(r, node, mod) };
}

/** `json_schema_extra={...}`: its entries are written into the field's schema; a callable is not read. */
function extra(r: Reader, meta: FieldMeta, keyNode: SyntaxNode, node: SyntaxNode, mod: Mod): void {
  const v = readValue(r, node, mod);
  if (v?.kind !== 'object') {
    meta.unread = r.spanIn(keyNode, mod);
    return;
  }
  for (const p of v.props)
    if (p.value)
      meta.keywords.push({ key: p.key, keySpan: { offset: p.keyOffset, length: p.keyLength }, value: p.value });
}
