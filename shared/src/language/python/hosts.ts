import type { SyntaxNode } from '@lezer/common';
import type { ToolForm } from './profile';
import type { ModuleScan } from './scan';
import { TOOL_HOSTS } from './sdks';
import { argumentsOf, childrenOf, dottedName, textOf } from './syntax';

/** How many local classes or factories deep a host is looked for (`class A(FastMCP)`, `class B(A)`, `def make(): return B()`). */
const MAX_DEPTH = 4;

/**
 * The tool hosts of a module by the names they are bound to: a server or agent
 * made by calling an SDK's class (`mcp = FastMCP(...)`), a class of the module
 * derived from one (`app = MyServer(...)`, `class MyServer(FastMCP)`), or a
 * function of the module that returns one (`app = create_server()`); and a
 * parameter annotated with one (`def register(mcp: FastMCP):`, where the
 * server is made elsewhere and handed in).
 */
export function moduleHosts(
  text: string,
  scan: ModuleScan,
  qualified: (node: SyntaxNode | null | undefined) => string | undefined,
): Map<string, ToolForm> {
  const finder = new HostFinder(text, scan, qualified);
  const out = new Map<string, ToolForm>();
  for (const [name, call] of scan.constructed) {
    const host = finder.made(call);
    if (host) out.set(name, host);
  }
  for (const fn of scan.defs.values())
    for (const [name, annotation] of annotatedParameters(fn)) {
      const host = finder.named(annotation, 0);
      if (host && !out.has(textOf(text, name))) out.set(textOf(text, name), host);
    }
  return out;
}

class HostFinder {
  constructor(
    private readonly text: string,
    private readonly scan: ModuleScan,
    private readonly qualified: (node: SyntaxNode | null | undefined) => string | undefined,
  ) {}

  /** The host a call makes: `FastMCP(...)`, `MyServer(...)`, `create_server()`. */
  made(call: SyntaxNode, depth = 0): ToolForm | undefined {
    const callee = call.firstChild;
    const host = this.named(callee, depth);
    if (host || depth >= MAX_DEPTH) return host;
    const fn = this.local(callee, this.scan.defs);
    return fn && this.returned(fn, depth + 1);
  }

  /** The host class a name is: an SDK's, or a class of the module with one among its bases. */
  named(node: SyntaxNode | null | undefined, depth: number): ToolForm | undefined {
    const sdkClass = TOOL_HOSTS[this.qualified(node) ?? ''];
    if (sdkClass) return { sdk: sdkClass.sdk, major: sdkClass.major };
    const cls = depth < MAX_DEPTH ? this.local(node, this.scan.classes) : undefined;
    if (!cls) return undefined;
    for (const base of argumentsOf(this.text, cls.getChild('ArgList'))) {
      const host = base.name === undefined && !base.unpacked ? this.named(base.value, depth + 1) : undefined;
      if (host) return host;
    }
    return undefined;
  }

  /** A function's `return FastMCP(...)`, or `server = FastMCP(...)` ... `return server`, in its own body. */
  private returned(fn: SyntaxNode, depth: number): ToolForm | undefined {
    const block = fn.getChild('Body');
    const body = block ? childrenOf(block) : [];
    for (const statement of body) {
      if (statement.name !== 'ReturnStatement') continue;
      const value = statement.lastChild;
      if (value?.name === 'CallExpression') return this.made(value, depth);
      if (value?.name === 'VariableName') {
        const call = assignedCall(this.text, body, textOf(this.text, value));
        if (call) return this.made(call, depth);
      }
    }
    return undefined;
  }

  private local(node: SyntaxNode | null | undefined, map: Map<string, SyntaxNode>): SyntaxNode | undefined {
    const name = dottedName(this.text, node);
    return name === undefined || name.includes('.') ? undefined : map.get(name);
  }
}

/** The call last assigned to `name` among a body's statements (`name = Call(...)`). */
function assignedCall(text: string, body: SyntaxNode[], name: string): SyntaxNode | undefined {
  let found: SyntaxNode | undefined;
  for (const statement of body) {
    if (statement.name !== 'AssignStatement') continue;
    const target = statement.firstChild;
    const value = statement.lastChild;
    if (target?.name === 'VariableName' && textOf(text, target) === name && value?.name === 'CallExpression')
      found = value;
  }
  return found;
}

/** A function's parameters that carry an annotation: [the name, the annotation]. */
function annotatedParameters(fn: SyntaxNode): Array<[SyntaxNode, SyntaxNode]> {
  const out: Array<[SyntaxNode, SyntaxNode]> = [];
  const params = fn.getChild('ParamList');
  for (const p of params ? childrenOf(params) : []) {
    const annotation = p.name === 'TypeDef' ? p.lastChild : null;
    const name = p.prevSibling;
    if (annotation && name?.name === 'VariableName') out.push([name, annotation]);
  }
  return out;
}
