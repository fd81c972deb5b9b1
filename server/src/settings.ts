import {
  DEFAULT_BUDGETS,
  DEFAULT_EXCLUDE,
  DEFAULT_INCLUDE,
  DEFAULT_MAX_FILE_SIZE,
  parseConfig,
  type Budgets,
  type ParseProblem,
  type ProviderId,
  type SeveritySetting,
  type ToolwireConfig,
} from '../../shared/src/index';

/**
 * The editor settings under `toolwire.`, typed once. package.json's
 * `contributes.configuration` declares the same keys and defaults
 * (test/lsp/settings.test.ts keeps the two in step). Every key is
 * resource-scoped: the server asks for them per document.
 *
 * To add a setting: the key here and in DEFAULT_SETTINGS, its schema in
 * package.json, its use in `settingsConfig` (and in shared/src/config.ts when
 * the project config file takes it too), a line in docs/editors.md.
 */
export interface ToolwireSettings {
  targets: 'portable' | ProviderId[];
  rules: Record<string, SeveritySetting>;
  include: string[];
  exclude: string[];
  schemaFiles: string[];
  budgets: Budgets;
  maxFileSize: number;
  /** The Python executable whose environment's distributions a Python file gets ('' : the project's .venv or venv). */
  python: { interpreter: string };
  trace: { server: 'off' | 'messages' | 'verbose' };
}

export const DEFAULT_SETTINGS: ToolwireSettings = {
  targets: 'portable',
  rules: {},
  include: DEFAULT_INCLUDE,
  exclude: DEFAULT_EXCLUDE,
  schemaFiles: [],
  budgets: DEFAULT_BUDGETS,
  maxFileSize: DEFAULT_MAX_FILE_SIZE,
  python: { interpreter: '' },
  trace: { server: 'off' },
};

/** The configuration section the server asks the client for. */
export const SETTINGS_SECTION = 'toolwire';

export interface ReadSettings {
  config: ToolwireConfig;
  /** Values of the wrong type, ignored (logged by the caller). */
  problems: ParseProblem[];
}

/**
 * What a client sent as the `toolwire` section, as the project-config shape.
 * Validation is the config file's own (parseConfig), so a setting and a config
 * key accept exactly the same values; a bad value is ignored, never thrown.
 */
export function readSettings(raw: unknown): ReadSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { config: settingsConfig(DEFAULT_SETTINGS), problems: [] };
  const { trace: _trace, ...keys } = raw as Record<string, unknown>;
  const { config, problems } = parseConfig(JSON.stringify(keys));
  return { config: { ...settingsConfig(DEFAULT_SETTINGS), ...config }, problems };
}

function settingsConfig(s: ToolwireSettings): ToolwireConfig {
  const { trace: _trace, ...config } = s;
  return config;
}
