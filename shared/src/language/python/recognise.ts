import type { SyntaxNode } from '@lezer/common';
import type { ParseOptions } from '../language';
import { moduleHosts } from './hosts';
import { qualify, type Imported } from './imports';
import type { ToolForm } from './profile';
import type { ModuleScan } from './scan';
import {
  FUNCTION_LIST_MODULES,
  HOST_CALLS,
  HOST_DECORATORS,
  TOOL_CALLS,
  TOOL_CLASSES,
  TOOL_DECORATORS,
  TOOL_HOSTS,
  type PythonSdk,
} from './sdks';
import { knownVersion } from './versions';
import {
  argumentsOf,
  childrenOf,
  decoratorParts,
  dottedName,
  keyword,
  positional,
  textOf,
  type Argument,
} from './syntax';

/** A tool the module defines through an SDK, before it is read. */
export interface FoundTool {
  form: ToolForm;
  /** The function whose signature (function tools) or docstring and name (model tools) make the tool. */
  fn?: SyntaxNode;
  /** The expression naming the pydantic model of a model tool (`args_schema=Query`, `pydantic_function_tool(Query)`). */
  model?: SyntaxNode;
  /** What registers the tool (the decorated statement, the call, the class): the tool's range. */
  site: SyntaxNode;
  /** The keywords of the decorator or the call. */
  args: Argument[];
  /** A name given positionally: LangChain's `@tool("name")`. */
  nameArg?: SyntaxNode;
  /** LangChain's `parse_docstring=True`. */
  parseDocstring?: boolean;
  /** A `BaseTool` class's own `name`, `description` and `args_schema`. */
  members?: Map<string, SyntaxNode>;
}

/** The tools a module defines with the SDKs of sdks.ts, in the order they are written. */
export class Recogniser {
  private readonly hosts: Map<string, ToolForm>;

  constructor(
    private readonly text: string,
    private readonly scan: ModuleScan,
    private readonly imports: ReadonlyMap<string, Imported>,
    private readonly packages: ParseOptions['packages'],
  ) {
    this.hosts = moduleHosts(text, scan, (node) => this.qualified(node));
  }

  tools(): FoundTool[] {
    const found: FoundTool[] = [];
    for (const statement of this.scan.decorated) {
      const tool = this.decorated(statement);
      if (tool) found.push(tool);
    }
    for (const call of this.scan.calls) found.push(...this.called(call));
    for (const cls of this.scan.classes.values()) {
      const tool = this.toolClass(cls);
      if (tool) found.push(tool);
    }
    return found.sort((a, b) => a.site.from - b.site.from);
  }

  /** `FastMCP(...)`, `MCPServer(...)`, `Agent(...)`: the SDK whose tool host the call makes. */
  private hostClass(call: SyntaxNode): ToolForm | undefined {
    const callee = this.qualified(call.firstChild);
    const host = callee === undefined ? undefined : TOOL_HOSTS[callee];
    return host && { sdk: host.sdk, major: host.major };
  }

  private qualified(node: SyntaxNode | null | undefined): string | undefined {
    const dotted = dottedName(this.text, node);
    return dotted === undefined ? undefined : qualify(this.imports, dotted);
  }

  /** `@mcp.tool`, `@agent.tool_plain`, `@tool(...)`, `@function_tool`: the first decorator that makes a tool. */
  private decorated(statement: SyntaxNode): FoundTool | undefined {
    const fn = statement.getChild('FunctionDefinition');
    if (!fn) return undefined;
    for (const decorator of statement.getChildren('Decorator')) {
      const parts = decoratorParts(this.text, decorator);
      if (!parts) continue;
      const form = this.decoratorForm(parts.name);
      if (!form) continue;
      const args = argumentsOf(this.text, parts.args);
      return this.functionTool(form, fn, statement, args);
    }
    return undefined;
  }

  private decoratorForm(name: string): ToolForm | undefined {
    const dot = name.lastIndexOf('.');
    if (dot > 0) {
      const host = this.hostOf(name.slice(0, dot));
      if (host && HOST_DECORATORS[host.sdk].includes(name.slice(dot + 1))) return host;
    }
    const sdk = TOOL_DECORATORS[qualify(this.imports, name) ?? ''];
    return sdk && { sdk };
  }

  /**
   * The tool host a name is: a server or agent made in this module, or one
   * imported from a module of the project (`from .server import mcp`), taken
   * to be FastMCP's (fastmcp's where the project has it, else mcp's).
   */
  private hostOf(name: string): ToolForm | undefined {
    const made = this.hosts.get(name);
    if (made) return made;
    const imported = this.imports.get(name);
    if (!imported || isSdkModule(imported.qualified)) return undefined;
    return { sdk: knownVersion(this.packages, ['fastmcp', 'fastmcp-slim']) ? 'fastmcp' : 'mcp' };
  }

