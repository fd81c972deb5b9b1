import { isOpaque, type JsonObject, type JsonProperty } from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { declaredTypes, describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import type { SchemaNode } from '../schema/walk';
import type { Fix, ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atKey } from './support/place';
import type { Rule, RuleContext } from './support/rule';
import { judging, serving, strictJudged, unprefixed } from './support/strict';

const OPENAI_STRICT: Rejection = {
  provider: 'openai-strict',
  error: "In context=('properties', 'amount'), 'minLength' is not permitted.",
  source: 'coder/mux #1220',
};
const OPENAI_STRICT_REF: Rejection = {
  provider: 'openai-strict',
  error: "$ref cannot have keywords {'description'}.",
  source: 'camel-ai/camel #3001',
};
const ANTHROPIC_STRICT: Rejection = {
  provider: 'anthropic-strict',
  error: "tools.25.custom: For 'integer' type, properties maximum, minimum are not supported",
  source: 'earendil-works/pi #9953',
};
const ANTHROPIC_STRICT_ONE_OF: Rejection = {
  provider: 'anthropic-strict',
  error: "output_format.schema: Schema type 'oneOf' is not supported",
  source: 'vercel/ai #12876',
};
const ANTHROPIC_STRICT_MIN_ITEMS: Rejection = {
  provider: 'anthropic-strict',
  error: "output_config.format.schema: For 'array' type, 'minItems' values other than 0 or 1 are not supported",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};
const XAI: Rejection = {
  provider: 'xai',
  error: 'The following will return a `400` error: `maxContains` / `minContains`',
  source: 'docs.x.ai structured outputs',
};

/** What each strict target refuses outright, keyword by keyword (docs/providers.md, the strict sections and xAI). */
const REFUSED: ReadonlyMap<string, readonly ProviderId[]> = new Map(
  Object.entries({
    allOf: ['openai-strict'],
    oneOf: ['openai-strict', 'anthropic-strict'],
    not: ['openai-strict'],
    if: ['openai-strict'],
    then: ['openai-strict'],
    else: ['openai-strict'],
    dependentRequired: ['openai-strict'],
    dependentSchemas: ['openai-strict'],
    patternProperties: ['openai-strict'],
    propertyNames: ['openai-strict'],
    unevaluatedProperties: ['openai-strict'],
    contains: ['openai-strict'],
    uniqueItems: ['openai-strict'],
    minLength: ['openai-strict', 'anthropic-strict'],
    maxLength: ['openai-strict', 'anthropic-strict'],
    minimum: ['anthropic-strict'],
    maximum: ['anthropic-strict'],
    exclusiveMinimum: ['anthropic-strict'],
    exclusiveMaximum: ['anthropic-strict'],
    multipleOf: ['anthropic-strict'],
    maxItems: ['anthropic-strict'],
    minItems: ['anthropic-strict'],
    maxContains: ['xai'],
    minContains: ['xai'],
  } satisfies Record<string, ProviderId[]>),
);

/** Keywords a strict target accepts beside `$ref`: none for OpenAI, but the definitions a root may hold with it. */
const BESIDE_REF = new Set(['$ref', '$defs', 'definitions']);

export const strictKeyword: Rule<Refused> = {
  id: 'strict-keyword',
  title: 'Keyword a strict mode refuses',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A keyword the strict modes refuse: `allOf`, `oneOf`, `not`, `if`, `minLength` and `uniqueItems` for OpenAI; numeric bounds, string lengths and `maxItems` for Anthropic; `minContains`/`maxContains` for xAI; anything beside `$ref` for OpenAI.',
  rejectedBy: [
    OPENAI_STRICT,
    OPENAI_STRICT_REF,
    ANTHROPIC_STRICT,
    ANTHROPIC_STRICT_ONE_OF,
    ANTHROPIC_STRICT_MIN_ITEMS,
    XAI,
  ],
  checkNode(node, ctx) {
    const schema = node.node;
    if (schema.kind !== 'object' || !strictJudged(ctx, node.tool) || !judgedByShapeRules(node)) return;
    const hasRef = schema.props.some((p) => p.key === '$ref');
    let found: Refused[] | undefined;
    for (const member of schema.props) {
      const refused = refusedBy(member, hasRef);
      if (!refused.length) continue;
      const providers = judging(ctx, node.tool, refused);
      if (providers.length) (found ??= []).push({ node, schema, member, providers });
    }
    return found;
  },
  message({ node, schema, member, providers }) {
    const key = member.key;
    return {
      ...atKey(member, node.pointer),
      text: `${describeNode(node)} has \`${key}\`: ${rejectWholeRequest(
        providers,
        providers.map((p) => quote(p, key, schema)),
      )}. ${advice(key)}`,
      providers,
    };
  },
  repairable: false,
  fixes: ({ schema, member, providers }, ctx) => fixesFor(ctx, schema, member.key, providers),
};

interface Refused {
  node: SchemaNode;
  schema: JsonObject;
  member: JsonProperty;
  /** The judging providers that refuse it. */
  providers: ProviderId[];
}

/** Who refuses this member: its keyword's targets, and OpenAI strict mode for anything beside `$ref`. */
function refusedBy(member: JsonProperty, besideRef: boolean): readonly ProviderId[] {
  if (member.key === 'minItems' && isZeroOrOne(member)) return besideRef ? ['openai-strict'] : [];
  const own = REFUSED.get(member.key) ?? [];
  if (!besideRef || BESIDE_REF.has(member.key) || own.includes('openai-strict')) return own;
  return ['openai-strict', ...own];
}

function isZeroOrOne(member: JsonProperty): boolean {
  const v = member.value;
  return !v || isOpaque(v) || (v.kind === 'number' && (v.value === 0 || v.value === 1));
}

/** The provider's own words for this keyword, with the keyword and type put in. */
function quote(provider: ProviderId, key: string, schema: JsonObject): string {
  if (provider === 'xai') return unprefixed(XAI.error).replace(/^The following will return a `400` error: /, '');
  if (provider === 'openai-strict' && REFUSED.get(key)?.includes('openai-strict')) return `'${key}' is not permitted.`;
  if (provider === 'openai-strict') return `$ref cannot have keywords {'${key}'}`;
  if (key === 'oneOf') return "Schema type 'oneOf' is not supported";
  if (key === 'minItems')
    return unprefixed(ANTHROPIC_STRICT_MIN_ITEMS.error).replace(/^output_config\.format\.schema: /, '');
  return `For '${declaredTypes(schema)[0] ?? 'object'}' type, property '${key}' is not supported`;
}

const BESIDE_REF_ADVICE =
  'Nothing may stand beside `$ref` in strict mode: move it into the definition `$ref` points at.';

function advice(key: string): string {
  if (!REFUSED.has(key)) return BESIDE_REF_ADVICE;
  if (key === 'oneOf') return 'Write it as `anyOf`, which every strict mode takes.';
  if (['allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas'].includes(key))
    return 'Say the condition in `description` and check it in the handler.';
  return 'Remove it for strict mode, and say the constraint in `description`; the handler still checks its input.';
}

/** Renaming `oneOf` to `anyOf` or removing the keyword: authoring fixes, for what they widen depends on the target. */
function fixesFor(ctx: RuleContext, schema: JsonObject, key: string, providers: ProviderId[]): Fix[] {
  const member = schema.props.find((p) => p.key === key)!;
  if (key === 'oneOf')
    return [
      {
        title: serving('Rename "oneOf" to "anyOf"', providers),
        kind: 'authoring',
        edits: ctx.edits.renameKey(member, 'anyOf'),
      },
    ];
  if (REFUSED.has(key) && advice(key).startsWith('Say the condition')) return [];
  return [
    { title: serving(`Remove "${key}"`, providers), kind: 'authoring', edits: dropKeyword(ctx.edits, schema, key) },
  ];
}
