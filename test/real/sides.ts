import {
  lintParsed,
  PROVIDERS,
  resolveOptions,
  RULES,
  type Finding,
  type LintOptions,
  type ModuleHost,
} from '../../shared/src/index';
import type { ComputedFacts } from '../../shared/src/model/source';
import { end, findByPointer, getProp, parentPointer, parsePointer, type JsonNode } from '../../shared/src/json/tree';
import { knownVersion } from '../../shared/src/language/typescript/zod/choose';

/** Rules with a `checkCatalog` judge a document's tools together (overlaps, budgets, name clashes). */
export const CATALOG_RULES: ReadonlySet<string> = new Set(
  RULES.filter((r) => r.checkCatalog !== undefined).map((r) => r.id),
);

/** A finding as both sides can have it: the rule and the node, as a JSON pointer from the tool's own object. */
export interface ToolFinding {
  rule: string;
  pointer: string;
}

/** One tool as one side has it: its tree (opaque nodes included) and its findings. */
export interface ToolRecord {
  name: string | undefined;
  /** The file it was found in (relative to the package), or `tools/list`. */
  where: string;
  node: JsonNode | undefined;
  findings: ToolFinding[];
  /** The rules that give this tool an error (its own findings, not the document's). */
  errors: string[];
  /** Whether the front end read the tool's schema (an unread one is computed when the code runs). */
  schemaRead: boolean;
  /** A schema the zod front end evaluated, and whether the package.json declares the zod it converts. */
  zod?: { declared: boolean };
  /** A tool a converter made of an OpenAPI document: the keywords it writes on its own, which the tree leaves out (`sdk-keywords`). */
  converterKeywords?: string[];
}

/** One side of the comparison: every tool of every document, and the findings that belong to no tool. */
export interface Side {
  tools: ToolRecord[];
  /** Names of the tools each document holds together (a catalog rule judges them as one). */
  documents: Map<string, string[]>;
  untied: { rule: string; where: string }[];
  /** Findings whose range is not on the member their pointer names (`rule pointer @ file`): misplaced in the text. */
  misplaced: string[];
}

export interface Document {
  where: string;
  text: string;
  /** Picks the front end, as for the CLI. */
  fileName: string;
  /** A server's tool list is linted whole however long, as `toolwire mcp` does; a file only up to the default maxFileSize. */
  whole?: boolean;
  /** The dependencies of the package's own package.json, as the CLI passes them: they pick the zod converter. */
  packages?: LintOptions['packages'];
  /** Sibling modules a zod schema is imported from, read from disk as the CLI does. */
  modules?: ModuleHost;
  /** An OpenAPI document the server makes its tools of: `openapi`, with its converter, as a config's `openapi` key gives them. */
  language?: string;
  converter?: string;
}

/**
 * Lints each document as the CLI does, for every provider including the
 * opt-in strict rows (the widest set of findings to agree on), and splits the
 * findings by tool.
 */
export function readSide(documents: readonly Document[], targets: LintOptions['targets'] = [...PROVIDERS]): Side {
  const side: Side = { tools: [], documents: new Map(), untied: [], misplaced: [] };
  for (const doc of documents) {
    const options = resolveOptions({
      fileName: doc.fileName,
      targets,
      fixes: false,
      maxFileSize: doc.whole ? doc.text.length + 1 : undefined,
      packages: doc.packages,
      modules: doc.modules,
      language: doc.language,
      converter: doc.converter,
    });
    const parsed = options.language.parse(doc.text, options.parse);
    const result = lintParsed(doc.text, parsed, options);
    if (!result.tools.length) continue;
    const tools: ToolRecord[] = result.tools.map((t) => {
      const node = findByPointer(parsed.root, t.pointer);
      const schemaRead = t.schema === 'read';
      const record: ToolRecord = { name: t.name, where: doc.where, node, findings: [], errors: [], schemaRead };
      if (doc.language === 'openapi') record.converterKeywords = converterKeywords(node, parsed.computed);
      else if (fromZod(node, parsed.computed))
        record.zod = { declared: knownVersion(doc.packages, 'zod') !== undefined };
      return record;
    });
    for (const f of result.findings) {
      // sdk-keywords, said once per file, is placed on the file's import of the SDK, outside every tool.
      if (f.rule !== 'sdk-keywords' && !onMember(parsed.root, f))
        side.misplaced.push(`${f.rule} ${f.pointer} @ ${doc.where}`);
      const tool = f.toolIndex === undefined ? undefined : result.tools[f.toolIndex];
      if (!tool) side.untied.push({ rule: f.rule, where: doc.where });
      else {
        tools[f.toolIndex!].findings.push({ rule: f.rule, pointer: relative(f.pointer, tool.pointer) });
        if (f.severity === 'error') tools[f.toolIndex!].errors.push(f.rule);
      }
    }
    side.tools.push(...tools);
    side.documents.set(
      doc.where,
      tools.map((t) => t.name ?? ''),
    );
  }
  return side;
}

/**
 * Whether a finding's range lies on the member its pointer names: on its key,
 * or inside its value (a const's value is where the const is declared, away
 * from the key). A finding on a member that is missing is placed on the object
 * it is missing from.
 */
export function onMember(root: JsonNode | undefined, f: Pick<Finding, 'offset' | 'length' | 'pointer'>): boolean {
  const parent = f.pointer === '' ? undefined : findByPointer(root, parentPointer(f.pointer));
  const prop = parent?.kind === 'object' ? getProp(parent, parsePointer(f.pointer).pop()!) : undefined;
  const node = findByPointer(root, f.pointer) ?? parent;
  const inside = (start: number, length: number) => f.offset >= start && f.offset + f.length <= start + length;
  if (prop && inside(prop.keyOffset, prop.keyLength)) return true;
  if (!node) return false;
  // Key and value together, when the value is written after its key.
  const from = prop && prop.keyOffset < node.offset ? prop.keyOffset : node.offset;
  return inside(node.offset, node.length) || inside(from, end(node) - from);
}

/** Whether a member of the tool holds a schema evaluated from zod (model/source.ts notes where it came from). */
function fromZod(tool: JsonNode | undefined, computed: ComputedFacts | undefined): boolean {
  return tool?.kind === 'object' && tool.props.some((p) => computed?.sourceOf(p.value) !== undefined);
}

/** The keywords the note of a converted tool's schema says its converter adds. */
function converterKeywords(tool: JsonNode | undefined, computed: ComputedFacts | undefined): string[] {
  const schema = tool?.kind === 'object' ? tool.props.find((p) => p.key === 'inputSchema')?.value : undefined;
  const notes = computed?.sourceOf(schema)?.notes ?? [];
  return notes.flatMap((n) => (n.kind === 'sdk-keywords' ? (n.keywords ?? []) : []));
}

/** `pointer` from `base` (a finding on a tool's wrapper, outside its object, keeps its whole pointer). */
function relative(pointer: string, base: string): string {
  return pointer === base || pointer.startsWith(base + '/') ? pointer.slice(base.length) : pointer;
}
