// The test index code-server runs inside its extension host (payload `extensionTestsPath`). It runs
// the mocha suite of test/vscode (compiled; its path in TOOLWIRE_E2E_SUITE) through that suite's
// own exported run(), and writes the outcome to TOOLWIRE_E2E_RESULT: in a browser workbench the
// page just closes when the tests end, so the exit code cannot carry it.
// Plain CommonJS: the extension host loads it with require, without a TypeScript loader.
'use strict';
const { writeFileSync } = require('node:fs');
const { format } = require('node:util');

function report(outcome) {
  const file = process.env.TOOLWIRE_E2E_RESULT;
  if (!file) throw new Error('TOOLWIRE_E2E_RESULT is not set');
  writeFileSync(file, JSON.stringify({ ...outcome, finishedAt: new Date().toISOString() }));
}

// The extension host's console goes nowhere a test can read: keep what the reporter prints.
// VS Code defines the console methods there as accessors that ignore assignment, so they are
// redefined (and their descriptors put back after). Mocha's reporters keep the console.log they
// find when mocha loads, so this runs before the suite (and mocha) is required.
function captureOutput() {
  const chunks = [];
  const restores = [];
  for (const method of ['log', 'info', 'warn', 'error']) {
    const descriptor = Object.getOwnPropertyDescriptor(console, method);
    const original = console[method];
    const tee = (...args) => {
      chunks.push(format(...args) + '\n');
      original.apply(console, args);
    };
    Object.defineProperty(console, method, { value: tee, writable: true, configurable: true, enumerable: true });
    restores.push(() => (descriptor ? Object.defineProperty(console, method, descriptor) : delete console[method]));
  }
  return () => {
    for (const restore of restores) restore();
    return chunks.join('');
  };
}

async function run() {
  const started = Date.now();
  let stopCapture = () => '';
  try {
    stopCapture = captureOutput();
    const suite = process.env.TOOLWIRE_E2E_SUITE;
    if (!suite) throw new Error('TOOLWIRE_E2E_SUITE is not set');
    await require(suite).run();
    report({ passed: true, ms: Date.now() - started, output: stopCapture() });
  } catch (error) {
    report({
      passed: false,
      ms: Date.now() - started,
      output: stopCapture(),
      error: String((error && error.stack) || error),
    });
    throw error;
  }
}

module.exports = { run };
