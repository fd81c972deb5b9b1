import type { Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import type { ParseError } from '../../json/parse';
import type { JsonNode, JsonProperty } from '../../json/tree';
import type { InternalError } from '../../types';
import type { ParseOptions, ParsedSource } from '../language';
import { ComputedIndex } from '../computed/computed-index';
import { directiveComments } from './comments';
import { moduleImports } from './imports';
import { LiteralReader } from './literals';
import { Recogniser } from './recognise';
import { KeptTree, pythonTree } from './reparse';
import { scanModule, type ModuleScan } from './scan';
import { textOf } from './syntax';
import { readTool, type ToolContext } from './tools';

/** At most this many syntax errors are reported: lezer recovers, and a broken file has one cause, not hundreds. */
const MAX_ERRORS = 20;

/**
 * A Python module as the engine's tree: an object whose members are the
 * module's tools, each keyed by its function's (or class's) name, and its
 * literals that may hold tools (`TOOLS = [{"type": "function", ...}]`), keyed by
 * the name they are bound to or by their position. Syntax only: no code runs.
 * A text with no tool word is not given here (index.ts: `mayHoldTools`).
 */
export function parsePython(text: string, options: ParseOptions = {}): ParsedSource {
  const comments = directiveComments(text);
  const tree = pythonTree(text, options.edit?.previous?.syntax);
  const internalErrors: InternalError[] = [];
  const computed = new ComputedIndex();
  const root = readModule(text, tree, options, internalErrors, computed);
  const parsed: ParsedSource = { root, errors: syntaxErrors(tree, text), comments, computed };
  if (internalErrors.length) parsed.internalErrors = internalErrors;
  if (options.edit) parsed.syntax = new KeptTree(tree, text);
  return parsed;
}

function readModule(
  text: string,
  tree: Tree,
  options: ParseOptions,
  internalErrors: InternalError[],
  computed: ComputedIndex,
): JsonNode {
  const scan = scanModule(text, tree);
  const imports = moduleImports(text, tree);
  const ctx: ToolContext = {
    text,
    tree,
    scan,
    imports,
    options,
    parse: (t) => parser.parse(t),
    internalErrors,
    computed,
  };
  const props: JsonProperty[] = [];
  for (const found of new Recogniser(text, scan, imports, options.packages).tools()) {
    const tool = readTool(found, ctx);
    const name = tool.props[0];
    props.push({
      key: uniqueKey(props, keyOf(name)),
      keyOffset: name.keyOffset,
      keyLength: name.keyLength,
      value: tool,
    });
  }
  props.push(...literals(text, scan, computed));
  props.sort((a, b) => a.keyOffset - b.keyOffset);
  return { kind: 'object', offset: 0, length: text.length, props };
}

function keyOf(name: JsonProperty): string {
  return name.value?.kind === 'string' && name.value.value ? name.value.value : 'tool';
}

/** Two tools of one name (a redefinition) are both kept: the second key gets its position. */
function uniqueKey(props: readonly JsonProperty[], key: string): string {
  return props.some((p) => p.key === key) ? `${key}#${props.length}` : key;
}

/**
 * The module's dict and list literals that may hold tools, read as the
 * TypeScript front end reads its literals: one bound at module level
 * (`TOOLS = [...]`) is read where it is used, or else under its name.
 */
function literals(text: string, scan: ModuleScan, computed: ComputedIndex): JsonProperty[] {
  const used = new Set<string>();
  const reader = new LiteralReader(text, computed, (name) => {
    const bound = scan.assigned.get(name);
    if (bound) used.add(name);
    return bound;
  });
  const boundTo = new Map<number, string>();
  for (const [name, value] of scan.assigned) boundTo.set(value.from, name);
  const out: JsonProperty[] = [];
  const deferred: Array<[string, JsonProperty]> = [];
  for (const literal of scan.literals) {
    const name = boundTo.get(literal.from);
    const at = name ? scan.assigned.get(name)!.parent!.firstChild! : literal;
    const prop: JsonProperty = {
      key: name ?? String(out.length + deferred.length),
      keyOffset: at.from,
      keyLength: name ? at.to - at.from : 0,
      value: reader.value(literal),
    };
    if (name) deferred.push([name, prop]);
    else out.push(prop);
  }
  for (const [name, prop] of deferred) if (!used.has(name)) out.push(prop);
  return out;
}

/** lezer's error nodes, as parse errors (the first few: lezer recovers, the rest follow from them). */
function syntaxErrors(tree: Tree, text: string): ParseError[] {
  const errors: ParseError[] = [];
  tree.iterate({
    enter: (node) => {
      if (errors.length >= MAX_ERRORS) return false;
      if (!node.type.isError) return undefined;
      const at = Math.min(node.from, text.length);
      const found = textOf(text, node.node);
      errors.push({
        offset: at,
        length: node.to - at,
        message: found
          ? `Python syntax error at \`${found.slice(0, 20)}\``
          : 'Python syntax error: something is missing here',
      });
      return false;
    },
  });
  return errors;
}
