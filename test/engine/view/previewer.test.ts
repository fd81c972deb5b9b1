import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateCatalog } from '../../../bench/catalog';
import { buildPreview, createPreviewer, lint, type LintOptions } from '../../../shared/src/index';
import { EditTrail } from '../../../shared/src/view/edit-trail';
import { corpusFiles } from '../../helpers/corpus';
import { referencePreview } from './preview-reference';

const read = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.jsonc?$/.test(f) && !f.startsWith('toolwire.'))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')] as const);
const same = (text: string, options: LintOptions = {}) =>
  assert.deepEqual(buildPreview(text, options), referencePreview(text, options));

const mcp = (...tools: string[]) => `{"tools": [\n${tools.join(',\n')}\n]}`;
const REPAIRABLE =
  '{"name": "fetch", "description": "Fetch a page by its address.", "inputSchema": {"type": "object", "additionalProperties": false, "properties": {"url": {"type": "string", "format": "uri", "description": "Page."}}}}';
const BLOCKED =
  '{"name": "list", "description": "List the items of a board.", "inputSchema": {"type": "object", "properties": {"tags": {"type": "array", "description": "Tags."}}}}';

describe('buildPreview equals fix-all over the whole document', () => {
  for (const [name, text] of [
    ...read('test/fixtures'),
    ...read('examples'),
    ...corpusFiles().map((f) => [f.name, f.raw] as const),
  ]) {
    it(name, () => same(text));
  }

  it('on generated catalogs where every tool has a fault', () => {
    for (let seed = 1; seed <= 6; seed++) same(generateCatalog(30, { seed, faultShare: 1 }));
  });

  it('with targets and rule severities', () => {
    const text = generateCatalog(30, { seed: 3, faultShare: 1 });
    same(text, { targets: ['openai', 'anthropic'] });
    same(text, { targets: ['gemini'], rules: { 'items-missing': 'off', 'keyword-unsupported': 'warning' } });
  });

  it('when a repaired tool also shares its name with another (the catalog finding keeps its place among the reasons)', () => {
    const twin = BLOCKED.replace('"list"', '"fetch"').replace(
      '"tags": {"type": "array"',
      '"tags": {"type": ["array", "null"]',
    );
    same(mcp(REPAIRABLE, twin, REPAIRABLE.replace('"type": "object", ', '')));
  });

  it('for the shapes whose tools sit in a wrapper or take their shape from their list', () => {
    same(
      '{"tools": [{"type": "function", "function": {"name": "a", "description": "Alpha tool of the set.", "parameters": {"type": "object", "properties": {"x": {"const": "y"}}}}}]}',
    );
    same('{"toolConfig": {"tools": [{"toolSpec": {"name": "b", "description": "Beta tool of the set."}}]}}');
    same(
      '{"functionDeclarations": [{"name": "g", "description": "Gamma tool of the set."}, {"name": "h", "parameters": {"type": "OBJECT", "properties": {"q": {"type": "STRING"}}}}]}',
    );
    same(
      mcp(
        '{"name": "ping"}',
        '{"name": "echo", "inputSchema": {"type": "object", "properties": {"m": {"type": "string"}}}}',
      ),
    );
  });

  it('with suppressions around and inside tools', () => {
    same(
      `{"tools": [\n  // toolwire-disable-next-line keyword-unsupported\n  ${REPAIRABLE},\n  /* toolwire-disable format-unsupported */\n  ${REPAIRABLE.replace('fetch', 'fetch_2')}\n  /* toolwire-enable format-unsupported */\n]}`,
    );
  });

  it('with syntax errors (no repair at all) and for a bare schema', () => {
    same(mcp(REPAIRABLE, '{"name": "x", "inputSchema": {"type": "object", "properties": {"a": }}}'));
    same('{"type": "object", "additionalProperties": false, "properties": {"q": {"type": ["string", "null"]}}}', {
      bareSchema: true,
      fileName: 'search.schema.json',
    });
  });
});

describe('createPreviewer', () => {
  const catalog = generateCatalog(40, { seed: 5 });

  it("gives what buildPreview gives, from its own lint or the caller's", () => {
    const previewer = createPreviewer();
    assert.deepEqual(previewer.preview(catalog), buildPreview(catalog));
    assert.deepEqual(previewer.preview(catalog, {}, lint(catalog, { fixes: false })), buildPreview(catalog));
  });

  it("after an edit inside one tool, makes that tool's card again and reuses the others", () => {
    const previewer = createPreviewer();
    previewer.preview(catalog);
    const made = previewer.counts.made;
    const at = catalog.indexOf('"description": "') + '"description": "'.length;
    const edited = `${catalog.slice(0, at)}Now: ${catalog.slice(at)}`;
    const model = previewer.preview(edited);
    assert.equal(previewer.counts.made - made, 1);
    assert.deepEqual(model, buildPreview(edited));
  });

  it('equals buildPreview after every edit of a run of random ones (inserts, deletes, same-length replacements)', () => {
    const previewer = createPreviewer();
    let text = generateCatalog(12, { seed: 11, faultShare: 0.5 });
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let step = 0; step < 40; step++) {
      const at = random(text.length);
      const kind = random(3);
      const char = '"x{}, :[]1'[random(10)];
      text =
        kind === 0
          ? text.slice(0, at) + char + text.slice(at)
          : kind === 1
            ? text.slice(0, at) + text.slice(at + 1)
            : text.slice(0, at) + char + text.slice(at + 1);
      assert.deepEqual(previewer.preview(text), buildPreview(text), `after edit ${step} at ${at}`);
    }
  });

  it('reuses a card that moved (a tool added before it) and keeps options apart', () => {
    const previewer = createPreviewer();
    previewer.preview(mcp(REPAIRABLE, BLOCKED));
    const moved = previewer.preview(mcp(BLOCKED.replace('"list"', '"first"'), REPAIRABLE, BLOCKED));
    assert.equal(previewer.counts.made, 3);
    assert.deepEqual(moved, buildPreview(mcp(BLOCKED.replace('"list"', '"first"'), REPAIRABLE, BLOCKED)));
    const anthropicOnly = previewer.preview(mcp(REPAIRABLE, BLOCKED), { targets: ['anthropic'] });
    assert.deepEqual(anthropicOnly, buildPreview(mcp(REPAIRABLE, BLOCKED), { targets: ['anthropic'] }));
    assert.equal(anthropicOnly.tools[1].status, 'unchanged', 'Anthropic takes an array with no items');
  });

  it('keeps at most its capacity of cards found by their text', () => {
    const previewer = createPreviewer(2);
    const [a, b, c] = [REPAIRABLE, BLOCKED, REPAIRABLE.replace('fetch', 'get')];
    previewer.preview(mcp(a, b, c));
    // Reordered, no tool is where it was: each is looked up by its text, and the first one made (a) has gone.
    previewer.preview(mcp(c, b, a));
    assert.deepEqual(previewer.counts, { made: 4, reused: 2 });
  });
});

describe('EditTrail', () => {
  // "abcdef" → replace "cd" by "XYZ" → "abXYZef" → insert "!" at 0 → "!abXYZef"
  const trail = new EditTrail();
  trail.add([{ offset: 2, length: 2, newText: 'XYZ' }]);
  trail.add([{ offset: 0, length: 0, newText: '!' }]);

  it('follows a position forward', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((p) => trail.forward(p)),
      [1, 2, 3, 3, 6, 7],
    );
  });

  it('follows a position back', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((p) => trail.back(p)),
      [0, 0, 1, 2, 2, 2, 4, 5],
    );
  });
});
