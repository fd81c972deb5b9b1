import type { WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { fixAllDetailed } from '../../shared/src/index';
import type { ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { documentEdit, minimalEdit } from './edits';

export interface FixAllEdit {
  edit: WorkspaceEdit;
  applied: number;
}

/**
 * Every safe repair of the document, recomputed from its current text (the
 * engine re-lints between passes; nothing is stitched from older results), as
 * one minimal edit bound to the document's version. Undefined when nothing changes.
 * `analysis` is a tools document's (toolsAnalysisOf).
 */
export function fixAllEdit(ctx: ServerContext, doc: TextDocument, analysis: Analysis): FixAllEdit | undefined {
  if (analysis.version !== doc.version) return undefined;
  const text = doc.getText();
  const result = fixAllDetailed(text, analysis.options);
  const edit = minimalEdit(text, result.text);
  return edit ? { edit: documentEdit(ctx, doc, [edit]), applied: result.applied } : undefined;
}
