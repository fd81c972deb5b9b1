import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli, tempProject } from './helpers/run';

/** Two zod tools: one whose schema is imported from a module the lint is not given, one written inline. */
const SERVER = `import { z } from 'zod';
import { Shape } from 'some-package';

server.registerTool('fetch_page', { description: 'Fetch one page of the site by its path.', inputSchema: Shape }, cb);
server.registerTool(
  'search_pages',
  { description: 'Search the pages of the site for a phrase.', inputSchema: { q: z.string().describe('The phrase') } },
  cb,
);
`;

interface JsonTool {
  name: string | null;
  line: number;
  column: number;
  pointer: string;
  schema: string;
  unread?: string;
}
interface JsonReport {
  files: { path: string; tools: JsonTool[] }[];
  summary: { tools: number; unread: number };
}

describe('toolwire: which tools were read', () => {
  const project = () => tempProject({ 'src/server.ts': SERVER, 'package.json': '{"dependencies":{"zod":"4.6.7"}}' });

  it('--format json lists each file’s tools in document order, with whether the schema was read', async () => {
    const r = await runCli(['src', '--format', 'json'], { cwd: project() });
    const report = JSON.parse(r.stdout) as JsonReport;
    assert.deepEqual(
      report.files[0].tools.map((t) => [t.name, t.line, t.schema, t.unread]),
      [
        ['fetch_page', 4, 'unread', 'Shape'],
        ['search_pages', 6, 'read', undefined],
      ],
    );
    assert.equal(report.summary.tools, 2);
    assert.equal(report.summary.unread, 1);
  });

  it('the stylish summary says how many tools were not read', async () => {
    const r = await runCli(['src'], { cwd: project() });
    assert.match(r.stdout, /in 1 file, 2 tools, 1 not read\./);
  });

  it('says nothing of unread tools when every schema was read', async () => {
    const r = await runCli(['.'], {
      cwd: tempProject({ 'tools.json': '[{"name":"a","description":"Reads a.","parameters":{"type":"object"}}]' }),
    });
    assert.doesNotMatch(r.stdout, /not read/);
  });
});
