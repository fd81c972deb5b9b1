import { childPointer, getProp, toValue, type JsonObject, type JsonProperty } from '../json/tree';
import { type Rejection } from '../providers';
import type { SourceEdits } from '../language/language';
import { declaredTypes } from '../schema/node';
import { declaresProperties } from '../schema/shape';
import type { SchemaNode } from '../schema/walk';
import type { Fix } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { namedFor } from './support/strict';
import { atKey } from './support/place';
import { rejectingProviders, type Rule } from './support/rule';

const OPENAI: Rejection = {
  provider: 'openai',
  error:
    "Invalid schema for function '<name>': schema must have type 'object' and not have 'oneOf'/'anyOf'/'allOf'/'enum'/'not' at the top level.",
  source: 'vercel/ai #7924, as quoted in several projects (also the Codex endpoint); browserbase/stagehand #1159',
};
const ANTHROPIC: Rejection = {
  provider: 'anthropic',
  error: 'tools.N.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level',
  source: 'anthropics/claude-code #5973, #27337, #40075, #44788; langchain-ai/langchain #39271',
};

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error: 'Root objects must not be `anyOf` and must be an object',
  source: '"Supported schemas" part of OpenAI\'s Structured Outputs guide',
};
const XAI: Rejection = {
  provider: 'xai',
  error:
    "{'code': 'invalid-argument', 'error': 'HassStartTimer: tool parameter root must be an object type (root schema is an anyOf/oneOf union with a non-object branch)'}",
  source: 'braytonstafford/grok_conversation #25, can1357/oh-my-pi #8698',
};

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'enum'] as const;
/** Anthropic names only these three. */
const UNIONS = new Set(['anyOf', 'oneOf', 'allOf']);
/** xAI refuses a root union even beside `"type": "object"`. */
const XAI_UNIONS = new Set(['anyOf', 'oneOf']);

export const rootCombinator: Rule<Combinator> = {
  id: 'root-combinator',
  title: 'Combinator at the parameters root',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'The parameters root uses `anyOf`, `oneOf`, `allOf`, `not` or `enum`, which OpenAI and Anthropic refuse at the top level (and their strict modes, and xAI a root union).',
  rejectedBy: [OPENAI, ANTHROPIC, OPENAI_STRICT, XAI],
  checkNode(node) {
    const schema = node.node;
    if (node.role !== 'root' || schema.kind !== 'object') return;
    let found: Combinator[] | undefined;
    for (const member of schema.props) {
      if (!(COMBINATORS as readonly string[]).includes(member.key) || getProp(schema, member.key) !== member) continue;
      const merged = UNIONS.has(member.key) ? mergeBranches(schema, member) : undefined;
      (found ??= []).push({ node, schema, member, merged });
    }
    return found;
  },
  message({ node, member, merged }, ctx) {
    const providers = rejectingProviders(rejectionsOf(member.key));
    return {
      ...atKey(member, childPointer(node.pointer, member.key)),
      providers,
      text: `\`${member.key}\` at the root of the parameters schema: ${rejectWholeRequest(namedFor(ctx, node.tool, providers))}. The root must be one object; ${merged ? 'merge the alternatives into its properties, or split the tool in two' : 'move the choice into a property'}.`,
    };
  },
  repairable: false,
  fixes: ({ schema, member, merged }, ctx) => (merged ? [mergeFix(ctx.edits, schema, member, merged)] : []),
};

interface Combinator {
  node: SchemaNode;
  schema: JsonObject;
  member: JsonProperty;
  /** The branches as one object, when a union's can be merged. */
  merged: Merged | undefined;
}

function rejectionsOf(key: string): Rejection[] {
  if (!UNIONS.has(key)) return [OPENAI, OPENAI_STRICT];
  return [OPENAI, ANTHROPIC, OPENAI_STRICT, ...(XAI_UNIONS.has(key) ? [XAI] : [])];
}

interface Merged {
  properties: Record<string, unknown>;
  required: string[];
}

/**
 * One object with every branch's properties. `anyOf`/`oneOf` keep only what every
 * branch requires, `allOf` what any branch does. Offered only when every branch is
 * a plain object with properties and the root declares none of its own.
 */
function mergeBranches(root: JsonObject, member: JsonProperty): Merged | undefined {
  const list = member.value;
  if (list?.kind !== 'array' || list.items.length === 0 || getProp(root, 'properties') || getProp(root, 'required'))
    return undefined;
  const branches = list.items.map((b) => toValue(b));
  if (
    !list.items.every(
      (b) => b.kind === 'object' && declaresProperties(b) && declaredTypes(b).every((t) => t === 'object'),
    )
  )
    return undefined;
  const properties: Record<string, unknown> = {};
  const requiredSets = branches.map((b) => new Set(requiredOf(b)));
  for (const b of branches)
    for (const [k, v] of Object.entries((b as { properties: Record<string, unknown> }).properties))
      if (!(k in properties)) properties[k] = v;
  const names = Object.keys(properties);
  const required =
    member.key === 'allOf'
      ? names.filter((n) => requiredSets.some((s) => s.has(n)))
      : names.filter((n) => requiredSets.every((s) => s.has(n)));
  return { properties, required };
}

function requiredOf(branch: unknown): string[] {
  const r = (branch as { required?: unknown }).required;
  return Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : [];
}

function mergeFix(edits: SourceEdits, root: JsonObject, member: JsonProperty, merged: Merged): Fix {
  const entries: Array<[string, unknown]> = [];
  if (!getProp(root, 'type')) entries.push(['type', 'object']);
  entries.push(['properties', merged.properties]);
  if (merged.required.length) entries.push(['required', merged.required]);
  return {
    title: `Merge the \`${member.key}\` branches into one object`,
    kind: 'authoring',
    edits: edits.replaceMember(root, member, entries),
  };
}
