import { dirname } from 'node:path';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  buildPreview,
  isConfigFileName,
  lint,
  lintOptionsFrom,
  lintParsed,
  parseConfig,
  resolveOptions,
  type LintOptions,
  type LintOutput,
  type PreviewModel,
  type ParsedJson,
  type ParseProblem,
} from '../../../shared/src/index';
import { planFile } from '../config/load';
import type { WorkspaceFolders } from '../folders';
import type { ProjectConfigs } from '../projectConfig';
import type { SettingsStore } from '../settingsStore';
import { uriToPath } from '../uris';
import type { DocumentCache } from './cache';

/** What a document is to Toolwire. */
export type DocumentRole =
  /** Linted for tool definitions. */
  | 'tools'
  /** A project config file: its own problems are its diagnostics. */
  | 'config'
  /** Left out by include/exclude. */
  | 'excluded';

/** Everything the features need about one version of one document. */
export interface Analysis {
  uri: string;
  version: number;
  text: string;
  role: DocumentRole;
  options: LintOptions;
  /** Findings without fixes (cheap); `withFixes()` computes them on demand, once per version. */
  output: LintOutput;
  withFixes(): LintOutput;
  /** The model-facing view (tools as sent, tokens), computed on demand, once per version. */
  preview(): PreviewModel;
  /** The parse, absent for a file over maxFileSize and for non-tool documents. */
  parsed?: ParsedJson;
  configProblems: ParseProblem[];
  /** The path of the project config in force, if any. */
  configPath?: string;
}

const EMPTY: LintOutput = { findings: [], tools: [], parseErrors: [], internalErrors: [] };
const NOTHING = { output: EMPTY, withFixes: () => EMPTY, preview: () => buildPreview('') };

export interface Plan {
  role: DocumentRole;
  options: LintOptions;
  configPath?: string;
}

/** Turns a document into an Analysis: settings, then the project config over them, then the engine. */
export class Analyzer {
  constructor(
    private readonly settings: SettingsStore,
    private readonly configs: ProjectConfigs,
    private readonly folders: WorkspaceFolders,
    private readonly cache: DocumentCache,
  ) {}

  /** A closed document's parse and results go (its diagnostics are the client's to drop). */
  forget(uri: string): void {
    this.cache.delete(uri);
  }

  async analyze(doc: TextDocument): Promise<Analysis> {
    return this.analyzeText(doc.uri, doc.version, doc.getText(), await this.plan(doc.uri));
  }

  /**
   * How the file at `uri` is linted (also for files that are not open: the
   * workspace scan), with the settings of `scopeUri` (the file's own by default).
   */
  async plan(uri: string, scopeUri = uri): Promise<Plan> {
    const path = uriToPath(uri);
    if (path && isConfigFileName(path)) return { role: 'config', options: {} };
    const settings = await this.settings.get(scopeUri);
    if (!path) return { role: 'tools', options: lintOptionsFrom(settings, uri, false) };
    const folder = this.folders.folderOf(path);
    const config = this.configs.forFile(path, folder);
    const plan = planFile(path, config?.dir ?? folder ?? dirname(path), config?.config ?? {}, settings);
    return { role: plan.included ? 'tools' : 'excluded', options: plan.options, configPath: config?.path };
  }

  analyzeText(uri: string, version: number, text: string, plan: Plan): Analysis {
    const base = { uri, version, text, role: plan.role, options: plan.options, configPath: plan.configPath };
    if (plan.role === 'config') return { ...base, ...NOTHING, configProblems: parseConfig(text).problems };
    if (plan.role === 'excluded') return { ...base, ...NOTHING, configProblems: [] };
    const tooLarge = text.length > (plan.options.maxFileSize ?? Infinity);
    const parsed = tooLarge ? undefined : this.cache.parse(uri, version, text);
    const key = JSON.stringify(plan.options);
    const run = (fixes: boolean) =>
      this.cache.result(uri, version, `${fixes}:${key}`, () => (parsed ? lintParsed(text, parsed, resolveOptions({ ...plan.options, fixes })) : lint(text, { ...plan.options, fixes })));
    const preview = () => this.cache.result(uri, version, `preview:${key}`, () => buildPreview(text, plan.options));
    return { ...base, output: run(false), withFixes: () => run(true), preview, parsed, configProblems: [] };
  }
}
