import { FOUND_BY, locateRejectionInText, PROVIDERS } from '../../../shared/src/index';
import { oneLine } from '../../../shared/src/runtime/rejection/detect';
import { LineIndex } from '../cli/positions';
import { BOOLEAN, INTEGER, NULLABLE_STRING, objectOf, SOURCE_PROPERTIES, STRING } from './schemas';
import { readSource } from './source';
import { ToolInputError, type McpTool } from './tool';

/**
 * `explain_error`: which tool and node of a document a provider's error is about
 * (`toolwire explain FILE --error TEXT`), with the rule that explains it and its fix.
 */
export const explainErrorTool: McpTool = {
  name: 'explain_error',
  title: "Explain a provider's error",
  description:
    "Find the tool and the schema node that a model provider's 400 error is about, in a tool file or in the request body that was sent (toolwire explain). Give the error as it came (Gemini, OpenAI, Anthropic, Bedrock, Mistral, or wrapped by OpenRouter or LiteLLM). Returns the likeliest places first, each with its tool, JSON pointer, line and column, the rule that explains it, and the fix.",
  inputSchema: objectOf(
    {
      error: { type: 'string', description: "The provider's error text or response body, as received." },
      ...SOURCE_PROPERTIES,
      text: {
        type: 'string',
        description: 'The tools that were sent (the request body or a tool file), instead of a file.',
      },
    },
    ['error'],
  ),
  outputSchema: objectOf(
    {
      decided: BOOLEAN,
      orderUnknown: {
        type: 'boolean',
        description:
          "True where the file cannot tell the order the request sent its tools in: the error's index was not used.",
      },
      matches: {
        type: 'array',
        items: objectOf(
          {
            tool: NULLABLE_STRING,
            toolIndex: INTEGER,
            pointer: STRING,
            line: INTEGER,
            column: INTEGER,
            provider: { type: 'string', enum: [...PROVIDERS] },
            rule: STRING,
            message: STRING,
            fix: STRING,
            by: { type: 'string', enum: [...FOUND_BY] },
            expression: { type: 'string', description: 'In a TS/JS file: the source expression at fault, as written.' },
          },
          ['tool', 'toolIndex', 'pointer', 'line', 'column', 'message', 'by'],
        ),
      },
    },
    ['decided', 'matches'],
  ),
  async run(args, { roots }) {
    const error = String(args.error);
    if (!error.trim()) throw new ToolInputError('the error text is empty');
    const source = await readSource(args, roots);
    // Read as the lint reads the document: its language, its config, and for code its packages and imports.
    const located = locateRejectionInText(error, source.text, source.options);
    const lines = new LineIndex(source.text);
    const matches = located.matches.map(({ offset, length: _length, ...match }) => ({
      ...match,
      tool: match.tool ?? null,
      ...lines.position(offset),
    }));
    return {
      structured: { decided: located.decided, ...(located.orderUnknown && { orderUnknown: true }), matches },
      text: textOf(source.display, located.decided, matches),
    };
  },
};

function textOf(
  file: string,
  decided: boolean,
  matches: readonly {
    tool: string | null;
    toolIndex: number;
    pointer: string;
    line: number;
    column: number;
    rule?: string;
    message: string;
    fix?: string;
    expression?: string;
  }[],
): string {
  if (!matches.length) return `No tool in ${file} matches this error.`;
  const head = decided ? '' : 'The error does not decide; the candidates, likeliest first:\n\n';
  const blocks = matches.map((m) =>
    [
      // In code the place is the expression as written, as `toolwire explain` prints it.
      `${file}:${m.line}:${m.column}  ${m.tool ?? `tool #${m.toolIndex + 1}`}  ${m.expression ? oneLine(m.expression) : m.pointer}`,
      `  ${m.rule ?? 'error'}: ${m.message}`,
      ...(m.fix ? [`  fix: ${m.fix}`] : []),
    ].join('\n'),
  );
  return head + blocks.join('\n\n');
}
