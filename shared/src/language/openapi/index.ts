import { parseJson } from '../../json/parse';
import { getProp, getString, type JsonObject } from '../../json/tree';
import { ComputedIndex } from '../computed/computed-index';
import { computedAwareEdits } from '../computed/rewrite-edits';
import { arr, obj, prop } from '../computed/tree-builders';
import type { ParsedSource, ParseOptions, SourceLanguage } from '../language';
import { jsonEdits } from '../json-edits';
import { finishTool } from './finish';
import { operationTools } from './operations';
import { converterNamed } from './profiles';

/**
 * An OpenAPI 3.x document (JSON) read as a tool source: each operation the tool
 * a converter makes of it (`ParseOptions.converter` names the converter's
 * profile, profiles.ts), every node placed on the document's node that
 * produced it. Never picked by a file's extension: a config lists the
 * documents (docs/openapi.md), so an API spec is not judged as tools unless a
 * project says it is one.
 */
export const openapiLanguage: SourceLanguage = {
  id: 'openapi',
  // Not in the CLI's "no file to lint (...)": a folder walk never picks this front end, a config does.
  names: [],
  languageIds: [],
  extensions: [],
  comments: { line: '//', block: ['/*', '*/'] },
  acceptsComments: () => false,
  // A tool is made of parts spread over the document (its parameters, the components it references).
  toolsReadAlone: false,
  parse: parseOpenApi,
  // Every node is the converter's: a fix would be written in the document, which it reads otherwise; none is offered.
  edits: (text, parsed) =>
    parsed?.computed ? computedAwareEdits(jsonEdits(text), () => [], parsed.computed) : jsonEdits(text),
};

function parseOpenApi(text: string, options?: ParseOptions): ParsedSource {
  const parsed = parseJson(text);
  const root = parsed.root;
  if (root?.kind !== 'object' || !isOpenApi3(root)) {
    const at = root ?? { offset: 0, length: 0 };
    const message = 'Not an OpenAPI 3.x document: no "openapi": "3.…" member and "paths" object.';
    return { ...parsed, root: undefined, errors: [...parsed.errors, { offset: at.offset, length: 0, message }] };
  }
  const profile = converterNamed(options?.converter);
  const computed = new ComputedIndex();
  const version = getProp(root, 'openapi')!;
  const noteAt = { offset: version.keyOffset, length: version.keyLength };
  const tools = operationTools(root, profile).map((made) => {
    finishTool(made, profile, noteAt, computed);
    return made.tool;
  });
  const paths = getProp(root, 'paths')!;
  const list = prop('tools', { offset: paths.keyOffset, length: paths.keyLength }, arr(paths.value!, tools));
  return { ...parsed, root: obj(root, [list]), computed };
}

function isOpenApi3(root: JsonObject): boolean {
  return /^3\./.test(getString(root, 'openapi') ?? '') && getProp(root, 'paths')?.value?.kind === 'object';
}
