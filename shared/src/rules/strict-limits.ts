import { getValue, type JsonNode, type JsonObject } from '../json/tree';
import type { Tool } from '../model/tool';
import { strictTargetOf, type Rejection } from '../providers';
import { declaredTypes, requiredNames } from '../schema/node';
import { MAX_SCHEMA_DEPTH } from '../schema/walk';
import { thousands } from '../numbers';
import type { ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atTool } from './support/place';
import type { Rule, RuleContext } from './support/rule';

const OPENAI_STRICT_PROPERTIES: Rejection = {
  provider: 'openai-strict',
  error: "Invalid schema for response_format 'accounts_payable_invoice': 144 parameters exceed the limit of 100.",
  source: 'openai/openai-node #1176',
};
const OPENAI_STRICT_DEPTH: Rejection = {
  provider: 'openai-strict',
  error: "Invalid schema for response_format 'structured_data': 6 levels of nesting exceeds limit of 5.",
  source: 'tidyverse/ellmer #671',
};
const ANTHROPIC_STRICT_TOOLS: Rejection = {
  provider: 'anthropic-strict',
  error:
    'Too many strict tools (22). The maximum number of strict tools supported is 20. Try reducing the number of tools marked as strict.',
  source: 'camel-ai/camel PR #4171',
};
const ANTHROPIC_STRICT_OPTIONAL: Rejection = {
  provider: 'anthropic-strict',
  error:
    'Schemas contains too many optional parameters (87), which would make grammar compilation inefficient. Reduce the number of optional parameters in your tool schemas (limit: 24).',
  source: 'elie222/inbox-zero #2323',
};
const ANTHROPIC_STRICT_UNIONS: Rejection = {
  provider: 'anthropic-strict',
  error:
    'Schemas contains too many parameters with union types (49 parameters with type arrays or anyOf) which exceeds the limit: 16',
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};

/**
 * OpenAI strict mode's limits over one schema (the current guide; the errors quoted are from the older, lower ones).
 * `longEnum`: one string enum of more than `values` values may hold at most `chars` characters.
 */
const OPENAI_LIMITS = {
  properties: 5000,
  depth: 10,
  enumValues: 1000,
  chars: 120_000,
  longEnum: { values: 250, chars: 15_000 },
} as const;
/** Anthropic's caps, summed over every strict tool of a request. */
const ANTHROPIC_CAPS = { tools: 20, optional: 24, unions: 16 } as const;

export const strictLimits: Rule<OverLimit> = {
  id: 'strict-limits',
  title: 'Over a strict mode size limit',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    "A schema over OpenAI strict mode's size limits (5,000 properties, 10 levels, 1,000 enum values, 120,000 characters, 15,000 characters in one enum of over 250 values), or strict tools over Anthropic's request caps (20 tools, 24 optional and 16 union parameters).",
  rejectedBy: [
    OPENAI_STRICT_PROPERTIES,
    OPENAI_STRICT_DEPTH,
    ANTHROPIC_STRICT_TOOLS,
    ANTHROPIC_STRICT_OPTIONAL,
    ANTHROPIC_STRICT_UNIONS,
  ],
  checkTool(tool, ctx) {
    if (!tool.schema || !judges(ctx, tool, 'openai-strict')) return;
    const size = measure(tool.schema);
    if (anyExceeded(OPENAI_OVER, size)) return { kind: 'openai', tool, size };
  },
  checkCatalog(tools, ctx) {
    const strict: Tool[] = [];
    for (const t of tools) if (t.schema && t.shape !== 'schema' && judges(ctx, t, 'anthropic-strict')) strict.push(t);
    if (!strict.length) return;
    const totals: Totals = { tools: strict.length, optional: 0, unions: 0 };
    for (const t of strict) {
      const size = measure(t.schema!);
      totals.optional += size.optional;
      totals.unions += size.unions;
    }
    if (anyExceeded(ANTHROPIC_OVER, totals)) return { states: [{ kind: 'anthropic', strict, totals }] };
  },
  message(state) {
    if (state.kind === 'openai') {
      const { tool, size } = state;
      return {
        ...atTool(tool, tool.pointer),
        text: `This schema has ${overruns(OPENAI_OVER, size)}: ${rejectWholeRequest(['openai-strict'], 'levels of nesting exceeds limit')}. Flatten it, or move the long lists into the description.`,
        providers: ['openai-strict'],
      };
    }
    const { strict, totals } = state;
    const at = strict[Math.min(ANTHROPIC_CAPS.tools, strict.length - 1)];
    return {
      ...atTool(at, at.pointer),
      tool: at,
      text: `The strict tools of this list have ${overruns(ANTHROPIC_OVER, totals)}, summed over the request: ${rejectWholeRequest(['anthropic-strict'], 'Schemas contains too many optional parameters')}. Mark fewer tools strict, or require more of their parameters.`,
      providers: ['anthropic-strict'],
    };
  },
};

/** One tool's schema over OpenAI strict mode's limits, or a request's strict tools over Anthropic's caps. */
type OverLimit = { kind: 'openai'; tool: Tool; size: Size } | { kind: 'anthropic'; strict: Tool[]; totals: Totals };

/** What Anthropic's caps count over the strict tools of one request. */
interface Totals {
  tools: number;
  optional: number;
  unions: number;
}

/** One limit: whether a count is over it, and the phrase that says by how much. */
interface Limit<C> {
  exceeded(c: C): boolean;
  phrase(c: C): string;
}

function anyExceeded<C>(limits: readonly Limit<C>[], c: C): boolean {
  for (const limit of limits) if (limit.exceeded(c)) return true;
  return false;
}

