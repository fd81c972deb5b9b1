import { childPointer, getProp, isObject, type JsonObject, type JsonProperty } from '../json/tree';
import type { Tool } from '../model/tool';
import { atKey } from './place';
import type { Rule, RuleContext } from './rule';

export const requiredAbsent: Rule = {
  id: 'required-absent',
  title: 'No required list',
  kind: 'contract',
  defaultSeverity: 'info',
  summary: 'The parameters declare properties but no `required` list, so the model may leave out any of them.',
  rejectedBy: [],
  tool(tool, ctx) {
    const root = tool.schema;
    if (!isObject(root) || getProp(root, 'required')) return;
    const propsMember = getProp(root, 'properties');
    if (!isObject(propsMember?.value) || propsMember.value.props.length === 0) return;
    reportAbsent(tool, ctx, root, propsMember);
  },
};

function reportAbsent(tool: Tool, ctx: RuleContext, root: JsonObject, propsMember: JsonProperty): void {
  ctx.report({
    ...atKey(propsMember, childPointer(tool.schemaPointer, 'properties')),
    message:
      'The parameters declare properties but no `required` list, so the model owes the tool none of them and may leave out the one it cannot run without. List those in `required`, or declare `"required": []` when every input is truly optional.',
    // The author decides what is required; the one fix offered states the other answer, "nothing", explicitly.
    fixes: () => [
      {
        title: 'Declare that every input is optional ("required": [])',
        kind: 'authoring',
        edits: ctx.edits.insertMember(root, 'required', []),
      },
    ],
  });
}
