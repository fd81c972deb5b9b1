import { jsonLanguage } from './language/json';
import { OPENAPI_CONVERTERS } from './language/openapi/profiles';
import { fromLanguages } from './language/registry';
import type { JsonNode } from './json/tree';
import { DEFAULT_BUDGETS } from './options';
import {
  PROVIDERS,
  type Budgets,
  type LintOptions,
  type ParseProblem,
  type ProviderId,
  type SeveritySetting,
} from './types';

/**
 * The project configuration: `toolwire.config.json` or `.toolwirerc.json`, found
 * upward from a linted file. The editor settings use the same keys under
 * `toolwire.`; the file wins over them. Both the server and the CLI read it.
 */
export interface ToolwireConfig {
  targets?: 'portable' | ProviderId[];
  rules?: Record<string, SeveritySetting>;
  budgets?: Partial<Budgets>;
  /** Globs (relative to the config's folder) of files to lint. */
  include?: string[];
  /** Globs of files never to lint. */
  exclude?: string[];
  /** Globs of files that are one bare parameters schema each. */
  schemaFiles?: string[];
  maxFileSize?: number;
  /** The Python a project runs: its environment's installed distributions are the versions its files get. */
  python?: { interpreter?: string };
  /** OpenAPI documents a server makes its tools of (globs), and the converter that does (docs/openapi.md). */
  openapi?: OpenApiSetting;
}

export interface OpenApiSetting {
  files: string[];
  /** A converter profile's id (`generic`, `notion-mcp-server`); default `generic`. */
  converter?: string;
}

export const CONFIG_FILE_NAMES = ['toolwire.config.json', '.toolwirerc.json'] as const;
/** Every file of a known input language (package.json's `toolwire.include` default repeats it: scripts/manifest-languages.ts). */
export const defaultInclude = fromLanguages((all) =>
  all
    .flatMap((l) => l.extensions)
    .sort(jsonFirst)
    .map((ext) => `**/*${ext}`),
);
/**
 * What is not linted unless a config says so: git's and the editor's folders,
 * and each language's pruned folders and excludes (SourceLanguage.excludes).
 */
export const defaultExclude = fromLanguages((all) => [
  ...all.flatMap((l) => l.prunedDirs ?? []).map((dir) => `**/${dir}/**`),
  '**/.git/**',
  '**/.vscode/**',
  ...all.flatMap((l) => l.excludes ?? []),
]);
/** The include and exclude defaults of the languages Toolwire ships (the settings' defaults, package.json's). */
export const DEFAULT_INCLUDE = defaultInclude();
export const DEFAULT_EXCLUDE = defaultExclude();

function jsonFirst(a: string, b: string): number {
  return Number(!a.startsWith('.json')) - Number(!b.startsWith('.json'));
}
const SEVERITIES = ['off', 'info', 'warning', 'error'];

export interface ConfigParse {
  config: ToolwireConfig;
  /** What is wrong with the file, with ranges in it (the editor shows them as diagnostics). */
  problems: ParseProblem[];
}

/** Read a config file's text. Keys it does not know and values of the wrong type are problems, never exceptions. */
export function parseConfig(text: string): ConfigParse {
  const parsed = jsonLanguage.parse(text); // a config file is JSON whatever the documents it configures are written in
  const problems: ParseProblem[] = parsed.errors.map((e) => ({
    ...e,
    message: `Config is not valid JSON: ${e.message}`,
  }));
  const config: ToolwireConfig = {};
  const root = parsed.root;
  if (!root) return { config, problems };
  if (root.kind !== 'object')
    return { config, problems: [...problems, at(root, 'The Toolwire config must be a JSON object.')] };
  for (const p of root.props) {
    const v = p.value;
    if (!v) continue;
    const reader = READERS[p.key];
    if (!reader)
      problems.push({
        offset: p.keyOffset,
        length: p.keyLength,
        message: `Unknown config key "${p.key}". Known keys: ${Object.keys(READERS).join(', ')}.`,
      });
    else reader(v, config, problems);
  }
  return { config, problems };
}

type Reader = (v: JsonNode, config: ToolwireConfig, problems: ParseProblem[]) => void;

