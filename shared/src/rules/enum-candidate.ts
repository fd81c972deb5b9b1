import { getProp, getString, isObject, type JsonObject } from '../json/tree';
import { hasType } from '../schema/node';
import type { SchemaNode } from '../schema/walk';
import { atNode } from './support/place';
import type { Rule } from './support/rule';

/** Phrases that introduce a closed list of values: "one of:", "possible values are", "either". */
const LEAD =
  /\b(?:one of|(?:possible|allowed|valid|accepted|supported|available|permitted) values?(?: are| is| include)?|options(?: are)?|either)\b\s*:?\s*/gi;
/** `(a|b|c)`, or a bare `a|b|c` of word-like values. */
const PIPES = /\(\s*([^()|]+(?:\|[^()|]+)+)\)|(?:^|\s)((?:[\w.-]+\s*\|\s*)+[\w.-]+)(?=[\s.,;:)]|$)/g;
const CLAUSE_END = /\.(?=\s|$)|;|\n/;
const BARE_VALUE = /^[A-Za-z0-9_][A-Za-z0-9_.:/+-]*$/;
const MAX_VALUES = 50;

/** One listed value: quoted values may hold spaces, bare ones must be a single word-like token. */
function cleanValue(raw: string): string | undefined {
  const s = raw.trim().replace(/[.,:;!?]+$/, '');
  const quoted = /^(['"`\u2018\u201c])(.*)(['"`\u2019\u201d])$/.exec(s);
  const value = quoted ? quoted[2] : s;
  if (!value || value.length > 40) return undefined;
  return quoted || BARE_VALUE.test(value) ? value : undefined;
}

/** The values of a list, or undefined unless every item is a clean value and there are at least two. */
function splitValues(list: string, either: boolean): string[] | undefined {
  const parts = list.split(/\s*(?:,|\||\bor\b|\band\b)\s*/i).filter((p) => p.trim() !== '');
  if (either && parts.length !== 2) return undefined;
  const values: string[] = [];
  for (const part of parts) {
    const v = cleanValue(part);
    if (v === undefined) return undefined;
    if (!values.includes(v)) values.push(v);
  }
  return values.length >= 2 && values.length <= MAX_VALUES ? values : undefined;
}

/** The clause after a lead phrase: up to the end of the sentence, a bracketed list taken whole, asides dropped. */
function clauseAfter(text: string): string {
  const end = text.search(CLAUSE_END);
  let clause = (end < 0 ? text : text.slice(0, end)).trim();
  const bracket = /^[([{]([^)\]}]*)[)\]}]/.exec(clause);
  if (bracket) return bracket[1];
  clause = clause.replace(/\s*\([^)]*\)/g, '');
  return clause;
}

/** Words every LEAD match contains: a description without one of them has no lead phrase. */
const LEAD_WORDS = /one of|value|options|either/i;

/** The allowed values a description lists, if it lists them in a form that can be read without guessing. */
export function listedValues(description: string): string[] | undefined {
  // Most descriptions list nothing: two cheap tests spare them both expressions.
  const leads = LEAD_WORDS.test(description);
  const pipes = description.includes('|');
  if (!leads && !pipes) return undefined;
  for (const m of leads ? description.matchAll(LEAD) : []) {
    const values = splitValues(clauseAfter(description.slice(m.index + m[0].length)), /^either/i.test(m[0]));
    if (values) return values;
  }
  for (const m of pipes ? description.matchAll(PIPES) : []) {
    const values = splitValues(m[1] ?? m[2], false);
    if (values) return values;
  }
  return undefined;
}

interface Candidate {
  node: SchemaNode;
  schema: JsonObject;
  values: string[];
}

export const enumCandidate: Rule<Candidate> = {
  id: 'enum-candidate',
  title: 'Values listed in prose, not in enum',
  kind: 'contract',
  defaultSeverity: 'info',
  summary:
    "A string property's description lists its allowed values, but the schema has no `enum`, so the model can still send any other string.",
  rejectedBy: [],
  dialects: ['profile', 'json-schema'],
  checkNode(node) {
    const schema = node.node;
    if (node.role !== 'property' || !isObject(schema) || !hasType(schema, 'string')) return;
    if (getProp(schema, 'enum') || getProp(schema, 'const')) return;
    // Lists sit in the first lines; a bound keeps the regexes linear on hostile text.
    const values = listedValues((getString(schema, 'description') ?? '').slice(0, 2000));
    if (values) return { node, schema, values };
  },
  message: ({ node, values }) => ({
    ...atNode(node),
    text: `The description of \`${node.holder!.key}\` lists its values (${quoted(values)}) but the schema does not: the model can still send any string. Declare them as an \`enum\`, which makes any other value ungenerable.`,
  }),
  fixes: ({ schema, values }, ctx) => [
    {
      title: `Add "enum": [${quoted(values)}]`,
      kind: 'authoring',
      edits: ctx.edits.insertMember(schema, 'enum', values),
    },
  ],
};

function quoted(values: readonly string[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}
