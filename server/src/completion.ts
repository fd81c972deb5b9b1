import type { CompletionItem, CompletionParams } from 'vscode-languageserver';
import { findByPointer, languageFor } from '../../shared/src/index';
import { completionSite } from './completion/position';
import {
  keywordProposals,
  propertyProposals,
  toCompletionItem,
  valueProposals,
  type Proposal,
} from './completion/items';
import { toolsAnalysisOf, type ServerContext } from './context';
import { runSafe } from './safe';

export const COMPLETION_TRIGGERS = ['"'];

export function registerCompletion(ctx: ServerContext): void {
  ctx.connection.onCompletion((params, token) =>
    runSafe(ctx.log, 'completion', token, [], () => completion(ctx, params)),
  );
}

/**
 * Inside a parameters schema: the keywords the portable profile allows at that
 * position, the portable `type` values, `format: date-time`, the declared names
 * in `required`, and snippets for a property, an array with items, an enum.
 * Elsewhere nothing: the editor's JSON support has the rest.
 */
async function completion(ctx: ServerContext, params: CompletionParams): Promise<CompletionItem[]> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  if (!open?.analysis.parsed) return [];
  const { doc, analysis } = open;
  // The positions and snippets are JSON's (jsonc-parser reads the cursor's place): other languages get none.
  if (!languageFor({ languageId: doc.languageId, fileName: doc.uri }).completion) return [];
  const text = doc.getText();
  const site = completionSite(text, ctx.positions.offset(doc, params.position), analysis.output.tools);
  if (!site) return [];
  const { position } = site;
  const node = findByPointer(analysis.parsed!.root, position.pointer);
  const schema = node?.kind === 'object' ? node : undefined;
  let proposals: Proposal[];
  if (position.kind === 'keyword') proposals = keywordProposals(schema, position.atRoot);
  else if (position.kind === 'property') proposals = propertyProposals();
  else proposals = valueProposals(position.keyword, schema, position.inArray);
  const range = ctx.positions.range(doc, site.replace.offset, site.replace.length);
  return proposals.map((p) => toCompletionItem(p, range, ctx.client.snippets));
}
