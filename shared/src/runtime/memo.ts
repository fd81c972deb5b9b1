import type { InternalError } from '../lint';
import type { ToolDefect } from './conform-one';

/**
 * What conforming one tool came to, before the name census: a function of the
 * tool's JSON text, the list it came in and the options alone (a tool is judged
 * on its own, so its neighbours and its index do not enter into it).
 */
export type ToolOutcome = {
  /** The rules that threw on the tool: told as `unchecked`, and the tool judged on what the others found. */
  internalErrors: readonly InternalError[];
  /** The tool's name as given (undefined when it has none). */
  givenName: string | undefined;
} & (
  | {
      /** The offered tool as JSON text: each turn gets a copy of its own to send (and to change). */
      offeredText: string;
      /** The name it is sent as. */
      name: string;
      changes: readonly ToolDefect[];
    }
  | { offeredText?: undefined; name?: string; reasons: readonly ToolDefect[] }
);

/**
 * An agent conforms the same tools on every turn: each outcome is kept, by the
 * options and the tool's JSON text, so a turn judges only the tools it has not
 * seen. Bounded, the least recently used going first; the texts kept are about
 * two per tool (the tool, and the tool as offered).
 */
export class Outcomes {
  private readonly known = new Map<string, ToolOutcome>();

  constructor(private readonly capacity = 4096) {}

  recall(key: string): ToolOutcome | undefined {
    const outcome = this.known.get(key);
    if (outcome === undefined) return undefined;
    this.known.delete(key);
    this.known.set(key, outcome);
    return outcome;
  }

  remember(key: string, outcome: ToolOutcome): void {
    this.known.set(key, outcome);
    if (this.known.size > this.capacity) this.known.delete(this.known.keys().next().value!);
  }

  clear(): void {
    this.known.clear();
  }
}

/** What `conformTools` recalls, for as long as the process runs. */
export const OUTCOMES = new Outcomes();

/** Forget every outcome, so that the next turn judges every tool (tests of the judging itself). */
export function forgetOutcomes(): void {
  OUTCOMES.clear();
}
