import type { JsonNode } from '../../../json/tree';
import type { SourceNote } from '../../../model/source';
import { obj, prop, str } from '../../computed/tree-builders';
import { markEvaluated } from '../../computed/marks';
import type { Span } from '../../../types';

/**
 * zod-to-json-schema 3 reads zod 3 schemas only. Given a zod 4 one (zod 4 is
 * declared, or zod is not declared at all and npm installs the newest zod its
 * peer range allows) it writes the draft it names and nothing of the schema,
 * which the SDK then sends: the model sees a tool with no parameters.
 */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** All of what it sends, as JSON text. */
const SENT = `{"$schema": "${DRAFT_07}"}`;

const WHY = `zod-to-json-schema reads zod 3 schemas only: given a zod 4 one, it writes \`${SENT}\` and nothing else`;

const ADVICE =
  "Convert it with zod 4's own `z.toJSONSchema(...)`, or declare `zod` ^3 in package.json: a zod the package does not declare is whatever npm installs, and zod-to-json-schema's peer range takes the newest, zod 4.";

/** What zod-to-json-schema sends for a zod 4 schema written at `at`, and the note that says so. */
export function unreadByConverter(at: Span): { schema: JsonNode; note: SourceNote } {
  const schema = obj(at, [prop('$schema', at, str(at, DRAFT_07))]);
  // Nothing of it is written in the source (its ranges are the converter's call): an edit of it
  // cannot be said in zod, so zod/edits.ts offers none, where the plain edits would write into the call.
  markEvaluated(schema);
  const note: SourceNote = {
    kind: 'root-replaced',
    offset: at.offset,
    length: at.length,
    message: WHY,
    sent: SENT,
    advice: ADVICE,
  };
  return { schema, note };
}
