import type { InternalError } from '../lint';
import { SizedLru } from '../sized-lru';
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
 * seen. Bounded by the characters kept (the keys and the offered texts, about
 * twice a tool's JSON), the least recently used going first: a few thousand
 * ordinary tools, or a few dozen with schemas of a hundred kilobytes.
 */
export class Outcomes {
  private readonly known: SizedLru<string, ToolOutcome>;

  constructor(capacityChars = 8_000_000) {
    this.known = new SizedLru(capacityChars);
  }

  recall(key: string): ToolOutcome | undefined {
    return this.known.get(key);
  }

  remember(key: string, outcome: ToolOutcome): void {
    this.known.set(key, outcome, key.length + (outcome.offeredText?.length ?? 0));
  }

  get size(): number {
    return this.known.size;
  }
}

/** What `conformTools` recalls, for as long as the process runs. */
export const OUTCOMES = new Outcomes();
