import { ENGINE_DIAGNOSTICS } from '../engine-diagnostics';
import { CONTRACT_RULES } from './contract';
import type { Rule, RuleMeta } from './support/rule';
import { WIRE_RULES } from './wire';

/** Every rule, wire rules first. */
export const RULES: readonly Rule[] = [...WIRE_RULES, ...CONTRACT_RULES];

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));

/** Every id a finding can carry, with what it stands for: the rules, then the engine's own diagnostics. */
export const DIAGNOSTICS: readonly RuleMeta[] = [...RULES, ...ENGINE_DIAGNOSTICS];

export const DIAGNOSTICS_BY_ID: ReadonlyMap<string, RuleMeta> = new Map(DIAGNOSTICS.map((r) => [r.id, r]));
