import { h } from './dom';

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level arguments of a parameters schema as a table: name, type, required, description. */
export function parametersTable(doc: Document, parameters: unknown): HTMLElement {
  const props = isSchema(parameters) && isSchema(parameters.properties) ? Object.entries(parameters.properties) : [];
  if (!props.length) return h(doc, 'p', { class: 'hint' }, 'Takes no arguments.');
  const required = new Set(
    isSchema(parameters) && Array.isArray(parameters.required)
      ? parameters.required.filter((r) => typeof r === 'string')
      : [],
  );
  const rows = props.map(([name, schema]) =>
    h(
      doc,
      'tr',
      {},
      h(
        doc,
        'td',
        {},
        h(doc, 'code', {}, name),
        required.has(name) ? h(doc, 'span', { class: 'required', title: 'required' }, ' required') : null,
      ),
      h(doc, 'td', {}, h(doc, 'code', { class: 'type' }, typeOf(schema))),
      h(
        doc,
        'td',
        { class: 'param-description' },
        isSchema(schema) && typeof schema.description === 'string' ? schema.description : '',
      ),
    ),
  );
  const head = h(doc, 'tr', {}, ...['Argument', 'Type', 'Description'].map((t) => h(doc, 'th', { scope: 'col' }, t)));
  return h(doc, 'table', { class: 'params' }, h(doc, 'thead', {}, head), h(doc, 'tbody', {}, rows));
}

/** A short type label: `string`, `string | null`, `array<object>`, `enum(3)`, `any`. */
export function typeOf(schema: unknown): string {
  if (!isSchema(schema)) return 'any';
  if (Array.isArray(schema.enum)) return `enum(${schema.enum.length})`;
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (!types.length) return ['anyOf', 'oneOf', 'allOf'].find((k) => Array.isArray(schema[k])) ?? 'any';
  return types.map((t) => (t === 'array' && isSchema(schema.items) ? `array<${typeOf(schema.items)}>` : t)).join(' | ');
}
