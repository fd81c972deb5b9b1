import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

/**
 * The SARIF 2.1.0 JSON schema (the final "rtm.5" text, a draft-04 schema) as
 * @microsoft/jest-sarif ships it in lib/schemas/, compiled with ajv's draft-04
 * build and the uri/date-time formats. One of its patterns (a language tag) is not
 * valid in unicode mode, hence `unicodeRegExp: false`.
 */
export function sarifValidator() {
  const schema = JSON.parse(
    readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
  ) as object;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
