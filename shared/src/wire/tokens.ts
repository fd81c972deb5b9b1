// The encoding-specific entry: importing `gpt-tokenizer` itself would bundle every encoding.
import type * as O200kBase from 'gpt-tokenizer/encoding/o200k_base';

// The engine compiles without Node's types; the bundler turns this require into a lazy module load.
declare const require: (id: string) => unknown;

/** The tokenizer encoding counts are made with: GPT-4o's, GPT-4.1's and the o-series'. */
export const TOKEN_ENCODING = 'o200k_base';

let encoding: typeof O200kBase | undefined;

/**
 * The encoding, loaded on first use: its tables take more memory than the
 * language server holds for a large catalog, and a lint that sets no token
 * budget never counts a token.
 */
function encoder(): typeof O200kBase {
  encoding ??= require('gpt-tokenizer/encoding/o200k_base') as typeof O200kBase;
  return encoding;
}

/** Tokens of a text in `TOKEN_ENCODING`. Special-token text (`<|endoftext|>`) counts as plain text, never throws. */
export function tokenCount(text: string): number {
  return encoder().countTokens(text, { disallowedSpecial: new Set() });
}
