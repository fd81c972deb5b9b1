import { basename, join } from 'node:path';
import { CodeActionKind, type CodeAction, type Diagnostic, type WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CONFIG_FILE_NAMES,
  eol,
  getProp,
  insertProperty,
  parseJson,
  type Finding,
  type JsonObject,
  type TextEdit,
} from '../../shared/src/index';
import type { ServerContext } from './context';
import type { Analysis } from './documents/analyze';
import { diskDocument } from './documents/store';
import { documentEdit } from './edits';
import { pathToUri, uriToPath } from './uris';

/**
 * "Disable <rule>" for one finding. In JSONC a comment on the line above; plain
 * JSON has no comments (and changing the file's language is not ours to do), so
 * there the rule goes off in the project config when there is one, else in the
 * editor's settings when the client offers a command for that, else in a new
 * toolwire.config.json at the workspace folder's root.
 */
export function disableActions(
  ctx: ServerContext,
  doc: TextDocument,
  analysis: Analysis,
  finding: Finding,
  diagnostic: Diagnostic,
): CodeAction[] {
  const action = (title: string, rest: Partial<CodeAction>): CodeAction => ({
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    ...rest,
  });
  const rule = finding.rule;
  if (isJsonc(doc))
    return [
      action(`Disable ${rule} for this line`, {
        edit: documentEdit(ctx, doc, [disableNextLine(doc.getText(), finding.offset, rule)]),
      }),
    ];
  if (analysis.configPath) {
    const edit = configEdit(ctx, analysis.configPath, rule);
    return edit ? [action(`Disable ${rule} in ${basename(analysis.configPath)}`, { edit })] : [];
  }
  if (ctx.client.disableInSettingsCommand) {
    return [
      action(`Disable ${rule} in settings`, {
        command: { title: `Disable ${rule}`, command: ctx.client.disableInSettingsCommand, arguments: [rule, doc.uri] },
      }),
    ];
  }
  const edit = newConfigEdit(ctx, doc.uri, rule);
  return edit ? [action(`Disable ${rule} in a new ${CONFIG_FILE_NAMES[0]}`, { edit })] : [];
}

export function isJsonc(doc: TextDocument): boolean {
  return doc.languageId === 'jsonc' || /\.jsonc$/i.test(doc.uri);
}

/** `// toolwire-disable-next-line <rule>` on its own line above the finding, indented like it. */
export function disableNextLine(text: string, offset: number, rule: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
  return { offset: lineStart, length: 0, newText: `${indent}// toolwire-disable-next-line ${rule}${eol(text)}` };
}

/** Set `rules.<rule>` to "off" in an existing config (its open text when it is open). */
function configEdit(ctx: ServerContext, path: string, rule: string): WorkspaceEdit | undefined {
  const uri = pathToUri(path);
  const doc = ctx.documents.get(uri) ?? diskDocument(uri, path);
  const root = parseJson(doc.getText()).root;
  if (root?.kind !== 'object') return undefined;
  const rules = getProp(root, 'rules')?.value;
  const edit =
    rules?.kind === 'object'
      ? ruleEdit(doc.getText(), rules, rule)
      : rules
        ? undefined
        : insertProperty(doc.getText(), root, 'rules', { [rule]: 'off' });
  return edit && documentEdit(ctx, doc, [edit]);
}

function ruleEdit(text: string, rules: JsonObject, rule: string): TextEdit {
  const existing = getProp(rules, rule)?.value;
  return existing
    ? { offset: existing.offset, length: existing.length, newText: '"off"' }
    : insertProperty(text, rules, rule, 'off');
}

function newConfigEdit(ctx: ServerContext, uri: string, rule: string): WorkspaceEdit | undefined {
  const path = uriToPath(uri);
  const folder = path && ctx.folders.folderOf(path);
  if (!folder || !ctx.client.createFiles || !ctx.client.documentChanges) return undefined;
  const configUri = pathToUri(join(folder, CONFIG_FILE_NAMES[0]));
  const text = `${JSON.stringify({ rules: { [rule]: 'off' } }, null, 2)}\n`;
  return {
    documentChanges: [
      { kind: 'create', uri: configUri, options: { ignoreIfExists: true } },
      {
        textDocument: { uri: configUri, version: null },
        edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }],
      },
    ],
  };
}
