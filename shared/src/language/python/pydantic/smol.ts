import type { JsonNode, JsonProperty } from '../../../json/tree';
import type { Span } from '../../../types';
import { arr, bool, obj, opaque, prop, str } from '../../computed/tree-builders';
import type { PyType } from './ir';
import type { Param, Signature } from './params';
import type { Reader } from './reader';
import { spanOf, textOf } from './syntax';

/**
 * smolagents' `get_tool_json_schema`, which reads type hints itself (not
 * through pydantic): a class it does not know is `{"type": "object"}`, a union
 * a list of types, `Optional[X]` or a default `nullable: true` and optional,
 * constraints and `Field(...)` dropped, each parameter's description from the
 * docstring's `Args:` (required for every one). Research §1.2, Appendix A.
 */
export type SmolResult = { schema: JsonNode } | { throws: { message: string; span: Span } };

type Docs = ReadonlyMap<string, { text: string; span: Span }> | undefined;

/** A hint smolagents refuses, thrown from deep in a type and caught once per parameter. */
class SmolError extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

export function smolSchema(r: Reader, sig: Signature, docs: Docs): SmolResult {
  const fail = (message: string, span: Span): SmolResult => ({ throws: { message, span } });
  if (sig.async)
    return fail(
      `ValueError: No function definition found in the provided source of ${sig.name}. Ensure the input is a standard function.`,
      sig.nameSpan,
    );
  if (sig.params.some((p) => p.kind === 'positional-only'))
    return fail(
      'ValueError: wrong parameter order: positional or keyword parameter before positional-only parameter',
      sig.nameSpan,
    );
  if (!sig.docstring)
    return fail(
      `DocstringParsingException: Cannot generate JSON schema for ${sig.name} because it has no docstring!`,
      sig.nameSpan,
    );
  const props: JsonProperty[] = [];
  const required: JsonNode[] = [];
  for (const p of sig.params) {
    if (!p.annotation)
      return fail(
        `TypeHintParsingException: Argument ${p.name} is missing a type hint in function ${sig.name}`,
        p.span,
      );
    let schema: JsonNode;
    try {
      schema = smolType(r, r.readType(p.annotation, r.root), p, true);
    } catch (e) {
      if (e instanceof SmolError) return fail(e.message, e.span);
      throw e;
    }
    const optional = p.default !== undefined || isNullable(r.readType(p.annotation, r.root));
    if (optional && schema.kind === 'object' && !schema.props.some((q) => q.key === 'nullable'))
      schema = {
        ...schema,
        props: [...schema.props, prop('nullable', spanOf(p.nameNode), bool(spanOf(p.nameNode), true))],
      };
    const at = spanOf(p.nameNode);
    props.push(prop(p.name, at, schema));
    if (!optional) required.push(str(at, p.name));
  }
  for (const p of props) {
    const doc = docs?.get(p.key);
    if (!doc)
      return fail(
        `DocstringParsingException: Cannot generate JSON schema for ${sig.name} because the docstring has no description for the argument '${p.key}'`,
        { offset: p.keyOffset, length: p.keyLength },
      );
    if (p.value?.kind === 'object')
      p.value = { ...p.value, props: [...p.value.props, prop('description', doc.span, str(doc.span, doc.text))] };
  }
  const at = sig.nameSpan;
  return {
    schema: obj(at, [
      prop('type', at, str(at, 'object')),
      prop('properties', at, obj(at, props)),
      prop('required', at, arr(at, required)),
    ]),
  };
}

function isNullable(t: PyType): boolean {
  const k = t.kind;
  if (k.t === 'annotated') return isNullable(k.inner);
  return k.t === 'union' && k.members.some((m) => m.kind.t === 'none');
}

const typed = (at: Span, type: string, ...more: JsonProperty[]) => obj(at, [prop('type', at, str(at, type)), ...more]);

/** One type hint as smolagents writes it; `top` marks a parameter's own annotation (where `Any` is a string). */
function smolType(r: Reader, t: PyType, p: Param, top: boolean): JsonNode {
  const at = t.span;
  const k = t.kind;
  switch (k.t) {
    case 'annotated':
      return smolType(r, k.inner, p, top);
    case 'scalar': {
      const type = k.keywords.find(([key]) => key === 'type')?.[1];
      const plain = k.keywords.length === 1 && typeof type === 'string';
      return typed(at, plain ? type : 'object');
    }
    case 'none':
      return typed(at, 'null');
    case 'any':
      return typed(at, top ? 'string' : 'any');
    case 'model':
    case 'enum':
      return typed(at, 'object');
    case 'list':
      if (k.unique)
        throw new SmolError(
          `TypeHintParsingException: ("Couldn't parse this type hint, likely due to a custom class or object: ", ${textOf(r.root.text, p.annotation!)})`,
          p.span,
        );
      return typed(at, 'array', ...(k.item ? [prop('items', at, smolType(r, k.item, p, false))] : []));
    case 'tuple-var':
      throw new SmolError(
        "TypeHintParsingException: Conversion of '...' is not supported in Tuple type hints. Use List[] types for variable-length inputs instead.",
        p.span,
      );
    case 'tuple':
      return typed(
        at,
        'array',
        prop(
          'prefixItems',
          at,
          arr(
            at,
            k.items.map((i) => smolType(r, i, p, false)),
          ),
        ),
      );
    case 'dict':
      return typed(
        at,
        'object',
        ...(k.value ? [prop('additionalProperties', at, smolType(r, k.value, p, false))] : []),
      );
    case 'literal':
      return literal(at, k.values);
    case 'union':
      return union(r, at, k.members, p);
    default:
      return opaque(at);
  }
}

function literal(at: Span, values: JsonNode[]): JsonNode {
  const types = [
    ...new Set(values.map((v) => (v.kind === 'number' ? (Number.isInteger(v.value) ? 'integer' : 'number') : v.kind))),
  ].sort();
  const names = types.map((t) => str(at, t));
  const type = names.length === 1 ? names[0] : arr(at, names);
  return obj(at, [prop('type', at, type), prop('enum', at, arr(at, values))]);
}

/** `Optional[X]` is X (made nullable by the caller); other unions list their members' types. */
function union(r: Reader, at: Span, members: PyType[], p: Param): JsonNode {
  const rest = members.filter((m) => m.kind.t !== 'none').map((m) => smolType(r, m, p, false));
  if (rest.length === 1) return rest[0];
  const types = rest.map((s) => (s.kind === 'object' ? s.props.find((q) => q.key === 'type')?.value : undefined));
  if (types.some((t) => t?.kind !== 'string')) return opaque(at);
  return obj(at, [prop('type', at, arr(at, types as JsonNode[]))]);
}
