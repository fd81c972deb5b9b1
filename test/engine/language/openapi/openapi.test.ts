import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAll, lint, parseConfig, type LintOptions } from '../../../../shared/src/index';
import { openapiLanguage } from '../../../../shared/src/language/openapi';
import type { JsonNode } from '../../../../shared/src/json/tree';

const SHOP = readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'openapi', 'shop.openapi.json'), 'utf8');

/** A finding as an author sees it: severity, rule, tool, and the document's text it is placed on. */
type Seen = [severity: string, rule: string, tool: string, at: string];

interface Case {
  converter: string;
  /** At gemini and at portable alike (every finding here is Gemini's or everyone's). */
  findings: Seen[];
}

const CASES: Case[] = [
  {
    converter: 'generic',
    findings: [
      ['error', 'format-unsupported', 'get-item', '"uuid"'],
      ['error', 'ref', 'create-item', '"#/components/schemas/Item"'],
      ['error', 'object-free-form', 'create-item', '"meta"'],
      ['error', 'format-unsupported', 'create-item', '"binary"'],
      ['info', 'required-absent', 'search-items', 'operation'],
    ],
  },
  {
    // The converter's own keywords said once, on the document's `openapi` key; its string fallback judged where it wraps.
    converter: 'notion-mcp-server',
    findings: [
      ['info', 'sdk-keywords', 'API-get-item', '"openapi"'],
      ['error', 'format-unsupported', 'API-get-item', '"uuid"'],
      ['info', 'property-description-missing', 'API-create-item', '"parent"'],
      ['error', 'ref', 'API-create-item', '"#/components/schemas/Item"'],
      ['info', 'property-description-missing', 'API-create-item', '"meta"'],
      ['error', 'object-free-form', 'API-create-item', 'meta schema'],
      ['error', 'format-unsupported', 'API-create-item', '"binary"'],
      ['error', 'object-free-form', 'API-search-items', '"items"'],
    ],
  },
];

/** The text a finding is placed on, with whole objects named by what they are (an operation, a schema) to keep the table short. */
function placed(text: string, f: { offset: number; length: number }): string {
  const at = text.slice(f.offset, f.offset + f.length);
  if (at.startsWith('{\n        "operationId"')) return 'operation';
  if (at.startsWith('{ "type": "object", "description": "Anything')) return 'meta schema';
  return at;
}

const options = (converter: string, targets: LintOptions['targets']): LintOptions => ({
  language: 'openapi',
  converter,
  targets,
});

describe('an OpenAPI document read as tools, each finding on the document node that produced it', () => {
  for (const c of CASES)
    for (const targets of [['gemini'], 'portable'] as LintOptions['targets'][])
      it(`${c.converter} at ${String(targets)}`, () => {
        const r = lint(SHOP, options(c.converter, targets));
        assert.deepEqual(r.internalErrors, []);
        assert.deepEqual(
          r.findings.map((f): Seen => [f.severity, f.rule, f.tool ?? '', placed(SHOP, f)]),
          c.findings,
        );
      });

  it('offers no fix: the document is read otherwise than it is sent, so fix-all changes nothing', () => {
    for (const c of CASES) {
      const r = lint(SHOP, options(c.converter, 'portable'));
      assert.deepEqual(
        r.findings.flatMap((f) => f.fixes ?? []),
        [],
      );
      assert.equal(fixAll(SHOP, options(c.converter, 'portable')), SHOP);
    }
  });

  it('names the tools as each converter does: the operationId, or `API-` before it', () => {
    const names = (converter: string) => lint(SHOP, options(converter, 'portable')).tools.map((t) => t.name);
    assert.deepEqual(names('generic'), ['get-item', 'create-item', 'search-items']);
    assert.deepEqual(names('notion-mcp-server'), ['API-get-item', 'API-create-item', 'API-search-items']);
  });
});

/** The schema each tool sends (its source's `sent`), by tool name. */
function sent(converter: string): Map<string, unknown> {
  const parsed = openapiLanguage.parse(SHOP, { converter });
  const tools = parsed.root?.kind === 'object' ? parsed.root.props[0].value : undefined;
  const out = new Map<string, unknown>();
  for (const tool of tools?.kind === 'array' ? tools.items : []) {
    if (tool.kind !== 'object') continue;
    const value = (key: string): JsonNode | undefined => tool.props.find((p) => p.key === key)?.value;
    const name = value('name');
    out.set(name?.kind === 'string' ? name.value : '', parsed.computed?.sourceOf(value('inputSchema'))?.sent);
  }
  return out;
}

