/**
 * The Python front end against its floor (issue 25, part 8): a 3,000-line
 * FastMCP module with 30 tools (the lint against `@lezer/python`'s parse of
 * the same text), and a folder of 1,000 ordinary Python files with no tools
 * through the CLI (against a process that walks and reads the same files).
 * `node --import tsx bench/python.ts` after `node esbuild.mjs`.
 */
import { join } from 'node:path';
import { parser } from '@lezer/python';
import { bigModule } from '../test/engine/language/python/big-module';
import type { SourceKeystrokes } from './lsp/source';
import { frontEndRows, frontEndTargets, keystrokeRow, targetsTable, type FrontEndResults } from './measure';
import { engine } from './subjects';

export interface PythonResults extends FrontEndResults {
  /** bench/lsp/source.ts: keystroke to diagnostics in the 3,000-line module. */
  keystrokes?: SourceKeystrokes[];
}

/** Ordinary Python, about 12 lines, with no tool word in it. */
function codeSource(i: number): string {
  return `def helper_${i}(values: list[float], scale: float = ${i}) -> list[float]:
    """Scale the positive values and round them."""
    out = []
    for v in values:
        if v < 0:
            continue
        out.append(round(v * scale) / 10)
    return [x for x in out if x != ${i}]


`;
}

export async function pythonBenchmark(cli: string, budgetMs: number): Promise<PythonResults> {
  const text = bigModule(30);
  return frontEndTargets(
    {
      text,
      tools: 30,
      parse: () => parser.parse(text),
      lint: () => engine.lint(text, { fileName: 'server.py', fixes: false }),
      warmRuns: 30,
      maxRuns: 20,
      code: codeSource,
      extension: '.py',
    },
    cli,
    budgetMs,
  );
}

/** The Python front end's targets, each against its floor, as measured in this run. */
export function pythonTable(r: PythonResults | undefined): string {
  if (!r) return '';
  return targetsTable(
    '**Python front end** (bench/python.ts, bench/lsp/source.ts; process start included in both CLI columns):',
    [
      ...frontEndRows(r, 'FastMCP module', 'tools', '`@lezer/python`', '.py'),
      ...(r.keystrokes ?? []).map((k) => keystrokeRow(k, 20)),
    ],
  );
}

if (require.main === module)
  void pythonBenchmark(join(__dirname, '..', 'dist', 'cli.js'), 60_000).then((r) => {
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `lint of a ${r.file.lines}-line FastMCP module with 30 tools: ${ms(r.file.lint.median)} against @lezer/python's parse ${ms(r.file.parse.median)}: ${r.file.ratio}x (target 1.5x)`,
    );
    console.log(
      `CLI on 1,000 ordinary .py files: ${ms(r.folder.cli)} against reading them ${ms(r.folder.read)}: ${r.folder.ratio}x (target 2x)`,
    );
  });
