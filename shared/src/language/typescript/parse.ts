import type * as TS from 'typescript';
import type { ParseError } from '../../json/parse';
import type { JsonNode, JsonProperty } from '../../json/tree';
import type { InternalError } from '../../types';
import type { ParseOptions, ParsedSource } from '../language';
import { authoredStatements, libraryRegions } from './bundle';
import { directiveComments } from './comments';
import { syntaxOnly, typescript } from './compiler';
import { Scan, type Binding } from './consts';
import { mayHoldTools, ToolWords } from './precheck';
import { ComputedIndex } from '../computed/computed-index';
import { Reader } from './read';
import { KeptTree } from './reparse';
import { readSdkCall } from './zod/calls';
import { RelativeImports } from './zod/imports';
import { registerWrappers } from './register-wrappers';
import { classTool } from './classes/class-tools';
import { addZodNames } from './zod/names';
import { reexportedZodNames } from './zod/reexported';
import { ZodSchemas, zodImports } from './zod/schemas';

/**
 * A TypeScript or JavaScript file as the engine's tree: an object whose
 * members are the file's literals that may hold tools, each keyed by the const
 * it is declared as (`/tools/0` points into `const tools = [...]`), or by its
 * position among the others. Syntax only (`ts.createSourceFile`): no code is
 * run and no type is checked. A file the text check rules out is not parsed.
 */
export function parseScript(text: string, options: ParseOptions = {}): ParsedSource {
  if (!mayHoldTools(text)) return { root: undefined, errors: [], comments: [] };
  const comments = directiveComments(text);
  try {
    const ts = typescript();
    const { file, shift, detached } = sourceFile(text, options.edit?.previous?.syntax);
    const { root, internalErrors, computed } = readFile(ts, file, shift, text.length, options);
    const parsed: ParsedSource = {
      root: detached ? alone(root) : root,
      errors: syntaxErrors(file, shift, text.length),
      comments,
      computed,
      ...(internalErrors.length ? { internalErrors } : {}),
    };
    // Kept for an edited document's next version: a whole file read as TypeScript (a TSX read is made again whole).
    if (options.edit && !detached && file.languageVariant === ts.LanguageVariant.Standard)
      parsed.syntax = new KeptTree(file, text);
    return parsed;
  } catch (e) {
    // The compiler's parser recurses: a file nested thousands deep overflows its stack.
    return {
      root: undefined,
      errors: [{ offset: 0, length: 0, message: `Not read: ${(e as Error).message}` }],
      comments,
    };
  }
}

/**
 * One tool's text alone (the preview and the fix of one tool parse its object
 * by itself): `{...}` would read as a block, and `key: tool({...})` as a label,
 * so they are wrapped as the expressions they are.
 */
