// The encoding-specific entry: importing `gpt-tokenizer` itself would bundle every encoding.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** The tokenizer encoding counts are made with: GPT-4o's, GPT-4.1's and the o-series'. */
export const TOKEN_ENCODING = 'o200k_base';

/** Tokens of a text in `TOKEN_ENCODING`. Special-token text (`<|endoftext|>`) counts as plain text, never throws. */
export function tokenCount(text: string): number {
  return countTokens(text, { disallowedSpecial: new Set() });
}
