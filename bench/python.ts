/**
 * The Python front end against its floor (issue 25, part 8): a 3,000-line
 * FastMCP module with 30 tools (the lint against `@lezer/python`'s parse of
 * the same text), and a folder of 1,000 ordinary Python files with no tools
 * through the CLI (against a process that walks and reads the same files).
 * `node --import tsx bench/python.ts` after `node esbuild.mjs`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parser } from '@lezer/python';
import { bigModule } from '../test/engine/language/python/big-module';
import { measureSideBySide, round, type Timing } from './measure';
import { engine } from './subjects';
import { medians } from './typescript';

export interface PythonResults {
  file: { lines: number; tools: number; parse: Timing; lint: Timing; ratio: number };
  folder: { files: number; read: number; cli: number; ratio: number };
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

function folderOfCode(files: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-bench-py-'));
  for (let i = 0; i < files; i++) {
    const sub = join(dir, 'src', `m${i % 20}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, `f${i}.py`), codeSource(i).repeat(8));
  }
  return dir;
}

const WARM_RUNS = 30;
const READ_ALL = `const fs=require('fs'),p=require('path');let n=0;(function w(d){for(const e of fs.readdirSync(d,{withFileTypes:true})){const f=p.join(d,e.name);if(e.isDirectory())w(f);else n+=fs.readFileSync(f,'utf8').length}})(process.argv[1]);`;

export async function pythonBenchmark(cli: string, budgetMs: number): Promise<PythonResults> {
  const text = bigModule(30);
  const parse = () => parser.parse(text);
  const full = () => engine.lint(text, { fileName: 'server.py', fixes: false });
  if (full().tools.length !== 30) throw new Error('the generated module should hold 30 tools');
  for (let i = 0; i < WARM_RUNS; i++) {
    parse();
    full();
  }
  const [parsed, linted] = await measureSideBySide([parse, full], budgetMs, 3, 20);
  const dir = folderOfCode(1000);
  try {
    const [read, cliMs] = medians(
      [
        [process.execPath, '-e', READ_ALL, dir],
        [process.execPath, cli, dir, '--format', 'json'],
      ],
      5,
    );
    return {
      file: {
        lines: text.split('\n').length,
        tools: 30,
        parse: parsed,
        lint: linted,
        ratio: round(linted.median / parsed.median),
      },
      folder: { files: 1000, read: round(read), cli: round(cliMs), ratio: round(cliMs / read) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
