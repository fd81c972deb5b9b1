import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { locateRejectionInText } from '../../shared/src/runtime';
import { ROOT } from './helpers';

/**
 * A provider's error located in code: TS files with zod tools an MCP server
 * registers, a literal list of tools, and tools assembled with another
 * module's. Each case: the file and the error text in, the tool, its node, the
 * source expression quoted and how it was found out.
 */

const DIR = 'test/runtime/fixtures/source';

interface Case {
  why: string;
  file: string;
  error: string;
  tool: string;
  pointer: string;
  expression: string;
  by: string;
  rule: string;
  decided: boolean;
  /** The file cannot tell the request's order: the index was not used. */
  orderUnknown?: true;
}

const CASES: Case[] = [
  {
    why: "Gemini's Unknown name at a numbered property: the third tool registered, its z.record's value",
    file: 'notes-server.ts',
    error: `{"error":{"code":400,"message":"Invalid JSON payload received. Unknown name \\"additionalProperties\\" at 'tools[0].function_declarations[2].parameters.properties[1].value': Cannot find field.","status":"INVALID_ARGUMENT"}}`,
    tool: 'tag_note',
    pointer: '/0/inputSchema/properties/colours/additionalProperties',
    expression: 'z.string()',
    by: 'index',
    rule: 'keyword-unsupported',
    decided: true,
  },
  {
    why: "Gemini's format at a named property: the zod call that writes it",
    file: 'notes-server.ts',
    error:
      "* GenerateContentRequest.tools[0].function_declarations[1].parameters.properties[url].format: only 'enum' and 'date-time' are supported for STRING type",
    tool: 'link_note',
    pointer: '/1/inputSchema/properties/url/format',
    expression: "z.string().url().describe('The page address')",
    by: 'index',
    rule: 'format-unsupported',
    decided: true,
  },
  {
    why: 'botocore: Invalid length of a description in a literal list in OpenAI shape',
    file: 'chat-tools.ts',
    error:
      'botocore.exceptions.ParamValidationError: Parameter validation failed:\nInvalid length for parameter toolConfig.tools[1].toolSpec.description, value: 0, valid min length: 1',
    tool: 'focus_chain',
    pointer: '/tools/1/function/description',
    expression: "''",
    by: 'index',
    rule: 'description-missing',
    decided: true,
  },
  {
    why: 'ValidationException: the 1-based index and the quoted name, in a literal list',
    file: 'chat-tools.ts',
    error:
      "1 validation error detected: Value 'Count Tool' at 'toolConfig.tools.3.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
    tool: 'Count Tool',
    pointer: '/tools/2/function/name',
    expression: "'Count Tool'",
    by: 'index',
    rule: 'name-invalid',
    decided: true,
  },
  {
    why: "tools sent with another module's: found by the property, not the index",
    file: 'assembled.ts',
    error: '* GenerateContentRequest.tools[0].function_declarations[3].parameters.properties[to].items: missing field.',
    tool: 'share_note',
    pointer: '/share/inputSchema/properties/to',
    expression: "{ type: 'array', description: 'Addresses.' }",
    by: 'property',
    rule: 'items-missing',
    decided: true,
    orderUnknown: true,
  },
];

describe('locateRejectionInText on code', () => {
  for (const c of CASES)
    it(`${c.file}: ${c.why}`, () => {
      const text = readFileSync(join(ROOT, DIR, c.file), 'utf8');
      const r = locateRejectionInText(c.error, text, { fileName: join(ROOT, DIR, c.file) });
      assert.ok(r.matches.length, 'a match');
      const m = r.matches[0];
      assert.deepEqual(
        {
          tool: m.tool,
          pointer: m.pointer,
          expression: m.expression,
          by: m.by,
          rule: m.rule,
          decided: r.decided,
          orderUnknown: r.orderUnknown,
        },
        {
          tool: c.tool,
          pointer: c.pointer,
          expression: c.expression,
          by: c.by,
          rule: c.rule,
          decided: c.decided,
          orderUnknown: c.orderUnknown,
        },
      );
      // The match's range is in the file: the expression quoted holds it.
      assert.ok(c.expression.includes(text.slice(m.offset, m.offset + m.length)));
    });

  it("where the order is unknown, an index and a member alone name no tool the file's order would give", () => {
    const text = readFileSync(join(ROOT, DIR, 'assembled.ts'), 'utf8');
    const error =
      '* GenerateContentRequest.tools[0].function_declarations[1].name: Invalid function name. Must start with a letter or an underscore.';
    assert.deepEqual(locateRejectionInText(error, text, { fileName: 'assembled.ts' }), {
      decided: false,
      orderUnknown: true,
      matches: [],
    });
  });

  it('reads a file by its name: the same text as JSON holds no tool', () => {
    const text = readFileSync(join(ROOT, DIR, 'chat-tools.ts'), 'utf8');
    const error = CASES[2].error;
    assert.equal(locateRejectionInText(error, text, { fileName: 'tools.json' }).matches.length, 0);
    assert.equal(locateRejectionInText(error, text, { fileName: 'tools.ts' }).matches[0].tool, 'focus_chain');
  });

  it('a text over maxFileSize is not read', () => {
    const text = readFileSync(join(ROOT, DIR, 'chat-tools.ts'), 'utf8');
    const r = locateRejectionInText(CASES[2].error, text, { fileName: 'tools.ts', maxFileSize: 100 });
    assert.deepEqual(r, { decided: false, matches: [] });
  });
});
