import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import type { Span } from '../../../types';
import { bool, obj, prop, str } from '../../computed/tree-builders';
import { get } from './json-edit';

/**
 * langchain-google-genai's conversion of LangChain's schema to Gemini's
 * `Schema` (`convert_to_genai_function_declarations`, research §1.1 and the
 * lc-gg rows of Appendix A): upper-case types, only the keywords `Schema` has
 * (`format`, `pattern`, bounds, `default`, `const`, tuples and titles go), a
 * nullable union as `nullable: true` on a parameter, an empty schema as a
 * string, keys in alphabetical order; an enum of other than strings fails
 * `Schema`'s validation.
 */
export type GeminiResult = { schema: JsonNode } | { throws: { message: string; span: Span } };

const KEPT = new Set(['type', 'description', 'enum', 'items', 'properties', 'required', 'anyOf', 'nullable']);
const MAX_DEPTH = 64;

class SchemaInvalid extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

export function geminiSchema(
  root: JsonNode,
  name: { text: string; span: Span },
  description: JsonNode | undefined,
): GeminiResult {
  try {
    const converted = convert(root, 0, false);
    if (converted.kind !== 'object') return { schema: converted };
    const props = [...converted.props, prop('title', name.span, str(name.span, name.text))];
    if (description) props.push(prop('description', description, description));
    if (!props.some((p) => p.key === 'required'))
      props.push(prop('required', root, { kind: 'array', offset: root.offset, length: root.length, items: [] }));
    return { schema: sorted({ ...converted, props }) };
  } catch (e) {
    if (e instanceof SchemaInvalid) return { throws: { message: e.message, span: e.span } };
    throw e;
  }
}

function sorted(o: JsonObject): JsonObject {
  return { ...o, props: [...o.props].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
}

/** One schema as `Schema`; `parameter` marks a property of the root, where a nullable union becomes `nullable`. */
function convert(node: JsonNode, depth: number, parameter: boolean): JsonNode {
  if (node.kind !== 'object' || depth > MAX_DEPTH) return node;
  const anyOf = get(node, 'anyOf');
  if (anyOf?.kind === 'array') return union(node, anyOf.items, depth, parameter);
  const props: JsonProperty[] = [];
  for (const p of node.props) {
    if (!KEPT.has(p.key) || !p.value) continue;
    props.push({ ...p, value: keyword(p.key, p.value, depth) });
  }
  const enumValues = get(node, 'enum');
  if (enumValues?.kind === 'array') {
    const bad = enumValues.items.filter((v) => v.kind !== 'string').length;
    if (bad)
      throw new SchemaInvalid(`ValidationError: ${bad} validation error${bad === 1 ? '' : 's'} for Schema`, enumValues);
  }
  const type = get(node, 'type');
  if (!type || (type.kind === 'string' && type.value === 'null')) {
    const at = type ?? node;
    return sorted({ ...node, props: [...props.filter((p) => p.key !== 'type'), prop('type', at, str(at, 'STRING'))] });
  }
  return sorted({ ...node, props });
}

function keyword(key: string, value: JsonNode, depth: number): JsonNode {
  if (key === 'type' && value.kind === 'string') return { ...value, value: value.value.toUpperCase() };
  if (key === 'items') return convert(value, depth + 1, false);
  if (key === 'properties' && value.kind === 'object')
    return {
      ...value,
      props: value.props.map((p) => (p.value ? { ...p, value: convert(p.value, depth + 1, depth === 0) } : p)),
    };
  return value;
}

/** `Optional[X]` on a parameter is X made nullable; a nullable union of more is a nullable string; others stay `anyOf`. */
function union(node: JsonObject, members: JsonNode[], depth: number, parameter: boolean): JsonNode {
  const isNull = (m: JsonNode) =>
    m.kind === 'object' &&
    m.props.length === 1 &&
    get(m, 'type')?.kind === 'string' &&
    (get(m, 'type') as { value: string }).value === 'null';
  const rest = members.filter((m) => !isNull(m));
  const nullable = rest.length < members.length;
  const own = node.props.filter((p) => p.key === 'description');
  if (!nullable)
    return sorted({
      ...node,
      props: [
        ...own,
        prop('anyOf', node, {
          kind: 'array',
          offset: node.offset,
          length: node.length,
          items: rest.map((m) => convert(m, depth + 1, false)),
        }),
      ],
    });
  const inner =
    rest.length === 1 ? convert(rest[0], depth + 1, false) : obj(node, [prop('type', node, str(node, 'STRING'))]);
  if (inner.kind !== 'object') return inner;
  const flag = parameter ? [prop('nullable', node, bool(node, true))] : [];
  const kept = inner.props.filter((p) => !(own.length && p.key === 'description'));
  return sorted({ ...inner, offset: node.offset, length: node.length, props: [...kept, ...own, ...flag] });
}
