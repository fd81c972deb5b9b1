// One turn of an agent: list an MCP server's tools, conform them, and send them to Gemini
// through its OpenAI-compatible endpoint with the OpenAI SDK.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import OpenAI from 'openai';
import { conformTools, locateRejection, missingArguments } from 'toolwire/runtime';

const mcp = new Client({ name: 'my-agent', version: '1.0.0' });
await mcp.connect(new StdioClientTransport({ command: process.execPath, args: [process.env.MCP_SERVER] }));

// Repaired, described, or left out (with the reason): whatever the chosen providers reject.
const { offered, excluded, nameMap } = conformTools(await mcp.listTools(), {
  targets: ['gemini'],
  wire: 'openai',
  onDefect: (d) => console.log(`toolwire: ${d.tool} ${d.action} (${d.rule})`),
});
console.log(`offered ${offered.length} tools, left out ${excluded.map((e) => e.name).join(', ')}`);

const gemini = new OpenAI({
  apiKey: process.env.GEMINI_API_KEY,
  baseURL: 'https://generativelanguage.googleapis.com/v1beta/openai/',
});
const messages = [{ role: 'user', content: 'What will the weather be in Oslo?' }];

// A provider may still reject the request (a router sent it elsewhere, a rule changed):
// name the tool its 400 is about, leave that tool out, and send the turn again.
let tools = offered;
let reply;
while (!reply) {
  try {
    reply = await gemini.chat.completions.create({ model: 'gemini-2.5-flash', messages, tools });
  } catch (error) {
    if (!(error instanceof OpenAI.BadRequestError)) throw error;
    const { decided, matches } = locateRejection(error, tools);
    if (!decided) throw error;
    console.log(`rejected: ${matches[0].tool} at ${matches[0].pointer} (${matches[0].rule})`);
    tools = tools.filter((_, i) => i !== matches[0].toolIndex);
  }
}

// Dispatch by the name the model saw; refuse only a call that lacks a required argument.
for (const call of reply.choices[0].message.tool_calls ?? []) {
  const tool = nameMap.get(call.function.name);
  const args = JSON.parse(call.function.arguments);
  const missing = missingArguments(args, tool.inputSchema);
  const result = missing.length
    ? `missing_arguments: ${missing.join(', ')}`
    : (await mcp.callTool({ name: tool.name, arguments: args })).content[0].text;
  console.log(`${tool.name}: ${result}`);
}
await mcp.close();
