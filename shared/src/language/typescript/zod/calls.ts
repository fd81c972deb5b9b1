import type * as TS from 'typescript';
import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import { calledExpression } from '../commonjs';
import type { Loop } from '../loops';
import type { Reader } from '../read';
import type { ZodSdk } from './choose';
import { noteRegistration } from '../../../model/source';
import { markUnwritable } from '../../computed/marks';

/**
 * The SDK calls that define a tool from zod, and what each sends:
 * - MCP: `server.registerTool(name, { title, description, inputSchema, ... }, handler)` and
 *   `server.tool(name, description?, shape?, annotations?, handler)`, sent as `{ name, description, inputSchema }`;
 * - OpenAI: `zodFunction({ name, parameters })` and `zodResponsesFunction`, sent with `strict: true`;
 * - Anthropic: `betaZodTool({ name, description, inputSchema })`, sent as `input_schema`;
 * - LangChain.js: `tool(fn, { name, description, schema })`;
 * - Mastra: `createTool({ id, description, inputSchema })`, named by its `id`.
 * (The Vercel AI SDK's `tool({...})` is read where it is keyed: see read.ts.)
 */
export interface SdkCall {
  sdk: ZodSdk;
  form: 'register' | 'positional' | 'literal';
  call: TS.CallExpression;
  /** The arguments that are code (handlers): searched for more tools, never read as one. */
  code: TS.Expression[];
  /** The loops the call lies in, innermost last (consts.ts): it is read once per element of the innermost. */
  loops?: Loop[];
}

/** Literal-argument helpers: the argument's keys the SDK renames on the wire. */
const LITERAL_HELPERS: Record<string, { sdk: ZodSdk; renames: Record<string, string>; strict?: true }> = {
  zodFunction: { sdk: 'openai', renames: {}, strict: true },
  zodResponsesFunction: { sdk: 'openai', renames: {}, strict: true },
  betaZodTool: { sdk: 'anthropic', renames: { inputSchema: 'input_schema' } },
  createTool: { sdk: 'mastra', renames: { id: 'name' } },
  tool: { sdk: 'langchain', renames: { schema: 'parameters' } },
};

/** `server.registerTool(name, config, handler)`, and the task form the SDK added beside it (same arguments). */
const REGISTER_CALLS = new Set(['registerTool', 'registerToolTask']);

const CALL_NAMES = new Set([...REGISTER_CALLS, ...Object.keys(LITERAL_HELPERS)]);

export function sdkCallOf(ts: typeof TS, call: TS.CallExpression): SdkCall | undefined {
  const callee = calledExpression(ts, call.expression);
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
  if (!CALL_NAMES.has(name)) return undefined; // most calls of a file: one test
  const args = call.arguments;
  // A method of the server, as written (`(0, m_1.tool)(...)` is an imported function).
  const method = ts.isPropertyAccessExpression(call.expression);
  // The config may be held elsewhere (`registerTool(name, config, cb)`): whatever is not code is read as it.
  if (method && REGISTER_CALLS.has(name) && args.length >= 2 && !isFunction(ts, args[1]))
    return { sdk: 'mcp', form: 'register', call, code: args.slice(2) };
  if (method && name === 'tool' && args.length >= 2 && isName(ts, args[0]))
    return { sdk: 'mcp', form: 'positional', call, code: args.slice(1).filter((a) => isCode(ts, a)) };
  if (name === 'tool' && args.length === 2 && isCode(ts, args[0]) && isObjectArg(ts, args[1]))
    return { sdk: 'langchain', form: 'literal', call, code: [args[0]] };
  if (name !== 'tool' && args.length === 1 && isObjectArg(ts, args[0]))
    return { sdk: LITERAL_HELPERS[name].sdk, form: 'literal', call, code: [] };
  return undefined;
}

function isObjectArg(ts: typeof TS, e: TS.Expression | undefined): boolean {
  return e !== undefined && ts.isObjectLiteralExpression(e);
}

