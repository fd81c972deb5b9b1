import { PROVIDERS, WIRE_FORMATS } from '../../../shared/src/index';
import { LANGUAGE_FILES } from './source';
import type { Schema } from './tool';

/** The providers a call judges for; absent or empty, the project's config decides (by default `portable`). */
export const TARGETS: Schema = {
  type: 'array',
  items: { type: 'string', enum: [...PROVIDERS] },
  description:
    'Providers the tools are sent to. Leave it out to use the targets of the toolwire.config.json found upward from the file, else every provider in its non-strict mode.',
};

/** The inputs of a tool that reads one document: a file inside the roots, or the text itself. */
export const SOURCE_PROPERTIES: Record<string, Schema> = {
  path: {
    type: 'string',
    description:
      "A file to read, absolute or relative to the first of the client's roots (the server's working folder when the client has none). Give path or text.",
  },
  text: { type: 'string', description: 'The document itself (a tool file, a request body), read instead of a file.' },
  language: {
    type: 'string',
    enum: Object.keys(LANGUAGE_FILES),
    description: "The language text is written in; json when left out. A file's extension decides for path.",
  },
  targets: TARGETS,
};

/** An object schema of these properties, the listed ones required. */
export function objectOf(properties: Record<string, Schema>, required: readonly string[] = []): Schema {
  return { type: 'object', properties, required: [...required] };
}

const STRING: Schema = { type: 'string' };
const INTEGER: Schema = { type: 'integer' };
const BOOLEAN: Schema = { type: 'boolean' };
const NULLABLE_STRING: Schema = { type: ['string', 'null'] };

/** One finding, as the CLI's json format prints it (docs/cli.md). */
export const FINDING: Schema = objectOf(
  {
    rule: STRING,
    severity: { type: 'string', enum: ['error', 'warning', 'info'] },
    message: STRING,
    line: INTEGER,
    column: INTEGER,
    endLine: INTEGER,
    endColumn: INTEGER,
    offset: INTEGER,
    length: INTEGER,
    pointer: STRING,
    tool: NULLABLE_STRING,
    providers: { type: 'array', items: STRING },
    fixable: BOOLEAN,
  },
  ['rule', 'severity', 'message', 'line', 'column', 'pointer', 'tool', 'providers', 'fixable'],
);

/** What the rules say about one tool, where the finding has no place in a text. */
export const DEFECT: Schema = objectOf({ rule: STRING, message: STRING, pointer: STRING }, [
  'rule',
  'message',
  'pointer',
]);

export const WIRE_FORMAT: Schema = { type: 'string', enum: [...WIRE_FORMATS] };

export { BOOLEAN, INTEGER, NULLABLE_STRING, STRING };