  private functionTool(form: ToolForm, fn: SyntaxNode, site: SyntaxNode, args: Argument[]): FoundTool {
    const tool: FoundTool = { form, fn, site, args };
    if (form.sdk === 'langchain') {
      const [first] = positional(args);
      if (first && (first.value.name === 'String' || first.value.name === 'ContinuedString'))
        tool.nameArg = first.value;
      tool.parseDocstring = isTrue(this.text, keyword(args, 'parse_docstring'));
      const schema = keyword(args, 'args_schema');
      if (schema) {
        tool.model = schema.value;
        tool.form = { ...form, argsSchema: true };
      }
    }
    if (form.sdk === 'agents' && isFalse(this.text, keyword(args, 'strict_mode')))
      tool.form = { ...form, nonStrict: true };
    return tool;
  }

  /** `mcp.add_tool(fn)`, `Tool(fn)`, `StructuredTool.from_function(...)`, `pydantic_function_tool(Model)`, `tools=[fn]`. */
  private called(call: SyntaxNode): FoundTool[] {
    const args = argumentsOf(this.text, call.getChild('ArgList'));
    const callee = dottedName(this.text, call.firstChild);
    if (callee === undefined) return [];
    const dot = callee.lastIndexOf('.');
    if (dot > 0 && HOST_CALLS.has(callee.slice(dot + 1))) {
      const host = this.hostOf(callee.slice(0, dot));
      const fn = host && this.defNamed(positional(args)[0]?.value);
      return host && fn ? [{ form: host, fn, site: call, args }] : [];
    }
    const known = TOOL_CALLS[qualify(this.imports, callee) ?? ''];
    if (known?.takes === 'model') {
      const model = positional(args)[0]?.value;
      return model ? [{ form: { sdk: known.sdk }, model, site: call, args }] : [];
    }
    if (known) {
      const fn = this.defNamed((keyword(args, 'func') ?? positional(args)[0])?.value);
      return fn ? [this.functionTool({ sdk: known.sdk }, fn, call, args)] : [];
    }
    return this.functionList(call, args);
  }

  /** `tools=[search, fetch]` given to google-genai (the module imports it) or to a pydantic-ai `Agent(...)`. */
  private functionList(call: SyntaxNode, args: Argument[]): FoundTool[] {
    const list = keyword(args, 'tools')?.value;
    if (!list || (list.name !== 'ArrayExpression' && list.name !== 'TupleExpression')) return [];
    const sdk = this.hostClass(call)?.sdk === 'pydantic-ai' ? 'pydantic-ai' : this.functionListSdk();
    if (!sdk) return [];
    const out: FoundTool[] = [];
    for (const item of childrenOf(list)) {
      const fn = item.name === 'VariableName' ? this.defNamed(item) : undefined;
      if (fn) out.push({ form: { sdk }, fn, site: item, args: [] });
    }
    return out;
  }

  private functionListSdk(): PythonSdk | undefined {
    for (const imported of this.imports.values()) {
      const sdk = Object.entries(FUNCTION_LIST_MODULES).find(
        ([module]) => imported.qualified === module || imported.qualified.startsWith(`${module}.`),
      );
      if (sdk) return sdk[1];
    }
    return undefined;
  }

  /** `class Search(BaseTool): name = ...; description = ...; args_schema = Query`. */
  private toolClass(cls: SyntaxNode): FoundTool | undefined {
    const bases = argumentsOf(this.text, cls.getChild('ArgList'));
    const sdk = bases.map((b) => TOOL_CLASSES[this.qualified(b.value) ?? '']).find((s) => s !== undefined);
    if (!sdk) return undefined;
    const members = classMembers(this.text, cls);
    const model = members.get('args_schema');
    if (!model) return undefined; // the schema then comes from `_run`'s signature, at run time
    return { form: { sdk, argsSchema: true }, model, site: cls, args: [], members };
  }

  private defNamed(node: SyntaxNode | undefined): SyntaxNode | undefined {
    return node?.name === 'VariableName' ? this.scan.defs.get(textOf(this.text, node)) : undefined;
  }
}

/** A module of an SDK this front end knows: a name imported from it is no project's tool host. */
function isSdkModule(qualified: string): boolean {
  return /^(mcp|fastmcp|langchain|langchain_core|agents|pydantic_ai|anthropic|openai|google)(\.|$)/.test(qualified);
}

function isTrue(text: string, arg: Argument | undefined): boolean {
  return arg !== undefined && textOf(text, arg.value) === 'True';
}

function isFalse(text: string, arg: Argument | undefined): boolean {
  return arg !== undefined && textOf(text, arg.value) === 'False';
}

/** A class body's `name = value` and `name: T = value` statements, by name. */
function classMembers(text: string, cls: SyntaxNode): Map<string, SyntaxNode> {
  const out = new Map<string, SyntaxNode>();
  for (const statement of cls.getChild('Body')?.getChildren('AssignStatement') ?? []) {
    const target = statement.firstChild;
    const after = target?.nextSibling;
    const eq = after?.name === 'TypeDef' ? after.nextSibling : after;
    const value = eq?.name === 'AssignOp' ? eq.nextSibling : undefined;
    if (target?.name === 'VariableName' && value) out.set(textOf(text, target), value);
  }
  return out;
}
