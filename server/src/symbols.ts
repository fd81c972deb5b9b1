import { SymbolKind, type DocumentSymbol, type DocumentSymbolParams, type SymbolInformation } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { end, findByPointer, getProp, getValue, type JsonNode, type JsonProperty } from '../../shared/src/json/tree';
import { declaredTypes } from '../../shared/src/schema/node';
import { analysisOf, type ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { runSafe } from './safe';

/** Nested parameters deeper than this are not listed (the outline stays an outline). */
const MAX_DEPTH = 6;

export function registerSymbols(ctx: ServerContext): void {
  ctx.connection.onDocumentSymbol((params, token) => runSafe(ctx.log, 'documentSymbol', token, [], () => symbols(ctx, params)));
}

/** The tools of the document, their parameters as children: the Outline and breadcrumbs show the catalog. */
async function symbols(ctx: ServerContext, params: DocumentSymbolParams): Promise<DocumentSymbol[] | SymbolInformation[]> {
  const open = await analysisOf(ctx, params.textDocument.uri);
  if (!open || open.analysis.role !== 'tools') return [];
  const tree = toolSymbols(ctx, open.doc, open.analysis);
  return ctx.client.hierarchicalSymbols ? tree : flatten(open.doc.uri, tree);
}

function toolSymbols(ctx: ServerContext, doc: TextDocument, analysis: Analysis): DocumentSymbol[] {
  const root = analysis.parsed?.root;
  const range = (offset: number, length: number) => ctx.positions.range(doc, offset, length);
  return analysis.output.tools.map((tool) => {
    const schema = tool.schemaPointer !== undefined ? findByPointer(root, tool.schemaPointer) : undefined;
    return {
      name: tool.name || `(unnamed ${tool.shape} tool)`,
      detail: tool.shape,
      kind: SymbolKind.Function,
      range: range(tool.offset, tool.length),
      selectionRange: range(tool.nameOffset, tool.nameLength),
      children: schema ? parameterSymbols(schema, range, 0) : [],
    };
  });
}

function parameterSymbols(schema: JsonNode, range: (offset: number, length: number) => DocumentSymbol['range'], depth: number): DocumentSymbol[] {
  const properties = objectProperties(schema);
  if (!properties || depth >= MAX_DEPTH) return [];
  const required = requiredNames(schema);
  return properties.map((p) => ({
    name: p.key,
    detail: [typeLabel(p.value), required.has(p.key) ? 'required' : ''].filter(Boolean).join(' · '),
    kind: SymbolKind.Property,
    range: range(p.keyOffset, (p.value ? end(p.value) : p.keyOffset + p.keyLength) - p.keyOffset),
    selectionRange: range(p.keyOffset, p.keyLength),
    children: p.value ? parameterSymbols(p.value, range, depth + 1) : [],
  }));
}

/** The members of `properties`, also through an array's `items` (a list of objects lists their fields). */
function objectProperties(schema: JsonNode): JsonProperty[] | undefined {
  if (schema.kind !== 'object') return undefined;
  const props = getValue(schema, 'properties');
  if (props?.kind === 'object') return props.props;
  const items = getValue(schema, 'items');
  return items ? objectProperties(items) : undefined;
}

function requiredNames(schema: JsonNode): Set<string> {
  const required = schema.kind === 'object' ? getProp(schema, 'required')?.value : undefined;
  return new Set(required?.kind === 'array' ? required.items.flatMap((i) => (i.kind === 'string' ? [i.value] : [])) : []);
}

function typeLabel(node: JsonNode | undefined): string {
  if (node?.kind !== 'object') return '';
  const types = declaredTypes(node);
  const items = getValue(node, 'items');
  if (types.includes('array') && items?.kind === 'object' && declaredTypes(items).length) return `${declaredTypes(items).join(' | ')}[]`;
  return types.join(' | ');
}

function flatten(uri: string, symbols: DocumentSymbol[], container?: string): SymbolInformation[] {
  return symbols.flatMap((s) => [
    { name: s.name, kind: s.kind, location: { uri, range: s.range }, ...(container ? { containerName: container } : {}) },
    ...flatten(uri, s.children ?? [], s.name),
  ]);
}
