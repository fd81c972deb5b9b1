import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TestClient } from './harness';

const URI = 'untitled:strict-tool.json';
const STRICT_TOOL = JSON.stringify(
  {
    tools: [
      {
        name: 'find_city',
        description: 'Looks a city up by its name.',
        strict: true,
        input_schema: { type: 'object', properties: { n: { type: 'integer', minimum: 1, description: 'How many.' } } },
      },
    ],
  },
  null,
  2,
);

describe('a tool that sets strict: true, in the editor', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start();
  });
  after(() => client.stop());

  it('gets anthropic-strict findings under the default portable targets', async () => {
    await client.open(URI, STRICT_TOOL);
    const { diagnostics } = await client.currentDiagnostics(URI);
    const strict = diagnostics.filter((d) => String(d.code).startsWith('strict-'));
    assert.deepEqual(strict.map((d) => d.code).sort(), ['strict-additional-properties', 'strict-keyword']);
    for (const d of strict) assert.match(d.message, /Anthropic strict tool use .*This tool sets strict: true/s);
  });
});
