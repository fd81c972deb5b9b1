import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Command,
  type Diagnostic,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { COMMANDS, type Finding, type Fix } from '../../shared/src/index';
import { toolsAnalysisOf, type ServerContext } from './context';
import { isToolwireDiagnostic, type DiagnosticData } from './diagnostics-convert';
import { disableActions } from './disable-rule';
import type { Analysis } from './documents/analyze';
import { documentEdit } from './edits';
import { fixAllEdit } from './fix-all';
import { runSafe } from './safe';

/** Fix-all for this server: `editor.codeActionsOnSave: {"source.fixAll.toolwire": "explicit"}`. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.toolwire`;

export function registerCodeActions(ctx: ServerContext): void {
  ctx.connection.onCodeAction((params, token) =>
    runSafe(ctx.log, 'codeAction', token, [], () => codeActions(ctx, params)),
  );
}

async function codeActions(ctx: ServerContext, params: CodeActionParams): Promise<Array<CodeAction | Command>> {
  const open = await toolsAnalysisOf(ctx, params.textDocument.uri);
  if (!open) return [];
  const { doc, analysis } = open;
  if (!ctx.client.codeActionLiterals)
    return [{ title: 'Toolwire: fix all safe repairs', command: COMMANDS.fixAll, arguments: [{ uri: doc.uri }] }];
  const only = params.context.only;
  const actions: CodeAction[] = [];
  if (wants(only, CodeActionKind.QuickFix)) actions.push(...quickFixes(ctx, doc, analysis, params.context.diagnostics));
  if (wants(only, FIX_ALL_KIND)) {
    const fix = fixAllEdit(ctx, doc, analysis);
    if (fix)
      actions.push({ title: `Fix all safe Toolwire repairs (${fix.applied})`, kind: FIX_ALL_KIND, edit: fix.edit });
  }
  return actions;
}

/**
 * Does the request want actions of `kind`? Without `only`, quick fixes yes and
 * source actions no (they are asked for by kind: on save, from the Source Action menu).
 */
function wants(only: string[] | undefined, kind: string): boolean {
  if (!only) return kind === CodeActionKind.QuickFix;
  return only.some((o) => kind === o || kind.startsWith(`${o}.`));
}

function quickFixes(
  ctx: ServerContext,
  doc: TextDocument,
  analysis: Analysis,
  diagnostics: Diagnostic[],
): CodeAction[] {
  const ours = diagnostics.filter(isToolwireDiagnostic);
  if (!ours.length) return [];
  const findings = findingsOf(
    analysis,
    ours.map((d) => d.data),
  );
  const actions: CodeAction[] = [];
  const disabled = new Set<string>();
  for (const diagnostic of ours) {
    const finding = findingOf(findings, analysis, diagnostic.data);
    if (!finding) continue;
    const preferred = preferredFix(finding);
    for (const fix of finding.fixes) {
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: fix === preferred,
        edit: documentEdit(ctx, doc, fix.edits),
      });
    }
    const key = `${finding.rule}@${doc.positionAt(finding.offset).line}`;
    if (disabled.has(key)) continue;
    disabled.add(key);
    actions.push(...disableActions(ctx, doc, analysis, finding, diagnostic));
  }
  return actions;
}

/**
 * The findings, with their fixes, where the diagnostics were made: computed
 * from the current text for the tools they lie in only (a cursor move asks for
 * code actions, and a catalog of thousands of tools must not be judged again
 * for it). A diagnostic of this version is found by its offset; an older one by
 * its JSON pointer, which survives edits elsewhere in the document.
 */
function findingsOf(analysis: Analysis, data: readonly DiagnosticData[]): Finding[] {
  const current = data.filter((d) => d.version === analysis.version);
  const older = data.filter((d) => d.version !== analysis.version);
  return analysis.findingsWithFixes({
    spans: current.map((d) => ({ offset: d.offset, length: d.length })),
    pointers: older.map((d) => d.pointer),
  });
}

/** The finding a diagnostic was made from, among those of the current text. */
function findingOf(findings: readonly Finding[], analysis: Analysis, data: DiagnosticData): Finding | undefined {
  const ofRule = findings.filter((f) => f.rule === data.rule);
  if (data.version === analysis.version) return ofRule.find((f) => f.offset === data.offset);
  return ofRule.find((f) => f.pointer === data.pointer);
}

/**
 * The safe repair; else the one fix there is (it resolves the finding, it just needs a
 * person to accept it), unless it is an author's choice between two meanings.
 */
function preferredFix(finding: Finding): Fix | undefined {
  const repair = finding.fixes.find((f) => f.kind === 'repair');
  if (repair) return repair;
  const only = finding.fixes.length === 1 ? finding.fixes[0] : undefined;
  return only?.choice ? undefined : only;
}
