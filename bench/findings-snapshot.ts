/**
 * Every finding (with its fixes) the engine reports on the repository's tool
 * files (test/fixtures, examples) and on the harvested real catalogs, as one
 * JSON document: run it before and after an optimisation and diff the two, so
 * a faster engine is shown to say exactly the same things.
 *
 *   node --import tsx bench/findings-snapshot.ts > before.json   # then change, run again, diff
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lint } from '../shared/src/index';
import { realCatalog, type Shape } from './real-catalog';

const ROOT = join(__dirname, '..');

function toolFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return toolFiles(path);
    return /\.jsonc?$/.test(name) ? [path] : [];
  });
}

const documents: [string, string][] = [
  ...['test/fixtures', 'examples', 'bench/data/mcp'].flatMap((dir) =>
    toolFiles(join(ROOT, dir)).map((p) => [relative(ROOT, p), readFileSync(p, 'utf8')] as [string, string]),
  ),
  ...(['mcp', 'openai', 'anthropic'] as Shape[]).map(
    (s) => [`real-2000-${s}`, realCatalog(2000, s)] as [string, string],
  ),
];

// Both ways the engine is asked: with every fix computed (code actions, --fix) and without (diagnostics).
const snapshot = documents.flatMap(([name, text]) =>
  [true, false].map((fixes) => {
    const out = lint(text, { maxFileSize: Number.MAX_SAFE_INTEGER, fixes });
    const internalErrors = out.internalErrors.map((e) => e.message);
    return { name, fixes, findings: out.findings, tools: out.tools, parseErrors: out.parseErrors, internalErrors };
  }),
);
process.stdout.write(JSON.stringify(snapshot, null, 1) + '\n');
