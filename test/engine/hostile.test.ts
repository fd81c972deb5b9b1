import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fixAll, lint, parseJson, type LintOptions, type LintOutput } from '../../shared/src/index';
import { toValue } from '../../shared/src/json/tree';
import { refIndex } from '../../shared/src/schema/ref';
import { recursiveSites } from '../../shared/src/schema/ref-cycles';
import { assertLintInvariants, timed } from '../fuzz/invariants';

/**
 * Edge cases a real editor meets: each must give findings or parse errors, never
 * an exception, a hang or a finding placed off its node.
 */

/** Lint within `ms`, check every invariant, and check that fix-all settles. */
function survives(text: string, options: LintOptions = {}, ms = 3000): LintOutput {
  const out = timed(ms, 'lint', () => lint(text, options));
  assertLintInvariants(text, out);
  const fixed = timed(ms, 'fixAll', () => fixAll(text, options));
  if (!out.parseErrors.length)
    assert.deepEqual(parseJson(fixed).errors, [], 'fix-all keeps a parseable text parseable');
  assert.equal(fixAll(fixed, options), fixed, 'fix-all is idempotent');
  return out;
}

const mcp = (schema: string, name = '"t"') =>
  `{"tools": [{"name": ${name}, "description": "A tool for hostile tests.", "inputSchema": ${schema}}]}`;
const objectSchema = (props: string) => `{"type": "object", "properties": {${props}}}`;
const textAt = (text: string, f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);
const rulesOf = (out: LintOutput, rule: string) => out.findings.filter((f) => f.rule === rule);

