import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toValue, type JsonNode } from '../../../../shared/src/json/tree';
import { languageFor } from '../../../../shared/src/index';
import { pythonLanguage } from '../../../../shared/src/language/python';
import { literalValue } from '../../../../shared/src/language/python/strings';
import { bigModule } from './big-module';

/** The keys of the module's tree whose value is a tool of an SDK (the ones named by a function). */
function toolKeys(root: JsonNode | undefined): string[] {
  return root?.kind === 'object' ? root.props.filter((p) => p.value?.kind === 'object').map((p) => p.key) : [];
}

describe('the Python front end', () => {
  it('is the front end of .py files and of the python language id; stubs are not read', () => {
    assert.equal(languageFor({ fileName: 'src/server.py' }).id, 'python');
    assert.equal(languageFor({ languageId: 'python' }).id, 'python');
    assert.notEqual(languageFor({ fileName: 'typing.pyi' }).id, 'python');
  });

  const big = bigModule(30);
  const all = toolKeys(pythonLanguage.parse(big).root);

  it('reads every tool of a 3,000-line module', () => {
    assert.ok(big.split('\n').length >= 3000);
    assert.equal(all.length, 30);
  });

  const breaks: Array<[string, (text: string) => string]> = [
    ['an unclosed parenthesis in a body', (t) => t.replace('found.append(reason)', 'found.append(reason')],
    ['a signature cut mid-way', (t) => t.replace('reason: Optional[str] = None,', 'reason: Optional[st')],
    [
      'an unclosed docstring',
      (t) => t.replace('"""Compute a checksum of a value (helper 14)."""', '"""Compute a checksum'),
    ],
  ];
  for (const [what, broken] of breaks)
    it(`keeps every other tool after ${what}`, () => {
      const text = broken(big);
      assert.notEqual(text, big);
      const parsed = pythonLanguage.parse(text);
      assert.ok(parsed.errors.length > 0, 'the break is a parse error');
      const kept = toolKeys(parsed.root);
      assert.ok(kept.length >= 29, `${kept.length} of 30`);
    });

  it('reparses an edited version from the one before, to the same tree as a whole parse', () => {
    let previous = pythonLanguage.parse(big, { edit: { previous: undefined } });
    let text = big;
    for (const [from, to] of [
      ['Search the catalog, part 7,', 'Search the catalogue, part 7,'],
      ['limit: How many results to return.', 'limit: How many results.'],
      ['@mcp.tool\nasync def search_3(', 'async def search_3('],
    ]) {
      text = text.replace(from, to);
      const edited = pythonLanguage.parse(text, { edit: { previous } });
      assert.deepEqual(toValue(edited.root), toValue(pythonLanguage.parse(text).root));
      assert.deepEqual(toolKeys(edited.root), toolKeys(pythonLanguage.parse(text).root));
      previous = edited;
    }
    assert.equal(toolKeys(previous.root).length, 29);
  });

  it('never throws: an empty module, lone decorators, a cut call', () => {
    for (const text of ['', '@', '@mcp.tool', '@mcp.tool(\ndef', 'mcp.add_tool(', 'tools=[{"name": ', '"""'])
      assert.doesNotThrow(() => pythonLanguage.parse(text));
  });

  it('reads the toolwire directives of # comments', () => {
    const text = 'x = 1  # not one\n# toolwire-disable-next-line description-length\n@mcp.tool\ndef f(): pass\n';
    const { comments } = pythonLanguage.parse(text);
    assert.deepEqual(
      comments.map((c) => text.slice(c.offset, c.offset + c.length)),
      ['# toolwire-disable-next-line description-length'],
    );
  });
});

describe('Python string literals', () => {
  const cases: Array<[string, string | undefined]> = [
    ['"plain"', 'plain'],
    ["'single'", 'single'],
    ['"""triple\n    lines"""', 'triple\n    lines'],
    ['"tab\\there \\u00e9 \\x41 \\101 \\q"', 'tab\there é A A \\q'],
    ['r"raw \\n"', 'raw \\n'],
    ['b"bytes"', undefined],
    ['f"{x}"', undefined],
    ['"unterminated', undefined],
    ['"joined \\\n line"', 'joined  line'],
    // no table of Unicode's names: the escape is kept as written
    ['"dot \\N{BULLET} end"', 'dot \\N{BULLET} end'],
    ['"\\N{unclosed"', undefined],
    ['"\\\\N{x}"', '\\N{x}'],
  ];
  for (const [source, value] of cases) it(source, () => assert.equal(literalValue(source), value));
});
