import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveOptions, RULES, type Rule } from '../../shared/src/index';
import { toolsOf } from '../../shared/src/lint';
import type { Tool } from '../../shared/src/model/tool';
import type { ResolvedOptions } from '../../shared/src/options';
import type { RuleContext } from '../../shared/src/rules/support/rule';
import { walkSchema } from '../../shared/src/schema/walk';
import { FILE_FOR_LANG } from '../helpers/docs-examples/format';
import { readExamples } from '../helpers/docs-examples/read';

/**
 * Each rule's checks called by hand, as the engine calls them, on the
 * documents of its own page's examples (docs/rules/<id>.md, each with its
 * options): what a check returns is plain data (no function in a state, no
 * array as a state), the rule's `message` places each state inside the text,
 * and every rule finds something on its own page.
 */
const DOCS = join(__dirname, '..', '..', 'docs', 'rules');

interface Document {
  text: string;
  options: ResolvedOptions;
  tools: Tool[];
}

/** The Before blocks of a rule's page, parsed by the front end their fence names. */
function documentsOf(ruleId: string): Document[] {
  const { examples } = readExamples(readFileSync(join(DOCS, `${ruleId}.md`), 'utf8'));
  return examples.flatMap((example) =>
    example.blocks
      .filter((block) => !block.after)
      .map((block) => {
        const options = resolveOptions({ fileName: FILE_FOR_LANG[block.lang], ...example.options });
        const tools = toolsOf(options.language.parse(block.text, options.parse), options);
        return { text: block.text, options, tools };
      }),
  );
}

/** A rule's context for one document: `toolState` kept per tool, as the engine keeps it. */
function contextFor({ text, options }: Document): { ctx: RuleContext; startTool: () => void } {
  let state: object | undefined;
  const ctx: RuleContext = {
    text,
    edits: options.language.edits(text),
    budgets: options.budgets,
    targets: options.targets,
    code: options.language.code === true,
    toolState: <S extends object>(make: () => S): S => (state ??= make()) as S,
  };
  return { ctx, startTool: () => (state = undefined) };
}

function asStates(found: unknown): unknown[] {
  if (found === undefined) return [];
  return Array.isArray(found) ? (found as unknown[]) : [found];
}

/** Every state the rule's checks return on one document. */
function statesOf(rule: Rule, doc: Document): { states: unknown[]; ctx: RuleContext } {
  const { ctx, startTool } = contextFor(doc);
  const { tools } = doc;
  const states: unknown[] = [];
  for (const tool of tools) {
    startTool();
    if (rule.checkTool) states.push(...asStates(rule.checkTool(tool, ctx)));
    const dialects = rule.dialects ?? ['profile'];
    if (rule.checkNode && dialects.includes(tool.dialect))
      walkSchema(tool, (node) => states.push(...asStates(rule.checkNode!(node, ctx))));
  }
  if (rule.checkCatalog) states.push(...(rule.checkCatalog(tools, ctx, undefined)?.states ?? []));
  return { states, ctx };
}

describe('rule shape: check -> state -> message', () => {
  for (const rule of RULES) {
    it(`${rule.id}: its checks return plain states, and its message places each`, () => {
      let count = 0;
      for (const doc of documentsOf(rule.id)) {
        const { states, ctx } = statesOf(rule, doc);
        for (const state of states) {
          assert.ok(state !== null && typeof state === 'object' && !Array.isArray(state), 'a state is an object');
          for (const [key, value] of Object.entries(state))
            assert.notEqual(typeof value, 'function', `${key} of a state is data, not a function`);
          const m = rule.message(state, ctx);
          assert.ok(m.offset >= 0 && m.length >= 0 && m.offset + m.length <= doc.text.length, 'inside the text');
          assert.ok(m.text.length > 0, 'a message');
          count++;
        }
      }
      assert.ok(count > 0, `no state on the examples of docs/rules/${rule.id}.md`);
    });
  }
});
