import { languageFor } from './language/registry';
import type { SourceLanguage } from './language/language';
import { PORTABLE_PROVIDERS, type Budgets, type LintOptions, type ProviderId, type SeveritySetting } from './types';

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
  fileName?: string;
  fixes: boolean;
  maxFileSize: number;
  /** The front end that reads the document and writes its fixes. */
  language: SourceLanguage;
}

export function resolveOptions(options: LintOptions = {}): ResolvedOptions {
  const targets = !options.targets || options.targets === 'portable' ? PORTABLE_PROVIDERS : options.targets;
  return {
    targets: new Set(targets),
    severities: options.rules ?? {},
    budgets: { ...DEFAULT_BUDGETS, ...stripUndefined(options.budgets ?? {}) },
    bareSchema: options.bareSchema ?? false,
    fileName: options.fileName,
    fixes: options.fixes ?? true,
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    language: languageFor(options),
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
