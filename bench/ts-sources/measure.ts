/**
 * The TypeScript sources of real MCP servers against what they list (issue 23 item 6):
 *
 *   npx tsx bench/ts-sources/measure.ts --root /tmp/tssrc [--only NAME,...] [--update]
 *
 * Each row of servers.json names a checkout under --root (a public repository, brought and
 * built by hand as the row's `build` says: this script fetches, installs and builds nothing),
 * the folders of it that are linted (its TypeScript, with its own node_modules in place so the
 * versions agree) and the command that starts the built server over stdio. Both sides are read
 * and judged by test/real's code (sides.ts, compare.ts, verdicts.ts). Needs dist/cli.js.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compare } from '../../test/real/compare';
import { figuresTable, withFigures } from '../../test/real/figures';
import { listTools, sourceDocuments, type SourceWalk } from '../../test/real/read';
import { readSide } from '../../test/real/sides';
import { toolOutcomes, tallyAll } from '../../test/real/verdicts';
import { misses, type Row, type Measured } from './misses';

/** What the author edits: TypeScript and JavaScript sources, not declarations, bundles or build output (as the CLI's walk). */
const AUTHORED = {
  files: /\.(?:[cm]?[jt]s|tsx)$/,
  skipped: /\.d\.[cm]?ts$|\.min\.js$/,
  pruned: /^(?:node_modules|dist|build|\..+)$/,
};

const WRITER = 'npx tsx bench/ts-sources/measure.ts --root DIR --update';

function loadRows(): Row[] {
  return (JSON.parse(readFileSync(join(__dirname, 'servers.json'), 'utf8')) as { servers: Row[] }).servers;
}

/** `node` is this Node; a part that names a file of the checkout is its absolute path; the rest is as written. */
function startCommand(start: readonly string[], checkout: string): string[] {
  return start.map((part) =>
    part === 'node' ? process.execPath : existsSync(join(checkout, part)) ? join(checkout, part) : part,
  );
}

async function measure(row: Row, root: string): Promise<Measured> {
  const checkout = join(root, row.checkout);
  const walk: SourceWalk = { ...AUTHORED, packagesTop: checkout };
  const documents = row.src.flatMap((dir) => sourceDocuments(join(checkout, dir), `${dir}/`, walk));
  const listed = await listTools({ command: startCommand(row.start, checkout), env: row.env }, row.name);
  const source = readSide(documents);
  const comparison = compare(source, readSide([listed]));
  const outcomes = toolOutcomes(documents, listed, comparison, source, row.writtenIn);
  const summary = { package: row.name, version: row.commit, verdicts: tallyAll(outcomes) };
  return { row, comparison, source, summary, outcomes };
}

async function main() {
  const { values } = parseArgs({
    options: { root: { type: 'string' }, only: { type: 'string' }, update: { type: 'boolean' } },
  });
  if (!values.root || !existsSync(values.root)) throw new Error('--root: the folder holding the checkouts');
  const only = values.only?.split(',');
  const rows = loadRows().filter((r) => !only || only.includes(r.name));
  const results: Measured[] = [];
  // One at a time: a server's start-up is the slow part, and the machine is shared.
  for (const row of rows) {
    try {
      results.push(await measure(row, values.root));
    } catch (e) {
      process.stderr.write(`${row.name}: not measured: ${(e as Error).message.split('\n')[0]}\n`);
    }
  }
  const table = figuresTable(results);
  process.stdout.write(`${table}\n\n${results.flatMap(misses).join('\n')}\n`);
  if (values.update) {
    const readme = join(__dirname, 'README.md');
    writeFileSync(readme, withFigures(readFileSync(readme, 'utf8'), table, WRITER));
  }
}

void main();
