import type { SourceLanguage } from '../../../shared/src/language/language';
import { twonEdits } from './twon-edits';
import { parseTwon } from './twon-parse';

/** The test-only front end, as a front end gives itself to the seam (shared/src/language/registry.ts). */
export const twonLanguage: SourceLanguage = {
  id: 'twon',
  names: ['Twon'],
  languageIds: ['twon'],
  extensions: ['.twon'],
  comments: { line: '#' },
  acceptsComments: () => true,
  parse: parseTwon,
  edits: twonEdits,
};
