import { statSync } from 'node:fs';
import { discoverFiles } from '../cli/discover';
import { PLAIN } from '../cli/format/color';
import { json } from '../cli/format/json';
import { stylish } from '../cli/format/stylish';
import { runJob, type LintJob } from '../cli/lint-file';
import { displayPath } from '../cli/paths';
import { summarize, type FileReport } from '../cli/report';
import { toolwireVersion } from '../cli/version';
import type { Roots } from './roots';
import { FINDING, INTEGER, objectOf, SOURCE_PROPERTIES, STRING } from './schemas';
import { readSource, resolverFor, type SourceArgs } from './source';
import { ToolInputError, type McpTool, type ToolAnswer } from './tool';

/**
 * `lint`: the findings of a file, a folder or a text, in the document the CLI's json
 * format prints (`toolwire --format json PATH`), and its stylish report as text.
 */
export const lintTool: McpTool = {
  name: 'lint',
  title: 'Lint tool definitions',
  description:
    'Check the LLM tool definitions (name, description, JSON Schema) in a file, a folder or a text against what each model provider accepts, as `toolwire --format json` does. Call it before saying a tool or an MCP server is done. Returns every finding with its rule, severity, line and column, JSON pointer, tool name, the providers that reject it, and whether a safe repair exists (the fix tool applies those).',
  inputSchema: objectOf({
    ...SOURCE_PROPERTIES,
    path: {
      type: 'string',
      description:
        "A file or folder to lint, absolute or relative to the first of the client's roots (the server's working folder when the client has none). A folder is walked as the CLI walks it. Give path or text.",
    },
  }),
  outputSchema: objectOf(
    {
      version: STRING,
      files: {
        type: 'array',
        items: objectOf({ path: STRING, findings: { type: 'array', items: FINDING } }, ['path', 'findings']),
      },
      summary: objectOf({ files: INTEGER, tools: INTEGER, errors: INTEGER, warnings: INTEGER }, [
        'files',
        'tools',
        'errors',
        'warnings',
      ]),
    },
    ['version', 'files', 'summary'],
  ),
  async run(args, { roots }) {
    const source = args as SourceArgs;
    const reports = (await jobsOf(source, roots)).flatMap((job) => {
      const result = runJob(job);
      if (!result.ok) throw new ToolInputError(result.error);
      return result.report ? [result.report] : [];
    });
    return answer(reports);
  },
};

/** A folder is walked as the CLI walks it; a file or a text is one job, refused when over the size limit. */
async function jobsOf(args: SourceArgs, roots: Roots): Promise<LintJob[]> {
  if (args.path !== undefined && args.text === undefined) {
    const { path, root } = await roots.confine(args.path);
    if (isFolder(path))
      return discoverFiles([path], resolverFor(args.targets)).map((file) => ({
        ...file,
        display: displayPath(file.path, root),
        fix: 'none',
      }));
  }
  const document = await readSource(args, roots);
  const path = document.options.fileName!;
  return [
    { path, display: document.display, explicit: true, options: document.options, fix: 'none', text: document.text },
  ];
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function answer(reports: FileReport[]): ToolAnswer {
  const input = { reports, summary: summarize(reports), version: toolwireVersion(), style: PLAIN };
  return {
    structured: JSON.parse(json(input)) as Record<string, unknown>,
    text: stylish({ ...input, repairHint: 'by the fix tool' }),
  };
}