const READERS: Record<string, Reader> = {
  targets(v, config, problems) {
    if (v.kind === 'string' && v.value === 'portable') config.targets = 'portable';
    else if (
      v.kind === 'array' &&
      v.items.every((i) => i.kind === 'string' && (PROVIDERS as readonly string[]).includes(i.value))
    ) {
      config.targets = v.items.map((i) => (i as { value: ProviderId }).value);
    } else problems.push(at(v, `"targets" is "portable" or a list of: ${PROVIDERS.join(', ')}.`));
  },
  rules(v, config, problems) {
    if (v.kind !== 'object') return void problems.push(at(v, '"rules" maps rule ids to off, info, warning or error.'));
    config.rules = {};
    for (const r of v.props) {
      if (r.value?.kind === 'string' && SEVERITIES.includes(r.value.value))
        config.rules[r.key] = r.value.value as SeveritySetting;
      else if (r.value) problems.push(at(r.value, `The severity of "${r.key}" is one of: ${SEVERITIES.join(', ')}.`));
    }
  },
  budgets(v, config, problems) {
    if (v.kind !== 'object') return void problems.push(at(v, '"budgets" is an object of numbers.'));
    config.budgets = {};
    for (const b of v.props) {
      if (!(b.key in DEFAULT_BUDGETS))
        problems.push({
          offset: b.keyOffset,
          length: b.keyLength,
          message: `Unknown budget "${b.key}". Known: ${Object.keys(DEFAULT_BUDGETS).join(', ')}.`,
        });
      else if (b.value?.kind === 'number' && b.value.value >= 0) config.budgets[b.key as keyof Budgets] = b.value.value;
      else if (b.value) problems.push(at(b.value, `Budget "${b.key}" is a number of at least 0.`));
    }
  },
  include: globs('include'),
  exclude: globs('exclude'),
  schemaFiles: globs('schemaFiles'),
  maxFileSize(v, config, problems) {
    if (v.kind === 'number' && v.value > 0) config.maxFileSize = v.value;
    else problems.push(at(v, '"maxFileSize" is a positive number of characters.'));
  },
  python(v, config, problems) {
    const interpreter = v.kind === 'object' ? v.props.find((p) => p.key === 'interpreter')?.value : undefined;
    if (
      v.kind !== 'object' ||
      v.props.some((p) => p.key !== 'interpreter') ||
      (interpreter && interpreter.kind !== 'string')
    )
      return void problems.push(at(v, '"python" is { "interpreter": the path of the Python executable }.'));
    config.python =
      interpreter?.kind === 'string' && interpreter.value !== '' ? { interpreter: interpreter.value } : {};
  },
  openapi(v, config, problems) {
    const files = v.kind === 'object' ? v.props.find((p) => p.key === 'files')?.value : undefined;
    const converter = v.kind === 'object' ? v.props.find((p) => p.key === 'converter')?.value : undefined;
    const known = new Set(OPENAPI_CONVERTERS.map((c) => c.id));
    if (
      v.kind !== 'object' ||
      v.props.some((p) => p.key !== 'files' && p.key !== 'converter') ||
      files?.kind !== 'array' ||
      !files.items.every((i) => i.kind === 'string') ||
      (converter && !(converter.kind === 'string' && known.has(converter.value)))
    )
      return void problems.push(
        at(v, `"openapi" is { "files": a list of glob strings, "converter": one of ${[...known].join(', ')} }.`),
      );
    config.openapi = {
      files: files.items.map((i) => (i as { value: string }).value),
      ...(converter?.kind === 'string' ? { converter: converter.value } : {}),
    };
  },
  $schema() {},
};

function globs(key: 'include' | 'exclude' | 'schemaFiles'): Reader {
  return (v, config, problems) => {
    if (v.kind === 'array' && v.items.every((i) => i.kind === 'string'))
      config[key] = v.items.map((i) => (i as { value: string }).value);
    else problems.push(at(v, `"${key}" is a list of glob strings.`));
  };
}

function at(node: JsonNode, message: string): ParseProblem {
  return { offset: node.offset, length: node.length, message };
}

/** Editor settings (or CLI flags) first, then the config file over them: the file wins. */
export function mergeConfig(base: ToolwireConfig, over: ToolwireConfig): ToolwireConfig {
  return {
    ...base,
    ...over,
    rules: { ...base.rules, ...over.rules },
    budgets: { ...base.budgets, ...over.budgets },
  };
}

/**
 * Lint options for one file under a config; `bareSchema`, and `openapi` (the file is one of the
 * config's OpenAPI documents), are decided by the caller's glob match.
 */
export function lintOptionsFrom(
  config: ToolwireConfig,
  fileName: string,
  bareSchema: boolean,
  openapi = false,
): LintOptions {
  return {
    ...(openapi ? { language: 'openapi', converter: config.openapi?.converter ?? 'generic' } : {}),
    targets: config.targets,
    rules: config.rules,
    budgets: config.budgets,
    maxFileSize: config.maxFileSize,
    fileName,
    bareSchema,
  };
}

export function isConfigFileName(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return (CONFIG_FILE_NAMES as readonly string[]).includes(base);
}
