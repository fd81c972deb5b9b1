#!/usr/bin/env node
// `npm run demo`: build, then lint examples/, show the diff that fix-all would apply,
// and check a live MCP server. Findings are the point of the show, so the CLI's exit
// code 1 (errors found) is expected; 2 (a usage, config or I/O problem) fails the demo.
// `--no-build` skips the build (the tests use it); `--lint-only` only lints examples/
// (`npm run lint:examples`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const cli = join(root, 'dist', 'cli.js');
// Relative to the repository, where every step runs, so the report names it briefly.
const everything = 'node_modules/@modelcontextprotocol/server-everything/dist/index.js';

function run(title, command, args, okCodes = [0]) {
  process.stdout.write(
    `\n\u2500\u2500 ${title}\n$ ${[command === process.execPath ? 'node' : command, ...args.map((a) => a.replace(root + '/', ''))].join(' ')}\n\n`,
  );
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (!okCodes.includes(r.status ?? -1)) {
    process.stderr.write(`demo: "${title}" failed (exit ${r.status ?? r.signal})\n`);
    process.exit(r.status === 0 || r.status === null ? 1 : r.status);
  }
}

if (!process.argv.includes('--no-build')) run('Build', 'npm', ['run', '--silent', 'build']);
run('Lint the examples (one file per provider shape)', process.execPath, [cli, 'examples'], [0, 1]);
if (process.argv.includes('--lint-only')) process.exit(0);
run(
  'What --fix would write: every safe repair, as a diff (nothing is changed)',
  process.execPath,
  [cli, '--fix-dry-run', '--quiet', 'examples'],
  [0, 1],
);
run(
  'Check a live MCP server: the tools it really lists, as Gemini sees them',
  process.execPath,
  [cli, 'mcp', '--target', 'gemini', '--', 'node', everything],
  [0, 1],
);
process.stdout.write('\nDone. Next: `npm test`, then docs/cli.md for CI (SARIF), pre-commit and MCP checks.\n');
