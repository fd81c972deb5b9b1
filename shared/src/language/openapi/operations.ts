import { getProp, getString, getValue, type JsonNode, type JsonObject, type JsonProperty } from '../../json/tree';
import { termKey } from '../../model/source';
import type { Span } from '../../types';
import { arr, bool, obj, prop, str } from '../computed/tree-builders';
import type { OpenApiConverter } from './profiles';
import { dereferenced } from './refs';
import { convertSchema, type Converting } from './schema';

/** One operation made a tool: its tree (placed on the operation's nodes), its parameters schema, and the converter's words for the nodes it made up. */
export interface OperationTool {
  tool: JsonObject;
  schema: JsonObject;
  terms: Map<string, string>;
}

/** Each operation of the document's `paths` that the profile converts, as the tool it sends, in document order. */
export function operationTools(document: JsonObject, profile: OpenApiConverter): OperationTool[] {
  const paths = getValue(document, 'paths');
  if (paths?.kind !== 'object') return [];
  const c: Converting = { document, profile };
  const out: OperationTool[] = [];
  for (const path of paths.props) {
    if (path.value?.kind !== 'object') continue;
    for (const method of path.value.props) {
      const operation = method.value;
      if (!profile.methods.includes(method.key.toLowerCase()) || operation?.kind !== 'object') continue;
      const id = getProp(operation, 'operationId');
      if (id?.value?.kind !== 'string') continue;
      out.push(operationTool(operation, method, id, c));
    }
  }
  return out;
}

function operationTool(operation: JsonObject, method: JsonProperty, id: JsonProperty, c: Converting): OperationTool {
  const terms = new Map<string, string>();
  const schema = inputSchema(operation, c, terms);
  const idValue = id.value as JsonNode & { value: string };
  const limit = c.profile.name.maxLength;
  const name = (c.profile.name.prefix + idValue.value).slice(0, limit ?? undefined);
  const tool = obj(operation, [
    prop('name', keyOf(id), str(idValue, name)),
    description(operation, c),
    prop('inputSchema', keyOf(method), schema),
  ]);
  return { tool, schema, terms };
}

/** The summary (else the description), the error responses after it and the profile's prefix before it, placed on the words the document has. */
function description(operation: JsonObject, c: Converting): JsonProperty {
  const said = ['summary', 'description']
    .map((k) => getProp(operation, k))
    .find((p) => p?.value?.kind === 'string' && p.value.value !== '');
  let text = said ? (said.value as { value: string }).value : '';
  if (c.profile.errorResponses) text += errorResponses(operation, c.document);
  const prefix = c.profile.descriptionPrefix;
  if (prefix && getString(getValue(c.document, 'info'), 'title') === prefix.infoTitle) text = prefix.prefix + text;
  return prop('description', said ? keyOf(said) : operation, str(said?.value ?? operation, text));
}

function errorResponses(operation: JsonObject, document: JsonNode): string {
  const responses = getValue(operation, 'responses');
  if (responses?.kind !== 'object') return '';
  const lines = inObjectOrder(responses.props)
    .filter((r) => r.key.startsWith('4') || r.key.startsWith('5'))
    .map((r) => `${r.key}: ${getString(dereferenced(document, r.value), 'description') ?? ''}`);
  return lines.length ? '\nError Responses:\n' + lines.join('\n') : '';
}

/**
 * Members in the order a JavaScript object gives them back (the converter reads
 * the parsed document): integer keys first, ascending (`409` before `429`
 * wherever written), then the others as written.
 */
function inObjectOrder(props: readonly JsonProperty[]): JsonProperty[] {
  const integer = (k: string) => /^(?:0|[1-9]\d{0,8})$/.test(k);
  const numbered = props.filter((p) => integer(p.key)).sort((a, b) => Number(a.key) - Number(b.key));
  return [...numbered, ...props.filter((p) => !integer(p.key))];
}

/** The tool's parameters schema: the operation's parameters and its body's properties, merged, with the components as `$defs`. */
function inputSchema(operation: JsonObject, c: Converting, terms: Map<string, string>): JsonObject {
  const wrap = (schema: JsonNode) => fallback(schema, c.profile, terms);
  const properties = new Map<string, JsonProperty>();
  const required: JsonNode[] = [];
  for (const param of parameters(operation, c)) {
    properties.set(param.name.value, prop(param.name.value, param.name, wrap(param.schema)));
    if (param.required) required.push(str(param.name, param.name.value));
  }
  body(operation, c, wrap, properties, required);
  const at = operation;
  const props: JsonProperty[] = [];
  const defs = components(c);
  if (defs) props.push(defs);
  props.push(prop('type', at, str(at, 'object')), prop('properties', at, obj(at, [...properties.values()])));
  if (required.length || c.profile.everyComponent) props.push(prop('required', at, arr(at, required)));
  return obj(at, props);
}

