import { fileTooLarge } from './file-too-large';
import type { Rule } from './rule';

/** Contract rules: the request goes through, the model calls badly. */
export const CONTRACT_RULES: readonly Rule[] = [fileTooLarge];
