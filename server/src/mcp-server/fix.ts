import { fixAllDetailed } from '../../../shared/src/index';
import { unifiedDiff } from '../cli/diff';
import { LineIndex } from '../cli/positions';
import { toCliFindings } from '../cli/report';
import { FINDING, INTEGER, objectOf, SOURCE_PROPERTIES, STRING } from './schemas';
import { readSource } from './source';
import type { McpTool } from './tool';

/**
 * `fix`: the document after every safe repair (the CLI's `--fix`, which never changes
 * what a tool accepts), as text and as a unified diff, with the findings that remain.
 * It writes nothing: the agent applies the text or the diff itself.
 */
export const fixTool: McpTool = {
  name: 'fix',
  title: 'Apply the safe repairs',
  description:
    "Apply Toolwire's safe repairs to the tool definitions of one file or text, the repairs that never change which arguments a tool accepts (toolwire --fix). Writes nothing: returns the repaired text, a unified diff of it against the input, the number of repairs, and the findings that remain, which need a decision of the author.",
  inputSchema: objectOf(SOURCE_PROPERTIES),
  outputSchema: objectOf(
    {
      text: STRING,
      diff: STRING,
      applied: INTEGER,
      repairs: {
        type: 'array',
        items: objectOf({ rule: STRING, tool: STRING, pointer: STRING, title: STRING }, ['rule', 'pointer', 'title']),
      },
      remaining: { type: 'array', items: FINDING },
    },
    ['text', 'diff', 'applied', 'repairs', 'remaining'],
  ),
  async run(args, { roots }) {
    const source = await readSource(args, roots);
    const fixed = fixAllDetailed(source.text, source.options);
    const syntax = fixed.first.parseErrors;
    const diff = unifiedDiff(source.display, source.text, fixed.text);
    const remaining = toCliFindings(new LineIndex(fixed.text), fixed.remaining, syntax);
    const repairs = fixed.repairs.map(({ rule, tool, pointer, title }) => ({
      rule,
      ...(tool === undefined ? {} : { tool }),
      pointer,
      title,
    }));
    const summary = syntax.length
      ? `Not repaired: ${source.display} has syntax errors.`
      : `${fixed.applied} safe repair${fixed.applied === 1 ? '' : 's'} in ${source.display}; ${remaining.length} finding${remaining.length === 1 ? '' : 's'} remain.`;
    return {
      structured: { text: fixed.text, diff, applied: fixed.applied, repairs, remaining },
      text: diff ? `${summary}\n\n${diff}` : summary,
    };
  },
};
