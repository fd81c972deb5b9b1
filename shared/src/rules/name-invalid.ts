import { childPointer, type JsonString } from '../json/tree';
import type { Tool } from '../model/tool';
import { listWords, nameProblems, nameRejectedBy, sanitizeToolName } from '../model/names';
import { NAME_REJECTIONS } from './name-evidence';
import { hasText } from './blank';
import { rejectWholeRequest } from './phrases';
import { atValue } from './place';
import type { Rule, RuleContext } from './rule';
import type { ProviderId } from '../types';

export const nameInvalid: Rule = {
  id: 'name-invalid',
  title: 'Tool name some providers reject',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A tool name outside `^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$`, the names every provider accepts.',
  rejectedBy: NAME_REJECTIONS,
  tool(tool, ctx) {
    const value = tool.nameProp?.value;
    if (tool.shape === 'schema' || value?.kind !== 'string' || !hasText(value.value)) return;
    const providers = nameRejectedBy(value.value);
    if (providers.length) reportInvalid(tool, ctx, value, providers);
  },
};

function reportInvalid(tool: Tool, ctx: RuleContext, value: JsonString, providers: ProviderId[]): void {
  const name = value.value;
  const sanitized = sanitizeToolName(name);
  ctx.report({
    ...atValue(value, childPointer(tool.pointer, 'name')),
    providers,
    message: `Tool name ${JSON.stringify(name)} ${listWords(nameProblems(name))}: ${rejectWholeRequest(providers, 'Invalid function name')}. Rename it to ${JSON.stringify(sanitized)}.`,
    fixes: () => [
      {
        title: `Rename the tool to "${sanitized}"`,
        kind: 'authoring',
        edits: ctx.edits.replaceValue(value, sanitized),
      },
    ],
  });
}
