import assert from 'node:assert/strict';
import { it } from 'node:test';
import { fixAll, lint } from '../../shared/src/index';

// A real MCP server (server-gitlab) lists tools whose schema is only `{"$schema": ...}`: the
// keyword removal and the `properties` insertion touch, and applied in one pass they wrote
// `{, "properties": {}}`. Touching repairs now wait for the next pass.
it('fix-all of a compact schema whose repairs touch writes valid JSON and repairs it all', () => {
  const tool = { name: 'fork_repository', description: 'Fork a project.', inputSchema: { $schema: 'x' } };
  const fixed = fixAll(JSON.stringify({ tools: [tool] }));
  assert.deepEqual(JSON.parse(fixed), {
    tools: [
      { name: 'fork_repository', description: 'Fork a project.', inputSchema: { properties: {}, type: 'object' } },
    ],
  });
  assert.deepEqual(
    lint(fixed).findings.filter((f) => f.severity === 'error'),
    [],
  );
});
