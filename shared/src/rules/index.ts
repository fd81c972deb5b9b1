import { CONTRACT_RULES } from './contract';
import type { Rule } from './rule';
import { WIRE_RULES } from './wire';

/** Every rule, wire rules first. */
export const RULES: readonly Rule[] = [...WIRE_RULES, ...CONTRACT_RULES];

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));
