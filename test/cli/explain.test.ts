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
const SOURCE = 'test/runtime/fixtures/source';
/** An MCP server whose zod tools it registers; a literal list in OpenAI's shape; tools sent with another module's. */
const SERVER = `${SOURCE}/notes-server.ts`;
const CHAT = `${SOURCE}/chat-tools.ts`;
const ASSEMBLED = `${SOURCE}/assembled.ts`;

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

  it('names the tool and the zod expression of a Gemini 400 in a .ts MCP server', async () => {
    const error = `{"error":{"code":400,"message":"Invalid JSON payload received. Unknown name \\"additionalProperties\\" at 'tools[0].function_declarations[2].parameters.properties[1].value': Cannot find field.","status":"INVALID_ARGUMENT"}}`;
    const r = await runCli(['explain', SERVER, '--error', error], { cwd: ROOT });
    assert.equal(r.code, 0, r.stderr);
    const { line, column } = new LineIndex(readFileSync(join(ROOT, SERVER), 'utf8')).position(
      readFileSync(join(ROOT, SERVER), 'utf8').indexOf('z.string()).describe'),
    );
    assert.match(
      r.stdout,
      new RegExp(`^${SERVER.replace(/\./g, '\\.')}:${line}:${column}  tag_note  z\\.string\\(\\)$`, 'm'),
    );
    assert.match(r.stdout, /^ {2}keyword-unsupported: `z\.record\(\.\.\.\)` becomes a map/m);
    assert.match(r.stdout, /^ {2}\(found by the index the error gives\)$/m);
  });

  it("--format json gives the expression of a literal in a .ts file, for each of Bedrock's formats", async () => {
    const errors = [
      'Parameter validation failed:\nInvalid length for parameter toolConfig.tools[1].toolSpec.description, value: 0, valid min length: 1',
      "1 validation error detected: Value 'Count Tool' at 'toolConfig.tools.3.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    ];
    const found = [];
    for (const error of errors) {
      const r = await runCli(['explain', CHAT, '--error', error, '-f', 'json'], { cwd: ROOT });
      assert.equal(r.code, 0, r.stderr);
      const { tool, pointer, expression, rule, by } = (
        JSON.parse(r.stdout) as { matches: Array<Record<string, unknown>> }
      ).matches[0];
      found.push({ tool, pointer, expression, rule, by });
    }
    assert.deepEqual(found, [
      {
        tool: 'focus_chain',
        pointer: '/tools/1/function/description',
        expression: "''",
        rule: 'description-missing',
        by: 'index',
      },
      {
        tool: 'Count Tool',
        pointer: '/tools/2/function/name',
        expression: "'Count Tool'",
        rule: 'name-invalid',
        by: 'index',
      },
    ]);
  });

  it("says when a file's tools are sent in an order it cannot tell, and matches by property", async () => {
    const error =
      '* GenerateContentRequest.tools[0].function_declarations[3].parameters.properties[to].items: missing field.';
    const r = await runCli(['explain', ASSEMBLED, '--error', error], { cwd: ROOT });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^The order of the request's tools cannot be known from this file/);
    assert.match(r.stdout, /share_note {2}\{ type: 'array', description: 'Addresses\.' \}$/m);
    assert.match(r.stdout, /\(found by the property the error names\)/);
    const json = await runCli(['explain', ASSEMBLED, '--error', error, '-f', 'json'], { cwd: ROOT });
    assert.equal((JSON.parse(json.stdout) as { orderUnknown?: boolean }).orderUnknown, true);
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
