import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAX_FILE_SIZE, type LintOptions, type ProviderId } from '../../../shared/src/index';
import { ConfigResolver } from '../cli/configs';
import { displayPath } from '../cli/paths';
import type { Roots } from './roots';
import { ToolInputError } from './tool';

/** The input languages a text may be given in (LSP language ids), and the file name each is linted as. */
export const LANGUAGE_FILES = {
  json: 'text.json',
  jsonc: 'text.jsonc',
  typescript: 'text.ts',
  typescriptreact: 'text.tsx',
  javascript: 'text.js',
  javascriptreact: 'text.jsx',
} as const;
export type LanguageId = keyof typeof LANGUAGE_FILES;

/** The arguments every tool that reads one document takes. */
export interface SourceArgs {
  path?: string;
  text?: string;
  language?: LanguageId;
  targets?: ProviderId[];
}

/** One document to work on, with the options its config and the call give. */
export interface SourceDocument {
  text: string;
  /** The file as reports show it (relative to its root), or `<text>` for a text given. */
  display: string;
  options: LintOptions;
}

/** The config resolver of one call: the project's config file, the call's targets winning over it. */
export function resolverFor(targets: readonly ProviderId[] | undefined): ConfigResolver {
  return new ConfigResolver({ targets: targets?.length ? [...targets] : undefined, rules: {} });
}

/**
 * The one document a call names: the file at `path` (inside the roots) or `text`,
 * refused with a ToolInputError when it is neither, both, unreadable, or longer than
 * the engine's `maxFileSize` (the config's, else 5 MB).
 */
export async function readSource(args: SourceArgs, roots: Roots): Promise<SourceDocument> {
  if ((args.path === undefined) === (args.text === undefined))
    throw new ToolInputError(
      'give either "path" (a file to read) or "text" (the document itself), not both or neither',
    );
  const resolver = resolverFor(args.targets);
  if (args.text !== undefined) {
    const [root] = await roots.folders();
    const fileName = join(root ?? process.cwd(), LANGUAGE_FILES[args.language ?? 'json']);
    const { options } = resolver.plan(fileName, root ?? process.cwd());
    const withLanguage = { ...options, ...(args.language ? { language: args.language } : {}) };
    return { text: checkSize(args.text, 'the text', withLanguage), display: '<text>', options: withLanguage };
  }
  const { path, root } = await roots.confine(args.path!);
  const display = displayPath(path, root);
  const { options } = resolver.plan(path, root);
  return { text: readText(path, display, options), display, options };
}

/** The limit a document is linted under, in UTF-16 code units. */
export function sizeLimit(options: LintOptions): number {
  return options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
}

function checkSize(text: string, what: string, options: LintOptions): string {
  if (text.length > sizeLimit(options)) throw tooLarge(what, `${text.length} characters`, options);
  return text;
}

function tooLarge(what: string, size: string, options: LintOptions): ToolInputError {
  return new ToolInputError(
    `${what} is ${size} long, over the engine's maxFileSize of ${sizeLimit(options)} characters: it is not linted (set "maxFileSize" in toolwire.config.json to allow more)`,
  );
}

/** A UTF-16 code unit takes 1 to 3 bytes of UTF-8, so a file of over 3x the limit in bytes is refused unread. */
function readText(path: string, display: string, options: LintOptions): string {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new ToolInputError(`${display} is a folder; this tool reads one file`);
    if (stat.size > 3 * sizeLimit(options)) throw tooLarge(display, `${stat.size} bytes`, options);
    return checkSize(readFileSync(path, 'utf8'), display, options);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError(`${display}: cannot read this file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}
