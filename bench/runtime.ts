/**
 * `node --import tsx bench/runtime.ts`: the run-time library on real tools, in
 * one run, each subject beside its floor (JSON.parse of the same input), and the
 * size of its minified bundle. Budgets: conformTools on 100 real tools within
 * 5 ms median, locateRejection within 1 ms. A turn's tools are most often the
 * turn before's, whose outcomes conformTools recalls: the first turn, which
 * judges every tool, is timed apart.
 *
 * The real tools are the harvested `tools/list` answers of bench/data/mcp and
 * the hand-written corpus of test/corpus/handwritten, or those of the folders
 * BENCH_TOOL_DIRS lists (comma-separated, from the repository's root); the
 * first 100 are taken (repeated, each copy renamed so the name census keeps it,
 * if there are fewer).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import type * as Runtime from '../shared/src/runtime';
import { parseJson } from '../shared/src/json/parse';
import { toValue } from '../shared/src/json/tree';
import { toolItems } from '../shared/src/runtime/input';
import { measureSideBySide, round } from './measure';
import { engine } from './subjects';

const ROOT = join(__dirname, '..');
// The library and the runtime as they ship, not the sources: `npm run bench` builds first.
const { fixAll, lint } = engine;
const { conformTools, locateRejection } = require('../dist/runtime.js') as typeof Runtime;
const SOURCES = (process.env.BENCH_TOOL_DIRS ?? 'bench/data/mcp,test/corpus/handwritten').split(',');
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 3000);

/** Every tool of the real tool files, as values; a corpus file is a wrapper around its document. */
function realTools(): unknown[] {
  const tools: unknown[] = [];
  for (const dir of SOURCES) {
    const at = join(ROOT, dir);
    if (!existsSync(at)) {
      console.error(`bench/runtime: ${dir} is not there (yet); its tools are not used`);
      continue;
    }
    for (const f of readdirSync(at).filter((n) => /\.jsonc?$/.test(n) && !n.startsWith('toolwire.'))) {
      const doc = unwrap(toValue(parseJson(readFileSync(join(at, f), 'utf8')).root));
      for (const item of toolItems(doc)) tools.push(item.value);
    }
  }
  return tools;
}

/** A corpus file's document (`document`, or `document_text` as its authors wrote it); any other file as it is. */
function unwrap(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const wrapper = value as { document?: unknown; document_text?: unknown };
  if (typeof wrapper.document_text === 'string') return toValue(parseJson(wrapper.document_text).root);
  return 'document' in wrapper ? wrapper.document : value;
}

/** `count` tools cycling through `distinct`, each copy after the first renamed `<name>_<copy>`. */
function hundred(distinct: readonly unknown[], count = 100): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const copy = Math.floor(i / distinct.length);
    const tool = structuredClone(distinct[i % distinct.length]) as Record<string, Record<string, unknown>>;
    if (copy) {
      const holder = tool.function ?? tool.toolSpec ?? tool;
      holder.name = `${String(holder.name)}_${copy}`;
    }
    return tool;
  });
}

async function runtimeSize(): Promise<{ minified: number; gzip: number }> {
  const out = await esbuild.build({
    entryPoints: [join(ROOT, 'shared/src/runtime/index.ts')],
    bundle: true,
    minify: true,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    format: 'esm',
    external: ['gpt-tokenizer/encoding/o200k_base', 'typescript'], // as esbuild.mjs builds it
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code).length };
}

async function main() {
  const distinct = realTools();
  const tools = hundred(distinct);
  const request: unknown = JSON.parse(readFileSync(join(ROOT, 'test/runtime/fixtures/incident-request.json'), 'utf8'));
  const error =
    '400 * GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[deliverables].items: missing field.';
  const toolsText = JSON.stringify(tools);
  const requestText = JSON.stringify(request);
  const document = JSON.stringify({ tools }, null, 2);
  // A turn's tools are those of the turn before: recalled. The first turn judges every tool.
  const firstTurn = (): unknown => conformTools(tools, { recall: false });
  const [parseTools, lintTools, fixTools, first, conform, conformWire, parseRequest, locate] = await measureSideBySide(
    [
      (): unknown => JSON.parse(toolsText),
      () => lint(document, { fixes: false }),
      () => fixAll(document),
      firstTurn,
      () => conformTools(tools),
      () => conformTools(tools, { wire: 'openai' }),
      (): unknown => JSON.parse(requestText),
      () => locateRejection(error, request),
    ],
    BUDGET_MS,
    20,
    400,
  );
  const size = await runtimeSize();
  const once = conformTools(tools);
  const line = (name: string, t: { median: number; p95: number; runs: number }, floor: number, budget?: number) =>
    `${name.padEnd(44)} ${String(round(t.median, 3)).padStart(8)} ms median  p95 ${String(round(t.p95, 3)).padStart(8)}  ${String(round(t.median / floor, 0)).padStart(5)}x JSON.parse  ${t.runs} runs${budget ? `  (budget ${budget} ms: ${t.median <= budget ? 'met' : 'MISSED'})` : ''}`;
  console.log(
    `real tools: ${distinct.length} distinct from ${SOURCES.join(', ')}; ${tools.length} conformed (${once.offered.length} offered, ${once.excluded.length} left out); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(line('JSON.parse of the 100 tools', parseTools, parseTools.median));
  console.log(line('lint of the same tools as one file', lintTools, parseTools.median));
  console.log(line('fixAll of that file', fixTools, parseTools.median));
  console.log(line('conformTools, first turn (every tool judged)', first, parseTools.median));
  console.log(line('conformTools(100 tools), each turn after', conform, parseTools.median, 5));
  console.log(line("conformTools(100 tools, { wire: 'openai' })", conformWire, parseTools.median, 5));
  console.log(line('JSON.parse of the 17-tool request', parseRequest, parseRequest.median));
  console.log(line('locateRejection(Gemini 400, 17-tool request)', locate, parseRequest.median, 1));
  console.log(
    `first turn / lint ${round(first.median / lintTools.median, 2)}x, / fixAll ${round(first.median / fixTools.median, 2)}x`,
  );
  console.log(`toolwire/runtime minified (ESM): ${size.minified} bytes, ${size.gzip} gzip`);
}

void main();
