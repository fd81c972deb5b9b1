import type { JsonString } from '../json/tree';
import type { Tool } from '../model/tool';
import { atValue } from './support/place';
import type { Rule } from './support/rule';
import { thousands } from '../numbers';

/** Characters as a person (and OpenAI's length check) counts them: code points, not UTF-16 units. */
function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

interface Length {
  kind: 'short' | 'long';
  tool: Tool;
  value: JsonString;
  /** Characters counted: of the trimmed text when short, of the whole when long. */
  chars: number;
}

export const descriptionLength: Rule<Length> = {
  id: 'description-length',
  title: 'Description too short or too long',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary:
    'A tool description is too thin to teach the model when to call the tool, or long enough to cost more than it teaches.',
  rejectedBy: [],
  checkTool(tool, ctx) {
    const value = tool.descriptionProp?.value;
    // Absent or blank is description-missing's finding.
    if (value?.kind !== 'string') return;
    const text = value.value;
    const trim = text.trim();
    if (!trim) return;
    const { descriptionMinChars: min, descriptionMaxChars: max } = ctx.budgets;
    // A code point is one or two UTF-16 units: most descriptions are plainly within both bounds without counting.
    if (trim.length >= 2 * min && (max <= 0 || text.length <= max)) return;
    const trimmed = charCount(trim);
    if (trimmed < min) return { kind: 'short', tool, value, chars: trimmed };
    const length = charCount(text);
    if (max > 0 && length > max) return { kind: 'long', tool, value, chars: length };
  },
  message({ kind, tool, value, chars }, ctx) {
    const { descriptionMinChars: min, descriptionMaxChars: max } = ctx.budgets;
    return {
      ...atValue(value, `${tool.pointer}/description`),
      text:
        kind === 'short'
          ? `The description has ${chars} characters (under ${min}): too thin to tell the model when to call this tool rather than another. Say what it does, then the precondition or default that changes how it is called.`
          : `The description has ${thousands(chars)} characters (over ${thousands(max)}): it ships on every turn and buries the one gotcha that matters; OpenAI rejected descriptions over 1,024 characters in 2024-25. Keep one sentence of what, then the preconditions and defaults.`,
    };
  },
};
