/**
 * Deterministic generator of realistic MCP tool catalogs (`{"tools": [...]}`),
 * for the benchmark and the property tests. Tools look like the ones real MCP
 * servers list: verb_noun names, one- to three-sentence descriptions (some in
 * Japanese, Chinese or with emoji), 2-9 parameters with nested objects, arrays,
 * enums, bounds and `required`; about one tool in five carries a fault the
 * portable profile flags (an array without items, additionalProperties, const,
 * a type list, an empty description, a numeric enum, an undeclared required
 * name, a $ref, a format other than date-time, an object without properties).
 */

/** mulberry32: a small seeded PRNG, so a catalog is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Dice {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** `n` distinct items of `list`, in list order. */
  some<T>(list: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, list.length)) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((i) => list[i]);
  }
}

const VERBS = [
  'get',
  'list',
  'create',
  'update',
  'delete',
  'search',
  'find',
  'send',
  'fetch',
  'sync',
  'archive',
  'merge',
  'run',
  'query',
  'upload',
];
const NOUNS = [
  'issue',
  'pull_request',
  'file',
  'event',
  'message',
  'channel',
  'user',
  'repository',
  'invoice',
  'ticket',
  'page',
  'record',
  'document',
  'task',
  'deployment',
  'contact',
  'order',
  'dashboard',
  'query',
  'branch',
];
const SERVICES = [
  'GitHub',
  'Slack',
  'Google Calendar',
  'Notion',
  'Jira',
  'Stripe',
  'Postgres',
  'Salesforce',
  'Linear',
  'Zendesk',
  'S3',
  'Confluence',
];
/** Domain words that fill the description templates, so that descriptions differ as real ones do. */
const WORDS = (
  'invoice quota webhook region tenant label milestone attachment thread reviewer commit payload index replica snapshot backup alert ' +
  'incident pipeline runner artifact secret token scope permission role team workspace folder comment reaction mention attendee reminder ' +
  'timezone currency refund subscription customer assignee sprint epic story widget metric table column row transaction ledger account ' +
  'balance transfer shipment carrier warehouse inventory product variant price discount coupon cart checkout review rating playlist track ' +
  'album episode emoji image thumbnail video transcript caption language translation glossary term contract clause signature approval ' +
  'audit trace span endpoint latency retry batch job worker cluster pod namespace volume certificate domain zone'
).split(' ');
type Fill = (d: Dice) => string;
const w: Fill = (d) => d.pick(WORDS);
const TEMPLATES: ((d: Dice) => string)[] = [
  (d) => `Returns the ${w(d)} and ${w(d)} of each result.`,
  (d) => `Use this to look up ${w(d)} details before changing a ${w(d)}.`,
  (d) => `Fails if the ${w(d)} is archived or the ${w(d)} is locked.`,
  (d) => `Results are sorted by ${w(d)}, newest first; at most \`limit\` of them.`,
  (d) => `Requires the ${w(d)}:${w(d)} scope; fails with 403 otherwise.`,
  (d) => `Also updates the ${w(d)} ${w(d)} when present.`,
  () => `Pagination: pass the \`cursor\` the previous call returned. Dates are ISO 8601 in UTC.`,
  (d) => `The call is idempotent: sending the same ${w(d)} twice changes nothing.`,
  (d) => `${w(d)} の一覧を返します。タイムゾーンは UTC です。`,
  (d) => `返回与${w(d)}相关的${w(d)}列表，按更新时间排序。`,
  (d) => `Schnell & zuverlässig — liefert alle ${w(d)}-Einträge 🚀`,
  (d) => `Ideal for daily ${w(d)} reviews 📅✅; skips archived ${w(d)} items.`,
  (d) => `Ne renvoie que les ${w(d)} visibles par l’utilisateur courant.`,
  (d) => `${w(d)} 결과는 최대 100개까지 반환됩니다.`,
];
const STRING_PROPS = [
  'owner',
  'repo',
  'path',
  'query',
  'title',
  'body',
  'branch',
  'channel_id',
  'user_id',
  'email',
  'cursor',
  'message',
  'content',
  'label',
  'sha',
  'url',
  'comment',
  'project_key',
  'status_note',
  'locale',
];
const NUMBER_PROPS = [
  'limit',
  'page',
  'per_page',
  'timeout_seconds',
  'max_results',
  'offset',
  'priority',
  'amount',
  'threshold',
];
const BOOL_PROPS = ['recursive', 'include_archived', 'dry_run', 'notify', 'draft', 'force', 'case_sensitive'];
const ENUMS: readonly (readonly string[])[] = [
  ['open', 'closed', 'all'],
  ['asc', 'desc'],
  ['low', 'medium', 'high', 'urgent'],
  ['created', 'updated', 'popularity', 'long-running'],
  ['markdown', 'html', 'plain'],
  ['day', 'week', 'month', 'year'],
];
const FAULTS = [
  'items-missing',
  'additional-properties',
  'const',
  'type-list',
  'empty-description',
  'numeric-enum',
  'required-undeclared',
  'ref',
  'format',
  'empty-object',
] as const;
type Fault = (typeof FAULTS)[number];

type Schema = Record<string, unknown>;

function description(d: Dice, subject: string): string {
  const sentences = [`${subject}.`];
  for (let n = d.int(0, 2); n > 0; n--) sentences.push(d.pick(TEMPLATES)(d));
  return sentences.join(' ');
}

