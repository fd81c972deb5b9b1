import type { Rule } from './support/rule';
import { WIRE_SCHEMA_RULES } from './wire-schema';
import { WIRE_TOOL_RULES } from './wire-tool';

/** Wire rules: a provider rejects the whole request. */
export const WIRE_RULES: readonly Rule[] = [...WIRE_TOOL_RULES, ...WIRE_SCHEMA_RULES];
