import type * as TS from 'typescript';
import { unwrapExpression } from './unwrap';

/**
 * A function that registers a tool by handing its parameters on to the SDK:
 * `function registerAppTool(server, name, config, cb) { ...; return
 * server.registerTool(name, { ...config, _meta }, cb); }` (the MCP Apps
 * SDK's, bundled and renamed `j` in a server's dist). A call of it is a
 * registration: the tool's name and config are its arguments at these places.
 */
export interface RegisterWrapper {
  /** Which argument is the tool's name, and which its config. */
  name: number;
  config: number;
  /** The registration inside it: it forwards, it defines no tool of its own. */
  inner: TS.CallExpression;
  /** The function itself: a call of it inside it (recursion) forwards too. */
  fn: TS.Node;
}

/** The registrations that take the server first, as `registerTool` takes a name first: the SDKs' own. */
export const KNOWN_WRAPPERS: Readonly<Record<string, { name: number; config: number }>> = {
  // @modelcontextprotocol/ext-apps: registerAppTool(server, name, config, handler).
  registerAppTool: { name: 1, config: 2 },
};

const REGISTER = /registerTool/g;
/** The config members a tool is linted by: a wrapper that sets one itself is not read as forwarding it. */
const SENT = new Set(['name', 'title', 'description', 'inputSchema']);
/** A wrapper is a few lines: a longer body is not searched. */
const MAX_BODY_NODES = 400;

/** The file's top-level functions that forward to `registerTool`, by name (text search first: most files have none). */
export function registerWrappers(ts: typeof TS, file: TS.SourceFile): Map<string, RegisterWrapper> {
  const wrappers = new Map<string, RegisterWrapper>();
  const offsets: number[] = [];
  const words = new RegExp(REGISTER);
  for (let m = words.exec(file.text); m; m = words.exec(file.text)) offsets.push(m.index);
  if (!offsets.length) return wrappers;
  const holds = (node: TS.Node) => offsets.some((o) => o >= node.pos && o < node.end);
  for (const [name, fn] of topLevelFunctions(ts, file)) {
    if (!holds(fn)) continue;
    const wrapper = forwarding(ts, fn);
    if (wrapper) wrappers.set(name, wrapper);
  }
  return wrappers;
}

type Fn = TS.FunctionDeclaration | TS.FunctionExpression | TS.ArrowFunction;

function* topLevelFunctions(ts: typeof TS, file: TS.SourceFile): Generator<[string, Fn]> {
  for (const s of file.statements) {
    if (ts.isFunctionDeclaration(s) && s.name && s.body) yield [s.name.text, s];
    if (!ts.isVariableStatement(s)) continue;
    for (const d of s.declarationList.declarations) {
      const init = d.initializer && unwrapExpression(ts, d.initializer);
      if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
        yield [d.name.text, init];
    }
  }
}

/** The `p0.registerTool(p1, p2 | { ...p2, ... }, ...)` of a function's body, its `p` its parameters; else undefined. */
function forwarding(ts: typeof TS, fn: Fn): RegisterWrapper | undefined {
  const params = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
  const index = (e: TS.Expression | undefined) => {
    const node = e && unwrapExpression(ts, e);
    return node && ts.isIdentifier(node) ? params.indexOf(node.text) : -1;
  };
  let found: RegisterWrapper | undefined;
  let nodes = 0;
  const visit = (node: TS.Node): void => {
    if (found || ++nodes > MAX_BODY_NODES) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const [name, config] = node.arguments;
      const on = node.expression;
      const inner = { name: index(name), config: configIndex(ts, config, index) };
      if (on.name.text === 'registerTool' && index(on.expression) >= 0 && inner.name > 0 && inner.config > 0)
        found = { ...inner, inner: node, fn };
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return nodes > MAX_BODY_NODES ? undefined : found;
}

/** The parameter a config is: itself, or spread first into a literal (`{ ...config, _meta }`). */
function configIndex(
  ts: typeof TS,
  config: TS.Expression | undefined,
  index: (e: TS.Expression | undefined) => number,
): number {
  const node = config && unwrapExpression(ts, config);
  if (!node || !ts.isObjectLiteralExpression(node)) return index(node);
  const [first, ...after] = node.properties;
  // What comes after the spread overrides it: then the argument is not what the SDK is given there.
  const overrides = after.some((m) => !m.name || !ts.isIdentifier(m.name) || SENT.has(m.name.text));
  return first && ts.isSpreadAssignment(first) && !overrides ? index(first.expression) : -1;
}
