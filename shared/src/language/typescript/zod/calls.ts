import type * as TS from 'typescript';
import type { JsonNode, JsonObject, JsonProperty } from '../../../json/tree';
import type { Reader } from '../read';
import type { ZodSdk } from './choose';
import { markUnwritable } from './origin';

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
}

/** Literal-argument helpers: the argument's keys the SDK renames on the wire. */
const LITERAL_HELPERS: Record<string, { sdk: ZodSdk; renames: Record<string, string>; strict?: true }> = {
  zodFunction: { sdk: 'openai', renames: {}, strict: true },
  zodResponsesFunction: { sdk: 'openai', renames: {}, strict: true },
  betaZodTool: { sdk: 'anthropic', renames: { inputSchema: 'input_schema' } },
  createTool: { sdk: 'mastra', renames: { id: 'name' } },
  tool: { sdk: 'langchain', renames: { schema: 'parameters' } },
};

const CALL_NAMES = new Set(['registerTool', ...Object.keys(LITERAL_HELPERS)]);

export function sdkCallOf(ts: typeof TS, call: TS.CallExpression): SdkCall | undefined {
  const callee = call.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
  if (!CALL_NAMES.has(name)) return undefined; // most calls of a file: one test
  const args = call.arguments;
  if (ts.isPropertyAccessExpression(callee) && name === 'registerTool' && args.length >= 2 && isObjectArg(ts, args[1]))
    return { sdk: 'mcp', form: 'register', call, code: args.slice(2) };
  if (ts.isPropertyAccessExpression(callee) && name === 'tool' && args.length >= 2 && isName(ts, args[0]))
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
  return ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isIdentifier(e);
}

/** Where `server.tool` may take its raw shape: written there, or a const (`server.tool('run', 'Run.', args, cb)`). */
function isShapeArgument(ts: typeof TS, e: TS.Expression): boolean {
  return ts.isObjectLiteralExpression(e) || ts.isIdentifier(e);
}

function isName(ts: typeof TS, e: TS.Expression): boolean {
  return ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isIdentifier(e);
}

/** The tool a recognised call defines, in the shape its SDK sends; its zod schemas read by its SDK's converter. */
export function readSdkCall(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  return reader.withSdk(found.sdk, () => {
    if (found.form === 'register') return registered(reader, found.call, depth);
    if (found.form === 'positional') return positional(ts, reader, found.call, depth);
    return helper(ts, reader, found, depth);
  });
}

/** `registerTool(name, config, handler)`: the config object, named by the first argument (written where it is). */
function registered(reader: Reader, call: TS.CallExpression, depth: number): JsonNode {
  const [nameArg, configArg] = call.arguments;
  const config = reader.value(configArg, depth + 1);
  if (config.kind !== 'object') return config;
  const name = nameMember(reader, nameArg, depth);
  const offset = name.keyOffset;
  // The member the SDK adds goes first: an edit adds members after the last one written.
  const props = config.props.some((p) => p.key === 'inputSchema') ? config.props : [noInput(config), ...config.props];
  return { kind: 'object', offset, length: config.offset + config.length - offset, props: [name, ...props] };
}

/** `server.tool(name, description?, shape?, annotations?, handler)`: made of its arguments, so no member can be added. */
function positional(ts: typeof TS, reader: Reader, call: TS.CallExpression, depth: number): JsonNode {
  const [nameArg, ...rest] = call.arguments;
  const props: JsonProperty[] = [nameMember(reader, nameArg, depth)];
  let end = reader.end(nameArg);
  for (const arg of rest) {
    const inner = reader.unwrap(arg);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) {
      props.push(keyedByValue('description', reader.value(arg, depth + 1)));
    } else if (isShapeArgument(ts, inner) && !props.some((p) => p.key === 'inputSchema')) {
      const shape = reader.zodShape(inner);
      if (!shape) continue; // an object of plain values is the annotations, a name may be the handler
      props.push({ key: 'inputSchema', keyOffset: shape.offset, keyLength: 0, value: shape });
    } else break;
    end = reader.end(arg);
  }
  const offset = reader.start(nameArg);
  const tool: JsonObject = { kind: 'object', offset, length: end - offset, props };
  if (!props.some((p) => p.key === 'inputSchema')) props.push(noInput(tool));
  markUnwritable(tool);
  return tool;
}

/** `zodFunction({...})` and the like: the literal, with the keys its SDK renames, and what it adds. */
function helper(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  const args = found.call.arguments;
  const literal = reader.value(args[args.length - 1], depth + 1);
  if (literal.kind !== 'object') return literal;
  const callee = found.call.expression;
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
  return keyedByValue('name', reader.value(arg, depth + 1), reader.start(arg), reader.end(arg));
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