function isCode(ts: typeof TS, e: TS.Expression): boolean {
  return isFunction(ts, e) || ts.isIdentifier(e);
}

function isFunction(ts: typeof TS, e: TS.Expression): boolean {
  return ts.isArrowFunction(e) || ts.isFunctionExpression(e);
}

/** Where `server.tool` may take its raw shape: written there, or a const (`server.tool('run', 'Run.', args, cb)`). */
function isShapeArgument(ts: typeof TS, e: TS.Expression): boolean {
  return ts.isObjectLiteralExpression(e) || ts.isIdentifier(e);
}

function isName(ts: typeof TS, e: TS.Expression): boolean {
  return ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isIdentifier(e);
}

/**
 * The tool a recognised call defines, in the shape its SDK sends; its zod
 * schemas read by its SDK's converter. In a loop over a known array or
 * object, the tools it defines: one per element, read with the loop's
 * variable bound to that element (an array of them).
 */
export function readSdkCall(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  const loop = found.loops?.at(-1);
  const rounds = loop && reader.rounds(loop);
  if (!rounds) return readOnce(ts, reader, found, depth);
  const items = rounds.map((locals) => reader.withLocals(locals, () => readOnce(ts, reader, found, depth)));
  const at = reader.start(found.call);
  return { kind: 'array', offset: at, length: reader.end(found.call) - at, items };
}

function readOnce(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  return reader.withSdk(found.sdk, () => {
    if (found.form === 'literal') return helper(ts, reader, found, depth);
    const tool =
      found.form === 'register' ? registered(reader, found.call, depth) : positional(ts, reader, found.call, depth);
    noteRegistration(tool);
    return tool;
  });
}

/**
 * `registerTool(name, config, handler)`: the config object, named by the first
 * argument. Each part is read where it is written: `registerTool(name, config, cb)`
 * with both in consts reads them there; the tool spans the call's arguments.
 */
function registered(reader: Reader, call: TS.CallExpression, depth: number): JsonNode {
  const [nameArg, configArg] = call.arguments;
  const config = reader.value(configArg, depth + 1);
  if (config.kind !== 'object') return config;
  const name = nameMember(reader, nameArg, depth);
  const offset = name.keyOffset;
  const inCall = config.offset >= offset;
  const end = inCall ? config.offset + config.length : reader.end(configArg);
  // The member the SDK adds goes first: an edit adds members after the last one written.
  const props = config.props.some((p) => p.key === 'inputSchema') ? config.props : [noInput(config), ...config.props];
  return { kind: 'object', offset, length: end - offset, props: [name, ...props] };
}

/** `server.tool(name, description?, shape?, annotations?, handler)`: made of its arguments, so no member can be added. */
function positional(ts: typeof TS, reader: Reader, call: TS.CallExpression, depth: number): JsonNode {
  const [nameArg, ...rest] = call.arguments;
  const props: JsonProperty[] = [nameMember(reader, nameArg, depth)];
  let end = reader.end(nameArg);
  for (const [i, arg] of rest.entries()) {
    // `server.tool(NAME, DESC, shape, cb)`: a description or shape held in a const is read where it is written.
    const inner = reader.definition(arg);
    if (isText(ts, inner)) {
      props.push(keyedByValue('description', reader.value(arg, depth + 1)));
    } else if (isShapeArgument(ts, inner) && !props.some((p) => p.key === 'inputSchema')) {
      const shape = reader.zodShape(inner);
      if (!shape) continue; // an object of plain values is the annotations, a name may be the handler
      props.push({ key: 'inputSchema', keyOffset: shape.offset, keyLength: 0, value: shape });
    } else {
      // The handler comes last; a value not known before it may be the description or the shape.
      if (i < rest.length - 1 && !isFunction(ts, inner)) unknownArgument(reader, arg, props);
      break;
    }
    end = reader.end(arg);
  }
  const offset = reader.start(nameArg);
  const tool: JsonObject = { kind: 'object', offset, length: end - offset, props };
  if (!props.some((p) => p.key === 'inputSchema')) props.push(noInput(tool));
  markUnwritable(tool);
  return tool;
}

