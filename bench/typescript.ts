/**
 * The TypeScript front end against its floor, in one run: a 3,000-line file
 * with 30 tools (full lint against `ts.createSourceFile` alone, the parse it
 * makes), and a folder of 1,000 ordinary TypeScript files with no tools
 * through the CLI (against a process that walks and reads the same files).
 */
import ts from 'typescript';
import type { SourceKeystrokes } from './lsp/source';
import { frontEndRows, frontEndTargets, keystrokeRow, targetsTable, type FrontEndResults } from './measure';
import { engine } from './subjects';
import type { TreeResults } from './source-tree';
import type { ZodResults } from './zod';

export interface TypescriptResults extends FrontEndResults {
  /** bench/zod.ts: the 2,000-line MCP server with 30 zod tools. */
  zod?: ZodResults;
  /** bench/source-tree.ts: a whole MCP server's tree through the CLI. */
  tree?: TreeResults;
  /** bench/lsp/source.ts: keystroke to diagnostics in the 3,000-line file and the zod server. */
  keystrokes?: SourceKeystrokes[];
}

/** One tool in the OpenAI Chat style, about 30 lines, with one array missing its items. */
function toolSource(i: number): string {
  return `const tool${i} = {
  type: 'function',
  function: {
    name: 'operation_${i}',
    description:
      'Run operation ${i} on the records the user names, ' +
      'and return a summary of what changed.',
    parameters: {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The record id' },
        limit: { type: 'integer', minimum: 1, maximum: 100, description: 'How many at most' },
        mode: { type: 'string', enum: ['fast', 'safe'], description: 'How to run it' },
        tags: { type: 'array', description: 'Tags to filter by' },
        options: {
          type: 'object',
          description: 'Extra options',
          properties: {
            dryRun: { type: 'boolean', description: 'Only report what would change' },
          },
        },
      },
      required: ['id'],
    },
  },
} as const;
`;
}

/** Ordinary code, about 10 lines, with no tool in it. */
export function codeSource(i: number): string {
  return `export function helper${i}(values: number[], scale = ${i}): number[] {
  const out: number[] = [];
  for (const v of values) {
    if (v < 0) continue;
    out.push(Math.round(v * scale) / 10);
  }
  return out.filter((x) => x !== ${i});
}

`;
}

export function typescriptFile(tools: number, lines: number): string {
  let text = "import OpenAI from 'openai';\n\n";
  for (let i = 0; i < tools; i++) text += toolSource(i);
  text += `export const tools = [${Array.from({ length: tools }, (_, i) => `tool${i}`).join(', ')}];\n\n`;
  for (let i = 0; text.split('\n').length < lines; i++) text += codeSource(i);
  return text;
}

/** Runs of the parse and the lint before they are timed: enough for the JIT to settle (about a second). */
const WARM_RUNS = 50;

export async function typescriptBenchmark(cli: string, budgetMs: number): Promise<TypescriptResults> {
  const text = typescriptFile(30, 3000);
  // The target is the lint alone: fixes are computed only when an editor asks for them. The engine as it
  // ships (dist/index.js), as the catalogs' lint is timed: run from the sources, tsx's keepNames helper
  // names every closure the rules make, a call each.
  // Warm: an editor lints the same file again and again. Timed from a process's third run, the lint
  // ran 1.8x the parse alone but 1.1x after the JSON suites had run the same rules in the full benchmark.
  // 40 rounds, not 15: each takes some 20 ms, and a median of more of them moves less with the machine's load.
  return frontEndTargets(
    {
      text,
      tools: 30,
      parse: () => ts.createSourceFile('bench.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS),
      lint: () => engine.lint(text, { fileName: 'bench.ts', fixes: false }),
      warmRuns: WARM_RUNS,
      maxRuns: 40,
      code: codeSource,
      extension: '.ts',
    },
    cli,
    budgetMs,
  );
}

/** The TypeScript front end's targets, each against its floor, as measured in this run. */
export function typescriptTable(r: TypescriptResults | undefined): string {
  if (!r) return '';
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const rows = frontEndRows(r, 'file', 'tool literals', '`ts.createSourceFile`', '.ts');
  if (r.zod)
    rows.push(
      `| lint of a ${r.zod.lines.toLocaleString('en-US')}-line MCP server, ${r.zod.tools} zod tools, schemas imported | ${ms(r.zod.imported.lint.median)} | parsing both files ${ms(r.zod.imported.parse.median)} | ${r.zod.imported.ratio}× | |`,
    );
  if (r.tree)
    rows.push(
      `| CLI on an MCP server's tree (${r.tree.files} files, ${r.tree.lines.toLocaleString('en-US')} lines) | ${ms(r.tree.cli)} | parsing it ${ms(r.tree.parse)} | ${r.tree.ratio}× | 3× |`,
    );
  for (const k of r.keystrokes ?? []) rows.push(keystrokeRow(k, k.file === 'server.ts' ? 30 : 20));
  return targetsTable(
    '**TypeScript front end** (bench/typescript.ts, bench/zod.ts, bench/source-tree.ts, bench/lsp/source.ts; process start included in both CLI columns):',
    rows,
  );
}
