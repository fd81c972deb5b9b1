import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import type { Defect } from '../../shared/src/runtime';
import { ensureRuntimeBuilt } from './build';
import { ROOT } from './helpers';

const API = ['catalogText', 'conformTools', 'decodeJsonText', 'locateRejection', 'missingArguments', 'readBoolean'];

/** dist/runtime.js evaluated in a bare context: no `require`, no `process`, no Node built-in; code generation as asked. */
function loadBare(codeGeneration: boolean): Record<string, (...args: unknown[]) => unknown> {
  const code = readFileSync(join(ROOT, 'dist/runtime.js'), 'utf8');
  const mod: { exports: Record<string, (...args: unknown[]) => unknown> } = { exports: {} };
  const context = vm.createContext(
    { module: mod, exports: mod.exports, TextEncoder, TextDecoder, URL },
    { codeGeneration: { strings: codeGeneration, wasm: false } },
  );
  vm.runInContext(code, context);
  return mod.exports;
}

describe('the toolwire/runtime entry', () => {
  it('is a subpath export with ESM, CommonJS and types', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    assert.deepEqual(pkg.exports['./runtime'], {
      types: './dist/types/shared/src/runtime/index.d.ts',
      import: './dist/runtime.mjs',
      require: './dist/runtime.js',
    });
  });

  it('runs with no Node built-in and no require: as in a browser or an edge worker', () => {
    ensureRuntimeBuilt();
    const runtime = loadBare(true);
    for (const name of API) assert.equal(typeof runtime[name], 'function', name);
    const tool = { name: 'ping', description: 'Answer pong.', inputSchema: { type: 'object', properties: {} } };
    // Objects made in the other context have its prototypes: compared as JSON.
    assert.equal(
      JSON.stringify((runtime.conformTools([tool]) as { offered: unknown[] }).offered),
      JSON.stringify([tool]),
    );
  });

  it('carries no input front end: the TS/JS one is its stand-in (the registry keeps its data only)', () => {
    ensureRuntimeBuilt();
    const map = JSON.parse(readFileSync(join(ROOT, 'dist/runtime.js.map'), 'utf8')) as { sources: string[] };
    const frontEnd = map.sources.filter((s) => /language\/typescript\/(?!index|modules|absent)/.test(s));
    assert.deepEqual(frontEnd, []);
    assert.ok(map.sources.some((s) => s.endsWith('language/typescript/absent.ts')));
  });

  it('where code generation is forbidden, says which rule could not judge a tool, and still conforms it', () => {
    ensureRuntimeBuilt();
    const runtime = loadBare(false);
    const told: Defect[] = [];
    const tool = {
      name: 'run',
      description: 'Run a command.',
      input_schema: { type: 'object', properties: { n: { type: 'number', exclusiveMinimum: true, minimum: 0 } } },
    };
    const { offered } = runtime.conformTools([tool], { onDefect: (d: Defect) => told.push(d) }) as {
      offered: unknown[];
    };
    assert.equal(offered.length, 1);
    const unchecked = told.filter((d) => d.action === 'unchecked');
    assert.equal(JSON.stringify(unchecked.map((d) => [d.tool, d.rule])), JSON.stringify([['run', 'schema-invalid']]));
    assert.match(unchecked[0].message, /could not run: .*[Cc]ode generation/);
  });
});
