import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyEdits,
  buildPreview,
  fixAll,
  isLintedFileName,
  languageFor,
  lint,
  lintedLanguageIds,
  registerLanguage,
  toolNameFromFile,
} from '../../../shared/src/index';
import { twonLanguage } from './twon';

registerLanguage(twonLanguage);

const lintTwon = (text: string) => lint(text, { fileName: 'tools.twon' });
const rules = (text: string) => lintTwon(text).findings.map((f) => f.rule);

describe('a front end registered through the seam (TWON, test only)', () => {
  it('is found by file name, language id, and listed for the folder walk and the editor', () => {
    assert.equal(languageFor({ fileName: 'a/tools.twon' }), twonLanguage);
    assert.equal(languageFor({ languageId: 'twon' }), twonLanguage);
    assert.equal(languageFor({ fileName: 'tools.json' }).id, 'json');
    assert.ok(isLintedFileName('tools.TWON'));
    assert.ok(lintedLanguageIds().includes('twon'));
    assert.equal(toolNameFromFile('search.schema.twon'), 'search');
  });

  it('gets findings at the offsets of its own syntax', () => {
    const text =
      "{ name: 'search', description: 'Search the docs for a phrase and return the best pages.', inputSchema: { type: 'object', properties: { tags: { type: 'array' } } } }";
    const finding = lintTwon(text).findings.find((f) => f.rule === 'items-missing');
    assert.ok(finding, 'items-missing');
    assert.equal(text.slice(finding.offset, finding.offset + finding.length), 'tags');
    assert.equal(finding.pointer, '/inputSchema/properties/tags');
  });

  it('writes fixes in its syntax: bare keys, single quotes, the file indentation and trailing commas', () => {
    const text = [
      '# the tools of one server',
      '[',
      '  {',
      "    name: 'search',",
      "    description: 'Search the docs for a phrase and return the best pages.',",
      '    inputSchema: {',
      "      type: 'object',",
      '      properties: {',
      "        query: { type: 'string', format: 'uri-reference' },",
      '      },',
      '    },',
      '  },',
      ']',
      '',
    ].join('\n');
    const fixed = fixAll(text, { fileName: 'tools.twon', targets: ['gemini'] });
    assert.equal(fixed, text.replace(", format: 'uri-reference'", ''));
    assert.deepEqual(lint(fixed, { fileName: 'tools.twon', targets: ['gemini'] }).parseErrors, []);
  });

  it('inserts members in its syntax, on their own line like their neighbours', () => {
    const text = [
      '{',
      "  name: 'fetch_page',",
      '  inputSchema: {',
      "    type: 'object',",
      '    properties: {},',
      '  },',
      '}',
      '',
    ].join('\n');
    const finding = lintTwon(text).findings.find((f) => f.rule === 'description-missing');
    assert.ok(finding);
    const fixed = applyEdits(text, finding.fixes[0].edits);
    assert.match(fixed, /^ {2}name: 'fetch_page',\n {2}description: '[^'\n]+',\n {2}inputSchema: \{$/m);
    assert.deepEqual(lintTwon(fixed).parseErrors, []);
  });

  it('every fix of a document with many problems is written in its syntax and keeps it readable', () => {
    const text = [
      '[',
      '  {',
      "    name: 'search docs',",
      '    inputSchema: {',
      "      type: 'object',",
      '      properties: {',
      "        kind: { type: 'STRING', const: 'fast' },",
      "        tags: { type: ['string', 'null'], description: 'Labels.' },",
      "        limit: { type: 'integer', exclusiveMinimum: 0, default: 'ten' },",
      "        page: 'integer',",
      "        list: { type: 'array', items: [{ type: 'string' }] },",
      '      },',
      "      required: ['kind', 'gone'],",
      '    },',
      '  },',
      ']',
      '',
    ].join('\n');
    const findings = lint(text, { fileName: 'tools.twon' }).findings;
    const fixes = findings.flatMap((f) => f.fixes.map((fix) => ({ rule: f.rule, fix })));
    assert.ok(fixes.length >= 8, `${fixes.length} fixes`);
    for (const { rule, fix } of fixes) {
      const fixed = applyEdits(text, fix.edits);
      assert.deepEqual(lintTwon(fixed).parseErrors, [], `${rule}: "${fix.title}" keeps the text readable`);
      const added = fix.edits.map((e) => e.newText).join('');
      assert.ok(!added.includes('"'), `${rule}: "${fix.title}" writes single quotes: ${added}`);
    }
  });

  it('reads suppressions in its comment syntax', () => {
    const text =
      "{\n  # toolwire-disable-next-line description-missing -- described elsewhere\n  name: 'lookup',\n  inputSchema: { type: 'object', properties: {} },\n}\n";
    assert.ok(!rules(text).includes('description-missing'));
    assert.ok(rules(text.replace('# toolwire-disable', '# not-a-directive')).includes('description-missing'));
  });

  it('an opaque description is not missing', () => {
    const text =
      "{ name: 'lookup', description: DESCRIPTIONS.lookup, inputSchema: { type: 'object', properties: {} } }";
    assert.deepEqual(rules(text), []);
    assert.ok(rules(text.replace('DESCRIPTIONS.lookup', "''")).includes('description-missing'));
  });

  it('an opaque schema gets no type, items or properties findings', () => {
    const described = "name: 'lookup', description: 'Look a record up by its id and return its fields.'";
    const listed = lintTwon(`{ tools: [{ ${described}, inputSchema: lookupSchema() }] }`);
    assert.equal(listed.tools.length, 1, 'a listed tool with an opaque schema is a tool');
    // Only the one information finding that says the schema is not known from the source.
    assert.deepEqual(
      listed.findings.map((f) => f.rule),
      ['schema-opaque'],
    );
    assert.deepEqual(
      rules(`{ ${described}, inputSchema: { type: 'object', properties: PROPS, required: ['id'] } }`),
      [],
    );
    const tags = "tags: { description: 'Labels to match.', type: KIND, items: ITEM, enum: [A, 'b'] }";
    const inner = `{ ${described}, inputSchema: { type: 'object', properties: { id: ID_SCHEMA, ${tags} }, required: [] } }`;
    assert.deepEqual(rules(inner), []);
    const literal = `{ ${described}, inputSchema: { type: 'object', properties: { tags: { type: 'array' } } } }`;
    assert.ok(rules(literal).includes('items-missing'), 'the same schema written out is judged');
  });

  it('the preview repairs a tool in its syntax and shows it as sent', () => {
    const text = [
      '{',
      "  name: 'lookup',",
      "  description: 'Look a record up by its id and return its fields.',",
      '  inputSchema: {',
      "    type: 'object',",
      "    properties: { id: { type: 'string', format: 'uri-reference', description: 'The id.' } },",
      "    required: ['id'],",
      '  },',
      '}',
    ].join('\n');
    const [tool] = buildPreview(text, { fileName: 'tools.twon', targets: ['gemini'] }).tools;
    assert.equal(tool.status, 'repaired');
    assert.deepEqual(tool.parameters, {
      type: 'object',
      properties: { id: { type: 'string', description: 'The id.' } },
      required: ['id'],
    });
  });

  it('a parse error is a finding of the document, never an exception', () => {
    const out = lintTwon("{ name: 'x', description: ");
    assert.ok(out.parseErrors.length > 0);
  });
});
