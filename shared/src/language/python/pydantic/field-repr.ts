import type { JsonNode } from '../../../json/tree';
import type { FieldMeta } from './ir';

/**
 * The `repr()` of a `FieldInfo` made by `Field(...)` with no annotation, as
 * google-genai writes it when a parameter's default is `Field(...)`:
 * `annotation=NoneType required=False default='abc' description='A code'`.
 * Undefined when some part is not known.
 */
export function fieldInfoRepr(meta: FieldMeta): string | undefined {
  if (meta.unread || meta.discriminator) return undefined;
  const parts = ['annotation=NoneType', `required=${meta.default === undefined ? 'True' : 'False'}`];
  if (meta.default === 'factory') {
    if (!meta.factory) return undefined;
    parts.push(`default_factory=${meta.factory}`);
  } else if (meta.default) {
    const d = pyRepr(meta.default);
    if (d === undefined) return undefined;
    parts.push(`default=${d}`);
  }
  if (meta.alias) parts.push(`alias=${pyStr(meta.alias.name)}`, 'alias_priority=2');
  for (const key of ['title', 'description', 'examples', 'deprecated']) {
    const k = meta.keywords.find((x) => x.key === key);
    if (!k) continue;
    const v = pyRepr(k.value);
    if (v === undefined) return undefined;
    parts.push(`${key}=${v}`);
  }
  const extra = meta.keywords.filter((k) => !['title', 'description', 'examples', 'deprecated'].includes(k.key));
  if (extra.length) {
    const entries = extra.map((k) => [k.key, pyRepr(k.value)] as const);
    if (entries.some(([, v]) => v === undefined)) return undefined;
    parts.push(`json_schema_extra={${entries.map(([k, v]) => `${pyStr(k)}: ${v}`).join(', ')}}`);
  }
  const metadata = metadataRepr(meta);
  if (metadata === undefined) return undefined;
  if (metadata) parts.push(`metadata=[${metadata}]`);
  return parts.join(' ');
}

const ANNOTATED_TYPES: Array<[string, string]> = [
  ['gt', 'Gt'],
  ['ge', 'Ge'],
  ['lt', 'Lt'],
  ['le', 'Le'],
  ['multiple_of', 'MultipleOf'],
  ['min_length', 'MinLen'],
  ['max_length', 'MaxLen'],
];

/** pydantic collects constraints as annotated-types objects in this order, then the rest in one general entry. */
function metadataRepr(meta: FieldMeta): string | undefined {
  const out: string[] = [];
  for (const [name, cls] of ANNOTATED_TYPES) {
    const c = meta.constraints.find((x) => x.name === name);
    if (!c) continue;
    const v = pyRepr(c.value);
    if (v === undefined) return undefined;
    out.push(`${cls}(${name}=${v})`);
  }
  const pattern = meta.constraints.find((x) => x.name === 'pattern');
  if (pattern) {
    const v = pyRepr(pattern.value);
    if (v === undefined) return undefined;
    out.push(`_PydanticGeneralMetadata(pattern=${v})`);
  }
  return out.join(', ');
}

/** Python's `repr()` of a str: single quotes unless the text has one and no double quote. */
export function pyStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch < ' ' || ch === '\x7f') out += '\\x' + ch.charCodeAt(0).toString(16).padStart(2, '0');
    else out += ch;
  }
  return quote + out + quote;
}

function pyRepr(n: JsonNode): string | undefined {
  switch (n.kind) {
    case 'string':
      return pyStr(n.value);
    case 'number':
      // a float written `0.25` prints as such; an integral float (`1.0`) is not told from an int here
      return String(n.value);
    case 'boolean':
      return n.value ? 'True' : 'False';
    case 'null':
      return 'None';
    case 'array': {
      const items = n.items.map(pyRepr);
      return items.some((i) => i === undefined) ? undefined : `[${items.join(', ')}]`;
    }
    case 'object': {
      const entries = n.props.map((p) => (p.value ? `${pyStr(p.key)}: ${pyRepr(p.value)}` : undefined));
      return entries.some((e) => e === undefined || e.endsWith('undefined')) ? undefined : `{${entries.join(', ')}}`;
    }
    default:
      return undefined;
  }
}
