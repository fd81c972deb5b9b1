import {
  SymbolKind,
  type DocumentSymbol,
  type DocumentSymbolParams,
  type SymbolInformation,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  declaredTypes,
  end,
  findByPointer,
  getValue,
  languageFor,
  requiredNames,
  type JsonNode,
  type JsonProperty,
} from '../../shared/src/index';
import { toolsAnalysisOf, type ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { runSafe } from './safe';

/** Nested parameters deeper than this are not listed (the outline stays an outline). */
const MAX_DEPTH = 6;

/**
 * Most symbols one answer carries. Tools are always listed; then parameters,
 * level by level, while the whole stays under this. Each symbol costs JSON and
 * time on the server's one thread, and the Outline asks again after each change,
 * so a large catalog listed to its nested parameters would block the server
 * (docs/benchmark.md). VS Code's own JSON outline stops at 5,000 items
 * (`json.maxItemsComputed`).
 */
export const SYMBOL_BUDGET = 10_000;

type RangeOf = (offset: number, length: number) => DocumentSymbol['range'];

export function registerSymbols(ctx: ServerContext): void {
  ctx.connection.onDocumentSymbol((params, token) =>
    runSafe(ctx.log, 'documentSymbol', token, [], () => symbols(ctx, params)),
  );
}

/** The tools of the document, their parameters as children: the Outline and breadcrumbs show the catalog. */
async function symbols(
  ctx: ServerContext,
  params: DocumentSymbolParams,
): Promise<DocumentSymbol[] | SymbolInformation[]> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  // Where the language's own outline lists the declarations tools are written as (TypeScript's),
  // a second tree of the same names beside it would clutter, not guide.
  if (!open || languageFor({ languageId: open.doc.languageId }).outline === false) return [];
  const tree = toolSymbols(ctx, open.doc, open.analysis);
  return ctx.client.hierarchicalSymbols ? tree : flatten(open.doc.uri, tree);
}

/** A schema whose parameters are still to be listed, and the symbol list they go into. */
interface Pending {
  schema: JsonNode;
  into: DocumentSymbol[];
}

function toolSymbols(ctx: ServerContext, doc: TextDocument, analysis: Analysis): DocumentSymbol[] {
  const root = analysis.parsed?.root;
  const range: RangeOf = (offset, length) => ctx.positions.range(doc, offset, length);
  let pending: Pending[] = [];
  const tools = analysis.output.tools.map((tool): DocumentSymbol => {
    const children: DocumentSymbol[] = [];
    const schema = tool.schemaPointer !== undefined ? findByPointer(root, tool.schemaPointer) : undefined;
    if (schema) pending.push({ schema, into: children });
    const name = tool.name || `(unnamed ${tool.shape} tool)`;
    return {
      name,
      detail: tool.shape,
      kind: SymbolKind.Function,
      range: range(tool.offset, tool.length),
      selectionRange: range(tool.nameOffset, tool.nameLength),
      children,
    };
  });
  let listed = tools.length;
  for (let depth = 0; depth < MAX_DEPTH && pending.length; depth++) {
    const level = pending.map((p) => ({ ...p, properties: objectProperties(p.schema) ?? [] }));
    listed += level.reduce((sum, l) => sum + l.properties.length, 0);
    if (listed > SYMBOL_BUDGET) break;
    pending = level.flatMap((l) => parameterSymbols(l.schema, l.properties, l.into, range));
  }
  return tools;
}

/** One schema's parameters, pushed into `into`; returns their own schemas, whose parameters are the next level. */
function parameterSymbols(
  schema: JsonNode,
  properties: readonly JsonProperty[],
  into: DocumentSymbol[],
  range: RangeOf,
): Pending[] {
  const required = requiredNames(schema);
  const next: Pending[] = [];
  for (const p of properties) {
    const children: DocumentSymbol[] = [];
    into.push({
      name: p.key,
      detail: [typeLabel(p.value), required.has(p.key) ? 'required' : ''].filter(Boolean).join(' · '),
      kind: SymbolKind.Property,
      range: range(p.keyOffset, (p.value ? end(p.value) : p.keyOffset + p.keyLength) - p.keyOffset),
      selectionRange: range(p.keyOffset, p.keyLength),
      children,
    });
    if (p.value) next.push({ schema: p.value, into: children });
  }
  return next;
}

/** The members of `properties`, also through an array's `items` (a list of objects lists their fields). */
function objectProperties(schema: JsonNode): JsonProperty[] | undefined {
  if (schema.kind !== 'object') return undefined;
  const props = getValue(schema, 'properties');
  if (props?.kind === 'object') return props.props;
  const items = getValue(schema, 'items');
  return items ? objectProperties(items) : undefined;
}

function typeLabel(node: JsonNode | undefined): string {
  if (node?.kind !== 'object') return '';
  const types = declaredTypes(node);
  const items = getValue(node, 'items');
  if (types.includes('array') && items?.kind === 'object' && declaredTypes(items).length)
    return `${declaredTypes(items).join(' | ')}[]`;
  return types.join(' | ');
}

function flatten(uri: string, symbols: DocumentSymbol[], container?: string): SymbolInformation[] {
  return symbols.flatMap((s) => [
    {
      name: s.name,
      kind: s.kind,
      location: { uri, range: s.range },
      ...(container ? { containerName: container } : {}),
    },
    ...flatten(uri, s.children ?? [], s.name),
  ]);
}
