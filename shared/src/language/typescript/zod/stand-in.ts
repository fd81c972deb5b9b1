import type * as TS from 'typescript';
import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import type { ZodEvaluation, ZodNote, ZodProfile, ZodProfileId, ZodScope } from './types';

/**
 * A stand-in for the zod evaluator (`evaluate.ts` and `profiles.ts`, built on
 * their own branch): the few constructs the recognition, the rules and the
 * fixes are tested with, in the shape the evaluator's types state. Replaced
 * by the evaluator when it lands; nothing else imports this file.
 */
export const ZOD_PROFILES: Record<ZodProfileId, ZodProfile> = {
  'mcp-v1-zod3': {
    id: 'mcp-v1-zod3',
    label: 'MCP TypeScript SDK v1 with zod 3 (zod-to-json-schema)',
    zod: 3,
    draft: 'draft-07',
    io: 'input',
  },
  'mcp-v1-zod4': {
    id: 'mcp-v1-zod4',
    label: 'MCP TypeScript SDK v1 with zod 4 (z.toJSONSchema, draft-07)',
    zod: 4,
    draft: 'draft-07',
    io: 'input',
  },
  'mcp-v2': { id: 'mcp-v2', label: 'MCP TypeScript SDK v2 (zod 4, 2020-12)', zod: 4, draft: '2020-12', io: 'input' },
  'ai-sdk': { id: 'ai-sdk', label: 'Vercel AI SDK (zod 4, draft-07)', zod: 4, draft: 'draft-07', io: 'input' },
  'openai-helpers': {
    id: 'openai-helpers',
    label: 'OpenAI zodFunction (zod 4, strict)',
    zod: 4,
    draft: 'draft-07',
    io: 'output',
  },
  'anthropic-beta': {
    id: 'anthropic-beta',
    label: "Anthropic's betaZodTool (zod 4, 2020-12)",
    zod: 4,
    draft: '2020-12',
    io: 'output',
  },
  langchain: { id: 'langchain', label: 'LangChain.js tool (zod 4, 2020-12)', zod: 4, draft: '2020-12', io: 'output' },
};

