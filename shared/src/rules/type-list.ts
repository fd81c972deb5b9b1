import type { SourceEdits } from '../language/language';
import {
  getProp,
  getValue,
  toValue,
  type JsonArray,
  type JsonNode,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';
import type { Rejection } from '../providers';
import { dropKeywords } from '../schema/edit';
import { describeNode } from '../schema/node';
import { judgedByShapeRules } from '../schema/roles';
import { isPortableType, TYPE_KEYWORDS, typesOfKeyword, type PortableType } from '../schema/types';
import type { SchemaNode } from '../schema/walk';
import type { Fix, FixKind, TextEdit } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule, RuleContext } from './support/rule';
import { noFormPasses, refusingLeftOut } from './support/strict';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: `Invalid JSON payload received. Unknown name "type" at 'tools[0].function_declarations[1].parameters.properties[1].value': Proto field is not repeating, cannot start list.`,
  source: 'n8n-io/n8n #15553; genspark-ai/genoffice #186',
  fromSchemaMessage: true,
};

export const typeList: Rule<TypeList> = {
  id: 'type-list',
  title: 'Type given as a list',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: '`type` is an array (`["string", "null"]`), which Gemini\'s single-valued `type` field cannot take.',
  rejectedBy: [GEMINI],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object' || !judgedByShapeRules(node)) return;
    const member = getProp(schema, 'type');
    const list = member?.value;
    if (list?.kind !== 'array') return;
    const kept = keptTypes(list);
    // Leaving null out is a repair only where no accepted call carried a null: else a person decides.
    const kind = !listsNull(list) || nullCanGo(node) ? 'repair' : 'authoring';
    return {
      node,
      schema,
      member: member!,
      list,
      single: kept?.length === 1 ? kept[0] : undefined,
      union: kept && kept.length > 1 && canSplit(schema) ? kept : undefined,
      kind,
    };
  },
  message({ node, schema, list, single, union, kind }, ctx) {
    const strict = single && kind === 'authoring' ? refusingLeftOut(ctx, node.tool, schema) : [];
    const advice = strict.length
      ? noFormPasses(strict)
      : single
        ? `${narrowAdvice(ctx, schema, list, single, kind)}: leaving the argument out says "no value" instead of null.`
        : union
          ? `Declare an \`anyOf\` with one typed branch per type.`
          : 'Declare one type, or an `anyOf` of typed branches.';
    return {
      ...atValue(list, node.pointer),
      text: `${describeNode(node)} has a list of types: ${rejectWholeRequest(typeList.rejectedBy, 'Proto field is not repeating, cannot start list')}. ${advice}`,
    };
  },
  repairable: ({ kind, single, union }) => kind === 'repair' && (single !== undefined || union !== undefined),
  fixes({ node, schema, member, list, single, union, kind }, ctx): Fix[] {
    if (single)
      return leftOut(ctx, schema, kind) && refusingLeftOut(ctx, node.tool, schema).length
        ? []
        : [narrowFix(ctx, schema, list, single, kind)];
    if (union)
      return [
        {
          title: `Split into "anyOf": ${union.map((t) => `{"type": "${t}"}`).join(', ')}`,
          kind,
          edits: splitEdits(ctx.edits, schema, member, union),
        },
      ];
    return [];
  },
};

/**
 * `"type": "T"` for `["T", "null"]`. Where the front end writes it as the argument left
 * out (zod's `.nullable()` -> `.optional()`) on a required property, it is the author's
 * choice between null and absent, and none where a strict mode that requires every
 * property judges the tool (the message says so): it would trade one refusal for another.
 */
function narrowFix(ctx: RuleContext, schema: JsonObject, list: JsonArray, single: PortableType, kind: FixKind): Fix {
  const fix: Fix = { title: `Narrow to "type": "${single}"`, kind, edits: ctx.edits.replaceValue(list, single) };
  return leftOut(ctx, schema, kind) ? { ...fix, choice: true } : fix;
}

