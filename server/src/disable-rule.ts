import { basename, join } from 'node:path';
import { CodeActionKind, type CodeAction, type Diagnostic, type WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CONFIG_FILE_NAMES,
  disableNextLineEdit,
  getProp,
  jsonLanguage,
  languageFor,
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
  if (acceptsComments(doc))
    return [
      action(`Disable ${rule} for this line`, {
        edit: documentEdit(ctx, doc, [disableNextLine(doc, finding.offset, rule)]),
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

/** Whether the document's language lets it hold a suppression comment (JSONC does, plain JSON does not). */
export function acceptsComments(doc: TextDocument): boolean {
  const name = { languageId: doc.languageId, fileName: doc.uri };
  return languageFor(name).acceptsComments(name);
}

/** A disable-next-line directive above the finding, in the document language's comment syntax. */
export function disableNextLine(doc: TextDocument, offset: number, rule: string): TextEdit {
  const { comments } = languageFor({ languageId: doc.languageId, fileName: doc.uri });
  return disableNextLineEdit(comments, doc.getText(), offset, rule);
}

/** Set `rules.<rule>` to "off" in an existing config (its open text when it is open). */
function configEdit(ctx: ServerContext, path: string, rule: string): WorkspaceEdit | undefined {
  const uri = pathToUri(path);
  const doc = ctx.documents.get(uri) ?? diskDocument(uri, path);
  const root = jsonLanguage.parse(doc.getText()).root; // config files are JSON
  if (root?.kind !== 'object') return undefined;
  const rules = getProp(root, 'rules')?.value;
  const edit =
    rules?.kind === 'object'
      ? ruleEdit(doc.getText(), rules, rule)
      : rules
        ? undefined
        : jsonLanguage.edits(doc.getText()).insertMember(root, 'rules', { [rule]: 'off' })[0];
  return edit && documentEdit(ctx, doc, [edit]);
}

function ruleEdit(text: string, rules: JsonObject, rule: string): TextEdit {
  const existing = getProp(rules, rule)?.value;
  return existing
    ? jsonLanguage.edits(text).replaceValue(existing, 'off')[0]
    : jsonLanguage.edits(text).insertMember(rules, rule, 'off')[0];
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
