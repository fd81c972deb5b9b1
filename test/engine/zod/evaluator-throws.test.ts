import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { failedPart, lint } from '../../../shared/src/index';
import { Emitter } from '../../../shared/src/language/typescript/zod/emit';

const MCP = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  "const server = new McpServer({ name: 'n', version: '1.0.0' });",
];
const PACKAGES = { zod: '4.6.7', '@modelcontextprotocol/sdk': '1.32.2', ai: '5.0.0' };
const FAULT = 'injected fault in the emitter';

/** A file with one tool, and the zod the evaluator is asked to read there (what the internal error points at). */
const CASES: Array<{ what: string; lines: string[]; zod: string }> = [
  {
    what: 'a raw shape given to registerTool',
    lines: [
      ...MCP,
      "server.registerTool('find', { description: 'Find the notes.', inputSchema: { q: z.string() } }, h);",
    ],
    zod: '{ q: z.string() }',
  },
  {
    what: "a const's shape given to registerTool",
    lines: [
      ...MCP,
      'const Query = z.object({ q: z.string() });',
      "server.registerTool('find', { description: 'Find the notes.', inputSchema: Query.shape }, h);",
    ],
    zod: 'Query.shape',
  },
  {
    what: "an AI SDK tool's schema",
    lines: [
      "import { tool } from 'ai';",
      "import { z } from 'zod';",
      "export const tools = { find: tool({ description: 'Find the notes.', inputSchema: z.object({ q: z.string() }), execute: h }) };",
    ],
    zod: 'z.object({ q: z.string() })',
  },
];

describe('an evaluator that throws is an internal error, not a silent opaque tool', () => {
  const emit = Object.getOwnPropertyDescriptor(Emitter.prototype, 'emit')!;
  const breakEmitter = () =>
    Object.defineProperty(Emitter.prototype, 'emit', {
      ...emit,
      value: () => {
        throw new Error(FAULT);
      },
    });
  afterEach(() => Object.defineProperty(Emitter.prototype, 'emit', emit));

  for (const c of CASES)
    it(c.what, () => {
      const text = c.lines.join('\n');
      const lintFile = () => lint(text, { fileName: 'server.ts', packages: PACKAGES });
      const sound = lintFile();
      assert.deepEqual(sound.internalErrors, [], 'the evaluator reads it when nothing is broken');
      assert.ok(!sound.findings.some((f) => f.rule === 'schema-opaque'));

      breakEmitter();
      const broken = lintFile();
      assert.ok(broken.internalErrors.length >= 1, 'the throw is reported');
      const at = text.indexOf(c.zod);
      for (const e of broken.internalErrors) {
        assert.equal(failedPart(e), "the typescript front end's zod evaluator");
        assert.equal(e.message, `${FAULT} (the zod at offset ${at}, length ${c.zod.length})`);
        assert.match(e.stack ?? '', /emit/);
      }
      // The tool is still found, its schema opaque: judged as far as it is known.
      assert.deepEqual(
        broken.tools.map((t) => [t.name, t.schema]),
        sound.tools.map((t) => [t.name, 'unread']),
      );
      assert.ok(broken.findings.some((f) => f.rule === 'schema-opaque'));
    });
});
