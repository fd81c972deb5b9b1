import type * as TS from 'typescript';
import type { JsonNode, JsonObject, JsonProperty } from '../../json/tree';
import { calledExpression } from './commonjs';
import { memberOf } from './member-of';
import type { Reader } from './read';
import { unwrapExpression } from './unwrap';
import type { SdkCall } from './zod/calls';

/** Where a framework's tool definition holds the zod its base registers as the MCP SDK's `inputSchema`. */
const SCHEMA_MEMBERS = ['inputSchema', 'schema', 'argsShape', 'parameters'] as const;
/** The members of the definition the MCP SDK lists besides the schema. */
const LISTED_MEMBERS = ['name', 'title', 'description', 'annotations'] as const;

/**
 * A tool defined through a function of the workspace, a framework's own
 * `defineTool`: `defineTool({ name, description, schema: { q: z.string() }, handler })`,
 * or the definition returned by a function it is given (`definePageTool(() => ({ ... }))`,
 * `defineTool((args) => { return { ... }; })`). Recognised from the call's shape: one
 * argument whose object has a `name`, a `description` and one of SCHEMA_MEMBERS (checked
 * here, syntax only); read as a tool only when that member is zod and the function is
 * the workspace's (`frameworkTool`), since a false tool costs more than a missed one.
 */
export function frameworkCallOf(ts: typeof TS, call: TS.CallExpression): SdkCall | undefined {
  if (call.arguments.length !== 1 || !calleeName(ts, call)) return undefined;
  const literal = definitionLiteral(ts, call.arguments[0]);
  if (!literal || !memberOf(ts, literal, 'name') || !memberOf(ts, literal, 'description')) return undefined;
  if (!SCHEMA_MEMBERS.some((key) => memberOf(ts, literal, key))) return undefined;
  return { sdk: 'mcp', form: 'framework', call, code: [] };
}

/** `defineTool(...)`, or tsc's CommonJS `(0, tool_1.defineTool)(...)`: the function's name. */
function calleeName(ts: typeof TS, call: TS.CallExpression): string | undefined {
  const callee = unwrapExpression(ts, calledExpression(ts, call.expression));
  if (ts.isIdentifier(callee)) return callee.text;
  const commonJs = callee !== unwrapExpression(ts, call.expression);
  return commonJs && ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
}

/** The object literal an argument is, or that a function given as it returns (its body, or its block's last `return`). */
function definitionLiteral(ts: typeof TS, arg: TS.Expression): TS.ObjectLiteralExpression | undefined {
  const node = unwrapExpression(ts, arg);
  if (ts.isObjectLiteralExpression(node)) return node;
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return undefined;
  const body = node.body;
  if (!ts.isBlock(body)) {
    const returned = unwrapExpression(ts, body);
    return ts.isObjectLiteralExpression(returned) ? returned : undefined;
  }
  const last = body.statements.at(-1);
  const returned = last && ts.isReturnStatement(last) && last.expression && unwrapExpression(ts, last.expression);
  return returned && ts.isObjectLiteralExpression(returned) ? returned : undefined;
}

/**
 * The tool a framework call defines, as the MCP SDK lists it: its name,
 * title, description and annotations, and its zod schema as `inputSchema`
 * (a raw shape wrapped in `z.object`, as such frameworks' bases register it).
 * The hover and each finding say which convention was recognised. Not a
 * workspace function, or no zod under the schema member: the argument read as
 * any other value.
 */
export function frameworkTool(ts: typeof TS, reader: Reader, found: SdkCall, depth: number): JsonNode {
  const arg = found.call.arguments[0];
  const literal = definitionLiteral(ts, arg)!;
  const name = calleeName(ts, found.call)!;
  const key = SCHEMA_MEMBERS.find((k) => memberOf(ts, literal, k))!;
  const init = memberOf(ts, literal, key)!;
  const schema = isWorkspaceFunction(ts, reader.file, found.call) ? reader.zodSchemaOf(init) : undefined;
  if (!schema) return reader.value(arg, depth + 1);
  const props: JsonProperty[] = [];
  for (const member of LISTED_MEMBERS) {
    const value = memberOf(ts, literal, member);
    if (value) props.push(at(reader, literal, member, reader.value(value, depth + 1)));
  }
  props.push({ ...at(reader, literal, key, schema), key: 'inputSchema' });
  const offset = reader.start(literal);
  const tool: JsonObject = { kind: 'object', offset, length: reader.end(literal) - offset, props };
  reader.computed.markUnwritable(tool);
  const source = reader.computed.sourceOf(schema);
  if (source)
    source.convention = `defined through \`${name}\`, a function of the workspace: its \`${key}\` is the MCP inputSchema`;
  return tool;
}

/** The member `key` of `literal` as a property of the tool: keyed where it is written. */
function at(reader: Reader, literal: TS.ObjectLiteralExpression, key: string, value: JsonNode): JsonProperty {
  const ts = reader.ts;
  const member = literal.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
  const keyNode = member?.name ?? literal;
  const keyOffset = reader.start(keyNode);
  return { key, keyOffset, keyLength: reader.end(keyNode) - keyOffset, value };
}

const functionsOf = new WeakMap<TS.SourceFile, WorkspaceFunctions>();

interface WorkspaceFunctions {
  /** Functions declared in the file (or consts bound to one), and names imported from relative modules. */
  names: ReadonlySet<string>;
  /** tsc's `const m_1 = require('./m')`: a call `(0, m_1.f)` calls a function of the workspace. */
  modules: ReadonlySet<string>;
}

/** Whether the call's function is the workspace's: declared in the file, or imported from a relative module. */
function isWorkspaceFunction(ts: typeof TS, file: TS.SourceFile, call: TS.CallExpression): boolean {
  let known = functionsOf.get(file);
  if (!known) functionsOf.set(file, (known = workspaceFunctions(ts, file)));
  const callee = unwrapExpression(ts, calledExpression(ts, call.expression));
  if (ts.isIdentifier(callee)) return known.names.has(callee.text);
  const holder = ts.isPropertyAccessExpression(callee) ? unwrapExpression(ts, callee.expression) : undefined;
  return holder !== undefined && ts.isIdentifier(holder) && known.modules.has(holder.text);
}

function workspaceFunctions(ts: typeof TS, file: TS.SourceFile): WorkspaceFunctions {
  const names = new Set<string>();
  const modules = new Set<string>();
  for (const s of file.statements) {
    if (ts.isFunctionDeclaration(s) && s.name) names.add(s.name.text);
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) {
        const init = d.initializer && unwrapExpression(ts, d.initializer);
        if (!ts.isIdentifier(d.name) || !init) continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) names.add(d.name.text);
        else if (isRelativeRequire(ts, init)) modules.add(d.name.text);
      }
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const named = s.importClause?.namedBindings;
    if (s.moduleSpecifier.text.startsWith('.') && named && ts.isNamedImports(named))
      for (const e of named.elements) names.add(e.name.text);
  }
  return { names, modules };
}

function isRelativeRequire(ts: typeof TS, init: TS.Expression): boolean {
  if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require')
    return false;
  const [arg] = init.arguments;
  return arg !== undefined && ts.isStringLiteral(arg) && arg.text.startsWith('.');
}
