import { DEFAULT_BUDGETS, type Budgets, type LintOptions } from '../../shared/src/index';
import type { Logger } from './log';

/**
 * The configuration in force for each folder, logged when first used and again
 * when it changes: what a user reporting a finding they did not expect needs
 * to say (targets, rule overrides, budgets, the config file, and the versions
 * of zod and the SDKs the folder's package.json names, which pick the converter).
 */
export class ConfigLog {
  private readonly said = new Map<string, string>();

  constructor(private readonly log: Logger) {}

  note(dir: string, configPath: string | undefined, options: LintOptions): void {
    const line = describe(configPath, options);
    if (this.said.get(dir) === line) return;
    this.said.set(dir, line);
    this.log.info(`Configuration for ${dir}: ${line}`);
  }
}

/** The packages whose versions decide how a zod schema is converted. */
const CONVERTER_PACKAGES = ['zod', '@modelcontextprotocol/sdk', '@modelcontextprotocol/server', 'ai', 'openai'];

function describe(configPath: string | undefined, options: LintOptions): string {
  const targets = !options.targets || options.targets === 'portable' ? 'portable' : options.targets.join(', ');
  const rules = Object.entries(options.rules ?? {}).map(([id, severity]) => `${id}: ${severity}`);
  const budgets = Object.entries(options.budgets ?? {}).filter(
    ([k, v]) => v !== undefined && v !== DEFAULT_BUDGETS[k as keyof Budgets],
  );
  return [
    `targets ${targets}`,
    `rules ${rules.length ? rules.join(', ') : 'defaults'}`,
    ...(budgets.length ? [`budgets ${budgets.map(([k, v]) => `${k}: ${v}`).join(', ')}`] : []),
    `config file ${configPath ?? 'none'}`,
    ...(options.packages ? [`packages ${packagesOf(options.packages)}`] : []),
  ].join('; ');
}

/** Only a code file's plan reads the nearest package.json. */
function packagesOf(packages: Readonly<Record<string, string>>): string {
  const named = CONVERTER_PACKAGES.filter((p) => packages[p]).map((p) => `${p} ${packages[p]}`);
  return named.length ? named.join(', ') : 'no zod or SDK named (zod 4 and MCP SDK v1 assumed)';
}
