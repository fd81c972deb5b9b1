import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../shared/src/index';
import { timed } from './invariants';

const HEAD = "import { z } from 'zod';\nconst h = async () => ({ content: [] });\n";
const many = (n: number, item: (i: number) => string) => Array.from({ length: n }, (_, i) => item(i)).join(',\n');
const tool = (i: number) => `{ name: 't${i}', schema: S }`;

/**
 * Hostile shapes for where tools are found (held parts, loops, bundles): each
 * lints within its CPU budget, throws nothing, and gives no error, since
 * nothing in them is known to be wrong.
 */
const CASES: Array<{ name: string; text: string; ms: number }> = [
  {
    name: 'an array that spreads itself, looped over',
    text: `${HEAD}const A = [...A, ${tool(0)}];\nfor (const t of A) server.registerTool(t.name, { description: t.description, inputSchema: t.schema }, h);`,
    ms: 1000,
  },
  {
    name: 'a loop over 100,000 elements',
    text: `${HEAD}const TOOLS = [\n${many(100_000, tool)}\n];\nfor (const t of TOOLS) server.registerTool(t.name, { description: t.description, inputSchema: t.schema }, h);\nTOOLS.map((t) => server.registerTool(t.name, { inputSchema: t.schema }, h));`,
    ms: 8000,
  },
  {
    name: 'an object of 100,000 entries, looped over',
    text: `${HEAD}const reg = {\n${many(100_000, (i) => `k${i}: { shape: {} }`)}\n};\nObject.entries(reg).forEach(([n, d]) => server.registerTool(n, { inputSchema: d.shape }, h));`,
    ms: 8000,
  },
  {
    name: 'a const cycle through names and members',
    text: `${HEAD}const a = b;\nconst b = a;\nconst o = { n: o.n, c: o };\nserver.registerTool(a || b, { description: o.c.c.n, inputSchema: o.c.s }, h);\nserver.tool(b, a, o.n, h);`,
    ms: 1000,
  },
  {
    name: 'CommonJS exports that name each other',
    text: `"use strict";\nconst zod_1 = require("zod");\nexports.A = exports.B;\nexports.B = exports.A;\nexports.S = exports.S.extend({});\nconst config = { description: exports.A, inputSchema: exports.S.shape };\nserver.registerTool(exports.B, config, h);`,
    ms: 1000,
  },
  {
    name: 'a loop variable bound to itself, and loops nested in loops',
    text: `${HEAD}for (const t of t) for (const u of [t, u]) [u].map(({ name }) => server.registerTool(name, u, h));`,
    ms: 1000,
  },
  {
    name: 'a config that is a chain of 10,000 spreads',
    text: `${HEAD}const c0 = { description: 'Base.' };\n${many(10_000, (i) => `const c${i + 1} = { ...c${i} }`).replace(/,\n/g, ';\n')};\nserver.registerTool('deep', c10000, h);`,
    ms: 4000,
  },
  {
    name: 'a bundle with 20,000 module comments, the last one a package',
    text: `${many(20_000, (i) => `// src/m${i}.ts\nvar v${i} = ${i}`).replace(/,\n/g, ';\n')};\n// node_modules/zod/index.js\nvar x = { function: { name: 'not_a_tool' } };`,
    ms: 4000,
  },
];

describe('fuzz: hostile tool sites never hang, throw or give a false error', () => {
  // The compiler is loaded at the first lint of a code file: not a cost of the cases.
  lint(`${HEAD}server.registerTool('warm', { inputSchema: {} }, h);`, { fileName: 'server.ts' });
  for (const { name, text, ms } of CASES) {
    it(name, () => {
      const out = timed(ms, name, () => lint(text, { fileName: 'server.ts' }));
      assert.deepEqual(out.internalErrors, []);
      assert.deepEqual(
        out.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule}: ${f.message}`),
        [],
      );
    });
  }
});
