import { isOpaque, getProp, toValue, type JsonNode, type JsonObject } from '../json/tree';
import { type Rejection } from '../providers';
import { describeNode } from '../schema/node';
import { ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12 } from '../schema/rejections';
import { judgedByShapeRules } from '../schema/roles';
import { arrayValue } from '../schema/shape';
import { commonValueType, intendedType, isPortableType } from '../schema/types';
import type { SchemaNode } from '../schema/walk';
import type { SourceEdits } from '../language/language';
import type { Fix, ProviderId } from '../types';
import { excerpt, rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import { rejectingProviders, type Rule, type RuleContext } from './support/rule';
import { noFormPasses, refusingLeftOut } from './support/strict';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: `Invalid value at 'tools.function_declarations[1].parameters.properties[1].value.type' (type.googleapis.com/google.ai.generativelanguage.v1beta.Type), "enum"`,
  source: 'google-gemini/deprecated-generative-ai-js #320 (also `""` for an empty type)',
};
/** Stated rather than judged as Gemini's: the two Type enums differ in NULL. */
const VERTEX: Rejection = {
  ...GEMINI,
  provider: 'vertex',
  source: 'Vertex AI Type enum, google/cloud/aiplatform/v1/openapi.proto: the same names and no NULL (inferred)',
};

/** Gemini's Type has had NULL since 2025-04 (content.proto c76b7407); Vertex AI's has not. */
export const NULL_REJECTED_BY = [VERTEX];
/** `STRING`, `Object`: Google's enum names, which Gemini and Vertex AI take; JSON Schema validators do not. */
const CASE_REJECTED_BY = [ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12];

export const typeUnknown: Rule<UnknownType> = {
  id: 'type-unknown',
  title: 'Type outside the portable six',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A `type` is not one of object, array, string, number, integer, boolean (e.g. "null", "enum", "int", "").',
  rejectedBy: [GEMINI, VERTEX, ANTHROPIC_DRAFT_2020_12, BEDROCK_DRAFT_2020_12],
  checkNode(node) {
    const schema = node.node;
    // The root's type is root-type's: it must be "object", whatever else it is.
    if (node.role === 'root' || schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const value = getProp(schema, 'type')?.value;
    if (!value || isOpaque(value) || (value.kind === 'string' && isPortableType(value.value))) return;
    if (value.kind !== 'array') return isUnknownType(value) ? { node, schema, t: value, alone: true } : undefined;
    let found: UnknownType[] | undefined;
    // In a list, "null" is type-list's to drop; the other entries are judged here.
    for (const t of value.items)
      if (!(t.kind === 'string' && t.value === 'null') && isUnknownType(t))
        (found ??= []).push({ node, schema, t, alone: false });
    return found;
  },
  // The message names the first fix, and whether one is a repair is known from the fixes themselves.
  message({ node, schema, t, alone }, ctx) {
    const name = t.kind === 'string' ? t.value : undefined;
    const recased = name !== undefined && isPortableType(name.toLowerCase());
    const providers = rejectingProviders(
      name === 'null' ? NULL_REJECTED_BY : recased ? CASE_REJECTED_BY : typeUnknown.rejectedBy,
    );
    return {
      ...atValue(t, node.pointer),
      providers,
      text: `${describeNode(node)} has type ${excerpt(ctx.text, t)}, which is not one of object, array, string, number, integer, boolean: ${rejectWholeRequest(providers)}. ${advice(name, typeFixes(ctx.edits, schema, t, alone), nullBranchRefusedBy(ctx, node))}`,
    };
  },
  repairable: ({ schema, t, alone }, ctx) => typeFixes(ctx.edits, schema, t, alone).some((f) => f.kind === 'repair'),
  fixes: ({ node, schema, t, alone }, ctx) => [
    ...typeFixes(ctx.edits, schema, t, alone),
    ...(nullBranchRefusedBy(ctx, node).length ? [] : nullBranchFixes(ctx, node)),
  ],
};

/**
 * `anyOf: [T, {"type": "null"}]` (zod's `.nullable()` on a type with keywords): the schema
 * becomes T, so null is no longer accepted (authoring). Written in zod, that is
 * `.nullable()` → `.optional()`; in JSON the argument stays required, and the author says
 * whether to leave it out.
 */
function nullBranchFixes(ctx: RuleContext, node: SchemaNode): Fix[] {
  const holder = node.parent;
  const branches = holder?.node.kind === 'object' ? getProp(holder.node, 'anyOf')?.value : undefined;
  if (node.role !== 'anyOf' || !holder || branches?.kind !== 'array' || branches.items.length !== 2) return [];
  const other = toValue(branches.items.find((b) => b !== node.node));
  const value = toValue(holder.node);
  if (!isRecord(other) || !isRecord(value)) return [];
  const { anyOf: _anyOf, ...rest } = value;
  const fix: Fix = {
    title: "Drop the `null` branch: send the argument's own type, and leave it out for no value",
    kind: 'authoring',
    edits: ctx.edits.replaceValue(holder.node, { ...other, ...rest }),
  };
  return [ctx.computed.dropsNullAsOptional(holder.node) ? { ...fix, choice: true } : fix];
}

/** For a null branch the front end drops as the argument left out (zod's `.optional()`): the strict modes that refuse that. */
function nullBranchRefusedBy(ctx: RuleContext, node: SchemaNode): ProviderId[] {
  const holder = node.parent?.node;
  return node.role === 'anyOf' && holder?.kind === 'object' ? refusingLeftOut(ctx, node.tool, holder) : [];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

interface UnknownType {
  node: SchemaNode;
  schema: JsonObject;
  /** The type value, or one entry of the type list. */
  t: JsonNode;
  /** The type is the whole `type` value, not one entry of a list. */
  alone: boolean;
}

function isUnknownType(t: JsonNode): boolean {
  return !(t.kind === 'string' && isPortableType(t.value)) && !isOpaque(t);
}

function advice(name: string | undefined, fixes: Fix[], strict: readonly ProviderId[]): string {
  if (fixes.length) return `${fixes[0].title}.`;
  if (name === 'null' && strict.length) return noFormPasses(strict);
  if (name === 'null') return 'Leave the argument out of `required` instead: an omitted argument says "no value".';
  return 'Use one of the six.';
}

/**
 * An `enum` whose values share one type settles what was meant and accepts the
 * same values under that type, and `STRING` is `string` in Google's spelling:
 * both are repairs. Another name (`int`, `str`) probably means the obvious
 * type, but a person should say so (authoring).
 */
function typeFixes(edits: SourceEdits, schema: JsonObject, t: JsonNode, alone: boolean): Fix[] {
  const values = arrayValue(schema, 'enum')?.items;
  const byEnum = alone && values?.length ? commonValueType(values) : undefined;
  if (byEnum)
    return [
      {
        title: `Set "type": "${byEnum}", the type of every enum value`,
        kind: 'repair',
        edits: edits.replaceValue(t, byEnum),
      },
    ];
  const meant = t.kind === 'string' ? intendedType(t.value) : undefined;
  if (t.kind !== 'string' || !meant) return [];
  const kind = meant === t.value.toLowerCase() ? 'repair' : 'authoring';
  return [{ title: `Change it to "${meant}"`, kind, edits: edits.replaceValue(t, meant) }];
}
