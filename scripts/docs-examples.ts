// Checks the examples of the rule pages (docs/rules/<id>.md) against the engine, as
// test/engine/docs-examples.test.ts does: `npx tsx scripts/docs-examples.ts [rule-id...]`.
// With --write it rewrites each page's findings lists and fixed After blocks with what the
// engine gives; review the diff, since the engine's answer is what the page then asserts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgePage } from '../test/helpers/docs-examples/check';
import { rewritePage } from '../test/helpers/docs-examples/write';

const args = process.argv.slice(2);
const write = args.includes('--write');
const ids = args.filter((a) => !a.startsWith('--'));
const DOCS = join(__dirname, '..', 'docs', 'rules');
const pages = readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md');
const rules = ids.length ? ids : pages.map((f) => f.slice(0, -'.md'.length));
let failed = 0;
for (const id of rules) {
  const file = join(DOCS, `${id}.md`);
  const page = readFileSync(file, 'utf8');
  if (write) writeFileSync(file, rewritePage(id, page));
  const { problems } = judgePage(id, write ? readFileSync(file, 'utf8') : page);
  if (!problems.length) continue;
  failed++;
  console.log(`docs/rules/${id}.md\n${problems.map((p) => `  ${p.replace(/\n/g, '\n  ')}`).join('\n')}\n`);
}
console.log(`${rules.length - failed} of ${rules.length} pages agree with the engine`);
process.exitCode = failed ? 1 : 0;
