import { childPointer, end, getProp, type JsonObject, type JsonProperty } from '../json/tree';
import { providerList, whoRejects, type Rejection } from '../providers';
import { dropKeyword } from '../schema/edit';
import { describeNode } from '../schema/node';
import {
  inlineSite,
  isInside,
  isProblem,
  refIndex,
  resolveIn,
  unreachedEntries,
  type DefsEntry,
  type RefIndex,
  type RefProblem,
  type RefSite,
} from '../schema/ref';
import { geminiUnknownName } from '../schema/rejections';
import type { SchemaNode } from '../schema/walk';
import type { ProviderId, TextEdit } from '../types';
import { atValue } from './support/place';
import type { Rule, RuleContext } from './support/rule';

const GEMINI: Rejection = {
  provider: 'gemini',
  error: geminiUnknownName('$ref'),
  source:
    'google/ai/generativelanguage/v1beta/content.proto has no ref field; googleapis/python-genai #1122 (maintainer: "Please use parametersJsonSchema"); the $defs text: datastax/astra-assistants-api #73',
};
const GEMINI_JSON_SCHEMA: Rejection = {
  provider: 'gemini',
  error:
    "Schema.ref 'QuestionOption' was set alongside unsupported fields. If a schema node has Schema.ref set, then only description and default can be set alongside it; other fields they would be replaced by the expanded reference.",
  source: 'diegosouzapw/OmniRoute PR #1416; anomalyco/opencode #12295',
};
const VERTEX: Rejection = {
  provider: 'vertex',
  error: `Invalid JSON payload received. Unknown name "$ref" at 'tools[0].function_declarations[0].parameters.properties[0].value': Cannot find field.`,
  source:
    'google/cloud/aiplatform/v1/openapi.proto spells the field `ref` (example `ref: #/defs/Pet`); livekit/agents #2738',
};

/** Keys Gemini's `parametersJsonSchema` allows next to `$ref`. */
const JSON_SCHEMA_REF_SIBLINGS = new Set(['description', 'default']);

export const ref: Rule<RefFound> = {
  id: 'ref',
  title: 'Schema reference ($ref)',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A `$ref`: Gemini and Vertex AI reject it by name in `parameters`; a local, resolvable one is inlined, a remote, missing or cyclic one must be written out by hand.',
  rejectedBy: [GEMINI, GEMINI_JSON_SCHEMA, VERTEX],
  dialects: ['profile', 'json-schema'],
  checkNode(node) {
    const root = node.tool.schema;
    const schema = node.node;
    // Only a node with a `$ref` string can be a reference site: most tools never need the index.
    if (schema.kind !== 'object' || !root || getProp(schema, '$ref')?.value?.kind !== 'string') return;
    const index = refIndex(root);
    const site = index.siteOf.get(schema);
    if (!site) return;
    const jsonSchema = node.tool.dialect === 'json-schema';
    const siblings = site.node.props.filter(isRefSibling);
    if (jsonSchema && !siblings.length) return;
    return { node, index, site, jsonSchema, siblings, inlined: inlineSite(index, site) };
  },
  message({ node, site, jsonSchema, siblings, inlined }) {
    const providers: ProviderId[] = jsonSchema ? ['gemini'] : ['gemini', 'vertex'];
    const why = jsonSchema
      ? `has ${siblings.map((p) => `\`${p.key}\``).join(', ')} beside it, which Gemini refuses next to a reference in \`parametersJsonSchema\` ("Schema.ref … was set alongside unsupported fields")`
      : `is rejected by name by ${providerList(whoRejects(providers))} (Unknown name "$ref")`;
    return {
      ...atValue(site.prop.value!, childPointer(node.pointer, '$ref')),
      providers,
      text: `${subject(node, site)} ${why}. ${isProblem(inlined) ? problemAdvice(inlined) : 'It is local, so it can be written out in place.'}`,
    };
  },
  repairable: ({ inlined }) => !isProblem(inlined),
  fixes: ({ index, site, inlined }, ctx) =>
    isProblem(inlined)
      ? []
      : [{ title: `Inline ${site.ref}`, kind: 'repair', edits: inlineEdits(ctx, index, site, inlined) }],
};

