import { ruleCases } from '../../helpers/cases';

const tools = (count: number, description = 'Read one record of the store.') =>
  `{"tools": [${Array.from({ length: count }, (_, i) => `{"name": "tool_${i}", "description": "${description}", "inputSchema": {"type": "object", "properties": {}}}`).join(', ')}]}`;
const long = 'Read one record of the store and return every field of it, with the audit trail.';

ruleCases('catalog-budget', [
  {
    name: "more tools than a turn carries: on the first tool's name",
    text: tools(49),
    expect: [
      {
        at: '"tool_0"',
        pointer: '/tools/0',
        severity: 'warning',
        providers: [],
        fixable: false,
        messageIncludes: '49 tools, more than the 48 one turn should carry',
      },
    ],
  },
  { name: 'exactly at the budget is fine', text: tools(48), expect: [] },
  {
    name: 'a catalog longer than catalogChars',
    text: tools(40, long),
    options: { budgets: { catalogChars: 1000 } },
    expect: [
      {
        at: '"tool_0"',
        messageIncludes: 'longer than 1,000 characters (catalogChars), which lists 10 and leaves 30 out',
      },
    ],
  },
  { name: 'the default character budget holds 40 short lines', text: tools(40, long), expect: [] },
  {
    name: 'both budgets in one finding',
    text: tools(60, long),
    options: { budgets: { catalogChars: 2000 } },
    expect: [
      { at: '"tool_0"', messageIncludes: '60 tools, more than the 48 one turn should carry (toolsPerTurn); a catalog' },
    ],
  },
  {
    name: 'a token budget when set',
    text: tools(3),
    options: { budgets: { catalogTokens: 50 } },
    expect: [{ at: '"tool_0"', messageIncludes: 'tokens of tool definitions, more than 50 (catalogTokens)' }],
  },
  // Three tools of 99 tokens and about 350 bytes: tokens are counted once the bytes could exceed the budget.
  {
    name: 'one token over the budget',
    text: tools(3),
    options: { budgets: { catalogTokens: 98 } },
    expect: [{ at: '"tool_0"', messageIncludes: '99 tokens of tool definitions, more than 98' }],
  },
  {
    name: 'more bytes than the budget but not more tokens',
    text: tools(3),
    options: { budgets: { catalogTokens: 99 } },
    expect: [],
  },
  { name: 'a generous token budget', text: tools(3), options: { budgets: { catalogTokens: 5000 } }, expect: [] },
  {
    name: 'a custom tool budget',
    text: tools(5),
    options: { budgets: { toolsPerTurn: 4 } },
    expect: [{ at: '"tool_0"', messageIncludes: '5 tools, more than the 4' }],
  },
]);
