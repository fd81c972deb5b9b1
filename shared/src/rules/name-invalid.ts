import { childPointer, type JsonString } from '../json/tree';
import type { Tool } from '../model/tool';
import { listWords, nameProblems, nameRejectedBy, sanitizeToolName } from '../model/names';
import { NAME_REJECTIONS } from './support/name-evidence';
import { hasText } from './support/blank';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule } from './support/rule';
import type { ProviderId } from '../types';

interface Invalid {
  tool: Tool;
  value: JsonString;
  providers: ProviderId[];
}

export const nameInvalid: Rule<Invalid> = {
  id: 'name-invalid',
  title: 'Tool name some providers reject',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A tool name outside `^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$`, the names every provider accepts.',
  rejectedBy: NAME_REJECTIONS,
  checkTool(tool) {
    const value = tool.nameProp?.value;
    if (tool.shape === 'schema' || value?.kind !== 'string' || !hasText(value.value)) return;
    const providers = nameRejectedBy(value.value);
    if (providers.length) return { tool, value, providers };
  },
  message({ tool, value, providers }) {
    const name = value.value;
    return {
      ...atValue(value, childPointer(tool.pointer, 'name')),
      providers,
      text: `Tool name ${JSON.stringify(name)} ${listWords(nameProblems(name))}: ${rejectWholeRequest(providers, 'Invalid function name')}. Rename it to ${JSON.stringify(sanitizeToolName(name))}.`,
    };
  },
  fixes: ({ value }, ctx) => {
    const sanitized = sanitizeToolName(value.value);
    return [
      {
        title: `Rename the tool to "${sanitized}"`,
        kind: 'authoring',
        edits: ctx.edits.replaceValue(value, sanitized),
      },
    ];
  },
};
