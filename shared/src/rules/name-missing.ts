import { childPointer } from '../json/tree';
import { NAME_REJECTIONS } from './support/name-evidence';
import { fieldMissing, howMissing } from './support/blank';
import { rejectWholeRequest } from './support/phrases';
import { atTool } from './support/place';
import type { Tool } from '../model/tool';
import type { Rule } from './support/rule';

export const nameMissing: Rule<Tool> = {
  id: 'name-missing',
  title: 'Tool without a name',
  kind: 'wire',
  defaultSeverity: 'error',
  summary: 'A tool has no `name`, or a name that is not a non-empty string; every provider requires one.',
  rejectedBy: NAME_REJECTIONS,
  checkTool(tool) {
    if (tool.shape !== 'schema' && fieldMissing(tool.nameProp)) return tool;
  },
  message(tool) {
    return {
      ...atTool(tool, tool.nameProp ? childPointer(tool.pointer, 'name') : tool.pointer),
      text: `This tool ${howMissing(tool.nameProp, 'name')}: ${rejectWholeRequest(nameMissing.rejectedBy)}, and nothing could call it. Give it a name of letters, digits, \`_\` and \`-\`.`,
    };
  },
};
