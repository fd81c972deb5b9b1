import { lintParsed, PROVIDERS, resolveOptions, RULES } from '../../shared/src/index';
import { findByPointer, type JsonNode } from '../../shared/src/json/tree';

/** Rules with a `catalog` hook judge a document's tools together (overlaps, budgets, name clashes). */
export const CATALOG_RULES: ReadonlySet<string> = new Set(
  RULES.filter((r) => r.catalog !== undefined).map((r) => r.id),
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
}

/** One side of the comparison: every tool of every document, and the findings that belong to no tool. */
export interface Side {
  tools: ToolRecord[];
  /** Names of the tools each document holds together (a catalog rule judges them as one). */
  documents: Map<string, string[]>;
  untied: { rule: string; where: string }[];
}

export interface Document {
  where: string;
  text: string;
  /** Picks the front end, as for the CLI. */
  fileName: string;
  /** A server's tool list is linted whole however long, as `toolwire mcp` does; a file only up to the default maxFileSize. */
  whole?: boolean;
}

/**
 * Lints each document as the CLI does, for every provider including the
 * opt-in strict rows (the widest set of findings to agree on), and splits the
 * findings by tool.
 */
export function readSide(documents: readonly Document[]): Side {
  const side: Side = { tools: [], documents: new Map(), untied: [] };
  for (const doc of documents) {
    const options = resolveOptions({
      fileName: doc.fileName,
      targets: [...PROVIDERS],
      fixes: false,
      maxFileSize: doc.whole ? doc.text.length + 1 : undefined,
    });
    const parsed = options.language.parse(doc.text);
    const result = lintParsed(doc.text, parsed, options);
    if (!result.tools.length) continue;
    const tools: ToolRecord[] = result.tools.map((t) => ({
      name: t.name,
      where: doc.where,
      node: findByPointer(parsed.root, t.pointer),
      findings: [],
    }));
    for (const f of result.findings) {
      const tool = f.toolIndex === undefined ? undefined : result.tools[f.toolIndex];
      if (!tool) side.untied.push({ rule: f.rule, where: doc.where });
      else tools[f.toolIndex!].findings.push({ rule: f.rule, pointer: relative(f.pointer, tool.pointer) });
    }
    side.tools.push(...tools);
    side.documents.set(
      doc.where,
      tools.map((t) => t.name ?? ''),
    );
  }
  return side;
}

/** `pointer` from `base` (a finding on a tool's wrapper, outside its object, keeps its whole pointer). */
function relative(pointer: string, base: string): string {
  return pointer === base || pointer.startsWith(base + '/') ? pointer.slice(base.length) : pointer;
}
