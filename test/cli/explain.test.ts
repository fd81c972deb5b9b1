import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LineIndex } from '../../server/src/cli/positions';
import { parseJson } from '../../shared/src/index';
import { findByPointer } from '../../shared/src/json/tree';
import { ROOT } from './helpers/build';
import { runCli, tempProject } from './helpers/run';

const GEMINI = 'examples/gemini.function-declarations.jsonc';
const TYPE_MISSING =
  '* GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[celsius].type: must be specified';
const INCIDENT = 'test/runtime/fixtures/incident-request.json';
const MISSING_ITEMS = '400 … function_declarations[15].parameters.properties[deliverables].items: missing field';

/** Where the node `pointer` names begins in the file, as the CLI counts lines and columns. */
function positionOf(file: string, pointer: string) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return new LineIndex(text).position(findByPointer(parseJson(text).root, pointer)!.offset);
}

describe('toolwire explain', () => {
  it('names the tool and the node of a Gemini 400, at file:line:col, with the rule and the fix (exit 0)', async () => {
    const r = await runCli(['explain', GEMINI, '--error', TYPE_MISSING], { cwd: ROOT });
    assert.equal(r.code, 0, r.stderr);
    const pointer = '/tools/0/functionDeclarations/0/parameters/properties/celsius';
    const { line, column } = positionOf(GEMINI, pointer);
    assert.match(
      r.stdout,
      new RegExp(`^${GEMINI.replace(/\./g, '\\.')}:${line}:${column}  set_thermostat  ${pointer}$`, 'm'),
    );
    assert.match(r.stdout, /^ {2}type-missing: `celsius` has no `type`/m);
    assert.match(r.stdout, /^ {2}fix: /m);
  });

  it('--format json prints the matches, best first', async () => {
    const r = await runCli(['explain', INCIDENT, '--error', MISSING_ITEMS, '--format', 'json'], { cwd: ROOT });
    assert.equal(r.code, 0, r.stderr);
    const { matches } = JSON.parse(r.stdout) as {
      matches: Array<Record<string, unknown> & { message: string; fix: string }>;
    };
    const pointer = '/tools/15/function/parameters/properties/deliverables';
    const { message, fix, ...located } = matches[0];
    assert.deepEqual(located, {
      tool: 'project_run_create',
      toolIndex: 15,
      pointer,
      rule: 'items-missing',
      ...positionOf(INCIDENT, pointer),
      by: 'index',
    });
    assert.match(message, /`deliverables` is an array with no `items`/);
    assert.match(fix, /items/);
  });

  it('reads the error from --error-file and from standard input with --error -', async () => {
    const dir = tempProject({ 'error.txt': MISSING_ITEMS });
    const fromFile = await runCli([
      'explain',
      join(ROOT, INCIDENT),
      '--error-file',
      join(dir, 'error.txt'),
      '-f',
      'json',
    ]);
    const fromStdin = await runCli(['explain', join(ROOT, INCIDENT), '--error', '-', '-f', 'json'], {
      stdin: MISSING_ITEMS,
    });
    assert.equal(fromFile.code, 0, fromFile.stderr);
    assert.equal(fromStdin.stdout, fromFile.stdout);
  });

  it('exits 1 with an empty list when nothing in the file matches', async () => {
    const r = await runCli(['explain', GEMINI, '--error', '429 Resource has been exhausted', '-f', 'json'], {
      cwd: ROOT,
    });
    assert.equal(r.code, 1);
    assert.deepEqual(JSON.parse(r.stdout), { matches: [] });
    const stylish = await runCli(['explain', GEMINI, '--error', '429 Resource has been exhausted'], { cwd: ROOT });
    assert.equal(stylish.code, 1);
    assert.match(stylish.stdout, /No tool in .* matches this error/);
  });

  it('exits 2 on a usage or I/O problem, with one line on stderr', async () => {
    for (const args of [
      ['explain', GEMINI],
      ['explain', '--error', 'x'],
      ['explain', GEMINI, 'other.json', '--error', 'x'],
      ['explain', GEMINI, '--error', 'x', '--error-file', 'y'],
      ['explain', GEMINI, '--error', 'x', '--format', 'sarif'],
      ['explain', 'no-such-file.json', '--error', 'x'],
      ['explain', GEMINI, '--error-file', 'no-such-error.txt'],
      ['explain', GEMINI, '--error', '   '],
    ]) {
      const r = await runCli(args, { cwd: ROOT });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}`);
      assert.match(r.stderr, /^toolwire: .+\n$/, args.join(' '));
    }
  });

  it('--help describes the command and its exit codes', async () => {
    const r = await runCli(['explain', '--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Usage: toolwire explain FILE --error TEXT/);
    assert.match(r.stdout, /Exit codes: 0/);
  });
});
