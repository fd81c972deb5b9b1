import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { CodeActionRequest, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateCatalog } from '../helpers/catalog';
import { applyEdits, lint, type Finding } from '../../shared/src/index';
import { TestClient } from './harness';

/**
 * Quick fixes are computed for the tools under the request only; they must be
 * the fixes a full lint of the current text gives, for diagnostics of this
 * version (found by offset) and of an older one (found by pointer).
 */
describe('quick fixes on a catalog of many tools', () => {
  let client: TestClient;
  const uri = pathToFileURL('/tmp/toolwire-quick-fixes/catalog.jsonc').href;
  const text = generateCatalog(80, { seed: 11, faultShare: 0.5 });

  before(async () => {
    client = await TestClient.start();
    await client.open(uri, text, 'jsonc');
  });
  after(() => client.stop());

  const actionsFor = (diagnostic: Diagnostic) =>
    client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    }) as Promise<CodeAction[]>;

  /** What applying an action's edit to the client's current text gives. */
  const applied = (action: CodeAction) => {
    const doc = TextDocument.create(uri, 'json', 0, client.text(uri));
    const change = action.edit!.documentChanges?.[0] ?? { edits: action.edit!.changes![uri] };
    return TextDocument.applyEdits(doc, 'edits' in change ? change.edits : []);
  };

  /** The quick fixes expected for a finding: its fixes, as a full lint with fixes gives them, applied to the text. */
  const expectedFixes = (current: string, finding: Finding) =>
    finding.fixes.map((fix) => ({ title: fix.title, text: applyEdits(current, fix.edits) }));
  const actualFixes = (actions: CodeAction[]) =>
    actions.filter((a) => !a.title.startsWith('Disable ')).map((a) => ({ title: a.title, text: applied(a) }));

  it('offers, for every diagnostic, the fixes a full lint gives', async () => {
    const { diagnostics } = await client.currentDiagnostics(uri);
    const full = lint(text, { fixes: true }).findings;
    assert.ok(diagnostics.length > 30, `the catalog has diagnostics (${diagnostics.length})`);
    let withFixes = 0;
    for (const diagnostic of diagnostics) {
      const data = diagnostic.data as { rule: string; offset: number };
      const finding = full.find((f) => f.rule === data.rule && f.offset === data.offset)!;
      const actions = await actionsFor(diagnostic);
      assert.deepEqual(actualFixes(actions), expectedFixes(text, finding), `${data.rule} at ${data.offset}`);
      assert.ok(
        actions.some((a) => a.title === `Disable ${data.rule} for this line`),
        'the disable action is still offered',
      );
      if (finding.fixes.length) withFixes++;
    }
    assert.ok(withFixes > 10, `findings with fixes were compared (${withFixes})`);
  });

  it('finds the finding of an older diagnostic by its pointer, with fixes computed from the current text', async () => {
    const { diagnostics } = await client.currentDiagnostics(uri);
    const stale = diagnostics.filter((d) => d.code === 'items-missing').at(-1)!;
    // Text typed into the first tool's description: every later offset moves, pointers do not.
    const at = text.indexOf('"description": "') + '"description": "'.length;
    const lines = TextDocument.create(uri, 'json', 0, text);
    await client.edit(uri, [{ range: { start: lines.positionAt(at), end: lines.positionAt(at) }, text: 'Typed. ' }]);
    await client.currentDiagnostics(uri);
    const current = client.text(uri);
    const pointer = (stale.data as { pointer: string }).pointer;
    const finding = lint(current, { fixes: true }).findings.find(
      (f) => f.rule === 'items-missing' && f.pointer === pointer,
    )!;
    const actions = await actionsFor(stale);
    assert.ok(finding.fixes.length > 0);
    assert.deepEqual(actualFixes(actions), expectedFixes(current, finding));
  });
});
