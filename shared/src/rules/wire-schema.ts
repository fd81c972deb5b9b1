import { itemsMissing } from './items-missing';
import { rootCombinator } from './root-combinator';
import { rootProperties } from './root-properties';
import { rootType } from './root-type';
import type { Rule } from './rule';
import { typeMissing } from './type-missing';

/** Wire rules that judge the shape of schema nodes. */
export const WIRE_SCHEMA_RULES: readonly Rule[] = [rootType, rootProperties, rootCombinator, typeMissing, itemsMissing];
