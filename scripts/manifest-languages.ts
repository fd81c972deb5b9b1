// Writes package.json's language lists from the registry (shared/src/language/registry.ts), so a
// new language's commit runs this rather than editing them: the activation events, the `when`
// clauses of the commands that act on a tool file, and the `toolwire.include`/`exclude` defaults.
// `npx tsx scripts/manifest-languages.ts` writes; `--check` exits 1 when package.json is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultExclude, defaultInclude, languagesJsonFirst } from '../shared/src/index';

const MANIFEST = join(__dirname, '..', 'package.json');
/** A `when` clause that names the linted languages: the one form this script writes. */
const LANGUAGE_WHEN = /^editorLangId =~ \/\^\(.*\)\$\/$/;

interface Manifest {
  activationEvents: string[];
  contributes: {
    menus: Record<string, Array<{ when?: string }>>;
    configuration: { properties: Record<string, { default?: unknown }> };
  };
}

/** `manifest` with its language lists as the registry gives them (other entries kept, in place). */
export function withLanguageLists(manifest: Manifest): Manifest {
  const ids = languagesJsonFirst().flatMap((l) => l.languageIds);
  const copy = structuredClone(manifest);
  copy.activationEvents = [
    ...ids.map((id) => `onLanguage:${id}`),
    ...manifest.activationEvents.filter((e) => !e.startsWith('onLanguage:')),
  ];
  for (const items of Object.values(copy.contributes.menus))
    for (const item of items)
      if (item.when !== undefined && LANGUAGE_WHEN.test(item.when))
        item.when = `editorLangId =~ /^(${ids.join('|')})$/`;
  const settings = copy.contributes.configuration.properties;
  settings['toolwire.include'].default = defaultInclude();
  settings['toolwire.exclude'].default = defaultExclude();
  return copy;
}

export function readManifest(): { text: string; manifest: Manifest } {
  const text = readFileSync(MANIFEST, 'utf8');
  return { text, manifest: JSON.parse(text) as Manifest };
}

if (require.main === module) {
  const { text, manifest } = readManifest();
  const written = `${JSON.stringify(withLanguageLists(manifest), null, 2)}\n`;
  if (written !== text && process.argv.includes('--check')) {
    console.error("package.json's language lists are out of date: run npx tsx scripts/manifest-languages.ts");
    process.exit(1);
  }
  if (written !== text) writeFileSync(MANIFEST, written);
}
