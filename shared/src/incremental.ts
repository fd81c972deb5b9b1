import { changedSpan, type Change } from './changed-span';
import { detachedSlice, ownerOf, type Own } from './detach';
import type { ParseOptions, ParsedSource as ParsedJson, SourceLanguage } from './language/language';
import { end, getProp, parsePointer, type JsonNode, type JsonObject, type JsonProperty } from './json/tree';
import { assemble, lint, Run, type CatalogMemos, type LintOutput, type ToolCheck } from './lint';
import { RULES_BY_ID } from './rules';
import type { CatalogMemo } from './rules/support/rule';
import { locateTools, toolAt } from './model/locate';
import { forgetRefIndex } from './schema/ref';
import { outerNode, outerPointer, type Tool } from './model/tool';
import { resolveOptions, type ResolvedOptions } from './options';
import type { Finding, LintOptions } from './types';

/**
 * Incremental linting for editors: after a keystroke inside one tool, only that
 * tool is parsed and judged again; the rest of the tree and the other tools'
 * findings are kept, moved by the length the edit added. The catalog checks run
 * on every change (they judge the tools together), given what they kept on the
 * previous version so they can redo only what the edited tool affects. The
 * result is the same as `lint(text, {...options, fixes: false})`;
 * test/fuzz/incremental.test.ts checks that on random edits.
 *
 * This relies on what the Rule contract says: a `checkTool` or `checkNode`
 * judges one tool, from that tool's nodes and the options. Fixes are not
 * computed (an editor asks for them with `fixesAt`, for one finding).
 */

export interface LintState {
  readonly text: string;
  readonly output: LintOutput;
  /** How this state was made: from scratch, or by re-judging one tool. */
  readonly mode: 'full' | 'incremental';
  /** The parse (undefined for a text over maxFileSize). Updated in place by the next `lintIncremental`. */
  readonly parsed: ParsedJson | undefined;
  readonly tools: readonly Tool[];
  readonly checks: readonly ToolCheck[];
  /** What the `checkCatalog` calls kept, handed back to them for the next version. */
  readonly catalogMemos: CatalogMemos;
  readonly options: ResolvedOptions;
  readonly optionsKey: string;
  /**
   * Whether what this state keeps holds its own strings. A whole parse's are
   * slices of `text`; the first edit (or `detachState`) copies them off it (see `detachKept`).
   */
  readonly detached: boolean;
}

function keyOf(options: LintOptions): string {
  return JSON.stringify({ ...options, fixes: false });
}

/**
 * Lint from scratch, keeping what `lintIncremental` reuses. `edit`: the text is
 * a version of a document being edited (see ParseOptions.edit), whose front end
 * may reparse it from the previous version's parse.
 */
export function lintState(text: string, options: LintOptions = {}, edit?: ParseOptions['edit']): LintState {
  const resolved = resolveOptions({ ...options, fixes: false });
  const base = { text, options: resolved, optionsKey: keyOf(options), mode: 'full' as const, detached: false };
  if (text.length > resolved.maxFileSize || resolved.bareSchema) {
    return {
      ...base,
      output: lint(text, { ...options, fixes: false }),
      parsed: undefined,
      tools: [],
      checks: [],
      catalogMemos: new Map(),
    };
  }
  const parsed = resolved.language.parse(text, edit ? { ...resolved.parse, edit } : resolved.parse);
  const tools = locateTools(parsed.root);
  const run = new Run(text, resolved);
  const checks = tools.map((t) => run.checkTool(t));
  const catalog = run.checkCatalog(tools);
  return {
    ...base,
    output: assemble(text, parsed, tools, checks, catalog, resolved),
    parsed,
    tools,
    checks,
    catalogMemos: catalog.memos,
  };
}

