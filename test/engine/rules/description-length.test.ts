import { ruleCases } from '../../helpers/cases';

const tool = (description: string) =>
  `{"tools": [{"name": "t", "description": ${JSON.stringify(description)}, "inputSchema": {"type": "object", "properties": {}}}]}`;
const long = 'Search the files of the project. '.repeat(40);

ruleCases('description-length', [
  {
    name: 'flags a thin description',
    text: tool('Run it.'),
    expect: [
      {
        at: '"Run it."',
        pointer: '/tools/0/description',
        severity: 'warning',
        providers: [],
        fixable: false,
        messageIncludes: '7 characters (under 20)',
      },
    ],
  },
  {
    name: 'flags a long description',
    text: tool(long),
    expect: [{ at: JSON.stringify(long), messageIncludes: '1,320 characters (over 1,024)' }],
  },
  {
    name: 'a description of fair length is fine',
    text: tool('List the memories saved for this user, newest first.'),
    expect: [],
  },
  { name: 'blank is left to description-missing', text: tool('   '), expect: [] },
  {
    name: 'no description is left to description-missing',
    text: '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {}}}]}',
    expect: [],
  },
  {
    name: 'thresholds come from budgets (min)',
    text: tool('List the memories.'),
    options: { budgets: { descriptionMinChars: 5 } },
    expect: [],
  },
  {
    name: 'thresholds come from budgets (max)',
    text: tool('List the memories saved for this user, newest first.'),
    options: { budgets: { descriptionMaxChars: 30 } },
    expect: [{ at: '"List the memories saved for this user, newest first."', messageIncludes: 'over 30' }],
  },
  {
    name: 'emoji count as one character each',
    text: tool('🔍🔍🔍🔍🔍🔍🔍🔍🔍🔍 find things'),
    options: { budgets: { descriptionMinChars: 23 } },
    expect: [{ at: '"🔍🔍🔍🔍🔍🔍🔍🔍🔍🔍 find things"', messageIncludes: '22 characters' }],
  },
]);