/** Whether the front end writes taking `null` out as the argument left out: the author's choice, not a repair. */
function leftOut(ctx: RuleContext, schema: JsonObject, kind: FixKind): boolean {
  return kind === 'authoring' && ctx.computed.dropsNullAsOptional(schema);
}

/**
 * The narrowing as advice: the fix's title in the source's terms where the front end writes
 * it there ("Use `.optional()` instead of `.nullable()`"), else the JSON it declares. The fix is
 * built only then: a JSON finding's message makes no edit.
 */
function narrowAdvice(
  ctx: RuleContext,
  schema: JsonObject,
  list: JsonArray,
  single: PortableType,
  kind: FixKind,
): string {
  const declare = `Declare \`"type": "${single}"\``;
  if (!leftOut(ctx, schema, kind)) return declare;
  return ctx.computed.inSourceTerms(narrowFix(ctx, schema, list, single, kind)).title;
}

interface TypeList {
  node: SchemaNode;
  schema: JsonObject;
  member: JsonProperty;
  list: JsonArray;
  /** The one type left once null is dropped. */
  single: PortableType | undefined;
  /** The types of an `anyOf` split, when there are several and the schema can be split. */
  union: PortableType[] | undefined;
  kind: FixKind;
}

/** The distinct portable types of the list, "null" left out (an optional argument is omitted, not null); undefined if any entry is not one. */
function keptTypes(list: JsonArray): PortableType[] | undefined {
  const out: PortableType[] = [];
  for (const item of list.items) {
    if (item.kind !== 'string') return undefined;
    if (item.value === 'null') continue;
    if (!isPortableType(item.value)) return undefined;
    if (!out.includes(item.value)) out.push(item.value);
  }
  return out;
}

function listsNull(list: JsonArray): boolean {
  return list.items.some((i) => i.kind === 'string' && i.value === 'null');
}

/**
 * Whether every call the schema accepted still passes with null left out: at the
 * root (arguments are an object, never null) and on an optional property (the
 * argument is omitted instead). A required property (by the object's `required`
 * or one of its branches'), an array element or a branch that took null would
 * reject a call it accepted before.
 */
function nullCanGo(node: SchemaNode): boolean {
  if (node.role === 'root') return true;
  if (node.role !== 'property' || !node.parent || !node.holder) return false;
  const owner = node.parent.node;
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => {
    const list = getValue(owner, k);
    return list?.kind === 'array' ? list.items : [];
  });
  return ![owner, ...branches].some((schema) => requires(schema, node.holder!.key));
}

function requires(schema: JsonNode, key: string): boolean {
  const required = getValue(schema, 'required');
  return required?.kind === 'array' && required.items.some((i) => i.kind === 'string' && i.value === key);
}

/** An `enum`, `const` or existing union would have to be split by value too; those are left to a person. */
function canSplit(schema: JsonObject): boolean {
  return !['enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref'].some((k) => getProp(schema, k));
}

/**
 * `{"type": ["string", "integer"], "description": "d", "minLength": 1}` becomes
 * `{"anyOf": [{"type": "string", "minLength": 1}, {"type": "integer"}], "description": "d"}`:
 * each type-specific keyword moves into the branches of its types, annotations stay.
 */
function splitEdits(
  edits: SourceEdits,
  schema: JsonObject,
  typeMember: JsonProperty,
  types: PortableType[],
): TextEdit[] {
  const moved = new Set<string>();
  const branches = types.map((t) => {
    const branch: Record<string, unknown> = { type: t };
    for (const key of TYPE_KEYWORDS[t]) {
      const p = getProp(schema, key);
      if (p?.value) branch[key] = toValue(p.value);
    }
    return branch;
  });
  for (const p of schema.props) if (typesOfKeyword(p.key).some((t) => types.includes(t))) moved.add(p.key);
  return [
    ...edits.replaceMember(schema, typeMember, [['anyOf', branches]]),
    ...dropKeywords(edits, schema, [...moved]),
  ];
}
