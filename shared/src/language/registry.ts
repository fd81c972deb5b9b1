import { jsonLanguage } from './json';
import type { DocumentName, SourceLanguage } from './language';
import { openapiLanguage } from './openapi';
import { pythonLanguage } from './python';
import { typescriptLanguage } from './typescript';

/**
 * The input languages Toolwire reads, and the one place that maps a document
 * (LSP language id, file name) to its front end. The server, the CLI's folder
 * walk, the extension's document selector, suppressions and the preview ask
 * here; none keeps a list of its own. JSON is the default: a document with no
 * known language id or extension is read as JSON, as before there were others.
 */
const LANGUAGES: SourceLanguage[] = [typescriptLanguage, pythonLanguage, openapiLanguage, jsonLanguage];

/** Counts registrations: what is derived from the list is derived again after one (fromLanguages). */
let generation = 0;

/** Add a front end (a later registration wins for the ids and extensions it shares with an earlier one). */
export function registerLanguage(language: SourceLanguage): void {
  const known = LANGUAGES.findIndex((l) => l.id === language.id);
  if (known >= 0) LANGUAGES.splice(known, 1);
  LANGUAGES.unshift(language);
  generation++;
}

/**
 * A value the host derives from the languages (a glob, a set of folder names),
 * computed on first use and again only after a registration: cheap to ask
 * per file, and true for a language registered after start (a test's).
 */
export function fromLanguages<T>(derive: (languages: readonly SourceLanguage[]) => T): () => T {
  let at = -1;
  let value: T;
  return () => {
    if (at !== generation) [value, at] = [derive(LANGUAGES), generation];
    return value;
  };
}

export function languages(): readonly SourceLanguage[] {
  return LANGUAGES;
}

/** The front end of a document: by its front end id or LSP language id, else by its file's extension, else JSON. */
export function languageFor(doc: DocumentName & { language?: string }): SourceLanguage {
  const id = doc.language ?? doc.languageId;
  if (id !== undefined) {
    const byId = LANGUAGES.find((l) => l.id === id || l.languageIds.includes(id));
    if (byId) return byId;
  }
  return (doc.fileName !== undefined && languageOfFile(doc.fileName)) || jsonLanguage;
}

/** The front end whose extension the file name ends with, or undefined. */
export function languageOfFile(fileName: string): SourceLanguage | undefined {
  const lower = fileName.toLowerCase();
  return LANGUAGES.find((l) => l.extensions.some((ext) => lower.endsWith(ext)));
}

/** The files a folder walk lints: those of a known front end. */
export function isLintedFileName(name: string): boolean {
  return languageOfFile(name) !== undefined;
}

/** The languages in the order lists shown to people give them: JSON first (as it was the first), then the registry's. */
export function languagesJsonFirst(): SourceLanguage[] {
  return [...LANGUAGES].sort((a, b) => Number(a !== jsonLanguage) - Number(b !== jsonLanguage));
}

/** What users call the languages: `['JSON', 'TypeScript', 'JavaScript']`. */
export function languageNames(): string[] {
  return languagesJsonFirst().flatMap((l) => l.names);
}

/** The front end of a file that imports modules (ModuleResolution), or undefined: JSON imports none. */
export function moduleLanguageOf(fileName: string): SourceLanguage | undefined {
  const language = languageOfFile(fileName);
  return language?.modules ? language : undefined;
}

/** Every LSP language id Toolwire lints. */
export function lintedLanguageIds(): string[] {
  return LANGUAGES.flatMap((l) => l.languageIds);
}

/** A bare schema file's tool name: its base name less its extension and a `.schema` before it (`add.schema.json` gives `add`). */
export function toolNameFromFile(fileName: string | undefined): string {
  const base = (fileName ?? 'schema').split(/[\\/]/).pop()!;
  const ext = languageOfFile(base)?.extensions.find((e) => base.toLowerCase().endsWith(e));
  if (!ext) return base || 'schema';
  return base.slice(0, base.length - ext.length).replace(/\.schema$/i, '') || 'schema';
}