interface Parameter {
  name: JsonNode & { kind: 'string'; value: string };
  schema: JsonNode;
  required: boolean;
}

function parameters(operation: JsonObject, c: Converting): Parameter[] {
  const list = getValue(operation, 'parameters');
  if (list?.kind !== 'array') return [];
  return list.items.flatMap((item): Parameter[] => {
    const param = dereferenced(c.document, item);
    if (param?.kind !== 'object') return [];
    const name = getValue(param, 'name');
    const schema = getValue(param, 'schema');
    const where = getString(param, 'in');
    if (name?.kind !== 'string' || !schema || (where && c.profile.skipParameters.includes(where))) return [];
    const converted = withDescription(convertSchema(schema, c), getProp(param, 'description'));
    const req = getValue(param, 'required');
    return [{ name, schema: converted, required: req?.kind === 'boolean' && req.value }];
  });
}

/** A parameter's own description over its schema's (replaced where the schema has one, else added last). */
function withDescription(schema: JsonNode, description: JsonProperty | undefined): JsonNode {
  const words = description?.value;
  if (schema.kind !== 'object' || words?.kind !== 'string' || words.value === '') return schema;
  const own = { ...keyOf(description!) };
  const member = prop('description', own, str(words, words.value));
  const at = schema.props.findIndex((p) => p.key === 'description');
  const props = at < 0 ? [...schema.props, member] : schema.props.map((p, i) => (i === at ? member : p));
  return obj(schema, props);
}

/** The first of the profile's body media types the operation has: an object's properties merged, another schema as `body`. */
function body(
  operation: JsonObject,
  c: Converting,
  wrap: (schema: JsonNode) => JsonNode,
  properties: Map<string, JsonProperty>,
  required: JsonNode[],
) {
  const content = getValue(dereferenced(c.document, getValue(operation, 'requestBody')), 'content');
  const media = c.profile.bodyTypes.map((t) => getValue(getValue(content, t), 'schema')).find((s) => s !== undefined);
  if (!media) return;
  const schema = convertSchema(media, c);
  const members =
    schema.kind === 'object' && getString(schema, 'type') === 'object' ? getValue(schema, 'properties') : undefined;
  if (members?.kind !== 'object') {
    properties.set('body', prop('body', media, wrap(schema)));
    required.push(str(media, 'body'));
    return;
  }
  for (const p of members.props) if (p.value) properties.set(p.key, { ...p, value: wrap(p.value) });
  const listed = getValue(schema, 'required');
  if (listed?.kind === 'array') required.push(...listed.items);
}

/** Every component schema as `$defs` (the profile's), else none: the tree keeps only those a reference reaches (see finish.ts). */
function components(c: Converting): JsonProperty | undefined {
  const holder = getValue(c.document, 'components');
  const schemas = holder?.kind === 'object' ? getProp(holder, 'schemas') : undefined;
  const defs = schemas?.value;
  if (defs?.kind !== 'object')
    return c.profile.everyComponent ? prop('$defs', c.document, obj(c.document, [])) : undefined;
  const entries = defs.props.map((p) => (p.value ? { ...p, value: convertSchema(p.value, c) } : p));
  return prop('$defs', keyOf(schemas!), obj(defs, entries));
}

/**
 * The profile's string fallback around a top-level property: a complex schema
 * (an object, a reference, a combinator) also accepts a string, an array's
 * items a string or any object. Placed on the property's own schema; the
 * object it adds beside the items, on the `items` key, with its words in `terms`.
 */
function fallback(schema: JsonNode, profile: OpenApiConverter, terms: Map<string, string>): JsonNode {
  if (!profile.stringFallback || schema.kind !== 'object') return schema;
  const type = getString(schema, 'type');
  const complex = type === 'object' || ['$ref', 'anyOf', 'oneOf', 'allOf'].some((k) => getProp(schema, k));
  if (complex) return obj(schema, [prop('anyOf', schema, arr(schema, [schema, stringSchema(schema)]))]);
  const items = getProp(schema, 'items');
  if (type !== 'array' || !items?.value) return schema;
  const at = items.value;
  const key = keyOf(items);
  const anyObject = obj(key, [
    prop('type', key, str(key, 'object')),
    prop('additionalProperties', key, bool(key, true)),
  ]);
  terms.set(termKey(key.offset, key.length), ANY_OBJECT);
  const wrapped = obj(at, [prop('anyOf', at, arr(at, [at, stringSchema(at), anyObject]))]);
  return obj(
    schema,
    schema.props.map((p) => (p === items ? { ...p, value: wrapped } : p)),
  );
}

const ANY_OBJECT =
  "The converter's string fallback adds `{type: object, additionalProperties: true}` beside every array's items, which the document cannot change";

function stringSchema(at: Span): JsonNode {
  return obj(at, [prop('type', at, str(at, 'string'))]);
}

function keyOf(p: JsonProperty): Span {
  return { offset: p.keyOffset, length: p.keyLength };
}
