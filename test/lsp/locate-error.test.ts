import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { LOCATE_ERROR_REQUEST, type LocateErrorParams, type LocateErrorResult } from '../../shared/src/index';
import { locateRejectionInText } from '../../shared/src/runtime';
import { INCIDENT, KITCHEN_SINK } from './fixtures';
import { TestClient } from './harness';

const REQUEST = readFileSync(join(__dirname, '..', 'runtime', 'fixtures', 'incident-request.json'), 'utf8');
const SERVER = readFileSync(join(__dirname, '..', 'runtime', 'fixtures', 'source', 'notes-server.ts'), 'utf8');
const MISSING_ITEMS =
  '* GenerateContentRequest.tools[0].function_declarations[15].parameters.properties[deliverables].items: missing field.';

/** The 0-based line and character of `offset` in `text` (UTF-16, as the harness negotiates). */
function positionAt(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

describe('toolwire/locateError', () => {
  let dir: string;
  let client: TestClient;
  const uriOf = (name: string) => pathToFileURL(join(dir, name)).href;
  const locate = (params: LocateErrorParams) =>
    client.connection.sendRequest<LocateErrorResult>(LOCATE_ERROR_REQUEST, params);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwire-lsp-locate-'));
    writeFileSync(join(dir, 'incident.tools.json'), INCIDENT);
    writeFileSync(join(dir, 'request.json'), REQUEST);
    client = await TestClient.start({ workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'ws' }] });
    await client.open(uriOf('kitchen-sink.mcp.json'), KITCHEN_SINK);
    await client.open(uriOf('request.json'), REQUEST);
    await client.open(uriOf('server.ts'), SERVER, 'typescript');
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the node in the given document, with its range, rule and message', async () => {
    const result = await locate({ error: MISSING_ITEMS, uri: uriOf('request.json') });
    const engine = locateRejectionInText(MISSING_ITEMS, REQUEST).matches[0];
    assert.equal(result.decided, true);
    assert.deepEqual(result.matches[0], {
      uri: uriOf('request.json'),
      range: { start: positionAt(REQUEST, engine.offset), end: positionAt(REQUEST, engine.offset + engine.length) },
      tool: 'project_run_create',
      toolIndex: 15,
      pointer: '/tools/15/function/parameters/properties/deliverables',
      by: 'index',
      rule: 'items-missing',
      message: engine.message,
      fix: engine.fix,
    });
  });

  it("searches the workspace's tool files when the given document holds no match", async () => {
    const error =
      "Invalid schema for function 'project_run_create': In context=('properties', 'risks'), array schema missing items.";
    const result = await locate({ error, uri: uriOf('kitchen-sink.mcp.json') });
    assert.deepEqual(result.matches.map((m) => [m.uri, m.tool, m.pointer.split('/').pop()]).sort(), [
      [uriOf('incident.tools.json'), 'project_run_create', 'risks'],
      [uriOf('request.json'), 'project_run_create', 'risks'],
    ]);
  });

  it('answers the zod expression in an open TypeScript document, as the lint reads it', async () => {
    const error =
      "* GenerateContentRequest.tools[0].function_declarations[1].parameters.properties[url].format: only 'enum' and 'date-time' are supported for STRING type";
    const result = await locate({ error, uri: uriOf('server.ts') });
    const engine = locateRejectionInText(error, SERVER, { fileName: join(dir, 'server.ts') }).matches[0];
    assert.equal(result.decided, true);
    const { message, fix, ...located } = result.matches[0];
    assert.deepEqual(located, {
      uri: uriOf('server.ts'),
      range: { start: positionAt(SERVER, engine.offset), end: positionAt(SERVER, engine.offset + engine.length) },
      tool: 'link_note',
      toolIndex: 1,
      pointer: '/1/inputSchema/properties/url/format',
      expression: "z.string().url().describe('The page address')",
      by: 'index',
      rule: 'format-unsupported',
    });
    assert.deepEqual([message, fix], [engine.message, engine.fix]);
  });

  it('answers no match, and nothing for a blank error', async () => {
    assert.deepEqual(await locate({ error: '503 The model is overloaded.' }), { decided: false, matches: [] });
    assert.deepEqual(await locate({ error: '  ' }), { decided: false, matches: [] });
  });
});
