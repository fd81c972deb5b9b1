import { itemsMissing } from './items-missing';
import type { Rule } from './rule';

/** Wire rules that judge the shape of schema nodes. */
export const WIRE_SCHEMA_RULES: readonly Rule[] = [itemsMissing];
