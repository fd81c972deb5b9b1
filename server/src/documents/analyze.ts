import { dirname } from 'node:path';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  buildPreview,
  isConfigFileName,
  languageFor,
  findingsWithFixes,
  lintOptionsFrom,
  parseOptionsOf,
  lintIncremental,
  lintState,
  parseConfig,
  type Finding,
  type FixTargets,
  type LintOptions,
  type LintOutput,
  type LintState,
  type PreviewModel,
  type ParsedSource,
  type ParseProblem,
} from '../../../shared/src/index';
import { planFile } from '../config/load';
import type { WorkspaceFolders } from '../folders';
import type { ProjectConfigs } from '../project-config';
import type { SettingsStore } from '../settings-store';
import { uriToPath } from '../uris';
import type { DocumentCache } from './cache';
import type { ModuleReads } from './imports';
import type { ConfigLog } from '../config-log';

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
  /** Findings without fixes (cheap); `findingsWithFixes` computes them on demand, for the tools a request touches. */
  output: LintOutput;
  findingsWithFixes(targets: FixTargets): Finding[];
  /** The model-facing view (tools as sent, tokens), computed on demand, once per version. */
  preview(): PreviewModel;
  /** The parse, absent for a file over maxFileSize, for non-tool documents and for a closed bare schema (a workspace scan needs none). */
  parsed?: ParsedSource;
  configProblems: ParseProblem[];
  /** The path of the project config in force, if any. */
  configPath?: string;
}

const EMPTY: LintOutput = { findings: [], tools: [], parseErrors: [], internalErrors: [] };
const NOTHING = { output: EMPTY, findingsWithFixes: () => [], preview: () => buildPreview('') };

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
    private readonly reads: ModuleReads,
    private readonly configLog?: ConfigLog,
  ) {}

  /**
   * Per open document: the last lint state, which the next version re-judges only
   * where the edit landed (lintIncremental). A keystroke in a 2,000-tool catalog
   * then costs one tool, not the catalog.
   */
  private readonly live = new Map<string, LintState>();

  /** This version's findings (no fixes), from the previous version's state when the edit allows. */
  private lintLive(uri: string, text: string, options: LintOptions): LintState {
    const previous = this.live.get(uri);
    const state = this.reads.during(
      uri,
      () => lintIncremental(previous, text, options),
      (s) => (s === previous ? 'same' : s.mode === 'incremental' ? 'partial' : 'whole'),
    );
    this.live.set(uri, state);
    return state;
  }

  /** A closed document's parse and results go (its diagnostics are the client's to drop). */
  forget(uri: string): void {
    this.invalidate(uri);
    this.reads.forget(uri);
  }

  /** The open documents whose last lint read any of these files as modules. */
  readersOf(paths: readonly string[]): string[] {
    return this.reads.readersOf(paths);
  }

  /** A module `uri` read has changed: its next analysis lints it whole, though its text is the same. */
  invalidate(uri: string): void {
    this.cache.delete(uri);
    this.live.delete(uri);
  }

  async analyze(doc: TextDocument): Promise<Analysis> {
    return this.analyzeText(doc.uri, doc.version, doc.getText(), await this.plan(doc.uri), true);
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
    const dir = config?.dir ?? folder ?? dirname(path);
    const plan = planFile(path, dir, config?.config ?? {}, settings, this.reads.sourceFor(uri));
    if (plan.included) this.configLog?.note(dir, config?.path, plan.options);
    return { role: plan.included ? 'tools' : 'excluded', options: plan.options, configPath: config?.path };
  }

  /**
   * `live`: an open document, whose results are cached per version and whose
   * next version reuses this one's state. A closed file of a workspace scan is
   * linted and let go: nothing of it stays in the cache.
   */
  analyzeText(uri: string, version: number, text: string, plan: Plan, live = false): Analysis {
    const base = { uri, version, text, role: plan.role, options: plan.options, configPath: plan.configPath };
    if (plan.role === 'config') return { ...base, ...NOTHING, configProblems: parseConfig(text).problems };
    if (plan.role === 'excluded') return { ...base, ...NOTHING, configProblems: [] };
    const tooLarge = text.length > (plan.options.maxFileSize ?? Infinity);
    const key = JSON.stringify(plan.options);
    const memo = <T>(name: string, compute: () => T): (() => T) =>
      live ? () => this.cache.result(uri, version, `${name}:${key}`, compute) : once(compute);
    const state = memo('state', () =>
      live ? this.lintLive(uri, text, plan.options) : lintState(text, plan.options),
    )();
    // The state's tree is this version's parse (a bare schema's state keeps none: an open one is parsed here).
    const parsed = tooLarge
      ? undefined
      : (state.parsed ??
        (live
          ? this.cache.parse(uri, version, text, languageFor(plan.options), parseOptionsOf(plan.options))
          : undefined));
    const preview = memo('preview', () => buildPreview(text, plan.options, state.output));
    return {
      ...base,
      output: state.output,
      findingsWithFixes: (targets) => findingsWithFixes(state, targets),
      preview,
      parsed,
      configProblems: [],
    };
  }
}

/** `compute`, run on the first call only. */
function once<T>(compute: () => T): () => T {
  let done: { value: T } | undefined;
  return () => (done ??= { value: compute() }).value;
}