/**
 * Lint `text`, a later version of `prev.text`. When the change lies inside one
 * tool (its braces untouched) and that tool still parses to a closed object of
 * the same shape, only that tool is re-parsed and re-judged; otherwise this is
 * `lintState`. `prev` is consumed: its tree is moved in place and must not be
 * read afterwards.
 */
export function lintIncremental(prev: LintState | undefined, text: string, options: LintOptions = {}): LintState {
  if (!prev || prev.optionsKey !== keyOf(options)) return lintState(text, options, { previous: undefined });
  if (prev.text === text) return prev;
  return (prev.parsed && reuse(prev, text)) || lintState(text, options, { previous: prev.parsed });
}

/** The state for `text` made from `prev` by re-judging one tool, or undefined when the change is not inside one tool. */
function reuse(prev: LintState, text: string): LintState | undefined {
  if (text.length > prev.options.maxFileSize || prev.options.language.toolsReadAlone === false) return undefined;
  const change = changedSpan(prev.text, text);
  const index = toolAround(prev.tools, change);
  if (index < 0) return undefined;
  const old = prev.tools[index];
  const outer = outerNode(old);
  const outerAt = outerPointer(old);
  if (outerAt === '') return undefined; // the tool is the whole document: nothing to keep
  const sub = parseTool(prev.options.language, text, outer.offset, end(outer) + change.delta);
  if (!sub) return undefined;
  const listKey = listKeyOf(prev.parsed!.root, outerAt);
  const fresh = toolAt(sub.node, outerAt, listKey, old.index);
  if (!fresh || fresh.shape !== old.shape || !fresh.wrapper !== !old.wrapper || !fresh.schemaProp || !old.schemaProp)
    return undefined;
  if (!moveTree(prev.parsed!.root!, outerAt, outer, sub.node, change.delta)) return undefined;
  const kept = prev.detached ? prev : detachKept(prev);

  const parsed: ParsedJson = {
    root: prev.parsed!.root,
    errors: splice(prev.parsed!.errors, sub.parsed.errors, outer, change.delta),
    comments: splice(prev.parsed!.comments, sub.parsed.comments, outer, change.delta),
  };
  const tools = kept.tools.slice();
  tools[index] = fresh;
  const run = new Run(text, prev.options);
  const checks = kept.checks.map((check, i) => (i === index ? run.checkTool(fresh) : moveCheck(check, change)));
  const catalog = run.checkCatalog(tools, kept.catalogMemos);
  const output = assemble(text, parsed, tools, checks, catalog, prev.options);
  return {
    text,
    output,
    mode: 'incremental',
    parsed,
    tools,
    checks,
    catalogMemos: catalog.memos,
    options: prev.options,
    optionsKey: prev.optionsKey,
    detached: true,
  };
}

/**
 * `state` holding nothing sliced from its text (see detachKept), for an editor
 * to call while idle after a whole lint (an open, an edit lintIncremental could
 * not take): the next edit then does not pay for the copies. Its output is the
 * same (its findings still slices of the text it keeps anyway: the next state's
 * are the copies). The state's tree and tools are copied in place.
 */
export function detachState(state: LintState): LintState {
  if (state.detached || !state.parsed) return state;
  return { ...state, ...detachKept(state), detached: true };
}

/**
 * What a whole parse's state keeps across edits, copied off the text it was
 * parsed from. Its strings are slices of that text (V8 keeps a slice of 13
 * characters or more as a view that holds its parent alive), so the tools an
 * edit leaves untouched would pin that first version (the whole text) for as
 * long as the document stays open. Done once, on the first
 * edit: later versions are made of these copies and of edited tools parsed
 * from copies of their own text.
 *
 * The tree and the tools are copied in place, so the tools keep their
 * identity and what the catalog checks keep stays valid: their memos (each
 * copied off the text by its rule's `detachMemo`, or dropped) and their
 * caches keyed by a tool. The `$ref` index of each schema, which holds the
 * references' texts, is dropped and made again from the copies when next asked for.
 */
