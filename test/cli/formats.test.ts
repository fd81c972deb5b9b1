import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ITEMS_MISSING } from './helpers/fixtures';
import { runCli, tempProject } from './helpers/run';

describe('toolwire --format github', () => {
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
