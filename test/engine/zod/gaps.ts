/**
 * Cells of the oracle where the evaluator does not model the converter: for
 * each, the evaluator must give an opaque node (never a false schema). Keyed
 * `<profile> <construct>`, or `* <construct>` for every profile.
 */
export const GAPS: Record<string, string> = {
  'mcp-v1-zod3 preprocess': 'zod 3 asks the preprocess function itself whether undefined passes: required is unknown',
  'mcp-v1-zod3 enum of a TS enum':
    'zod 3 z.enum takes an array; given an enum object, zod-to-json-schema writes enum: []',
  'langchain lazy recursion':
    'LangChain copies every object to make it strict, which moves the $defs entry to the array',
  'langchain getter recursion': 'the same strict copies as for lazy recursion',
  '* string startsWith': 'zod 4 writes startsWith as a pattern, and zod 3 as another; not modelled',
  '* meta with an id': 'an id moves the schema into $defs under that name; not modelled',
  '* default from a function': 'the converter calls the function for the default value; the evaluator runs no code',
  'langchain root string': "LangChain wraps a non-object schema as a DynamicTool's { input } object",
};