const DRAFT_URL = {
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

interface Read {
  node: JsonNode;
  optional: boolean;
}

export function evaluateZod(
  ts: typeof TS,
  file: TS.SourceFile,
  shift: number,
  expr: TS.Expression,
  profile: ZodProfile,
  scope: ZodScope,
  { root }: { root: boolean },
): ZodEvaluation | undefined {
  const notes: ZodNote[] = [];
  const start = (n: TS.Node) => n.getStart(file) - shift;
  const range = (n: TS.Node) => ({ offset: start(n), length: n.end - shift - start(n) });
  const leaf = (value: unknown, at: TS.Node): JsonNode => {
    const r = range(at);
    if (typeof value === 'string') return { kind: 'string', ...r, value };
    if (typeof value === 'number') return { kind: 'number', ...r, value };
    if (typeof value === 'boolean') return { kind: 'boolean', ...r, value };
    if (Array.isArray(value)) return { kind: 'array', ...r, items: value.map((v) => leaf(v, at)) };
    return { kind: 'null', ...r, value: null };
  };
  const prop = (key: string, keyAt: TS.Node | undefined, value: JsonNode): JsonProperty => ({
    key,
    keyOffset: keyAt ? start(keyAt) : value.offset,
    keyLength: keyAt ? keyAt.end - shift - start(keyAt) : 0,
    value,
  });
  const opaque = (n: TS.Node): Read => ({ node: { kind: 'opaque', ...range(n) }, optional: false });

  const read = (node: TS.Expression, depth: number): Read => {
    if (depth > 64) return opaque(node);
    if (ts.isIdentifier(node)) {
      const bound = scope.resolve(node);
      return bound ? read(bound, depth + 1) : opaque(node);
    }
    if (ts.isObjectLiteralExpression(node)) return shape(node, node, undefined, depth);
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return opaque(node);
    const callee = node.expression;
    const method = callee.name.text;
    const args = node.arguments;
    if (ts.isIdentifier(callee.expression) && callee.expression.text === 'z')
      return base(node, callee.name, method, args, depth);
    const inner = read(callee.expression, depth + 1);
    return modifier(node, callee.name, method, args, inner);
  };

  const base = (
    call: TS.CallExpression,
    name: TS.MemberName,
    method: string,
    args: TS.NodeArray<TS.Expression>,
    depth: number,
  ): Read => {
    const typed = (type: string, extra: JsonProperty[] = []): Read => ({
      node: { kind: 'object', ...range(call), props: [prop('type', name, leaf(type, name)), ...extra] },
      optional: false,
    });
    switch (method) {
      case 'string':
      case 'number':
      case 'boolean':
        return typed(method);
      case 'int':
        return typed('integer');
      case 'any':
      case 'unknown':
        return { node: { kind: 'object', ...range(call), props: [] }, optional: profile.zod === 3 };
      case 'object':
      case 'strictObject':
      case 'looseObject':
        return args[0] && ts.isObjectLiteralExpression(args[0]) ? shape(call, args[0], name, depth) : opaque(call);
      case 'literal':
        return args[0]
          ? typed(typeof literalValue(args[0]), [prop('const', name, leaf(literalValue(args[0]), args[0]))])
          : opaque(call);
      case 'enum': {
        const list = args[0];
        if (!list || !ts.isArrayLiteralExpression(list)) return opaque(call);
        return typed('string', [prop('enum', name, leaf(list.elements.map(literalValue), list))]);
      }
      case 'array': {
        const items = args[0] ? read(args[0], depth + 1).node : undefined;
        const keep = items && !(profile.zod === 3 && items.kind === 'object' && !items.props.length);
        return typed('array', keep ? [prop('items', name, items)] : []);
      }
      case 'record': {
        const values = read(args[args.length - 1], depth + 1).node;
        const extra = [prop('additionalProperties', name, values)];
        if (profile.zod === 4 && args.length > 1)
          extra.unshift(prop('propertyNames', name, read(args[0], depth + 1).node));
        return typed('object', extra);
      }
      case 'date':
        if (profile.zod === 3) return typed('string', [prop('format', name, leaf('date-time', name))]);
        notes.push({ kind: 'converter-throws', ...range(call), message: 'Date cannot be represented in JSON Schema' });
        return opaque(call);
      case 'union': {
        const list = args[0];
        if (!list || !ts.isArrayLiteralExpression(list)) return opaque(call);
        const branches = list.elements.map((e) => read(e, depth + 1).node);
        return {
          node: {
            kind: 'object',
            ...range(call),
            props: [prop('anyOf', name, { kind: 'array', ...range(list), items: branches })],
          },
          optional: false,
        };
      }
      default:
        return opaque(call);
    }
  };

  const literalValue = (e: TS.Expression): unknown =>
    ts.isStringLiteral(e) ? e.text : ts.isNumericLiteral(e) ? Number(e.text) : e.kind === ts.SyntaxKind.TrueKeyword;

  const shape = (
    at: TS.Node,
    literal: TS.ObjectLiteralExpression,
    name: TS.MemberName | undefined,
    depth: number,
  ): Read => {
    const properties: JsonProperty[] = [];
    const required: JsonNode[] = [];
    for (const member of literal.properties) {
      if (!ts.isPropertyAssignment(member) || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
        return opaque(at);
      const value = read(member.initializer, depth + 1);
      properties.push(prop(member.name.text, member.name, value.node));
      if (!value.optional) required.push(leaf(member.name.text, member.name));
    }
    const props = [
      prop('type', name, leaf('object', name ?? literal)),
      prop('properties', name, { kind: 'object', ...range(literal), props: properties }),
    ];
    if (required.length) props.push(prop('required', name, { kind: 'array', ...range(literal), items: required }));
    if (profile.zod === 3 || profile.io === 'output')
      props.push(
        prop('additionalProperties', undefined, { kind: 'boolean', offset: start(at), length: 0, value: false }),
      );
    return { node: { kind: 'object', ...range(at), props }, optional: false };
  };

  const modifier = (
    call: TS.CallExpression,
    name: TS.MemberName,
    method: string,
    args: TS.NodeArray<TS.Expression>,
    inner: Read,
  ): Read => {
    if (inner.node.kind !== 'object') return { node: { kind: 'opaque', ...range(call) }, optional: inner.optional };
    const node: JsonObject = { ...inner.node, ...range(call), props: [...inner.node.props] };
    const arg = args[0];
    switch (method) {
      case 'optional':
        return { node, optional: true };
      case 'describe':
        if (arg && ts.isStringLiteral(arg)) node.props.push(prop('description', name, leaf(arg.text, arg)));
        return { node, optional: inner.optional };
      case 'nullable': {
        const type = node.props.find((p) => p.key === 'type');
        if (type?.value?.kind === 'string')
          type.value = { kind: 'array', ...range(name), items: [type.value, leaf('null', name)] };
        return { node, optional: inner.optional };
      }
      case 'default':
        if (arg) node.props.push(prop('default', name, leaf(literalValue(arg), arg)));
        return { node, optional: profile.io === 'input' };
      case 'min':
      case 'max': {
        const type = node.props.find((p) => p.key === 'type')?.value;
        const kind = type?.kind === 'string' ? type.value : '';
        const key =
          kind === 'string'
            ? `${method}Length`
            : kind === 'array'
              ? `${method}Items`
              : method === 'min'
                ? 'minimum'
                : 'maximum';
        if (arg) node.props.push(prop(key, name, leaf(literalValue(arg), arg)));
        return { node, optional: inner.optional };
      }
      default:
        return { node, optional: inner.optional };
    }
  };

  const read0 = read(expr, 0);
  let schema = read0.node;
  if (
    root &&
    schema.kind === 'object' &&
    schema.props.some((p) => p.key === 'anyOf') &&
    profile.id.startsWith('mcp-v1')
  ) {
    notes.push({
      kind: 'root-replaced',
      offset: schema.offset,
      length: schema.length,
      message: 'A root union is sent as an empty object',
    });
    const at = { offset: schema.offset, length: 0 };
    schema = {
      kind: 'object',
      ...range(expr),
      props: [
        { key: 'type', keyOffset: at.offset, keyLength: 0, value: { kind: 'string', ...at, value: 'object' } },
        { key: 'properties', keyOffset: at.offset, keyLength: 0, value: { kind: 'object', ...at, props: [] } },
      ],
    };
  }
  if (root && schema.kind === 'object')
    schema.props.push({
      key: '$schema',
      keyOffset: schema.offset,
      keyLength: 0,
      value: { kind: 'string', offset: schema.offset, length: 0, value: DRAFT_URL[profile.draft] },
    });
  return { schema, notes };
}
