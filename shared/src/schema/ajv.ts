import type AjvDraft07 from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';

/** The host's `require`: the engine has no Node types, and needs nothing else of Node. */
declare const require: (id: string) => unknown;

export interface AjvClasses {
  Draft07: typeof AjvDraft07;
  Draft2020: typeof Ajv2020;
}

let classes: AjvClasses | undefined;

/**
 * Ajv's two validators, loaded on the first schema compiled rather than at
 * start: evaluating its modules was a sixteenth of the CLI's start-up, and a
 * folder of code with no tool, or a document with no `default`, never needs
 * them. The bundles carry ajv inside; only this call evaluates it.
 */
export function ajv(): AjvClasses {
  return (classes ??= {
    Draft07: (require('ajv') as { default: typeof AjvDraft07 }).default,
    Draft2020: (require('ajv/dist/2020') as { default: typeof Ajv2020 }).default,
  });
}