function stringProp(d: Dice, name: string): Schema {
  const s: Schema = { type: 'string', description: description(d, `The ${name.replace(/_/g, ' ')}`) };
  if (d.chance(0.2)) s.minLength = 1;
  if (d.chance(0.15)) s.maxLength = d.pick([64, 256, 1024]);
  if (name === 'since' || d.chance(0.05)) s.format = 'date-time';
  return s;
}

function leafProp(d: Dice, name: string): Schema {
  const words = name.replace(/_/g, ' ');
  if (NUMBER_PROPS.includes(name))
    return {
      type: d.pick(['integer', 'number']),
      description: description(d, `The ${words}`),
      minimum: 0,
      maximum: d.pick([100, 1000, 10000]),
    };
  if (BOOL_PROPS.includes(name))
    return { type: 'boolean', description: description(d, `Whether to ${words}`), default: false };
  if (d.chance(0.2))
    return {
      type: 'string',
      enum: [...d.pick(ENUMS)],
      description: description(d, `The ${words}, one of the listed values`),
    };
  return stringProp(d, name);
}

/** Properties with unique names: leaves, plus (below maxDepth) arrays and nested objects. */
function properties(d: Dice, count: number, depth: number): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  const names = d.some(
    [...STRING_PROPS, ...NUMBER_PROPS, ...BOOL_PROPS, 'filters', 'items', 'labels', 'attendees', 'metadata', 'since'],
    count,
  );
  for (const name of names) {
    const roll = d.int(0, 9);
    if (depth < 3 && roll === 0) out[name] = objectProp(d, depth + 1, name);
    else if (depth < 3 && roll === 1)
      out[name] = {
        type: 'array',
        description: description(d, `The ${name}`),
        items: d.chance(0.5) ? stringProp(d, name) : objectProp(d, depth + 1, name),
        maxItems: 50,
      };
    else out[name] = leafProp(d, name);
  }
  return out;
}

function objectProp(d: Dice, depth: number, name: string): Schema {
  const props = properties(d, d.int(1, 4), depth);
  const keys = Object.keys(props);
  return {
    type: 'object',
    description: description(d, `The ${name} object`),
    properties: props,
    required: d.some(keys, d.int(0, Math.min(2, keys.length))),
  };
}

/** Put one fault into a tool's schema (mutates). */
function inject(d: Dice, schema: Schema, fault: Fault, tool: Schema): void {
  const props = schema.properties as Record<string, Schema>;
  const key = d.pick(Object.keys(props));
  switch (fault) {
    case 'items-missing':
      props.tags = { type: 'array', description: 'Tags to apply.' };
      break;
    case 'additional-properties':
      schema.additionalProperties = false;
      break;
    case 'const':
      props.api_version = { const: 'v2', description: 'API version.' };
      break;
    case 'type-list':
      props[key] = { ...props[key], type: [String((props[key].type as string | undefined) ?? 'string'), 'null'] };
      break;
    case 'empty-description':
      if (d.chance(0.5)) tool.description = '';
      else props[key] = { ...props[key], description: '' };
      break;
    case 'numeric-enum':
      props.level = { type: 'integer', enum: [1, 2, 3], description: 'Level.' };
      break;
    case 'required-undeclared':
      schema.required = [...((schema.required as string[]) ?? []), 'recursive_mode'];
      break;
    case 'ref':
      schema.$defs = {
        Filter: {
          type: 'object',
          properties: { field: { type: 'string' }, value: { type: 'string' } },
          required: ['field'],
        },
      };
      props.filter = { $ref: '#/$defs/Filter' };
      break;
    case 'format':
      props.homepage = { type: 'string', format: 'uri', description: 'Home page.' };
      break;
    case 'empty-object':
      props.options = { type: 'object', description: 'Extra options.' };
      break;
  }
}

export interface CatalogOptions {
  seed?: number;
  /** Share of tools carrying one fault (default 0.2). */
  faultShare?: number;
}

/** One tool as a plain value. */
export function generateTool(d: Dice, index: number, faultShare = 0.2): Schema {
  // Names are unique: a verb and noun per index, numbered once the pairs run out.
  const noun = NOUNS[Math.floor(index / VERBS.length) % NOUNS.length];
  const name = `${VERBS[index % VERBS.length]}_${noun}${index >= VERBS.length * NOUNS.length ? `_${index}` : ''}`;
  const props = properties(d, d.int(2, 9), 1);
  const keys = Object.keys(props);
  const schema: Schema = {
    type: 'object',
    properties: props,
    required: d.some(keys, d.int(0, Math.min(3, keys.length))),
  };
  const verb = d.pick(VERBS);
  const subject = `${verb[0].toUpperCase()}${verb.slice(1)} ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun.replace(/_/g, ' ')} in ${d.pick(SERVICES)} by its ${w(d)} and ${w(d)}`;
  const tool: Schema = { name, description: description(d, subject), inputSchema: schema };
  if (d.chance(faultShare)) inject(d, schema, d.pick(FAULTS), tool);
  if (d.chance(0.3)) tool.annotations = { readOnlyHint: d.chance(0.5), title: noun.replace(/_/g, ' ') };
  return tool;
}

/** A catalog of `count` tools as pretty-printed JSON text (2-space indent, like committed tool files). */
export function generateCatalog(count: number, options: CatalogOptions = {}): string {
  const d = new Dice(prng(options.seed ?? 7));
  const tools = Array.from({ length: count }, (_, i) => generateTool(d, i, options.faultShare));
  return JSON.stringify({ tools }, null, 2) + '\n';
}
