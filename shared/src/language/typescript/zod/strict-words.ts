import type { StrictWords } from '../../computed/openai-strict';

const OPTIONAL_DOCS =
  'https://platform.openai.com/docs/guides/structured-outputs?api-mode=responses#all-fields-must-be-required';

/** The words of the OpenAI JS SDK's `toStrictJsonSchema` (zod helpers), and the keywords of zod's it refuses. */
export const JS_STRICT_WORDS: StrictWords = {
  unsupported: ['allOf', 'propertyNames', 'uniqueItems', 'prefixItems', 'not', 'patternProperties'],
  tupleItems: (at) =>
    `Schema at \`${at}\` uses tuple-form \`items\`, which cannot be represented in strict Structured Outputs.`,
  unsupportedKeyword: (at, key) =>
    `Schema at \`${at}\` uses unsupported keyword \`${key}\` and cannot be represented in strict Structured Outputs.`,
  notClosed: (at) =>
    `Object schema at \`${at}\` must set \`additionalProperties: false\` to be compatible with strict Structured Outputs.`,
  optionalField: (at) =>
    `Schema field at \`${at}\` uses \`.optional()\` without \`.nullable()\` which is not supported by the API. See: ${OPTIONAL_DOCS}`,
};
