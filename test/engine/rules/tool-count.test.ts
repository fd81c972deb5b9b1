import { ruleCases } from '../../helpers/cases';

function mcpList(count: number): string {
  const tools = Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i} of the set.`,
    inputSchema: { type: 'object', properties: {} },
  }));
  return JSON.stringify({ tools }, null, 2);
}

ruleCases('tool-count', [
  { name: 'clean: 128 tools', text: mcpList(128), expect: [] },
  {
    name: '129 tools: OpenAI and Vertex AI, on the 129th (verbatim case)',
    text: mcpList(129),
    expect: [
      {
        at: '"tool_128"',
        providers: ['openai', 'vertex', 'openrouter'],
        messageIncludes: 'array too long. Expected an array with maximum length 128',
      },
    ],
  },
  { name: 'Gemini takes 129', text: mcpList(129), options: { targets: ['gemini'] }, expect: [] },
  {
    name: '513 tools: Gemini too',
    text: mcpList(513),
    options: { targets: ['gemini'] },
    expect: [{ at: '"tool_512"', providers: ['gemini'], messageIncludes: 'At most 512 function declarations' }],
  },
]);
