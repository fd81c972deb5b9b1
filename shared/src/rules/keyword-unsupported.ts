import type { SourceEdits } from '../language/language';
import { childPointer, getProp, uniqueProps, type JsonObject, type JsonProperty } from '../json/tree';
import { providerList, whoRejects, type Rejection } from '../providers';
import { dropKeyword, indexesOfKey } from '../schema/edit';
import { judgeJsonSchemaKeyword, judgeKeyword, PROFILE_KEYWORDS, type KeywordVerdict } from '../schema/keywords';
import { describeNode } from '../schema/node';
import { looksLikePropertyMap } from '../schema/shape';
import { DEFS_KEYS, refIndex, unreachedEntries } from '../schema/ref';
import type { SchemaNode } from '../schema/walk';
import type { Fix, ProviderId } from '../types';
import type { Rule } from './support/rule';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: `Invalid JSON payload received. Unknown name "exclusiveMinimum" at 'tools[0].function_declarations[16].parameters.properties[2].value': Cannot find field.`,
  source:
    'google/ai/generativelanguage/v1beta/content.proto (the Schema fields); zed-industries/zed #43231; zuisong/gemini-openai-proxy #67; openswarm-ai/openswarm #24',
};
const VERTEX: Rejection = {
  provider: 'vertex',
  error: `Invalid JSON payload received. Unknown name "examples" at 'tools[0].function_declarations[0].parameters.properties[0].value': Cannot find field.`,
  source:
    'google/cloud/aiplatform/v1/openapi.proto (the Schema fields); datastax/astra-assistants-api #73; stippi/code-assistant PR #181',
};

const DROP_UNUSED_DEFS = 'No `$ref` uses it, so it can be dropped.';

export const keywordUnsupported: Rule<Unsupported> = {
  id: 'keyword-unsupported',
  title: 'Keyword outside the portable profile',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A schema keyword outside type, description, title, default, enum, format, properties, required, items, anyOf and the per-type bounds; Gemini rejects such keywords by name.',
  rejectedBy: [GEMINI, VERTEX],
  dialects: ['profile', 'json-schema'],
  checkNode(node) {
    const schema = node.node;
    if (schema.kind !== 'object') return;
    const props = uniqueProps(schema);
    // Most nodes use profile keywords only (no verdict in either dialect): nothing below needs working out for them.
    if (onlyProfileKeywords(props)) return;
    // A root that is the property map itself (`"parameters": {"q": {…}}`) is root-type's, whose fix wraps it.
    if (node.role === 'root' && looksLikePropertyMap(schema)) return;
    const jsonSchema = node.tool.dialect === 'json-schema';
    const context = { atRoot: node.role === 'root', hasProperties: !!getProp(schema, 'properties') };
    let found: Unsupported[] | undefined;
    for (const prop of props) {
      const verdict = jsonSchema
        ? judgeJsonSchemaKeyword(prop.key)
        : DEFS_KEYS.has(prop.key)
          ? judgeDefinitions(node, prop)
          : judgeKeyword(prop.key, prop.value, context);
      if (verdict) (found ??= []).push({ node, schema, prop, verdict: keepScopes(node, prop.key, verdict) });
    }
    return found;
  },
  message({ node, prop, verdict }) {
    const key = prop.key;
    // The place written out rather than spread from atKey (see place.ts): real schemas have this finding on most objects.
    return {
      offset: prop.keyOffset,
      length: prop.keyLength,
      pointer: childPointer(node.pointer, key),
      providers: verdict.providers,
      text: `${describeNode(node)} uses \`${key}\`, which ${providerList(whoRejects(verdict.providers, node.tool.dialect))} reject by name (Unknown name "${key}": Cannot find field). ${verdict.advice}`,
    };
  },
  repairable: ({ verdict }) => verdict.remedy === 'drop' || verdict.remedy === 'const',
  fixes: ({ schema, prop, verdict }, ctx) => fixesFor(ctx.edits, schema, prop, verdict),
};

interface Unsupported {
  node: SchemaNode;
  schema: JsonObject;
  prop: JsonProperty;
  verdict: KeywordVerdict;
}

function onlyProfileKeywords(props: readonly JsonProperty[]): boolean {
  for (const p of props) if (!PROFILE_KEYWORDS.has(p.key)) return false;
  return true;
}

/**
 * A reference under a nested `$id` resolves against that subschema (the ref rule
 * cannot inline it). Dropping an `$id` or a `$defs` there would send it to the
 * parameters root instead, to another schema or none: while such a reference
 * exists, neither is dropped as a repair.
 */
function keepScopes(node: SchemaNode, key: string, verdict: KeywordVerdict): KeywordVerdict {
  if (verdict.remedy !== 'drop' || (key !== '$id' && !DEFS_KEYS.has(key)) || !node.tool.schema) return verdict;
  if (!refIndex(node.tool.schema).sites.some((s) => s.scoped)) return verdict;
  return {
    ...verdict,
    remedy: 'none',
    advice:
      'A `$ref` in this schema resolves against a nested `$id`: write the schemas such references name in their place first.',
  };
}

/** `$defs` that no reference reaches is this rule's (a reached one is the `ref` rule's: inlining drops it). */
function judgeDefinitions(node: SchemaNode, prop: JsonProperty): KeywordVerdict | undefined {
  const root = node.tool.schema;
  const providers: ProviderId[] = ['gemini', 'vertex'];
  if (!root || prop.value?.kind !== 'object') return { providers, remedy: 'drop', advice: DROP_UNUSED_DEFS };
  const index = refIndex(root);
  const container = index.containers.find((c) => c.member === prop);
  if (!container) return undefined;
  const unreached = unreachedEntries(index);
  return container.entries.every((e) => unreached.has(e))
    ? { providers, remedy: 'drop', advice: DROP_UNUSED_DEFS }
    : undefined;
}

function fixesFor(edits: SourceEdits, schema: JsonObject, prop: JsonProperty, verdict: KeywordVerdict): Fix[] {
  const key = prop.key;
  const drop: Fix = { title: `Drop "${key}"`, kind: 'repair', edits: dropKeyword(edits, schema, key) };
  switch (verdict.remedy) {
    case 'drop':
      return [drop];
    case 'const':
      return [constToEnum(edits, schema, prop) ?? drop];
    case 'oneOf':
      return getProp(schema, 'anyOf')
        ? []
        : [
            {
              title: 'Change "oneOf" to "anyOf"',
              kind: 'authoring',
              edits: edits.renameKey(prop, 'anyOf'),
            },
          ];
    default:
      return [];
  }
}

/** `"const": "fast"` becomes `"enum": ["fast"]` in its place (with `"type": "string"` when the node has no type); undefined when an `enum` is there already. */
function constToEnum(writer: SourceEdits, schema: JsonObject, prop: JsonProperty): Fix | undefined {
  if (prop.value?.kind !== 'string' || getProp(schema, 'enum')) return undefined;
  const members: Array<[string, unknown]> = getProp(schema, 'type') ? [] : [['type', 'string']];
  members.push(['enum', [prop.value.value]]);
  const others = indexesOfKey(schema, 'const').filter((i) => schema.props[i] !== prop);
  // The list keeps the one line the constant had.
  const edits = [...writer.replaceMember(schema, prop, members, false), ...writer.removeMembers(schema, others)];
  return { title: `Replace "const" with "enum": [${JSON.stringify(prop.value.value)}]`, kind: 'repair', edits };
}
