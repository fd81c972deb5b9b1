import type { ParsedSource, SourceEdits } from './language';

const none = () => [];

/**
 * What a front end left out of a bundle (its absent.ts, esbuild.mjs) answers: a parse that
 * says so, as a parse error rather than a throw, and edits for a tree it never gives.
 */
export function absentParse(language: string): ParsedSource {
  return {
    root: undefined,
    errors: [{ offset: 0, length: 0, message: `This bundle of Toolwire reads no ${language} source.` }],
    comments: [],
  };
}

export const noEdits: SourceEdits = {
  replaceValue: none,
  insertMember: none,
  setMember: none,
  removeMembers: none,
  replaceMember: none,
  renameKey: none,
  appendItem: none,
  removeItems: none,
};