/** An argument of `server.tool` not known: the description and the shape it may be are not known either. */
function unknownArgument(reader: Reader, arg: TS.Expression, props: JsonProperty[]): void {
  for (const key of ['description', 'inputSchema'])
    if (!props.some((p) => p.key === key)) props.push(keyedByValue(key, reader.opaque(arg, false)));
}

/** `zodFunction({...})` and the like: the literal, with the keys its SDK renames, and what it adds. */
function helper(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  const args = found.call.arguments;
  const literal = reader.value(args[args.length - 1], depth + 1);
  if (literal.kind !== 'object') return literal;
  const callee = calledExpression(ts, found.call.expression);
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : (callee as TS.Identifier).text;
  const { renames, strict } = LITERAL_HELPERS[name];
  for (const p of literal.props) p.key = renames[p.key] ?? p.key;
  if (strict && !literal.props.some((p) => p.key === 'strict')) {
    const at = reader.start(found.call);
    literal.props.push({
      key: 'strict',
      keyOffset: at,
      keyLength: 0,
      value: { kind: 'boolean', offset: at, length: 0, value: true },
    });
  }
  return literal;
}

/** The name argument as the tool's `name` member: key and value are the argument as written. */
function nameMember(reader: Reader, arg: TS.Expression, depth: number): JsonProperty {
  return keyedByValue('name', nameValue(reader, arg, depth), reader.start(arg), reader.end(arg));
}

/**
 * A name with a fallback, `toolName || "web_search"` (or `??`): the name it
 * has when the first part is known, else the fallback, the name the tool is
 * listed under when nothing else is given. A name is a string: anything else
 * read on the left is not known either.
 */
function nameValue(reader: Reader, arg: TS.Expression, depth: number): JsonNode {
  const ts = reader.ts;
  const node = reader.unwrap(arg);
  if (!ts.isBinaryExpression(node)) return reader.value(arg, depth + 1);
  const op = node.operatorToken.kind;
  if (op !== ts.SyntaxKind.BarBarToken && op !== ts.SyntaxKind.QuestionQuestionToken)
    return reader.value(arg, depth + 1);
  const first = nameValue(reader, node.left, depth + 1);
  const orElse =
    op === ts.SyntaxKind.BarBarToken ? first.kind === 'string' && first.value === '' : first.kind === 'null';
  if (first.kind === 'string' && !orElse) return first;
  if (first.kind !== 'opaque' && !orElse) return reader.opaque(node, false);
  const fallback = nameValue(reader, node.right, depth + 1);
  return fallback.kind === 'string' ? fallback : reader.opaque(node, false);
}

/** A description as written: a string, a template or a concatenation. */
function isText(ts: typeof TS, e: TS.Expression): boolean {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e)) return true;
  return ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken;
}

function keyedByValue(
  key: string,
  value: JsonNode,
  start = value.offset,
  end = value.offset + value.length,
): JsonProperty {
  return { key, keyOffset: start, keyLength: end - start, value };
}

/** A tool that takes no input: the MCP SDK sends `{ "type": "object", "properties": {} }`. */
function noInput(near: JsonObject): JsonProperty {
  const at = near.offset;
  const empty = (): JsonObject => ({ kind: 'object', offset: at, length: 0, props: [] });
  const schema: JsonObject = {
    kind: 'object',
    offset: at,
    length: 0,
    props: [
      { key: 'type', keyOffset: at, keyLength: 0, value: { kind: 'string', offset: at, length: 0, value: 'object' } },
      { key: 'properties', keyOffset: at, keyLength: 0, value: empty() },
    ],
  };
  markUnwritable(schema);
  return { key: 'inputSchema', keyOffset: at, keyLength: 0, value: schema };
}