describe('hostile: 100,000-deep nesting', () => {
  const DEPTH = 100_000;

  it('arrays and objects, closed and unclosed', () => {
    survives('['.repeat(DEPTH) + ']'.repeat(DEPTH));
    survives('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));
    const unclosed = survives('['.repeat(DEPTH));
    assert.ok(unclosed.parseErrors.length > 0, 'an unclosed document has parse errors');
  });

  it('inside a parameters schema: the shallow fault is still found, the deep chain costs no stack', () => {
    const chain = '{"type": "array", "items": '.repeat(DEPTH) + '{"type": "string"}' + '}'.repeat(DEPTH);
    const text = mcp(objectSchema(`"tags": {"type": "array"}, "deep": ${chain}`));
    const out = survives(text);
    assert.deepEqual(
      rulesOf(out, 'items-missing').map((f) => textAt(text, f)),
      ['"tags"'],
    );
    const props = '{"type": "object", "properties": {"p": '.repeat(DEPTH) + '{"type": "array"}' + '}}'.repeat(DEPTH);
    survives(mcp(props));
  });

  it('a deep `default` value does not overflow the value conversion', () => {
    const deepDefault = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
    const text = mcp(objectSchema(`"tags": {"type": "array", "default": ${deepDefault}}`));
    const out = survives(text);
    assert.equal(rulesOf(out, 'items-missing').length, 1);
    let innermost = toValue(parseJson(deepDefault).root);
    let depth = 0;
    while (Array.isArray(innermost)) [innermost, depth] = [(innermost as unknown[])[0], depth + 1];
    assert.ok(depth < 1000, `the value conversion stops at its depth limit (${depth})`);
  });
});

describe('hostile: $ref cycles', () => {
  it('a cycle between two definitions and a self reference terminate', () => {
    const defs = `"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}, "self": {"$ref": "#/$defs/self"}}`;
    const text = mcp(
      `{"type": "object", "properties": {"x": {"$ref": "#/$defs/a"}, "y": {"$ref": "#/$defs/self"}, "tree": {"$ref": "#"}}, ${defs}}`,
    );
    survives(text, {}, 2000);
    const fixed = fixAll(text);
    assert.ok(
      fixed.length < text.length * 10,
      `inlining references does not blow up (${fixed.length} characters from ${text.length})`,
    );
  });

  it('a recursive tree schema through $ref "#" terminates', () => {
    const text = mcp(
      `{"type": "object", "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#"}}}}`,
    );
    survives(text, {}, 2000);
  });
});

describe('hostile: $ref cycles under the strict targets', () => {
  const STRICT: LintOptions = { targets: ['openai-strict', 'anthropic-strict', 'xai'] };

  it('cycles through definitions, "#" and anyOf branches terminate, and the recursive ones are found', () => {
    const defs = `"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}, "self": {"$ref": "#/$defs/self"}}`;
    const branches = `"u": {"anyOf": [{"$ref": "#/$defs/a"}, {"$ref": "#/$defs/self"}, {"$ref": "#"}, {"$ref": "#/properties/u"}]}`;
    const text = mcp(
      `{"type": "object", "properties": {"x": {"$ref": "#/$defs/a"}, "tree": {"$ref": "#"}, ${branches}}, ${defs}}`,
    );
    const out = survives(text, STRICT, 2000);
    assert.deepEqual(
      rulesOf(out, 'strict-ref').map((f) => textAt(text, f)),
      ['"#"', '"#"', '"#/properties/u"', '"#/$defs/b"', '"#/$defs/a"', '"#/$defs/self"'],
    );
  });

  it('a chain of 1,000 definitions closed into one cycle is found whole, in time', () => {
    const N = 1000;
    const entries = Array.from(
      { length: N },
      (_, i) => `"d${i}": {"type": "object", "properties": {"next": {"$ref": "#/$defs/d${(i + 1) % N}"}}}`,
    );
    const text = mcp(
      `{"type": "object", "properties": {"start": {"$ref": "#/$defs/d0"}}, "$defs": {${entries.join(', ')}}}`,
    );
    const out = survives(text, STRICT, 3000);
    assert.equal(rulesOf(out, 'strict-ref').length, N, 'every reference of the cycle, not the use outside it');
  });

  it('2,000 references to "#" and one 20,000 levels down cost no stack', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `"p${i}": {"$ref": "#"}`).join(', ');
    const out = survives(mcp(objectSchema(many)), STRICT, 3000);
    assert.equal(rulesOf(out, 'strict-ref').length, 2000);
    const DEPTH = 20_000;
    const deep = '{"type": "object", "properties": {"p": '.repeat(DEPTH) + '{"$ref": "#"}' + '}}'.repeat(DEPTH);
    survives(mcp(deep), STRICT, 3000);
  });

  it('finding the cycles among 20,000 references costs about what indexing them does, not their square', () => {
    const schema = `{"type": "object", "properties": {${Array.from({ length: 20_000 }, (_, i) => `"p${i}": {"$ref": "#/properties/p${(i + 1) % 20_000}"}`).join(', ')}}}`;
    const root = parseJson(schema).root!;
    const indexing = performance.now();
    const index = refIndex(root);
    const indexed = performance.now() - indexing;
    const finding = performance.now();
    const recursive = recursiveSites(index);
    const found = performance.now() - finding;
    assert.equal(recursive.size, 20_000);
    assert.ok(
      found < 20 * Math.max(indexed, 5),
      `cycles in ${found.toFixed(0)} ms, the index in ${indexed.toFixed(0)} ms`,
    );
  });
});

describe('hostile: size limit', () => {
  it('a 50 MB document gives one file-too-large finding, fast', () => {
    const text = mcp(objectSchema(`"blob": {"type": "string", "description": "${'x'.repeat(50 * 1024 * 1024)}"}`));
    const out = timed(1000, 'lint of 50 MB', () => lint(text));
    assert.deepEqual(
      out.findings.map((f) => f.rule),
      ['file-too-large'],
    );
    assert.deepEqual([out.tools, out.parseErrors, out.internalErrors], [[], [], []]);
    assert.equal(
      timed(1000, 'fixAll of 50 MB', () => fixAll(text)),
      text,
      'nothing is repaired in a file that was not linted',
    );
  });

  it('maxFileSize applies as set, and the rule can be turned off', () => {
    const text = mcp(objectSchema('"tags": {"type": "array"}'));
    assert.deepEqual(
      lint(text, { maxFileSize: text.length - 1 }).findings.map((f) => f.rule),
      ['file-too-large'],
    );
    const linted = lint(text, { maxFileSize: text.length }).findings.map((f) => f.rule);
    assert.ok(linted.includes('items-missing') && !linted.includes('file-too-large'), 'a text at the limit is linted');
    assert.deepEqual(lint(text, { maxFileSize: 10, rules: { 'file-too-large': 'off' } }).findings, []);
  });
});

