import type { SourceEdits } from '../language/language';
import { childPointer } from '../json/tree';
import { derivedDescription, draftDescription } from '../model/derived-description';
import { toolAnchor, toolLabel, type Tool } from '../model/tool';
import type { Rejection } from '../providers';
import type { TextEdit } from '../types';
import { fieldMissing, howMissing } from './support/blank';
import { rejectWholeRequest } from './support/phrases';
import { atValue } from './support/place';
import type { Rule } from './support/rule';

const BEDROCK: Rejection = {
  provider: 'bedrock',
  error: 'ToolSpecification.description: Length Constraints: Minimum length of 1.',
  source: 'AWS Bedrock API Reference, ToolSpecification (description: "Length Constraints: Minimum length of 1")',
};
const GEMINI: Rejection = {
  provider: 'gemini',
  error: 'FunctionDeclaration.description: REQUIRED.',
  source:
    'google/ai/generativelanguage/v1beta/content.proto (FunctionDeclaration.description is REQUIRED; optional on Vertex AI)',
};

export const descriptionMissing: Rule<Tool> = {
  id: 'description-missing',
  title: 'Tool without a description',
  kind: 'wire',
  defaultSeverity: 'error',
  summary:
    'A tool whose `description` is absent, empty or only whitespace; Bedrock refuses an empty one and Gemini requires one.',
  rejectedBy: [BEDROCK, GEMINI],
  checkTool(tool) {
    if (tool.shape !== 'schema' && fieldMissing(tool.descriptionProp)) return tool;
  },
  message(tool, ctx) {
    const fix = ctx.code ? 'a quick fix drafts one' : 'the repair writes one';
    return {
      ...atValue(tool.descriptionProp?.value ?? toolAnchor(tool), childPointer(tool.pointer, 'description')),
      text: `${toolLabel(tool)} ${howMissing(tool.descriptionProp, 'description')}: ${rejectWholeRequest(descriptionMissing.rejectedBy)}, and the model has nothing to choose it by. Say what it does and when to use it (${fix} from its name and inputs).`,
    };
  },
  // In code, the description is the author's to write: a draft is offered, the run-time text never written.
  repairable: (_tool, ctx) => !ctx.code,
  fixes: (tool, ctx) => [
    ctx.code
      ? {
          title: 'Write a draft description from the name and inputs',
          kind: 'authoring',
          edits: writeDescription(ctx.edits, tool, draftDescription(tool)),
        }
      : {
          title: 'Write a description from the name and inputs',
          kind: 'repair',
          edits: writeDescription(ctx.edits, tool, derivedDescription(tool)),
        },
  ],
};

function writeDescription(edits: SourceEdits, tool: Tool, description: string): TextEdit[] {
  return edits.setMember(tool.node, 'description', description, tool.nameProp);
}
