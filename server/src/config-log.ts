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

/** Only a code file's plan asks for its packages. */
function packagesOf(packages: NonNullable<LintOptions['packages']>): string {
  const named = CONVERTER_PACKAGES.flatMap((p) => {
    const version = versionOf(packages, p);
    return version ? [`${p} ${version}`] : [];
  });
  return named.length ? named.join(', ') : 'no zod or SDK named (zod 4 and MCP SDK v1 assumed)';
}

/** "3.25.76 installed", "^4.0.0 declared", or a plain record's range. */
function versionOf(packages: NonNullable<LintOptions['packages']>, name: string): string | undefined {
  if (typeof packages !== 'function') return packages[name];
  const known = packages(name);
  return known?.installed ? `${known.installed} installed` : known?.declared && `${known.declared} declared`;
}
