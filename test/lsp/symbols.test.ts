import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DocumentSymbolRequest, type DocumentSymbol } from 'vscode-languageserver-protocol';
import { SYMBOL_BUDGET } from '../../server/src/symbols';
import { TestClient } from './harness';

/**
 * The outline of a big catalog: every tool always, then parameters level by
 * level while the answer stays under SYMBOL_BUDGET symbols (a level that does
 * not fit is left out whole, so every tool's outline goes equally deep).
 */

/** `tools` tools, each with `params` object parameters of `nested` fields each. */
function catalog(tools: number, params: number, nested: number): string {
  const fields = (n: number, prefix: string) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`${prefix}_${i}`, { type: 'string', description: `Field ${i}.` }]),
    );
  const parameters = Object.fromEntries(
    Array.from({ length: params }, (_, i) => [
      `param_${i}`,
      { type: 'object', description: `Parameter ${i}.`, properties: fields(nested, 'field') },
    ]),
  );
  const list = Array.from({ length: tools }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing number ${i} for the caller.`,
    inputSchema: { type: 'object', properties: parameters },
  }));
  return JSON.stringify({ tools: list }, null, 2);
}

const count = (symbols: readonly DocumentSymbol[]): number =>
  symbols.reduce((n, s) => n + 1 + count(s.children ?? []), 0);
const depth = (symbols: readonly DocumentSymbol[]): number =>
  symbols.length ? 1 + Math.max(...symbols.map((s) => depth(s.children ?? []))) : 0;

describe('document symbols of big catalogs', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  const symbolsOf = async (name: string, text: string) => {
    const uri = pathToFileURL(`/tmp/toolwire-symbols/${name}.json`).href;
    await client.open(uri, text);
    return (await client.connection.sendRequest(DocumentSymbolRequest.type, {
      textDocument: { uri },
    })) as DocumentSymbol[];
  };

  it('lists the nested parameters while they fit', async () => {
    const symbols = await symbolsOf('small', catalog(3, 4, 2));
    assert.equal(depth(symbols), 3);
    assert.equal(count(symbols), 3 + 3 * 4 + 3 * 4 * 2);
    assert.deepEqual(
      symbols[0].children![1].children!.map((s) => s.name),
      ['field_0', 'field_1'],
    );
  });

  it('leaves out a level of nested fields that would go over the budget', async () => {
    const tools = 20;
    const params = Math.floor(SYMBOL_BUDGET / tools / 4);
    const symbols = await symbolsOf('nested-over', catalog(tools, params, 5));
    assert.equal(depth(symbols), 2, 'tools and their parameters');
    assert.equal(count(symbols), tools + tools * params);
    assert.equal(symbols[7].children![params - 1].name, `param_${params - 1}`);
    assert.equal(symbols[7].children![params - 1].detail, 'object');
  });

  it('lists the tools alone when their parameters would go over the budget', async () => {
    const tools = 20;
    const symbols = await symbolsOf('params-over', catalog(tools, Math.ceil(SYMBOL_BUDGET / tools), 0));
    assert.deepEqual(
      symbols.map((s) => s.name),
      Array.from({ length: tools }, (_, i) => `tool_${i}`),
    );
    assert.equal(depth(symbols), 1);
  });
});
