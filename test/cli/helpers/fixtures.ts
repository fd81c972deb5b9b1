/** Small tool files for the CLI tests; what the engine says about them is asked of the engine, not assumed. */

const DESCRIPTION = 'Look up the current weather for a city and return the temperature in degrees Celsius.';

/** One OpenAI tool with a clean schema. */
export const CLEAN = JSON.stringify(
  {
    tools: [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: DESCRIPTION,
          parameters: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name, e.g. "Lisbon".' } },
            required: ['city'],
          },
        },
      },
    ],
  },
  null,
  2,
);

/** An MCP tool whose `tags` array has no items (items-missing: an error with no safe repair). */
export const ITEMS_MISSING = `{
  "tools": [
    {
      "name": "tag_note",
      "description": "Attach tags to a note so it can be found again by topic later.",
      "inputSchema": {
        "type": "object",
        "properties": {
          "note": { "type": "string", "description": "Id of the note." },
          "tags": { "type": "array", "description": "Tags to attach." }
        },
        "required": ["note", "tags"]
      }
    }
  ]
}
`;

/** An Anthropic tool whose schema root lacks `"type": "object"` (a safe repair adds it). */
export const REPAIRABLE = `{
  "tools": [
    {
      "name": "create_ticket",
      "description": "Open a support ticket in the help desk and return its id and URL.",
      "input_schema": {
        "properties": {
          "title": { "type": "string", "description": "One-line summary." },
          "priority": { "enum": ["low", "high"], "description": "How urgent it is." }
        },
        "required": ["title"]
      }
    }
  ]
}
`;

/** JSON that is not a tool file. */
export const NOT_TOOLS = '{"name": "some-package", "version": "1.0.0", "private": true}\n';