/** The phrases of the limits exceeded, joined. */
function overruns<C>(limits: readonly Limit<C>[], c: C): string {
  return limits
    .filter((l) => l.exceeded(c))
    .map((l) => l.phrase(c))
    .join('; ');
}

function judges(ctx: RuleContext, tool: Tool, provider: ProviderId): boolean {
  return ctx.targets.has(provider) || strictTargetOf(tool) === provider;
}

/** What the limits count in one schema. */
interface Size {
  properties: number;
  /** Levels of `properties` nesting: a root object with properties is 1. */
  depth: number;
  enumValues: number;
  /** Characters of property names, definition names, and string enum and const values. */
  chars: number;
  /** Of the string enums with more than `OPENAI_LIMITS.longEnum.values` values, the most characters one holds, and its count. */
  longEnum: { values: number; chars: number };
  /** Properties not in their object's `required`. */
  optional: number;
  /** Properties whose schema is a union: `anyOf` or a type list. */
  unions: number;
}

function measure(root: JsonNode): Size {
  const size: Size = {
    properties: 0,
    depth: 0,
    enumValues: 0,
    chars: 0,
    longEnum: { values: 0, chars: 0 },
    optional: 0,
    unions: 0,
  };
  const stack: { node: JsonNode; level: number; steps: number }[] = [{ node: root, level: 0, steps: 0 }];
  while (stack.length) {
    const { node, level, steps } = stack.pop()!;
    if (node.kind !== 'object' || steps > MAX_SCHEMA_DEPTH) continue;
    countValues(node, size);
    const props = getValue(node, 'properties');
    const inner = props?.kind === 'object' && props.props.length ? level + 1 : level;
    size.depth = Math.max(size.depth, inner);
    if (props?.kind === 'object') countProperties(node, props, size);
    for (const child of children(node)) stack.push({ node: child, level: inner, steps: steps + 1 });
  }
  return size;
}

function countProperties(node: JsonObject, props: JsonObject, size: Size): void {
  const required = requiredNames(node);
  for (const p of props.props) {
    size.properties++;
    size.chars += p.key.length;
    if (!required.has(p.key)) size.optional++;
    if (p.value && isUnion(p.value)) size.unions++;
  }
}

function isUnion(schema: JsonNode): boolean {
  return schema.kind === 'object' && (getValue(schema, 'anyOf')?.kind === 'array' || declaredTypes(schema).length > 1);
}

function countValues(node: JsonObject, size: Size): void {
  const values = getValue(node, 'enum');
  if (values?.kind === 'array') {
    size.enumValues += values.items.length;
    let chars = 0;
    for (const v of values.items) if (v.kind === 'string') chars += v.value.length;
    size.chars += chars;
    if (values.items.length > OPENAI_LIMITS.longEnum.values && chars > size.longEnum.chars)
      size.longEnum = { values: values.items.length, chars };
  }
  const constant = getValue(node, 'const');
  if (constant?.kind === 'string') size.chars += constant.value.length;
  for (const key of ['$defs', 'definitions']) {
    const defs = getValue(node, key);
    if (defs?.kind === 'object') for (const d of defs.props) size.chars += d.key.length;
  }
}

/** The subschemas below a node: properties, items, branches, definitions. */
function children(node: JsonObject): JsonNode[] {
  const out: JsonNode[] = [];
  for (const key of ['properties', '$defs', 'definitions']) {
    const map = getValue(node, key);
    if (map?.kind === 'object') for (const p of map.props) if (p.value) out.push(p.value);
  }
  for (const key of ['items', 'additionalProperties']) {
    const v = getValue(node, key);
    if (v) out.push(v);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const list = getValue(node, key);
    if (list?.kind === 'array') out.push(...list.items);
  }
  return out;
}

const OPENAI_OVER: readonly Limit<Size>[] = [
  {
    exceeded: (s) => s.properties > OPENAI_LIMITS.properties,
    phrase: (s) => `${thousands(s.properties)} properties (at most ${thousands(OPENAI_LIMITS.properties)})`,
  },
  {
    exceeded: (s) => s.depth > OPENAI_LIMITS.depth,
    phrase: (s) => `${s.depth} levels of nesting (at most ${OPENAI_LIMITS.depth})`,
  },
  {
    exceeded: (s) => s.enumValues > OPENAI_LIMITS.enumValues,
    phrase: (s) => `${thousands(s.enumValues)} enum values (at most ${thousands(OPENAI_LIMITS.enumValues)})`,
  },
  {
    exceeded: (s) => s.longEnum.chars > OPENAI_LIMITS.longEnum.chars,
    phrase: (s) =>
      `an enum of ${thousands(s.longEnum.values)} values with ${thousands(s.longEnum.chars)} characters (at most ${thousands(OPENAI_LIMITS.longEnum.chars)} in one enum of over ${OPENAI_LIMITS.longEnum.values} values)`,
  },
  {
    exceeded: (s) => s.chars > OPENAI_LIMITS.chars,
    phrase: (s) => `${thousands(s.chars)} characters of names and values (at most ${thousands(OPENAI_LIMITS.chars)})`,
  },
];

const ANTHROPIC_OVER: readonly Limit<Totals>[] = [
  {
    exceeded: (t) => t.tools > ANTHROPIC_CAPS.tools,
    phrase: (t) => `${t.tools} strict tools (at most ${ANTHROPIC_CAPS.tools})`,
  },
  {
    exceeded: (t) => t.optional > ANTHROPIC_CAPS.optional,
    phrase: (t) => `${t.optional} optional parameters (at most ${ANTHROPIC_CAPS.optional})`,
  },
  {
    exceeded: (t) => t.unions > ANTHROPIC_CAPS.unions,
    phrase: (t) => `${t.unions} parameters with union types (at most ${ANTHROPIC_CAPS.unions})`,
  },
];