describe("notion-mcp-server's converter, as its output measures", () => {
  const tools = sent('notion-mcp-server');
  const item = {
    type: 'object',
    description: 'An item of the catalog',
    properties: {
      id: { type: 'string', description: "The item's id" },
      parent: { $ref: '#/$defs/Item', description: 'The item this one belongs under' },
    },
    required: ['id'],
    additionalProperties: true,
  };
  const defs = {
    Item: item,
    Unused: {
      type: 'object',
      properties: { x: { type: 'string', description: 'Never referenced' } },
      additionalProperties: true,
    },
  };

  it('merges the body properties, keeps only its keywords, wraps complex ones, sends a binary as a uri-reference', () => {
    assert.deepEqual(tools.get('API-create-item'), {
      $defs: defs,
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The name shown to buyers' },
        parent: {
          anyOf: [{ $ref: '#/$defs/Item', description: 'The item this one belongs under' }, { type: 'string' }],
        },
        meta: {
          anyOf: [
            {
              type: 'object',
              description: 'Anything the seller wants to keep with the item',
              additionalProperties: true,
            },
            { type: 'string' },
          ],
        },
        photo: {
          type: 'string',
          format: 'uri-reference',
          description: "The item's photo (absolute paths to local files)",
        },
      },
      required: ['name'],
    });
  });

  it("leaves out header parameters, puts a parameter's description over its schema's and an array's items in the fallback", () => {
    assert.deepEqual(tools.get('API-get-item'), {
      $defs: defs,
      type: 'object',
      properties: {
        item_id: { type: 'string', format: 'uuid', description: 'The id of the item, as the catalog lists it' },
      },
      required: ['item_id'],
    });
    assert.deepEqual(tools.get('API-search-items'), {
      $defs: defs,
      type: 'object',
      properties: {
        word: { type: 'string', description: "One lower-case word the item's name holds" },
        tags: {
          type: 'array',
          items: { anyOf: [{ type: 'string' }, { type: 'string' }, { type: 'object', additionalProperties: true }] },
          description: 'Only items with all of these tags',
        },
      },
      required: [],
    });
  });

  it('describes a tool by its summary and its error responses, in the order a JavaScript object keeps them', () => {
    const text = SHOP.replace('"404": {', '"500": { "description": "Down" },\n          "404": {');
    const described = lint(text, options('notion-mcp-server', 'portable')).tools;
    const parsed = openapiLanguage.parse(text, { converter: 'notion-mcp-server' });
    assert.equal(described[0].name, 'API-get-item');
    const tool = parsed.root?.kind === 'object' && parsed.root.props[0].value;
    const first = tool && tool.kind === 'array' ? tool.items[0] : undefined;
    const description = first?.kind === 'object' ? first.props.find((p) => p.key === 'description')?.value : undefined;
    assert.equal(
      description?.kind === 'string' && description.value,
      "Fetch one item of the shop's catalog by its id, with its tags and parent item\nError Responses:\n404: No such item\n500: Down",
    );
  });
});

describe('the generic converter', () => {
  it('sends every keyword as written, and in $defs only the components a reference reaches', () => {
    const tools = sent('generic');
    const search = tools.get('search-items') as { properties: Record<string, unknown> };
    assert.deepEqual(search.properties.word, {
      type: 'string',
      pattern: '^[a-z]+$',
      description: "One lower-case word the item's name holds",
    });
    assert.equal('$defs' in search, false);
    assert.deepEqual(Object.keys((tools.get('create-item') as { $defs: object }).$defs), ['Item']);
  });
});

describe('a config lists the documents and names the converter', () => {
  it('reads the openapi key', () => {
    assert.deepEqual(parseConfig('{ "openapi": { "files": ["api/*.json"], "converter": "notion-mcp-server" } }'), {
      config: { openapi: { files: ['api/*.json'], converter: 'notion-mcp-server' } },
      problems: [],
    });
  });

  it('says what is wrong with one it cannot read, never throws', () => {
    for (const text of ['{ "openapi": ["a.json"] }', '{ "openapi": { "files": ["a.json"], "converter": "mine" } }']) {
      const { config, problems } = parseConfig(text);
      assert.equal(config.openapi, undefined);
      assert.match(problems[0].message, /"openapi" is \{ "files"/);
    }
  });

  it('judges a document that is not OpenAPI 3 as no tools, with one parse error', () => {
    const r = lint('{ "swagger": "2.0", "paths": {} }', { language: 'openapi' });
    assert.deepEqual(r.tools, []);
    assert.match(r.parseErrors[0].message, /Not an OpenAPI 3/);
  });
});
