import type { Connection } from 'vscode-languageserver';
import type { ToolwireConfig } from '../../shared/src/index';
import type { Logger } from './log';
import { readSettings, SETTINGS_SECTION } from './settings';

/**
 * Settings per document. Clients that answer `workspace/configuration` are
 * asked once per resource (resource-scoped settings differ by folder); others
 * give one global value through `didChangeConfiguration` or initializationOptions.
 * Never a global read once at start-up: a change clears everything.
 */
export class SettingsStore {
  private readonly perUri = new Map<string, Promise<ToolwireConfig>>();
  private global: ToolwireConfig;

  constructor(
    private readonly connection: Connection,
    private readonly pulls: boolean,
    private readonly log: Logger,
    initial?: unknown,
  ) {
    this.global = this.read(initial);
  }

  get(uri: string): Promise<ToolwireConfig> {
    if (!this.pulls) return Promise.resolve(this.global);
    let settings = this.perUri.get(uri);
    if (!settings) {
      settings = this.connection.workspace.getConfiguration({ scopeUri: uri, section: SETTINGS_SECTION }).then(
        (raw) => this.read(raw),
        (e) => {
          this.log.error(`Could not read settings for ${uri}: ${(e as Error).message}`);
          return this.global;
        },
      );
      this.perUri.set(uri, settings);
    }
    return settings;
  }

  /** `workspace/didChangeConfiguration`: the payload is used by clients that are not asked. */
  changed(payload: unknown): void {
    this.perUri.clear();
    const section = (payload as Record<string, unknown> | null)?.[SETTINGS_SECTION];
    if (section !== undefined) this.global = this.read(section);
  }

  forget(uri: string): void {
    this.perUri.delete(uri);
  }

  private read(raw: unknown): ToolwireConfig {
    const { config, problems } = readSettings(raw);
    for (const p of problems) this.log.warn(`Ignoring a setting: ${p.message}`);
    return config;
  }
}
