import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseJson } from '../../shared/src/json/parse';
import { compare } from './compare';
import { onMember, readSide, type Side, type ToolRecord } from './sides';

const js = (text: string, where = 'dist/index.js') => ({ where, text, fileName: `/pkg/${where}` });
const listed = (tools: unknown[]) => ({
  where: 'tools/list',
  text: JSON.stringify({ tools }, null, 2),
  fileName: '/tmp/tools.json',
  whole: true,
});

const search = {
  name: 'search_docs',
  description: 'Search the documentation by keyword and return the matching pages with their titles.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to look for.' },
      tags: { type: 'array', description: 'Only pages with these tags.' },
    },
    required: ['query'],
  },
};

describe('compare: tools in source against tools listed', () => {
  it('agrees finding by finding when the literal is what the server lists', () => {
    const source = readSide([js(`const TOOL = ${JSON.stringify(search)};\nexport const tools = [TOOL];\n`)]);
    const c = compare(source, readSide([listed([search])]));
    assert.deepEqual([c.sourceTools, c.liveTools, c.matched], [1, 1, 1]);
    assert.ok(c.agreeing > 0, 'the array without items is found on both sides');
    assert.deepEqual(c.differences, []);
    assert.deepEqual(source.misplaced, []);
  });

  it('tells a finding on its member from one placed elsewhere', () => {
    const text = '{ "a": { "type": "array" }, "b": 1 }';
    const root = parseJson(text).root;
    const at = (needle: string, pointer: string) => ({ offset: text.indexOf(needle), length: needle.length, pointer });
    assert.ok(onMember(root, at('"a"', '/a')), 'on the key');
    assert.ok(onMember(root, at('{ "type": "array" }', '/a')), 'on the value');
    assert.ok(onMember(root, at('"a": { "type": "array" }', '/a')), 'on key and value');
    assert.ok(onMember(root, at('{ "type": "array" }', '/a/items')), 'a missing member, on its object');
    assert.ok(!onMember(root, at('"b"', '/a')), 'on another member');
    assert.ok(!onMember(root, at('"type"', '/b')), 'inside another value');
  });

  it('gives the keywords a zod SDK adds the cause sdk-keywords, and a guessed zod the cause zod-undeclared', () => {
    const zodTool = (packages?: Record<string, string>) => ({
      ...js(
        [
          "import { z } from 'zod';",
          "server.registerTool('search_docs', { description: 'Search the documentation by keyword and return the matching pages.', inputSchema: { query: z.string().describe('Words to look for.') } }, h);",
        ].join('\n'),
      ),
      packages,
    });
    const sent = {
      name: 'search_docs',
      description: 'Search the documentation by keyword and return the matching pages.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', description: 'Words to look for.' } },
        required: ['query'],
        additionalProperties: false,
        $schema: 'http://json-schema.org/draft-07/schema#',
      },
    };
    const declared = compare(readSide([zodTool({ zod: '^3.23.8' })]), readSide([listed([sent])]));
    const causes = (c: typeof declared) => [...new Set(c.differences.map((d) => d.cause))];
    assert.ok(declared.differences.length > 0, 'the list carries the SDK keywords on the tool');
    assert.deepEqual(causes(declared), ['sdk-keywords']);
    const empty = { ...sent, inputSchema: { $schema: sent.inputSchema.$schema } };
    const guessed = compare(readSide([zodTool()]), readSide([listed([empty])]));
    assert.ok(causes(guessed).includes('zod-undeclared'), JSON.stringify(guessed.differences));
    assert.ok(!causes(guessed).includes('unexplained'));
  });

  it('gives a finding under an opaque source value the cause opaque-in-source', () => {
    const text =
      `import { TAGS } from './tags.js';\n` +
      `export const tools = [${JSON.stringify(search).replace('{"type":"array",', '{"type":"array","items":TAGS,')}];\n`;
    const live = {
      ...search,
      inputSchema: { ...search.inputSchema, properties: { ...search.inputSchema.properties } },
    };
    live.inputSchema.properties.tags = {
      ...search.inputSchema.properties.tags,
      items: {},
    } as typeof search.inputSchema.properties.tags;
    const c = compare(readSide([js(text)]), readSide([listed([live])]));
    const causes = new Set(c.differences.map((d) => d.cause));
    assert.ok(c.differences.length > 0, 'the untyped items are judged live only');
    assert.deepEqual([...causes], ['opaque-in-source']);
    assert.ok(c.differences.every((d) => d.side === 'live' && d.at === '/inputSchema/properties/tags/items'));
  });

  it('gives a keyword the server adds at list time the cause changed-at-list-time', () => {
    const live = {
      ...search,
      inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', ...search.inputSchema },
    };
    const c = compare(readSide([js(`export const tools = [${JSON.stringify(search)}];`)]), readSide([listed([live])]));
    const added = c.differences.find((d) => d.pointer === '/inputSchema/$schema');
    assert.equal(added?.cause, 'changed-at-list-time');
    assert.equal(added?.side, 'live');
  });

  it('names the definitions the server does not list and the listed tools not in source', () => {
    const other = { ...search, name: 'unused_tool' };
    const source = readSide([js(`export const tools = [${JSON.stringify(search)}, ${JSON.stringify(other)}];`)]);
    const c = compare(source, readSide([listed([search, { ...search, name: 'made_at_run_time' }])]));
    assert.deepEqual(c.notListed, ['unused_tool@dist/index.js']);
    assert.deepEqual(c.notInSource, ['made_at_run_time']);
  });

  it('leaves a difference no value explains unexplained, and blames a catalog rule on the split files', () => {
    const node = parseJson(JSON.stringify(search)).root;
    const tool = (findings: ToolRecord['findings'], where: string): ToolRecord => ({
      name: 'search_docs',
      where,
      node,
      findings,
      errors: [],
      schemaRead: true,
    });
    const side = (...tools: ToolRecord[]): Side => ({
      tools,
      documents: new Map([[tools[0].where, tools.map((t) => t.name!)]]),
      untied: [],
      misplaced: [],
    });
    const overlap = [{ rule: 'tools-overlap', pointer: '/name' }];
    const whole = compare(side(tool([], 'a.js')), side(tool(overlap, 'tools/list')));
    assert.deepEqual(
      whole.differences.map((d) => d.cause),
      ['unexplained'],
    );
    const listedTogether = side(tool(overlap, 'tools/list'), { ...tool([], 'tools/list'), name: 'other' });
    const split = compare(side(tool([], 'a.js')), listedTogether);
    assert.deepEqual(
      split.differences.map((d) => d.cause),
      ['catalog-scope'],
    );
  });
});
