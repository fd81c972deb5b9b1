/**
 * `npm run bench:eslint`: what the ESLint plugin (dist/eslint.js, as a project
 * loads it) adds to an ESLint run over a real MCP server's source, against ESLint
 * with typescript-eslint's parser and no rules. The target: at most 1.5x.
 *
 * The source: the shipped JavaScript of @modelcontextprotocol/server-everything
 * (a devDependency) with its package.json, or `--source=<dir>` (a server's
 * TypeScript, say `git archive` of modelcontextprotocol/servers' src/), copied
 * to a temporary folder either way. Timed two ways: in one process, warm
 * (`ESLint#lintFiles`, both configs side by side in rounds), and as whole
 * `eslint` processes (start, config and plugin load included). Writes
 * bench/results/<date>-eslint.json.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { machine } from './machine';
import { measureSideBySide, medians, round, type Timing } from './measure';

const ROOT = join(__dirname, '..');
const PLUGIN = join(ROOT, 'dist', 'eslint.js');
const EVERYTHING = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything');
const CODE = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];
const BUDGET_MS = 20_000;
const PROCESS_RUNS = 5;

export interface EslintBenchResults {
  source: string;
  files: number;
  lines: number;
  /** The plugin's findings on the tree (toolwire/ messages). */
  findings: number;
  /** Wall and CPU ratios: on a shared machine the CPU time moves less with the load. */
  inProcess: { eslint: Timing; withPlugin: Timing; ratio: number; cpuRatio: number };
  process: { eslint: number; withPlugin: number; ratio: number };
}

/** The tree to lint, in a temporary folder: a server's source, or server-everything's shipped JS. */
function copySource(dir: string, source: string | undefined): string {
  if (source) {
    cpSync(source, join(dir, 'src'), { recursive: true, filter: (p) => !p.includes('node_modules') });
    return source;
  }
  cpSync(join(EVERYTHING, 'dist'), join(dir, 'src'), { recursive: true });
  cpSync(join(EVERYTHING, 'package.json'), join(dir, 'package.json'));
  const { version } = JSON.parse(readFileSync(join(EVERYTHING, 'package.json'), 'utf8')) as { version: string };
  return `@modelcontextprotocol/server-everything ${version} (dist/*.js)`;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}

/** The two flat configs as files in the tree (ESLint reads its patterns from the config's folder). */
function writeConfigs(dir: string): { bare: string; plugin: string } {
  const parser = pathToFileURL(join(ROOT, 'node_modules', 'typescript-eslint', 'dist', 'index.js')).href;
  const head = `import tseslint from ${JSON.stringify(parser)};\nconst base = { files: ${JSON.stringify(CODE)}, languageOptions: { parser: tseslint.parser } };\n`;
  const bare = join(dir, 'eslint.bare.config.mjs');
  const plugin = join(dir, 'eslint.plugin.config.mjs');
  writeFileSync(bare, `${head}export default [base];\n`);
  writeFileSync(
    plugin,
    `${head}import toolwire from ${JSON.stringify(pathToFileURL(PLUGIN).href)};\nexport default [base, toolwire.configs.recommended];\n`,
  );
  return { bare, plugin };
}

async function inProcess(dir: string): Promise<{ eslint: Timing; withPlugin: Timing; findings: number }> {
  const { default: plugin } = (await import(PLUGIN)) as { default: { configs: { recommended: Linter.Config } } };
  const base: Linter.Config = { files: CODE, languageOptions: { parser: tseslint.parser } };
  const make = (configs: Linter.Config[]) =>
    new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: configs });
  const bare = make([base]);
  const withPlugin = make([base, plugin.configs.recommended]);
  const results = await withPlugin.lintFiles(['src']);
  const findings = results.reduce((n, r) => n + r.messages.filter((m) => m.ruleId?.startsWith('toolwire/')).length, 0);
  const [eslint, plugged] = await measureSideBySide(
    [() => bare.lintFiles(['src']), () => withPlugin.lintFiles(['src'])],
    BUDGET_MS,
    5,
    30,
  );
  return { eslint, withPlugin: plugged, findings };
}

function asProcesses(dir: string, configs: { bare: string; plugin: string }): { eslint: number; withPlugin: number } {
  const bin = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const run = (config: string) => [process.execPath, bin, '--no-config-lookup', '--config', config, 'src'];
  const check = spawnSync(process.execPath, run(configs.plugin).slice(1), { cwd: dir, encoding: 'utf8' });
  if (check.status !== 0 && check.status !== 1) throw new Error(check.stderr);
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const [eslint, withPlugin] = medians([run(configs.bare), run(configs.plugin)], PROCESS_RUNS);
    return { eslint, withPlugin };
  } finally {
    process.chdir(cwd);
  }
}

export async function eslintBenchmark(source?: string): Promise<EslintBenchResults> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-eslint-'));
  try {
    const label = copySource(dir, source);
    const files = codeFiles(join(dir, 'src'));
    const lines = files.reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').length, 0);
    const warm = await inProcess(dir);
    const processes = asProcesses(dir, writeConfigs(dir));
    return {
      source: label,
      files: files.length,
      lines,
      findings: warm.findings,
      inProcess: {
        eslint: warm.eslint,
        withPlugin: warm.withPlugin,
        ratio: round(warm.withPlugin.median / warm.eslint.median, 2),
        cpuRatio: round(warm.withPlugin.cpuMedian / warm.eslint.cpuMedian, 2),
      },
      process: {
        eslint: round(processes.eslint),
        withPlugin: round(processes.withPlugin),
        ratio: round(processes.withPlugin / processes.eslint, 2),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function table(r: EslintBenchResults): string {
  return [
    `${r.source}: ${r.files} files, ${r.lines} lines, ${r.findings} toolwire findings; load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
    '| run | ESLint, typescript-eslint parser, no rules | + toolwire recommended | ratio (target <= 1.5) |',
    '| --- | ---: | ---: | ---: |',
    `| in one process, warm (median wall ms) | ${round(r.inProcess.eslint.median)} | ${round(r.inProcess.withPlugin.median)} | ${r.inProcess.ratio}x |`,
    `| in one process, warm (median CPU ms) | ${round(r.inProcess.eslint.cpuMedian)} | ${round(r.inProcess.withPlugin.cpuMedian)} | ${r.inProcess.cpuRatio}x |`,
    `| whole eslint process (median ms of ${PROCESS_RUNS}) | ${r.process.eslint} | ${r.process.withPlugin} | ${r.process.ratio}x |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const source = process.argv.find((a) => a.startsWith('--source='))?.slice('--source='.length);
  const started = machine();
  const result = await eslintBenchmark(source);
  console.log(table(result));
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  const out = join(ROOT, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${stamp}-eslint.json`);
  writeFileSync(file, JSON.stringify({ machine: started, eslint: result }, null, 2) + '\n');
  console.log(`\nwrote ${relative(ROOT, file)}`);
}

if (require.main === module) void main();
