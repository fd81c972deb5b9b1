/**
 * A second real LSP client: Debian's Neovim, headless, with its built-in client running the bundled
 * server (`node dist/server.js --stdio`). It opens the incident fixture and must show exactly the
 * engine's findings for it, as diagnostics with the rule ids as codes, on the right lines.
 * Run by `npm run test:neovim` (not by `npm test`: it needs nvim and a built dist/server.js).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { lint } from '../../shared/src/index';

const REPO = resolve(__dirname, '../..');
const SERVER = join(REPO, 'dist/server.js');
const FIXTURE = join(REPO, 'test/fixtures/incident.tools.json');
const WAIT_MS = 20_000;

interface NvimDiagnostic {
  lnum: number;
  col: number;
  end_lnum: number;
  end_col: number;
  severity: number;
  message: string;
  source: string;
  code: string;
}

interface NvimResult {
  attached: boolean;
  ready: boolean;
  diagnostics: NvimDiagnostic[];
  published: { uri: string; version?: number; count: number }[];
  errors: string[];
  offset_encoding?: string;
}

const scratch = mkdtempSync(join(tmpdir(), 'toolwire-nvim-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function runNeovim(file: string): NvimResult {
  assert.ok(existsSync(SERVER), `${SERVER} is missing: run npm run build first`);
  const out = join(scratch, 'result.json');
  // A throwaway HOME/XDG so that no user configuration, shada or swap file is read or left behind.
  const env = {
    ...process.env,
    HOME: scratch,
    XDG_CONFIG_HOME: join(scratch, 'config'),
    XDG_DATA_HOME: join(scratch, 'data'),
    XDG_STATE_HOME: join(scratch, 'state'),
  };
  const nvim = spawnSync('nvim', ['--headless', '-n', '-i', 'NONE', '-u', join(__dirname, 'init.lua')], {
    env: { ...env, TOOLWIRE_SERVER: SERVER, TOOLWIRE_FILE: file, TOOLWIRE_OUT: out, TOOLWIRE_TIMEOUT: String(WAIT_MS) },
    encoding: 'utf8',
    timeout: WAIT_MS * 3, // a hung nvim is killed, and the test fails below
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  assert.ok(
    existsSync(out),
    `nvim wrote no result (status ${nvim.status}, signal ${nvim.signal}):\n${nvim.stderr}${nvim.stdout}`,
  );
  const result = JSON.parse(readFileSync(out, 'utf8')) as NvimResult;
  assert.deepEqual(result.errors, [], 'init.lua raised');
  assert.equal(nvim.status, 0, `nvim exited with ${nvim.status}: ${nvim.stderr}`);
  return result;
}

/** The engine's findings for the file as Neovim shows them: 0-based line and UTF-16 column (ASCII fixture). */
function expectedDiagnostics(text: string) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++;
    return { line, col: offset - lineStarts[line] };
  };
  return lint(text, { fileName: 'incident.tools.json' }).findings.map((f) => ({ code: f.rule, ...position(f.offset) }));
}

const byPosition = (a: { line: number; col: number }, b: { line: number; col: number }) =>
  a.line - b.line || a.col - b.col;

test('Neovim shows the incident fixture diagnostics from toolwire-language-server', () => {
  const result = runNeovim(FIXTURE);
  assert.ok(result.attached, 'the client never finished initialize with the server');
  assert.ok(
    result.ready,
    `no toolwire diagnostics within ${WAIT_MS} ms; pushes seen: ${JSON.stringify(result.published)}`,
  );

  const text = readFileSync(FIXTURE, 'utf8');
  const shown = result.diagnostics.map((d) => ({ code: d.code, line: d.lnum, col: d.col })).sort(byPosition);
  assert.deepEqual(
    shown,
    expectedDiagnostics(text).sort(byPosition),
    'Neovim diagnostics differ from the engine findings',
  );

  // The incident itself: the five arrays without `items` that OpenAI rejects, as errors, on their own lines.
  const itemsMissing = result.diagnostics.filter((d) => d.code === 'items-missing');
  const lines = text.split('\n');
  assert.deepEqual(
    itemsMissing.map((d) => lines[d.lnum].match(/"(\w+)"/)?.[1]),
    ['deliverables', 'milestones', 'risks', 'stakeholders', 'acceptance_criteria'],
  );
  assert.ok(
    itemsMissing.every((d) => d.severity === 1),
    'items-missing must be an error (severity 1)',
  );
  assert.ok(
    itemsMissing.every((d) => /openai/i.test(d.message)),
    'the message names the providers that reject it',
  );
  // And the tool with an empty description: six errors in all.
  const others = result.diagnostics.filter((d) => d.code !== 'items-missing');
  assert.deepEqual(
    others.map((d) => [d.code, d.severity, lines[d.lnum].trim()]),
    [['description-missing', 1, '"description": "",']],
  );
  console.log(
    `neovim: ${result.diagnostics.length} diagnostics: 5 items-missing + ${others.map((d) => d.code).join(', ')} (nvim ${JSON.stringify(result.offset_encoding)})`,
  );
});
