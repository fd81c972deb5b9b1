import type { SourceEdits } from './language';

const none = () => [];

/** The edits of a front end left out of a bundle (its absent.ts): none, for a tree it never gives. */
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
