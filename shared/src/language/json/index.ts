import { parseJson } from '../../json/parse';
import type { SourceLanguage } from '../language';
import { jsonEdits } from '../json-edits';

/** JSON and JSONC (comments, trailing commas): the first front end. */
export const jsonLanguage: SourceLanguage = {
  id: 'json',
  names: ['JSON'],
  languageIds: ['json', 'jsonc'],
  extensions: ['.json', '.jsonc'],
  comments: { line: '//', block: ['/*', '*/'] },
  acceptsComments: ({ languageId, fileName }) => languageId === 'jsonc' || /\.jsonc$/i.test(fileName ?? ''),
  // The positions and snippets of server/src/completion.ts are JSON's (jsonc-parser reads the cursor's place).
  completion: true,
  parse: parseJson,
  edits: jsonEdits,
};
