import { missingArguments } from '../runtime/arguments';
import { checkValue } from '../schema/validate';
import type { LintOptions } from '../types';
import type { CallCheck } from './model';
import { toolsOf, valuesOf } from './tool-values';

function problem(message: string): CallCheck {
  return { valid: false, missing: [], errors: [], problem: message };
}

function summaryOf(check: Omit<CallCheck, 'summary'>): string {
  if (check.missing.length) {
    return `not_run: missing_arguments: ${check.missing.join(', ')}. The call lacks ${check.missing.length === 1 ? 'an argument' : 'arguments'} the tool's schema requires, so it would be answered with what is missing and never run.`;
  }
  if (!check.valid)
    return `The declared schema rejects these arguments (${check.errors.length} problem${check.errors.length === 1 ? '' : 's'}); nothing is missing, so the tool itself judges the call.`;
  return 'The declared schema accepts these arguments.';
}

/**
 * Would the tool's DECLARED schema (never the repaired one) accept these
 * arguments? Nothing runs. Bad JSON, a missing tool or a schema ajv cannot read
 * give `problem`; nothing throws.
 */
export function checkCall(text: string, options: LintOptions, toolIndex: number, argsJson: string): CallCheck {
  let args: unknown;
  try {
    args = JSON.parse(argsJson);
  } catch (e) {
    return problem(`The arguments are not valid JSON: ${(e as Error).message}`);
  }
  const tool = toolsOf(text, options)[toolIndex];
  if (!tool) return problem(`This document has no tool #${toolIndex + 1}.`);
  // A tool with no schema takes an object of anything: what an argument-less tool is sent as.
  const schema = valuesOf(tool).parameters ?? { type: 'object' };
  const result = checkValue(schema, args);
  if ('problem' in result) return problem(`The tool's schema cannot be read, so it refuses nothing: ${result.problem}`);
  const check = {
    valid: result.valid,
    // JSON `null` is a value the schema judges, not a call without arguments.
    missing: args === null ? [] : missingArguments(args, schema),
    errors: result.errors.map(({ pointer, message }) => ({ pointer, message })),
  };
  return { ...check, summary: summaryOf(check) };
}