describe('hostile: duplicate keys (the last one wins, as in JSON.parse)', () => {
  it('a duplicated tool name: the tool is named by the last', () => {
    const out = survives(
      `{"tools": [{"name": "first", "name": "second", "inputSchema": {"type": "object", "properties": {}}}]}`,
    );
    assert.deepEqual(
      out.tools.map((t) => t.name),
      ['second'],
    );
  });

  it('a shadowed `properties` member is not judged; the one that counts is', () => {
    const shadowedFault = mcp(
      `{"type": "object", "properties": {"a": {"type": "array"}}, "properties": {"a": {"type": "array", "items": {"type": "string"}}}}`,
    );
    assert.deepEqual(rulesOf(survives(shadowedFault), 'items-missing'), []);
    const liveFault = mcp(
      `{"type": "object", "properties": {"a": {"type": "string"}}, "properties": {"b": {"type": "array"}}}`,
    );
    const found = rulesOf(survives(liveFault), 'items-missing');
    assert.deepEqual(
      found.map((f) => [textAt(liveFault, f), f.pointer]),
      [['"b"', '/tools/0/inputSchema/properties/b']],
    );
  });

  it('a shadowed `tools` list is not located', () => {
    const tool = (name: string) =>
      `{"name": "${name}", "description": "d", "inputSchema": {"type": "object", "properties": {}}}`;
    const out = survives(`{"tools": [${tool('ghost')}], "tools": [${tool('real')}]}`);
    assert.deepEqual(
      out.tools.map((t) => t.name),
      ['real'],
    );
  });

  it('a property declared twice is judged by its last declaration', () => {
    const text = mcp(objectSchema(`"x": {"type": "array"}, "x": {"type": "string"}`));
    assert.deepEqual(rulesOf(survives(text), 'items-missing'), []);
  });
});

describe('hostile: encodings and line breaks', () => {
  it('a BOM: offsets stay on the original text and fix-all keeps it', () => {
    const text = '\ufeff' + mcp(objectSchema('"tags": {"type": "array"}'));
    const out = survives(text);
    assert.deepEqual(out.parseErrors, []);
    assert.deepEqual(
      rulesOf(out, 'items-missing').map((f) => textAt(text, f)),
      ['"tags"'],
    );
    assert.ok(fixAll(text).startsWith('\ufeff'));
  });

  it('CRLF: ranges are exact and inserted text uses CRLF only', () => {
    const text = [
      '{"tools": [',
      '  {',
      '    "name": "t",',
      '    "inputSchema": {',
      '      "type": "object",',
      '      "properties": {',
      '        "tags": {',
      '          "type": "array"',
      '        }',
      '      }',
      '    }',
      '  }',
      ']}',
    ].join('\r\n');
    const [finding] = rulesOf(survives(text), 'items-missing');
    assert.equal(textAt(text, finding), '"tags"');
    for (const fix of finding.fixes) {
      for (const e of fix.edits)
        assert.doesNotMatch(e.newText, /(^|[^\r])\n/, `${fix.title}: no bare LF in a CRLF file`);
    }
    assert.doesNotMatch(fixAll(text), /(^|[^\r])\n/, 'fix-all keeps CRLF');
  });

  it('lone surrogates, raw and escaped, in names, keys and descriptions', () => {
    const raw = mcp(objectSchema(`"\ud800key": {"type": "array", "description": "half \udc00 pair"}`), '"name\ud83d"');
    const escaped = mcp(objectSchema(`"\\ud800key": {"type": "array"}`), '"\\udfff"');
    for (const text of [raw, escaped]) {
      const out = survives(text);
      assert.equal(rulesOf(out, 'items-missing').length, 1);
      assert.deepEqual(
        (JSON.parse(JSON.stringify(out.findings)) as unknown[]).length,
        out.findings.length,
        'findings survive serialization',
      );
    }
    survives('{"tools": [\ud800]}');
  });
});

