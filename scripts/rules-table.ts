// Writes the rules table into docs/rules/README.md and README.md (between the rules markers)
// from the registry, so the list people read is the list the engine runs.
// `npx tsx scripts/rules-table.ts` writes; `--check` exits 1 when either file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGNOSTICS, PROVIDER_LABEL, rejectingProviders } from '../shared/src/index';

const ROOT = join(__dirname, '..');
const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

export function rulesTable(linkPrefix: string): string {
  const rows = DIAGNOSTICS.map((r) => {
    const who =
      rejectingProviders(r.rejectedBy)
        .map((p) => PROVIDER_LABEL[p])
        .join(', ') || '—';
    return `| [\`${r.id}\`](${linkPrefix}${r.id}.md) | ${r.kind} | ${r.defaultSeverity} | ${who} | ${r.summary.replace(/\|/g, '\\|')} |`;
  });
  return [
    START,
    '| rule | kind | default | rejected by | what it flags |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

function replaceBlock(text: string, block: string): string {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < 0) throw new Error('rules markers missing');
  return text.slice(0, a) + block + text.slice(b + END.length);
}

const targets = [
  { file: join(ROOT, 'README.md'), prefix: 'docs/rules/' },
  { file: join(ROOT, 'docs', 'rules', 'README.md'), prefix: '' },
];

if (require.main === module) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const t of targets) {
    const before = readFileSync(t.file, 'utf8');
    const after = replaceBlock(before, rulesTable(t.prefix));
    if (before === after) continue;
    stale = true;
    if (!check) writeFileSync(t.file, after);
  }
  if (check && stale) {
    console.error('the rules tables are out of date: run npx tsx scripts/rules-table.ts');
    process.exit(1);
  }
}
