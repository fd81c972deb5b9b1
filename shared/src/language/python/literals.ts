import type { SyntaxNode } from '@lezer/common';
import type { JsonNode, JsonProperty } from '../../json/tree';
import { arr, bool, num, obj, opaque, prop } from '../computed/tree-builders';
import { markUnwritable } from './marks';
import { stringValue } from './strings';
import { argumentsOf, childrenOf, dottedName, spanOf, textOf, unparenthesized } from './syntax';

/** Deeper than this a literal is not read (an opaque node): lezer's tree is deep, the reader is not recursive past it. */
const MAX_DEPTH = 256;

/** Calls read as objects of their keywords, and the keywords each SDK sends under another name. */
export const KEYWORD_CALLS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  dict: {},
  Tool: { input_schema: 'inputSchema' },
  FunctionDeclaration: { parameters_json_schema: 'parametersJsonSchema' },
  GenerateContentConfig: {},
};

/** What the literal reader may ask of the file: a module-level name's literal value (`"parameters": PARAMS`). */
export type NameLookup = (name: string, at: SyntaxNode) => SyntaxNode | undefined;

/**
 * A Python literal as the engine's tree, each node at its own source range:
 * a dict with string keys, a list or tuple, a str, an int or float, `True`,
 * `False`, `None`. Anything else (a call, a comprehension, `**spread`, an
 * f-string) is an opaque node where it is written, as the TypeScript front end
 * reads what is not a literal.
 */
export class LiteralReader {
  /** Names being followed, against a name bound to itself through others. */
  private readonly following = new Set<string>();

  constructor(
    private readonly text: string,
    private readonly lookup?: NameLookup,
  ) {}

  value(node: SyntaxNode, depth = 0): JsonNode {
    const n = unparenthesized(node);
    const at = spanOf(node);
    if (depth > MAX_DEPTH) return opaque(at);
    switch (n.name) {
      case 'DictionaryExpression':
        return this.dict(n, depth);
      case 'ArrayExpression':
      case 'TupleExpression':
        return arr(spanOf(n), this.items(n, depth));
      case 'String':
      case 'ContinuedString': {
        const value = stringValue(this.text, n);
        return value === undefined ? opaque(at) : { kind: 'string', ...at, value };
      }
      case 'Number':
        return this.number(n, 1);
      case 'UnaryExpression':
        return this.signed(n);
      case 'Boolean':
        return bool(at, textOf(this.text, n) === 'True');
      case 'None':
        return { kind: 'null', ...at, value: null };
      case 'VariableName':
        return this.named(n, depth);
      case 'CallExpression':
        return this.keywordCall(n, depth) ?? opaque(at);
      default:
        return opaque(at);
    }
  }

  private dict(node: SyntaxNode, depth: number): JsonNode {
    const props: JsonProperty[] = [];
    const parts = childrenOf(node).filter((c) => c.name !== '{' && c.name !== '}' && !c.type.isError);
    let i = 0;
    while (i < parts.length) {
      const key = parts[i];
      if (key.name === ',') {
        i++;
        continue;
      }
      // `**other`, or a comprehension: what the dict holds is not known here.
      if (key.name === '**' || key.name === 'for') return opaque(spanOf(node));
      const colon = parts[i + 1];
      const value = parts[i + 2];
      const name = stringValue(this.text, unparenthesized(key));
      if (name === undefined || colon?.name !== ':') return opaque(spanOf(node));
      const prop: JsonProperty = { key: name, keyOffset: key.from, keyLength: key.to - key.from, value: undefined };
      props.push(prop);
      if (!value || value.name === ',') break;
      prop.value = this.value(value, depth + 1);
      i += 3;
    }
    return obj(spanOf(node), props);
  }

  private items(node: SyntaxNode, depth: number): JsonNode[] {
    const out: JsonNode[] = [];
    for (const c of childrenOf(node)) {
      if (c.name === '[' || c.name === ']' || c.name === '(' || c.name === ')' || c.name === ',' || c.type.isError)
        continue;
      out.push(c.name === '*' ? opaque(spanOf(c)) : this.value(c, depth + 1));
    }
    return out;
  }

  private number(node: SyntaxNode, sign: 1 | -1): JsonNode {
    const source = textOf(this.text, node).replace(/_/g, '').toLowerCase();
    // `0x1f`, `0o17`, `0b1` and `1e5` read as in JavaScript; `2j` is complex, no JSON number.
    const value = source.endsWith('j') ? NaN : Number(source);
    if (!Number.isFinite(value)) return opaque(spanOf(node));
    return num(spanOf(node), sign * value);
  }

  /** `-1`, `+2.5`: a signed number at the whole expression. */
  private signed(node: SyntaxNode): JsonNode {
    const [op, operand] = childrenOf(node);
    const sign = textOf(this.text, op);
    if (!operand || operand.name !== 'Number' || (sign !== '-' && sign !== '+')) return opaque(spanOf(node));
    const n = this.number(operand, sign === '-' ? -1 : 1);
    return n.kind === 'number' ? num(spanOf(node), n.value) : opaque(spanOf(node));
  }

  /**
   * `dict(a=1)`, and the SDK classes that take a tool's members as keywords
   * (`types.Tool(name=..., inputSchema={...})`, `types.FunctionDeclaration(...)`):
   * an object of the keywords, named as the SDK sends them.
   */
  private keywordCall(node: SyntaxNode, depth: number): JsonNode | undefined {
    const callee = dottedName(this.text, node.firstChild)?.split('.').pop();
    const renames = callee === undefined ? undefined : KEYWORD_CALLS[callee];
    const list = node.getChild('ArgList');
    if (!renames || !list) return undefined;
    const props: JsonProperty[] = [];
    for (const a of argumentsOf(this.text, list)) {
      if (a.name === undefined || !a.nameNode) return undefined;
      const key = renames[a.name] ?? a.name;
      props.push(prop(key, spanOf(a.nameNode), this.value(a.value, depth + 1)));
    }
    const call = obj(spanOf(node), props);
    markUnwritable(call); // members are keywords here: none is added, removed or renamed as a dict's would be
    return call;
  }

  /** A module-level name bound to a literal is read where it is bound (its edits go there). */
  private named(node: SyntaxNode, depth: number): JsonNode {
    const name = textOf(this.text, node);
    const bound = this.following.has(name) ? undefined : this.lookup?.(name, node);
    if (!bound) return opaque(spanOf(node));
    this.following.add(name);
    try {
      return this.value(bound, depth + 1);
    } finally {
      this.following.delete(name);
    }
  }
}