describe('hostile: property names that are JavaScript builtins', () => {
  it('`__proto__` and `constructor` as property names are judged like any other', () => {
    const text = mcp(
      objectSchema(`"__proto__": {"type": "array"}, "constructor": {"type": "array"}, "toString": {"type": "array"}`),
    );
    const found = rulesOf(survives(text), 'items-missing');
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['__proto__', 'constructor', 'toString'].map((k) => `/tools/0/inputSchema/properties/${k}`),
    );
  });

  it('as tool names and as document keys, with no prototype pollution', () => {
    const tools = ['__proto__', 'constructor', 'hasOwnProperty', '__proto__'].map(
      (n) =>
        `{"name": "${n}", "description": "d", "inputSchema": {"type": "object", "properties": {"polluted": {"type": "string"}}}}`,
    );
    const text = `{"__proto__": {"tools": [${tools.join(', ')}]}, "constructor": {"prototype": {"polluted": true}}}`;
    const out = survives(text);
    assert.deepEqual(
      out.tools.map((t) => t.name),
      ['__proto__', 'constructor', 'hasOwnProperty', '__proto__'],
    );
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const value = toValue(parseJson('{"__proto__": {"polluted": 1}}').root) as object;
    assert.ok(
      Object.hasOwn(value, '__proto__') && Object.getPrototypeOf(value) === Object.prototype,
      '__proto__ is an own key',
    );
  });
});

describe('hostile: odd documents', () => {
  it('a tool name of 10,000 characters', () => {
    const name = 'n'.repeat(10_000);
    const out = survives(mcp(objectSchema('"tags": {"type": "array"}'), `"${name}"`), {}, 1000);
    assert.equal(out.tools[0].name, name);
    assert.equal(rulesOf(out, 'items-missing')[0].tool, name);
  });

  it('two descriptions of 300,000 words each: the twin join still reads them (no argument-count limit)', () => {
    const words = Array.from({ length: 300_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const tool = (name: string) => `{"name": "${name}", "description": "${words}", "inputSchema": ${objectSchema('')}}`;
    const out = survives(`{"tools": [${tool('a')}, ${tool('b')}]}`, { maxFileSize: 1e9 }, 10_000);
    assert.deepEqual(
      rulesOf(out, 'tools-overlap').map((f) => f.tool),
      ['b'],
    );
  });

  it('non-JSON in a .json file gives parse errors, not tools or exceptions', () => {
    const texts = [
      'tools:\n  - name: get_weather\n    parameters: {type: object}\n',
      "{'tools': [{'name': 'x', 'parameters': {'type': 'array'}}]}",
      '<?xml version="1.0"?><tools><tool name="x"/></tools>',
      'module.exports = { tools: [] };',
      String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 7919) % 256)),
      'undefined',
    ];
    for (const text of texts) {
      const out = survives(text, { fileName: 'tools.json' }, 1000);
      assert.ok(out.parseErrors.length > 0, `parse errors for ${JSON.stringify(text.slice(0, 20))}`);
      assert.deepEqual(out.tools, []);
      assert.equal(fixAll(text), text, 'nothing to repair in text that holds no tool');
    }
  });

  it('an empty file, blanks only, a comment only', () => {
    for (const text of ['', '   \n\t\r\n', '// nothing yet\n', '\ufeff']) {
      const out = survives(text, {}, 1000);
      assert.deepEqual([out.findings, out.tools], [[], []], JSON.stringify(text));
      assert.equal(fixAll(text), text);
    }
  });
});

describe('hostile: half-typed documents', () => {
  it('every prefix of a fixture: findings and their fixes stay inside the text', () => {
    const text = readFileSync('test/fixtures/kitchen-sink.mcp.json', 'utf8');
    for (let cut = 0; cut <= text.length; cut++) {
      const prefix = text.slice(0, cut);
      assertLintInvariants(prefix, lint(prefix));
    }
  });

  it('an object left open at the end takes inserted members at the end', () => {
    const text = '{"tools": [{"type": "function", "function": {';
    const out = survives(text);
    const edits = out.findings.flatMap((f) => f.fixes.flatMap((x) => x.edits));
    assert.ok(edits.length > 0, 'the open tool gets fixes');
    for (const e of edits) assert.deepEqual([e.offset, e.length], [text.length, 0]);
  });
});
