import type { SourceEdits } from '../language/language';
import { childPointer } from '../json/tree';
import { derivedDescription } from '../model/derived-description';
import { toolAnchor, toolLabel, type Tool } from '../model/tool';
import type { Rejection } from '../providers';
import type { TextEdit } from '../types';
import { fieldMissing, howMissing } from './blank';
import { rejectWholeRequest } from './phrases';
import { atValue } from './place';
import type { Rule } from './rule';

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
  message(tool) {
    return {
      ...atValue(tool.descriptionProp?.value ?? toolAnchor(tool), childPointer(tool.pointer, 'description')),
      text: `${toolLabel(tool)} ${howMissing(tool.descriptionProp, 'description')}: ${rejectWholeRequest(descriptionMissing.rejectedBy)}, and the model has nothing to choose it by. Say what it does and when to use it (the repair writes one from its name and inputs).`,
    };
  },
  repairable: true,
  fixes: (tool, ctx) => [
    {
      title: 'Write a description from the name and inputs',
      kind: 'repair',
      edits: writeDescription(ctx.edits, tool),
    },
  ],
};

function writeDescription(edits: SourceEdits, tool: Tool): TextEdit[] {
  return edits.setMember(tool.node, 'description', derivedDescription(tool), tool.nameProp);
}
