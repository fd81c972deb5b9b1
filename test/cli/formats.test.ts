import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RULES, docsUrl } from '../../shared/src/index';
import { CLEAN, ITEMS_MISSING } from './helpers/fixtures';
import { runCli, tempProject } from './helpers/run';
import { sarifValidator } from './helpers/sarif-schema';

interface SarifLog {
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        rules: {
          id: string;
          helpUri?: string;
          help: { text: string };
          shortDescription: { text: string };
          fullDescription: { text: string };
          defaultConfiguration: { level: string };
        }[];
      };
    };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string };
          region: { startLine: number; startColumn: number; endLine: number; endColumn: number };
        };
      }[];
    }[];
  }[];
}

describe('toolwire --format sarif and github', () => {
  it('sarif: valid SARIF 2.1.0 with every rule described and a result per finding', async () => {
    const dir = tempProject({
      'sub dir/tools.json': ITEMS_MISSING,
      'clean.json': CLEAN,
      'broken.json': '{"tools": [{"name": "x",',
    });
    const r = await runCli(['--format', 'sarif', 'sub dir', 'clean.json', 'broken.json'], { cwd: dir });
    assert.equal(r.code, 1, r.stderr);
    const log = JSON.parse(r.stdout) as SarifLog;
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    assert.equal(log.version, '2.1.0');
    const run = log.runs[0];
    const ruleIds = run.tool.driver.rules.map((d) => d.id);
    for (const rule of RULES) assert.ok(ruleIds.includes(rule.id), rule.id);
    const items = run.tool.driver.rules.find((d) => d.id === 'items-missing')!;
    assert.equal(items.helpUri, docsUrl('items-missing'));
    assert.equal(items.defaultConfiguration.level, 'error');
    assert.ok(items.help.text.includes('array schema missing items'), 'help quotes the providers');
    const result = run.results.find((x) => x.ruleId === 'items-missing')!;
    assert.equal(run.tool.driver.rules[result.ruleIndex].id, 'items-missing');
    assert.equal(result.level, 'error');
    const location = result.locations[0].physicalLocation;
    assert.equal(location.artifactLocation.uri, 'sub%20dir/tools.json', 'relative, forward slashes, a URI');
    assert.deepEqual(location.region, { startLine: 10, startColumn: 11, endLine: 10, endColumn: 17 });
    assert.ok(
      run.results.some(
        (x) => x.ruleId === 'parse-error' && x.locations[0].physicalLocation.artifactLocation.uri === 'broken.json',
      ),
    );
  });

  it('sarif with no findings is still valid', async () => {
    const dir = tempProject({ 'clean.json': CLEAN });
    const r = await runCli(['--format', 'sarif', 'clean.json'], { cwd: dir });
    assert.equal(r.code, 0);
    assert.ok(sarifValidator()(JSON.parse(r.stdout)));
  });

  it('github: one workflow command per finding, with properties and message escaped', async () => {
    // A tool whose description forces a message with "," ":" "%" and a newline would depend on
    // rule wording; the file name carries the characters instead.
    const dir = tempProject({ 'a,b:c%d.json': ITEMS_MISSING });
    const r = await runCli(['--format', 'github', 'a,b:c%d.json'], { cwd: dir });
    assert.equal(r.code, 1);
    const line = r.stdout.split('\n').find((l) => l.includes('items-missing'))!;
    assert.match(
      line,
      /^::error file=a%2Cb%3Ac%25d\.json,line=10,col=11,endLine=10,endColumn=17,title=toolwire\(items-missing\)::`tags` is an array/,
    );
    for (const l of r.stdout.trim().split('\n')) assert.match(l, /^::(error|warning|notice) file=/);
  });
});
