import { getLanguageService, TextDocument } from 'vscode-json-languageservice';
import { PROFILE_SCHEMA } from './profile-schema';

/**
 * Peer 1: VS Code's own JSON language service validating a catalog against the
 * portable profile written as a JSON Schema. One call does what the editor does
 * on a change: parse the text into its AST, then validate it against the schema.
 */

const SCHEMA_URI = 'toolwire-bench://portable-profile.json';

export function jsonLanguageService(): (text: string) => Promise<number> {
  const service = getLanguageService({});
  service.configure({
    validate: true,
    allowComments: true,
    schemas: [{ uri: SCHEMA_URI, fileMatch: ['*.json'], schema: PROFILE_SCHEMA }],
  });
  let version = 0;
  return async (text) => {
    const doc = TextDocument.create('file:///bench/catalog.json', 'json', ++version, text);
    const parsed = service.parseJSONDocument(doc);
    const problems = await service.doValidation(doc, parsed, {
      schemaValidation: 'error',
      comments: 'ignore',
      trailingCommas: 'ignore',
    });
    return problems.length;
  };
}
