/** Tool documents for the strict rules' tests: one tool in each shape that can set `"strict": true`. */

export const openaiStrict = (parameters: unknown, strict = true) =>
  JSON.stringify(
    {
      tools: [
        {
          type: 'function',
          function: {
            name: 'find_city',
            description: 'Looks a city up by name.',
            ...(strict ? { strict } : {}),
            parameters,
          },
        },
      ],
    },
    null,
    2,
  );

export const responsesStrict = (parameters: unknown) =>
  JSON.stringify(
    {
      tools: [
        { type: 'function', name: 'find_city', description: 'Looks a city up by name.', strict: true, parameters },
      ],
    },
    null,
    2,
  );

/** A tool in the Responses API's form; `strict` left out unless given, so that API's default applies. */
export const responsesTool = (parameters: unknown, strict?: boolean, type: string | undefined = 'function') =>
  JSON.stringify(
    {
      tools: [
        {
          ...(type ? { type } : {}),
          name: 'find_city',
          description: 'Looks a city up by name.',
          parameters,
          ...(strict === undefined ? {} : { strict }),
        },
      ],
    },
    null,
    2,
  );

export const anthropicStrict = (input_schema: unknown, strict = true) =>
  JSON.stringify(
    {
      tools: [
        { name: 'find_city', description: 'Looks a city up by name.', ...(strict ? { strict } : {}), input_schema },
      ],
    },
    null,
    2,
  );

export const bedrockStrict = (json: unknown) =>
  JSON.stringify(
    {
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: 'find_city',
              description: 'Looks a city up by name.',
              strict: true,
              inputSchema: { json },
            },
          },
        ],
      },
    },
    null,
    2,
  );

/** A closed object whose every property is required: clean for every strict rule. */
export const CLOSED = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city.' } },
  required: ['city'],
  additionalProperties: false,
};