function detachKept(prev: LintState): {
  tools: readonly Tool[];
  checks: readonly ToolCheck[];
  catalogMemos: CatalogMemos;
} {
  const own = ownerOf(prev.text);
  detachTree(prev.parsed!.root, own);
  for (const tool of prev.tools) detachTool(tool, own);
  const checks = prev.checks.map((check) => ({
    findings: check.findings.map((f) => detachFinding(f, own)),
    internalErrors: check.internalErrors,
  }));
  return { tools: prev.tools, checks, catalogMemos: detachMemos(prev.catalogMemos, own) };
}

/** The memos whose rule can copy them off the text, copied. */
function detachMemos(memos: CatalogMemos, own: Own): CatalogMemos {
  const kept = new Map<string, CatalogMemo>();
  for (const [id, memo] of memos) {
    const rule = RULES_BY_ID.get(id);
    if (rule?.detachMemo) kept.set(id, rule.detachMemo(memo, own));
  }
  return kept;
}

/** Every key and string value of the tree replaced by its own copy. */
function detachTree(root: JsonNode | undefined, own: Own): void {
  const stack: JsonNode[] = root ? [root] : [];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.kind === 'string') n.value = own(n.value);
    else if (n.kind === 'object') {
      for (const p of n.props) {
        p.key = own(p.key);
        if (p.value) stack.push(p.value);
      }
    } else if (n.kind === 'array') for (const item of n.items) stack.push(item);
  }
}

/** The tool's strings replaced by their own copies (its nodes are the tree's, detached already); its schema's `$ref` index made again when next asked for. */
function detachTool(tool: Tool, own: Own): void {
  tool.name = stringValue(tool.nameProp, tool.name, own);
  tool.description = stringValue(tool.descriptionProp, tool.description, own);
  // Pointers join keys, which may be slices: a joined string can be a view of its parts.
  tool.pointer = own(tool.pointer);
  tool.schemaPointer = own(tool.schemaPointer);
  tool.schemaKey = own(tool.schemaKey);
  if (tool.schema) forgetRefIndex(tool.schema);
}

/** The (detached) string value of `member` when it is `value` (a tool's name or description is read from its member). */
function stringValue(member: JsonProperty | undefined, value: string | undefined, own: Own): string | undefined {
  return member?.value?.kind === 'string' && member.value.value === value ? member.value.value : own(value);
}

function detachFinding(f: Finding, own: Own): Finding {
  const copy: Finding = { ...f, message: own(f.message), pointer: own(f.pointer) };
  if (f.tool !== undefined) copy.tool = own(f.tool);
  if (f.related) copy.related = f.related.map((r) => ({ ...r, message: own(r.message) }));
  return copy;
}

/** The index of the tool whose outer object strictly contains the changed span (its braces untouched), or -1. */
function toolAround(tools: readonly Tool[], change: Change): number {
  let lo = 0;
  let hi = tools.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const outer = outerNode(tools[mid]);
    if (end(outer) <= change.start) lo = mid + 1;
    else if (outer.offset >= change.start) hi = mid - 1;
    else return change.oldEnd < end(outer) && outer.offset < change.start ? mid : -1;
  }
  return -1;
}

/**
 * Parse the tool's new text alone. Accepted only when it is one object closed by
 * its own last `}`: then the parser was in the same state at its end as a parse
 * of the whole text would be, and everything outside parses as before.
 */
function parseTool(
  language: SourceLanguage,
  text: string,
  start: number,
  stop: number,
): { node: JsonObject; parsed: ParsedJson } | undefined {
  const slice = detachedSlice(text, start, stop);
  if (slice.charCodeAt(slice.length - 1) !== 125) return undefined;
  const parsed = language.parse(slice);
  const root = parsed.root;
  if (root?.kind !== 'object' || root.offset !== 0 || root.length !== slice.length) return undefined;
  if (parsed.errors.some((e) => e.offset >= slice.length)) return undefined; // closed by the end of the text, not by its brace
  moveSubtree(root, start);
  for (const e of parsed.errors) e.offset += start;
  for (const c of parsed.comments) c.offset += start;
  return { node: root, parsed };
}

