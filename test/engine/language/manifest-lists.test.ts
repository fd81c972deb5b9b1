import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readManifest, withLanguageLists } from '../../../scripts/manifest-languages';
import { registerLanguage } from '../../../shared/src/index';
import { twonLanguage } from './twon';

it("package.json's language lists are the registry's (npx tsx scripts/manifest-languages.ts writes them)", () => {
  const { manifest } = readManifest();
  assert.deepEqual(withLanguageLists(manifest), manifest);
});

it('a registered language reaches every list the script writes', () => {
  const { manifest } = readManifest();
  registerLanguage({ ...twonLanguage, languageIds: ['twon'], extensions: ['.twon'] });
  const written = withLanguageLists(manifest);
  assert.ok(written.activationEvents.includes('onLanguage:twon'));
  assert.ok(written.activationEvents.includes('onWebviewPanel:toolwire.preview'), 'other events kept');
  const whens = written.contributes.menus.commandPalette.map((item) => item.when ?? '');
  assert.equal(whens.filter((w) => /\|twon\|/.test(w)).length, 3, whens.join('\n'));
  const settings = written.contributes.configuration.properties;
  assert.ok((settings['toolwire.include'].default as string[]).includes('**/*.twon'));
});
