import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogText, firstLine } from '../../../shared/src/wire/catalog';

const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing number ${i} for the user.\nMore detail that is not shown.`,
  }));

describe('catalogText', () => {
  it('lists every tool by name and first line when they fit, then points at tool_search', () => {
    const c = catalogText(entries(2), 6000);
    assert.equal(
      c.text,
      "tool_0: Does thing number 0 for the user.\ntool_1: Does thing number 1 for the user.\nCall tool_search with a tool's name to load its parameters.",
    );
    assert.deepEqual([c.chars, c.listed, c.omitted], [c.text.length, 2, 0]);
  });

  it('stops at the budget, last line included, and names what was left out', () => {
    const c = catalogText(entries(400), 6000);
    assert.ok(c.chars <= 6000, `${c.chars} chars`);
    assert.ok(c.chars > 5900, 'fills the budget');
    assert.equal(c.listed + c.omitted, 400);
    const lines = c.text.split('\n');
    assert.equal(lines.length, c.listed + 1);
    const last = lines[lines.length - 1];
    assert.match(last, new RegExp(`^${c.omitted} more tools not listed: tool_${c.listed}, tool_${c.listed + 1}`));
    assert.match(last, / and \d+ others\. Call tool_search to find them\.$/);
  });

  it('a tiny budget still ends with a line that counts what is missing', () => {
    const c = catalogText(entries(5), 80);
    assert.equal(c.listed, 0);
    assert.equal(c.text, '5 more tools not listed: tool_0 and 4 others. Call tool_search to find them.');
    assert.equal(
      catalogText(entries(5), 30).text,
      '5 more tools not listed. Call tool_search to find them.'.slice(0, 30),
    );
  });

  it('no tools: only the last line', () => {
    assert.deepEqual(catalogText([], 6000).listed, 0);
  });

  it('first lines are cut short', () => {
    assert.equal(firstLine(`\n  ${'x'.repeat(150)}\nsecond`).length, 100);
    assert.equal(firstLine('One line.'), 'One line.');
  });
});