function child(node: JsonNode | undefined, token: string): JsonNode | undefined {
  if (node?.kind === 'object') return getProp(node, token)?.value;
  return node?.kind === 'array' ? node.items[Number(token)] : undefined;
}

/**
 * The key locateTools passes for the object at `pointer`: the key of the array
 * listing it (through arrays nested in that array), undefined for an object
 * value or an item of a root array.
 */
function listKeyOf(root: JsonNode | undefined, pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  const path: (JsonNode | undefined)[] = [root];
  for (const t of tokens) path.push(child(path[path.length - 1], t));
  for (let i = tokens.length - 1; i > 0 && path[i]?.kind === 'array'; i--) {
    if (path[i - 1]?.kind === 'object') return tokens[i - 1];
  }
  return undefined;
}

/** Add `delta` to every offset in a subtree. Iterative: depth costs no stack. */
function moveSubtree(node: JsonNode, delta: number): void {
  const stack: JsonNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    n.offset += delta;
    if (n.kind === 'object') {
      for (const p of n.props) {
        p.keyOffset += delta;
        if (p.value) stack.push(p.value);
      }
    } else if (n.kind === 'array') for (const item of n.items) stack.push(item);
  }
}

/**
 * Put `fresh` where `old` was (at `pointer`) and move the rest of the tree: the
 * containers around it grow by `delta`, everything after it moves by `delta`.
 * False when the pointer does not lead to `old` (the caller starts over).
 */
function moveTree(root: JsonNode, pointer: string, old: JsonObject, fresh: JsonObject, delta: number): boolean {
  let node: JsonNode = root;
  for (const token of parsePointer(pointer)) {
    node.length += delta;
    if (node.kind === 'object') {
      const member = getProp(node, token);
      if (!member?.value) return false;
      const at = node.props.indexOf(member);
      for (let i = at + 1; i < node.props.length; i++) {
        node.props[i].keyOffset += delta;
        const value = node.props[i].value;
        if (value) moveSubtree(value, delta);
      }
      if (member.value === old) member.value = fresh;
      node = member.value;
    } else if (node.kind === 'array') {
      const at = Number(token);
      const item = node.items[at];
      if (!item) return false;
      for (let i = at + 1; i < node.items.length; i++) moveSubtree(node.items[i], delta);
      if (item === old) node.items[at] = fresh;
      node = node.items[at];
    } else return false;
  }
  return node === fresh;
}

/** Ranges before the tool kept, those inside replaced by the tool's own, those after moved. */
function splice<T extends { offset: number }>(
  before: readonly T[],
  inside: readonly T[],
  outer: { offset: number; length: number },
  delta: number,
): T[] {
  const start = outer.offset;
  const stop = end(outer); // the tool as it was: the tree around it moved, it did not
  const out: T[] = [];
  for (const r of before) if (r.offset < start) out.push(r);
  out.push(...inside);
  for (const r of before) if (r.offset >= stop) out.push({ ...r, offset: r.offset + delta });
  return out;
}

/** Another tool's findings, moved when they lie after the change. */
function moveCheck(check: ToolCheck, change: Change): ToolCheck {
  if (
    change.delta === 0 ||
    !check.findings.some((f) => f.offset >= change.oldEnd || f.related?.some((r) => r.offset >= change.oldEnd))
  )
    return check;
  const move = <R extends { offset: number }>(r: R): R =>
    r.offset >= change.oldEnd ? { ...r, offset: r.offset + change.delta } : r;
  const findings: Finding[] = check.findings.map((f) => {
    const moved = move(f);
    return f.related ? { ...moved, related: f.related.map(move) } : moved;
  });
  return { findings, internalErrors: check.internalErrors };
}
