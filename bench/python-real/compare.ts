/**
 * Real Python MCP servers: the tools each lists (list_tools.py, the real SDK) against a lint of
 * its source with the CLI, tool by tool, at gemini and at portable (figures as test/real defines them).
 *
 * Usage: npx tsx bench/python-real/compare.ts --src DIR --python PY [--update] [--misses]
 *   DIR/<name> is each server's checkout (servers.json: repo, commit and path it is taken from);
 *   PY is an interpreter with pydantic, mcp and fastmcp. The lists are written to out/python-real/.
 *   --update rewrites the table in README.md; --misses prints every tool not covered or judged apart;
 *   --keep-lists takes the lists already in out/python-real (the source alone is linted again).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Server {
  name: string;
  repo: string;
  commit: string;
  path: string;
  entry: string;
  /** The SDK that lists the tools: fastmcp closes every root with `additionalProperties: false`. */
  sdk: 'mcp' | 'fastmcp';
}

interface CliReport {
  files: {
    path: string;
    tools: { name: string | null; schema: string }[];
    findings: { rule: string; severity: string; tool: string | null }[];
  }[];
}

/** One tool as one side has it. */
interface Judged {
  read: boolean;
  errors: string[];
}

interface Tally {
  listed: number;
  covered: number;
  rejected: number;
  caught: number;
  clean: number;
  quiet: number;
}

const TARGETS = ['gemini', 'portable'] as const;
type Target = (typeof TARGETS)[number];

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cli = join(root, 'dist', 'cli.js');
const outDir = join(root, 'out', 'python-real');

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

/** The CLI's JSON report of `paths` at `target` (exit code 1 means findings, not failure). */
function lintJson(paths: string[], target: Target): CliReport {
  try {
    return JSON.parse(
      execFileSync(process.execPath, [cli, '--format', 'json', '--target', target, ...paths], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      }),
    ) as CliReport;
  } catch (e) {
    const out = (e as { stdout?: string }).stdout;
    if (out) return JSON.parse(out) as CliReport;
    throw e;
  }
}

/**
 * Each tool of the report by name. Of several definitions of one name the first read one outside
 * tests/ stands (a test may define a tool of the same name).
 */
function byName(report: CliReport): Map<string, Judged> {
  const out = new Map<string, Judged>();
  const files = [...report.files].sort((a, b) => Number(isTest(a.path)) - Number(isTest(b.path)));
  for (const file of files)
    for (const tool of file.tools) {
      if (tool.name === null) continue;
      const errors = file.findings.filter((f) => f.tool === tool.name && f.severity === 'error').map((f) => f.rule);
      const known = out.get(tool.name);
      if (!known || (!known.read && tool.schema === 'read'))
        out.set(tool.name, { read: tool.schema === 'read', errors });
    }
  return out;
}

function isTest(path: string): boolean {
  return /(^|\/)tests?\//.test(path);
}

/**
 * The listed tools, less those whose schema depends on a stand-in, and without the root
 * `additionalProperties: false` fastmcp adds to every tool: the source reports it once per file
 * (`sdk-keywords`), as for zod.
 */
function listedFile(server: Server, listPath: string): string {
  const list = JSON.parse(readFileSync(listPath, 'utf8')) as { tools: Record<string, unknown>[] };
  const tools = list.tools.filter((t) => !t.standIn);
  if (server.sdk === 'fastmcp')
    for (const t of tools) delete (t.inputSchema as Record<string, unknown>).additionalProperties;
  const judged = join(outDir, `${server.name}.judged.json`);
  writeFileSync(judged, JSON.stringify({ tools }, null, 2));
  return judged;
}

function tally(live: Map<string, Judged>, source: Map<string, Judged>, misses: string[], label: string): Tally {
  const t: Tally = { listed: 0, covered: 0, rejected: 0, caught: 0, clean: 0, quiet: 0 };
  for (const [name, listed] of live) {
    const found = source.get(name);
    const flagged = (found?.errors.length ?? 0) > 0;
    t.listed++;
    if (found?.read) t.covered++;
    else misses.push(`${label} ${name}: ${found ? 'schema not read' : 'not found in source'}`);
    if (listed.errors.length) {
      t.rejected++;
      if (flagged) t.caught++;
      else if (found?.read) misses.push(`${label} ${name}: missed ${listed.errors.join(',')}`);
    } else {
      t.clean++;
      if (!flagged) t.quiet++;
      else misses.push(`${label} ${name}: false ${found!.errors.join(',')}`);
    }
  }
  return t;
}

function share(part: number, whole: number): string {
  return `${part}/${whole} (${whole ? `${((100 * part) / whole).toFixed(1)}%` : '-'})`;
}

function row(name: string, figures: Record<Target, Tally>): string {
  const cells = TARGETS.flatMap((target) => {
    const f = figures[target];
    return [share(f.covered, f.listed), share(f.caught, f.rejected), share(f.quiet, f.clean)];
  });
  return `| ${name} | ${cells.join(' | ')} |`;
}

function main(): void {
  const src = arg('--src');
  const python = arg('--python');
  if (!src || !python) throw new Error('usage: compare.ts --src DIR --python PY [--update] [--misses]');
  const servers = JSON.parse(readFileSync(join(here, 'servers.json'), 'utf8')) as Server[];
  mkdirSync(outDir, { recursive: true });
  const rows: string[] = [];
  const misses: string[] = [];
  const all = Object.fromEntries(
    TARGETS.map((t) => [t, { listed: 0, covered: 0, rejected: 0, caught: 0, clean: 0, quiet: 0 }]),
  ) as Record<Target, Tally>;
  for (const server of servers) {
    const checkout = join(src, server.name);
    const listPath = join(outDir, `${server.name}.tools.json`);
    if (!process.argv.includes('--keep-lists') || !existsSync(listPath))
      execFileSync(python, [join(here, 'list_tools.py'), checkout, server.entry, listPath], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, HOME: join(outDir, 'home'), AWS_REGION: 'us-east-1' },
      });
    const judged = listedFile(server, listPath);
    const figures = {} as Record<Target, Tally>;
    for (const target of TARGETS) {
      const live = byName(lintJson([judged], target));
      const source = byName(lintJson([checkout], target));
      figures[target] = tally(live, source, misses, `${server.name} @${target}`);
      for (const k of Object.keys(all[target]) as (keyof Tally)[]) all[target][k] += figures[target][k];
    }
    rows.push(row(server.name, figures));
  }
  rows.push(row('**all**', all));
  const table = [
    '| server | coverage (gemini) | recall (gemini) | specificity (gemini) | coverage (portable) | recall (portable) | specificity (portable) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
  if (process.argv.includes('--update')) {
    const readme = join(here, 'README.md');
    const text = readFileSync(readme, 'utf8');
    const marker = /(<!-- figures -->\n)[\s\S]*?(\n<!-- \/figures -->)/;
    writeFileSync(readme, text.replace(marker, `$1${table}$2`));
  }
}

main();