function sourceFile(text: string, previous: unknown): { file: TS.SourceFile; shift: number; detached: boolean } {
  const ts = typescript();
  const [before, after] = /^\s*\{/.test(text)
    ? ['(', '\n)']
    : /^\s*(?:[\w$]+|'[^'\n]*'|"[^"\n]*")\s*:[^]*\)\s*$/.test(text)
      ? ['({', '\n})']
      : ['', ''];
  const reparsed = before === '' && previous instanceof KeptTree ? reparse(ts, previous, text) : undefined;
  // Where the whole parse would try TSX too, it is made whole.
  if (reparsed && !triesTsx(reparsed, text)) return { file: reparsed, shift: 0, detached: false };
  const source = before + text + after;
  const parse = (kind: TS.ScriptKind) => ts.createSourceFile('source.ts', source, syntaxOnly(ts), false, kind);
  let file = parse(ts.ScriptKind.TS);
  // JSX reads only as TSX, which in turn rejects `<T>value` casts: the one with fewer errors wins.
  if (triesTsx(file, text)) {
    const tsx = parse(ts.ScriptKind.TSX);
    if (diagnostics(tsx).length < diagnostics(file).length) file = tsx;
  }
  return { file, shift: before.length, detached: before !== '' };
}

function triesTsx(file: TS.SourceFile, text: string): boolean {
  return diagnostics(file).length > 0 && /<\/|\/>/.test(text);
}

/** The previous version's tree reparsed to `text`; undefined if the compiler refuses (it asserts), and the text is parsed whole. */
function reparse(ts: typeof TS, previous: KeptTree, text: string): TS.SourceFile | undefined {
  try {
    return previous.reparse(ts, text);
  } catch {
    return undefined;
  }
}

/** The tool's own object when the text is one, else undefined. */
function alone(root: JsonNode): JsonNode | undefined {
  if (root.kind !== 'object' || root.props.length !== 1) return undefined;
  const value = root.props[0].value;
  return value && value.kind === 'object' ? value : undefined;
}

/** The file's tree, where the zod evaluator threw (see ZodSchemas.attempt), and what it noted of its schemas. */
function readFile(
  ts: typeof TS,
  file: TS.SourceFile,
  shift: number,
  length: number,
  options: ParseOptions,
): { root: JsonNode; internalErrors: InternalError[]; computed: ComputedIndex } {
  // The file's own text, wrapper included: the scan asks of it by the syntax tree's positions.
  const scan = new Scan(ts, new ToolWords(file.text), registerWrappers(ts, file));
  // A bundle's packages are not the author's tools: only the modules from the workspace are searched.
  // Last first, as one walk of the whole file meets them: the literals' keys follow that order.
  const statements = authoredStatements(file, libraryRegions(file.text));
  for (let i = statements.length - 1; i >= 0; i--) scan.walk(statements[i]);
  const relative = new RelativeImports(ts, file, options);
  addZodNames(ts, file, reexportedZodNames(ts, file, options));
  const imports = zodImports(ts, file);
  const computed = new ComputedIndex();
  const zod = new ZodSchemas(
    ts,
    file,
    shift,
    scan.consts,
    imports,
    computed,
    options.packages,
    relative,
    options.fileName,
  );
  const reader = new Reader(ts, file, shift, scan.consts, computed, zod, relative);
  const declarations = zod.declarations;
  const place = { file, consts: scan.consts, fileName: options.fileName };
  // The literal each const holds (inside tool({...}) too): read where it is used, or else last.
  const declared = new Map<TS.Node, Binding>();
  for (const b of scan.consts.values()) {
    const init = reader.unwrap(b.init);
    declared.set(reader.transparentArgument(init) ?? init, b);
  }
  const props: JsonProperty[] = [];
  const add = (key: string, keyNode: TS.Node | undefined, value: JsonNode) => {
    const keyOffset = keyNode ? reader.start(keyNode) : value.offset;
    props.push({ key, keyOffset, keyLength: keyNode ? reader.end(keyNode) - keyOffset : 0, value });
    for (const part of reader.pending.splice(0)) scan.walk(part);
  };
  // scan.literals grows as the parts the reader could not read are walked.
  let next = 0;
  const readLiterals = () => {
    for (; next < scan.literals.length; next++) {
      const literal = scan.literals[next] as TS.Expression;
      const call = scan.calls.get(literal);
      const candidate = scan.classes.get(literal);
      if (call) add(String(props.length), undefined, readSdkCall(ts, reader, call, 0));
      else if (candidate) {
        const tool = reader.withSdk('mcp', () => classTool(reader, candidate, scan.statics, declarations, place, 0));
        if (tool) add(String(props.length), undefined, tool);
      } else if (zod.holdsArgument(scan.argumentOf.get(literal))) continue;
      else if (!declared.has(literal)) add(String(props.length), undefined, reader.value(literal, 0));
    }
  };
  readLiterals();
  // The consts not read where they are used, where they are declared: the last first, as a const
  // is declared before the consts that use it, which then read it in place.
  for (const [node, binding] of [...declared].sort(([a], [b]) => b.pos - a.pos)) {
    if (reader.referenced.has(binding) || !isLiteral(ts, node)) continue;
    reader.claimed.add(binding);
    add(binding.name, binding.nameNode, reader.resolved(binding, 0));
    readLiterals();
  }
  props.sort((a, b) => a.keyOffset - b.keyOffset);
  return { root: { kind: 'object', offset: 0, length, props }, internalErrors: zod.internalErrors, computed };
}

function isLiteral(ts: typeof TS, node: TS.Node): boolean {
  return ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node);
}

function diagnostics(file: TS.SourceFile): readonly TS.DiagnosticWithLocation[] {
  return (file as unknown as { parseDiagnostics?: TS.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
}

function syntaxErrors(file: TS.SourceFile, shift: number, length: number): ParseError[] {
  const ts = typescript();
  return diagnostics(file).map((d) => {
    const offset = Math.max(0, Math.min(length, d.start - shift));
    return {
      offset,
      length: Math.min(d.length, length - offset),
      message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
    };
  });
}
