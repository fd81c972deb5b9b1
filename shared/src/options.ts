import { languageFor } from './language/registry';
import type { ParseOptions, SourceLanguage } from './language/language';
import { PORTABLE_TARGETS } from './providers';
import type { Budgets, LintOptions, ProviderId, SeveritySetting } from './types';

export const DEFAULT_BUDGETS: Budgets = {
  toolsPerTurn: 48,
  catalogChars: 6000,
  descriptionMinChars: 20,
  descriptionMaxChars: 1024,
  catalogTokens: 0,
};

export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

export interface ResolvedOptions {
  targets: ReadonlySet<ProviderId>;
  severities: Readonly<Record<string, SeveritySetting>>;
  budgets: Budgets;
  bareSchema: boolean;
  listed: boolean;
  fileName?: string;
  fixes: boolean;
  maxFileSize: number;
  /** The front end that reads the document and writes its fixes. */
  language: SourceLanguage;
  /** What the front end reads the document with (see ParseOptions). */
  parse: ParseOptions;
}

export function resolveOptions(options: LintOptions = {}): ResolvedOptions {
  const targets = !options.targets || options.targets === 'portable' ? PORTABLE_TARGETS : options.targets;
  return {
    targets: new Set(targets),
    severities: options.rules ?? {},
    budgets: { ...DEFAULT_BUDGETS, ...stripUndefined(options.budgets ?? {}) },
    bareSchema: options.bareSchema ?? false,
    listed: options.listed ?? false,
    fileName: options.fileName,
    fixes: options.fixes ?? true,
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    language: languageFor(options),
    parse: parseOptionsOf(options),
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The options a front end's parse reads: a parse is the same for equal ones. */
export function parseOptionsOf(options: LintOptions): ParseOptions {
  return {
    fileName: options.fileName,
    packages: options.packages,
    modules: options.modules,
    converter: options.converter,
  };
}
