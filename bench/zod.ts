/**
 * The zod path of the TypeScript front end against its floor, in one run: a
 * 2,000-line MCP server with 30 `server.registerTool` tools whose schemas are
 * zod consts, fully linted (recognition, the evaluator, the rules) against
 * `ts.createSourceFile` of the same text, and against the same server with
 * its schemas written as JSON Schema literals (what the zod path adds).
 * `npx tsx bench/zod.ts` runs it alone.
 */
import ts from 'typescript';
import { lint } from '../shared/src/index';
import { measureSideBySide, round, type Timing } from './measure';
import { codeSource } from './typescript';

export interface ZodResults {
  lines: number;
  tools: number;
  parse: Timing;
  lint: Timing;
  literal: Timing;
  /** lint / parse. */
  ratio: number;
  /** lint / the literal server's lint. */
  overLiteral: number;
  /** The same server with its 30 schemas in an imported module: lint of the server against parsing both files. */
  imported: { lint: Timing; parse: Timing; ratio: number };
}

/** One zod schema of eight fields, and its tool: about 25 lines. */
export function zodTool(i: number): string {
  return `const Input${i} = z.object({
  id: z.string().describe('The record id'),
  limit: z.number().int().min(1).max(100).describe('How many at most'),
  mode: z.enum(['fast', 'safe']).describe('How to run it'),
  tags: z.array(z.string()).optional().describe('Tags to filter by'),
  since: z.string().datetime().optional().describe('Only records changed since then'),
  note: z.string().max(200).optional().describe('A note for the log'),
  dryRun: z.boolean().default(false).describe('Only report what would change'),
  owner: z.object({ team: z.string().describe('Team'), user: z.string().describe('User') }).describe('Who owns it'),
});

server.registerTool(
  'operation_${i}',
  {
    title: 'Operation ${i}',
    description: 'Run operation ${i} on the records the user names, and return a summary of what changed.',
    inputSchema: Input${i}.shape,
  },
  async (args) => ({ content: [{ type: 'text', text: JSON.stringify(args) }] }),
);

`;
}

/** The same tool with its schema written as JSON Schema. */
function literalTool(i: number): string {
  const s = (d: string, extra = '') => `{ type: 'string', description: '${d}'${extra} }`;
  return `server.registerTool(
  'operation_${i}',
  {
    title: 'Operation ${i}',
    description: 'Run operation ${i} on the records the user names, and return a summary of what changed.',
    inputSchema: jsonSchema({
      type: 'object',
      properties: {
        id: ${s('The record id')},
        limit: { type: 'integer', minimum: 1, maximum: 100, description: 'How many at most' },
        mode: ${s('How to run it', ", enum: ['fast', 'safe']")},
        tags: { type: 'array', items: { type: 'string' }, description: 'Tags to filter by' },
        since: ${s('Only records changed since then', ", format: 'date-time'")},
        note: ${s('A note for the log', ', maxLength: 200')},
        dryRun: { type: 'boolean', default: false, description: 'Only report what would change' },
        owner: { type: 'object', description: 'Who owns it', properties: { team: ${s('Team')}, user: ${s('User')} }, required: ['team', 'user'] },
      },
      required: ['id', 'limit', 'mode', 'owner'],
    }),
  },
  async (args) => ({ content: [{ type: 'text', text: JSON.stringify(args) }] }),
);

`;
}

export function mcpServerFile(tools: number, lines: number, tool: (i: number) => string): string {
  let text =
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n\n" +
    "const server = new McpServer({ name: 'bench', version: '1.0.0' });\n\n";
  for (let i = 0; i < tools; i++) text += tool(i);
  for (let i = 0; text.split('\n').length < lines; i++) text += codeSource(i);
  return text;
}

/**
 * The server with each `const InputN = z.object(...)` moved to `./schemas.ts`, and that module;
 * the server is padded with ordinary code back to `lines`.
 */
export function importedServer(tools: number, lines: number): { server: string; schemas: string } {
  const whole = mcpServerFile(tools, lines, zodTool);
  const consts = whole.match(/^const Input\d+ = z\.object\(\{[^]*?^\}\);\n/gm) ?? [];
  const names = Array.from({ length: tools }, (_, i) => `Input${i}`);
  let server = whole;
  for (const c of consts) server = server.replace(c, '');
  server = server.replace(
    "import { z } from 'zod';\n",
    `import { z } from 'zod';\nimport { ${names.join(', ')} } from './schemas.js';\n`,
  );
  for (let i = lines; server.split('\n').length < lines; i++) server += codeSource(i);
  const schemas = "import { z } from 'zod';\n\n" + consts.map((c) => `export ${c}`).join('\n');
  return { server, schemas };
}

export async function zodBenchmark(budgetMs: number): Promise<ZodResults> {
  const text = mcpServerFile(30, 2000, zodTool);
  const literal = mcpServerFile(30, 2000, literalTool);
  const parse = () => ts.createSourceFile('server.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const full = () => lint(text, { fileName: 'server.ts' });
  const asLiteral = () => lint(literal, { fileName: 'server.ts' });
  const found = full();
  if (found.tools.length !== 30 || found.internalErrors.length)
    throw new Error('the generated server should hold 30 tools');
  const split = importedServer(30, 2000);
  const modules = (_from: string | undefined, specifier: string) =>
    specifier === './schemas.js' ? { fileName: '/bench/schemas.ts', text: split.schemas } : undefined;
  const importedLint = () => lint(split.server, { fileName: '/bench/server.ts', modules });
  const parseBoth = () => {
    ts.createSourceFile('server.ts', split.server, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    ts.createSourceFile('schemas.ts', split.schemas, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  };
  if (importedLint().findings.some((f) => f.rule === 'schema-opaque'))
    throw new Error('the imported schemas should be read');
  const [parsed, linted, literalLinted, bothParsed, importedLinted] = await measureSideBySide(
    [parse, full, asLiteral, parseBoth, importedLint],
    budgetMs,
  );
  return {
    lines: text.split('\n').length,
    tools: 30,
    parse: parsed,
    lint: linted,
    literal: literalLinted,
    ratio: round(linted.median / parsed.median),
    overLiteral: round(linted.median / literalLinted.median),
    imported: {
      lint: importedLinted,
      parse: bothParsed,
      ratio: round(importedLinted.median / bothParsed.median),
    },
  };
}

if (require.main === module) {
  void zodBenchmark(4000).then((r) =>
    console.log(
      `${r.lines} lines, ${r.tools} zod tools: lint ${r.lint.median.toFixed(1)} ms = ${r.ratio}x ts.createSourceFile ` +
        `(${r.parse.median.toFixed(1)} ms); ${r.overLiteral}x the same server written as JSON Schema literals ` +
        `(${r.literal.median.toFixed(1)} ms); schemas imported: ${r.imported.lint.median.toFixed(1)} ms = ` +
        `${r.imported.ratio}x parsing both files (${r.imported.parse.median.toFixed(1)} ms)`,
    ),
  );
}
