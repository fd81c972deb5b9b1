import { childPointer, getProp, isObject, type JsonObject, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';
import { atKey } from './support/place';
import type { Rule } from './support/rule';

interface Absent {
  tool: Tool;
  root: JsonObject;
  propsMember: JsonProperty;
}

export const requiredAbsent: Rule<Absent> = {
  id: 'required-absent',
  title: 'No required list',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'The parameters declare properties but no `required` list, so the model may leave out any of them.',
  rejectedBy: [],
  checkTool(tool) {
    const root = tool.schema;
    if (!isObject(root) || getProp(root, 'required')) return;
    const propsMember = getProp(root, 'properties');
    if (!isObject(propsMember?.value) || propsMember.value.props.length === 0) return;
    return { tool, root, propsMember };
  },
  message: ({ tool, propsMember }) => ({
    ...atKey(propsMember, childPointer(tool.schemaPointer, 'properties')),
    text: 'The parameters declare properties but no `required` list, so the model owes the tool none of them and may leave out the one it cannot run without. List those in `required`, or declare `"required": []` when every input is truly optional.',
  }),
  // The author decides what is required; the one fix offered states the other answer, "nothing", explicitly.
  fixes: ({ root }, ctx) => [
    {
      title: 'Declare that every input is optional ("required": [])',
      kind: 'authoring',
      edits: ctx.edits.insertMember(root, 'required', []),
    },
  ],
};
