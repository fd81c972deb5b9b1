import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import { DIAGNOSTICS, docsUrl } from '../../shared/src/index';
import { CLEAN, ITEMS_MISSING, REPAIRABLE } from './helpers/fixtures';
import { validateSarif, type Verdict } from './helpers/multitool';
import { runCli, tempProject, type RunOptions } from './helpers/run';

interface SarifLog {
  version: string;
  runs: {
    tool: {
      driver: {
        rules: {
          id: string;
          name: string;
          helpUri?: string;
          help: { text: string };
          defaultConfiguration: { level: string };
        }[];
      };
    };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; uriBaseId?: string };
          region: { startLine: number; startColumn: number; endLine: number; endColumn: number };
        };
      }[];
    }[];
  }[];
}

async function sarifOf(args: readonly string[], options: RunOptions): Promise<{ text: string; log: SarifLog }> {
  const r = await runCli(['--format', 'sarif', ...args], options);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  return { text: r.stdout, log: JSON.parse(r.stdout) as SarifLog };
}

/** Every file a log's results point at, as `uriBaseId|uri`. */
function locations(log: SarifLog): Set<string> {
  return new Set(
    log.runs[0].results.map(({ locations: [{ physicalLocation: p }] }) =>
      [p.artifactLocation.uriBaseId ?? '', p.artifactLocation.uri].join('|'),
    ),
  );
}

describe('toolwire --format sarif', () => {
  it('describes every rule and gives a result per finding, placed relative to the working folder', async () => {
    const dir = tempProject({
      'sub dir/tools.json': ITEMS_MISSING,
      'clean.json': CLEAN,
      'broken.json': '{"tools": [{"name": "x",',
    });
    const { log } = await sarifOf(['sub dir', 'clean.json', 'broken.json'], { cwd: dir });
    assert.equal(log.version, '2.1.0');
    const run = log.runs[0];
    const ruleIds = run.tool.driver.rules.map((d) => d.id);
    for (const rule of DIAGNOSTICS) assert.ok(ruleIds.includes(rule.id), rule.id);
    const items = run.tool.driver.rules.find((d) => d.id === 'items-missing')!;
    assert.equal(items.name, 'ArrayWithoutItems', "the rule's title in PascalCase");
    assert.equal(items.helpUri, docsUrl('items-missing'));
    assert.equal(items.defaultConfiguration.level, 'error');
    assert.ok(items.help.text.includes('array schema missing items'), 'help quotes the providers');
    const result = run.results.find((x) => x.ruleId === 'items-missing')!;
    assert.equal(run.tool.driver.rules[result.ruleIndex].id, 'items-missing');
    assert.equal(result.level, 'error');
    assert.deepEqual(result.locations[0].physicalLocation.region, {
      startLine: 10,
      startColumn: 11,
      endLine: 10,
      endColumn: 17,
    });
    assert.deepEqual(locations(log), new Set(['%SRCROOT%|sub%20dir/tools.json', '%SRCROOT%|broken.json']));
  });

  it("gives each rule a name of its own: distinct from its id and from every other rule's", async () => {
    const dir = tempProject({ 'broken.json': '{' });
    const { log } = await sarifOf(['broken.json'], { cwd: dir });
    const rules = log.runs[0].tool.driver.rules;
    for (const { id, name } of rules) {
      assert.match(name, /^[A-Z][A-Za-z0-9]*$/, id);
      assert.notEqual(name.toLowerCase(), id.toLowerCase(), id);
    }
    assert.equal(new Set(rules.map((r) => r.name)).size, rules.length);
  });
});

