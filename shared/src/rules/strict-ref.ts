import { childPointer, findByPointer, getValue, type JsonObject } from '../json/tree';
import type { Tool } from '../model/tool';
import type { Rejection } from '../providers';
import { refIndex, type RefSite } from '../schema/ref';
import { recursiveSites } from '../schema/ref-cycles';
import type { Fix, ProviderId } from '../types';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule, RuleContext } from './support/rule';
import { judging, serving } from './support/strict';

const UNSUPPORTED: Rejection = {
  provider: 'anthropic-strict',
  error: "If you use an unsupported feature, you'll receive a 400 error with details",
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};
const ALL_OF_REF: Rejection = {
  provider: 'anthropic-strict',
  error: '`anyOf` and `allOf` (with limitations – `allOf` with `$ref` not supported)',
  source: 'Anthropic structured outputs, "JSON Schema limitations" (documented)',
};

const PROVIDERS: ProviderId[] = ['anthropic-strict'];

/** What is wrong with one reference, as Anthropic's list of limitations words it. */
type RefFault = 'recursive' | 'external' | 'allOf';

export const strictRef: Rule<Fault> = {
  id: 'strict-ref',
  title: 'Reference Anthropic strict tool use refuses',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A `$ref` Anthropic strict tool use does not support: one that makes the schema recursive, one to another document, or one inside (or beside) `allOf`.',
  rejectedBy: [UNSUPPORTED, ALL_OF_REF],
  checkTool(tool, ctx) {
    // Only a schema with a reference in it needs the index: most tools never build it.
    if (!tool.schema || !judging(ctx, tool, PROVIDERS).length || !ctx.text.includes('$ref')) return;
    const index = refIndex(tool.schema);
    if (!index.sites.length) return;
    const recursive = recursiveSites(index);
    let found: Fault[] | undefined;
    for (const site of index.sites) {
      const fault = faultOf(site, recursive);
      if (fault) (found ??= []).push({ tool, site, fault });
    }
    return found;
  },
  message: ({ tool, site, fault }) => ({
    ...atValue(site.prop.value!, childPointer(`${tool.schemaPointer}${site.at}`, '$ref')),
    text: `The \`$ref\` to \`${site.ref}\` ${WHAT[fault]}: ${rejectWholeRequest(PROVIDERS, QUOTE[fault])}. ${ADVICE[fault]}`,
    providers: PROVIDERS,
  }),
  repairable: false,
  fixes: ({ tool, site, fault }, ctx) => (fault === 'allOf' ? allOfFixes(ctx, tool, site) : []),
};

interface Fault {
  tool: Tool;
  site: RefSite;
  fault: RefFault;
}

function faultOf(site: RefSite, recursive: ReadonlySet<RefSite>): RefFault | undefined {
  if (!site.ref.startsWith('#')) return 'external';
  if (recursive.has(site)) return 'recursive';
  if (isAllOfBranch(site) || getValue(site.node, 'allOf')) return 'allOf';
  return undefined;
}

/** A branch of `allOf` itself: the site's object is an element of an `allOf` list. */
function isAllOfBranch(site: RefSite): boolean {
  return /\/allOf\/\d+$/.test(site.at);
}

const WHAT: Record<RefFault, string> = {
  recursive: 'makes the schema recursive (what it names holds this reference again)',
  external: 'points at another document',
  allOf: 'is combined with `allOf`',
};

const QUOTE: Record<RefFault, string> = {
  recursive: 'Not supported: Recursive schemas',
  external: 'Not supported: External `$ref`',
  allOf: '`allOf` with `$ref` not supported',
};

const ADVICE: Record<RefFault, string> = {
  recursive:
    'Unroll it to the depth the calls need, or take the nested part as a JSON string and parse it in the handler.',
  external: 'Paste the schema it names in its place, under `$defs` if it is used more than once.',
  allOf: 'Write the definition out inside `allOf`, or drop `allOf` and keep the `$ref`.',
};

/**
 * `{"allOf": [{"$ref": X}], ...}` becomes `{"$ref": X, ...}`: the one branch's reference moved up.
 * An authoring fix: under JSON Schema draft 7 the siblings of `$ref` are ignored, so the same
 * text may mean less to a reader of that draft.
 */
function allOfFixes(ctx: RuleContext, tool: Tool, site: RefSite): Fix[] {
  const holder = allOfHolder(tool, site);
  const list = holder && getValue(holder, 'allOf');
  if (!holder || list?.kind !== 'array' || list.items.length !== 1 || getValue(holder, '$ref')) return [];
  if (site.node.props.length !== 1) return [];
  const member = holder.props.find((p) => p.key === 'allOf')!;
  return [
    {
      title: serving('Replace "allOf" by its one "$ref"', PROVIDERS),
      kind: 'authoring',
      edits: ctx.edits.replaceMember(holder, member, [['$ref', site.ref]]),
    },
  ];
}

/** The object whose `allOf` list holds the site as an element. */
function allOfHolder(tool: Tool, site: RefSite): JsonObject | undefined {
  if (!isAllOfBranch(site)) return undefined;
  const holder = findByPointer(tool.schema, site.at.slice(0, site.at.lastIndexOf('/allOf/')));
  return holder?.kind === 'object' ? holder : undefined;
}
