import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { parseJson } from '../../shared/src/json/parse';
import { jsonLanguage } from '../../shared/src/language/json';
import { locateTools } from '../../shared/src/model/locate';
import { RULES } from '../../shared/src/rules';
import type { RuleContext } from '../../shared/src/rules/rule';
import { walkSchema } from '../../shared/src/schema/walk';
import { DEFAULT_BUDGETS } from '../../shared/src/options';
import { validDocument } from '../fuzz/documents';

/**
 * A rule that names the roles its `schemaNode` hook is for is not called on
 * other nodes: called there anyway, it must find nothing.
 */
it('a rule reports nothing on the nodes its roles leave out', () => {
  const scoped = RULES.filter((r) => r.schemaNode && r.roles);
  assert.ok(scoped.length >= 6, 'some rules name their roles');
  let calls = 0;
  for (const text of fc.sample(validDocument, { numRuns: 150, seed: 12 })) {
    for (const tool of locateTools(parseJson(text).root)) {
      walkSchema(tool, (node) => {
        for (const rule of scoped) {
          if (rule.roles!.includes(node.role)) continue;
          const ctx: RuleContext = {
            text,
            edits: jsonLanguage.edits(text),
            budgets: DEFAULT_BUDGETS,
            targets: new Set(),
            report: (r) => assert.fail(`${rule.id} reported on a ${node.role} node: ${r.message}`),
          };
          rule.schemaNode!(node, ctx);
          calls++;
        }
      });
    }
  }
  assert.ok(calls > 10_000, `${calls} calls outside the rules' roles`);
});