describe('toolwire --format sarif, checked by the SARIF Multitool (rule kinds Sarif and Gh)', () => {
  const dir = tempProject({
    'work/sub dir/tools.json': ITEMS_MISSING,
    'work/a#b.json': REPAIRABLE,
    'work/broken.json': '{"tools": [{"name": "x",',
    'work/clean.json': CLEAN,
    'other/tools.json': ITEMS_MISSING,
    'elsewhere/tools.json': REPAIRABLE,
  });
  const work = join(dir, 'work');
  const logs = join(dir, 'logs');
  const outside = join(dir, 'other', 'tools.json');
  const cases = {
    inside: () => sarifOf(['sub dir', 'a#b.json', 'broken.json', 'clean.json'], { cwd: work }),
    outside: () => sarifOf([outside, '../elsewhere/tools.json'], { cwd: work }),
    stdin: () => sarifOf(['--stdin', '--stdin-filename', 'piped/tools.json'], { cwd: work, stdin: ITEMS_MISSING }),
    unnamed: () => sarifOf(['--stdin'], { cwd: work, stdin: ITEMS_MISSING }),
    clean: () => sarifOf(['clean.json'], { cwd: work }),
  };
  type Case = keyof typeof cases | 'control';
  const produced = new Map<Case, SarifLog>();
  let verdicts: Map<string, Verdict>;
  const verdict = (name: Case) => verdicts.get(join(logs, `${name}.sarif`))!;

  before(async () => {
    mkdirSync(logs);
    for (const [name, make] of Object.entries(cases)) {
      const { text, log } = await make();
      produced.set(name as Case, log);
      writeFileSync(join(logs, `${name}.sarif`), text);
    }
    writeFileSync(join(logs, 'control.sarif'), JSON.stringify(defectiveLog(produced.get('inside')!)));
    verdicts = validateSarif([...produced.keys(), 'control' as const].map((name) => join(logs, `${name}.sarif`)));
  });

  it('finds the defects it is asked to find (a control log with a rooted path under a base and a name equal to its id)', () => {
    const { errors, warnings } = verdict('control');
    assert.ok(
      errors.some((e) => e.startsWith('SARIF1004')),
      errors.join('\n'),
    );
    assert.ok(
      warnings.some((w) => w.startsWith('SARIF1001')),
      warnings.join('\n'),
    );
  });

  it('files inside the working folder: relative to %SRCROOT%, zero errors and zero warnings', () => {
    assert.deepEqual(verdict('inside'), { errors: [], warnings: [] });
    assert.deepEqual(
      locations(produced.get('inside')!),
      new Set(['%SRCROOT%|sub%20dir/tools.json', '%SRCROOT%|a%23b.json', '%SRCROOT%|broken.json']),
    );
  });

  it('files outside it: absolute file: URIs with no base, zero errors and zero warnings', () => {
    assert.deepEqual(verdict('outside'), { errors: [], warnings: [] });
    assert.deepEqual(
      locations(produced.get('outside')!),
      new Set([`|${pathToFileURL(outside).href}`, `|${pathToFileURL(join(dir, 'elsewhere', 'tools.json')).href}`]),
    );
  });

  it('standard input: placed at its --stdin-filename, zero errors and zero warnings', () => {
    assert.deepEqual(verdict('stdin'), { errors: [], warnings: [] });
    assert.deepEqual(locations(produced.get('stdin')!), new Set(['%SRCROOT%|piped/tools.json']));
  });

  it('standard input with no --stdin-filename: placed at <stdin> in the working folder, zero errors and zero warnings', () => {
    assert.deepEqual(verdict('unnamed'), { errors: [], warnings: [] });
    assert.deepEqual(locations(produced.get('unnamed')!), new Set(['%SRCROOT%|%3Cstdin%3E']));
  });

  it('a run with no findings: zero errors and zero warnings', () => {
    assert.equal(produced.get('clean')!.runs[0].results.length, 0);
    assert.deepEqual(verdict('clean'), { errors: [], warnings: [] });
  });
});

/** `log` with the two defects SARIF output once had: a rooted path under %SRCROOT%, and a rule named by its id. */
function defectiveLog(log: SarifLog): SarifLog {
  const copy = structuredClone(log);
  const run = copy.runs[0];
  run.tool.driver.rules[0].name = run.tool.driver.rules[0].id;
  run.results[0].locations[0].physicalLocation.artifactLocation.uri = '/abs/tools.json';
  return copy;
}
