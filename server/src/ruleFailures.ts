import { failedPart, type InternalError } from '../../shared/src/index';
import type { Logger } from './log';

/**
 * Rules that threw, in the client's log (and front ends that threw reading a
 * part of a document, reported the same way). The engine keeps a failing rule from
 * taking the other findings with it and reports it as an internal error; here
 * each rule's errors in one analysis are one line with a count (a hook that
 * throws on every schema node of a large catalog would otherwise be thousands
 * of stacks), and a failure is logged once per document, not on every
 * keystroke that meets it again.
 */
export class RuleFailureLog {
  /** Per uri: the failures already logged (rule and message). */
  private readonly logged = new Map<string, Set<string>>();

  constructor(private readonly log: Logger) {}

  report(uri: string, version: number, errors: readonly InternalError[]): void {
    if (!errors.length) return;
    const logged = this.logged.get(uri) ?? new Set<string>();
    this.logged.set(uri, logged);
    for (const [rule, failures] of byRule(errors)) {
      const first = failures[0];
      const key = `${first.frontEnd ?? ''}\u0000${rule}\u0000${first.message}`;
      if (logged.has(key)) continue;
      logged.add(key);
      const times = failures.length === 1 ? 'once' : `${failures.length} times`;
      this.log.error(
        `${capitalized(failedPart(first))} failed ${times} on ${uri} (version ${version}); the other findings are still reported. ${first.stack ?? first.message}`,
      );
    }
  }

  forget(uri: string): void {
    this.logged.delete(uri);
  }
}

function byRule(errors: readonly InternalError[]): Map<string, InternalError[]> {
  const groups = new Map<string, InternalError[]>();
  for (const e of errors) {
    const group = groups.get(e.rule);
    if (group) group.push(e);
    else groups.set(e.rule, [e]);
  }
  return groups;
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