interface RefFound {
  node: SchemaNode;
  index: RefIndex;
  site: RefSite;
  jsonSchema: boolean;
  /** The members beside the `$ref` that Gemini refuses there in `parametersJsonSchema`. */
  siblings: JsonProperty[];
  /** The schema written out in place, or why it cannot be. */
  inlined: ReturnType<typeof inlineSite>;
}

function isRefSibling(p: JsonProperty): boolean {
  return p.key !== '$ref' && !p.key.startsWith('$') && !JSON_SCHEMA_REF_SIBLINGS.has(p.key);
}

function subject(node: SchemaNode, site: RefSite): string {
  return `The \`$ref\` to \`${site.ref}\` in ${node.role === 'root' ? 'the parameters schema' : describeNode(node)}`;
}

function problemAdvice(p: RefProblem): string {
  switch (p.problem) {
    case 'remote':
      return `It points at another document (\`${p.detail}\`), which no provider fetches: paste the schema it names in its place.`;
    case 'anchor':
      return `It names an anchor (\`${p.detail}\`) rather than a JSON pointer: write the schema it names in its place.`;
    case 'missing':
      return `Nothing in this schema is at \`${p.detail}\`: fix the pointer or write the schema in its place.`;
    case 'scoped':
      return 'It sits under a subschema with its own `$id`, so it resolves against that subschema, not the parameters root: write the schema it names in its place.';
    case 'cycle':
      return `It is recursive (\`${p.detail}\` leads back to itself), so it cannot be written out: flatten it to a fixed depth or carry the nested part as JSON text.`;
    case 'conflict':
      return `Its sibling \`${p.detail}\` disagrees with the target's: merge the two by hand.`;
    case 'opaque':
      return `What it names holds a value that is not written out here (at \`${p.detail}\`): write the schema in its place by hand.`;
    default:
      return 'Written out in place it would be too large or too deep: simplify the schema by hand.';
  }
}

/** Replace the referencing schema by its inlined copy, and drop the definitions nothing reaches afterwards. */
function inlineEdits(ctx: RuleContext, index: RefIndex, site: RefSite, inlined: unknown): TextEdit[] {
  const unreached = unreachedEntries(index, site.at);
  const value = pruneOwnDefinitions(index, site, inlined, unreached);
  const text = ctx.text;
  const multiline = [site.node, ...targetNodes(index, site)].some((n) => text.slice(n.offset, end(n)).includes('\n'));
  const edits: TextEdit[] = ctx.edits.replaceValue(site.node, value, multiline);
  const droppedEntries = [...unreached].map((e) => e.at);
  for (const c of index.containers) {
    if (isInside(c.at, site.at) || droppedEntries.some((at) => c.at !== at && isInside(c.at, at))) continue;
    const gone = c.entries.filter((e) => unreached.has(e));
    if (!gone.length) continue;
    if (gone.length === c.entries.length) edits.push(...dropKeyword(ctx.edits, c.holder, c.member.key));
    else
      edits.push(
        ...ctx.edits.removeMembers(
          c.member.value as JsonObject,
          gone.map((e) => (c.member.value as JsonObject).props.indexOf(e.prop)),
        ),
      );
  }
  return edits;
}

function targetNodes(index: RefIndex, site: RefSite) {
  const target = resolveIn(index, site.ref);
  return isProblem(target) ? [] : [target.node];
}

/** A root `$ref` carries its sibling `$defs` into the copy: keep only the entries something still uses. */
function pruneOwnDefinitions(index: RefIndex, site: RefSite, inlined: unknown, unreached: Set<DefsEntry>): unknown {
  if (typeof inlined !== 'object' || inlined === null || Array.isArray(inlined)) return inlined;
  const out = { ...(inlined as Record<string, unknown>) };
  for (const c of index.containers) {
    const defs = out[c.member.key];
    if (c.holder !== site.node || typeof defs !== 'object' || defs === null) continue;
    const kept = c.entries
      .filter((e) => !unreached.has(e))
      .map((e) => [e.prop.key, (defs as Record<string, unknown>)[e.prop.key]]);
    if (kept.length) out[c.member.key] = Object.fromEntries(kept);
    else delete out[c.member.key];
  }
  return out;
}
