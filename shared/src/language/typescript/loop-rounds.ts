import type * as TS from 'typescript';
import { objectIteration, type Loop } from './loops';
import { memberOf, objectLiteral } from './member-of';
import { unwrapExpression } from './unwrap';

/** A loop over more elements than this is not unrolled: tool lists are short, and each element is a whole read. */
const MAX_ROUNDS = 1000;

/**
 * What a loop's variable stands for in one round: an element as written, a
 * key of an object (`Object.entries`), or nothing known (a member the element
 * does not have); it hides a const of the same name.
 */
export type Local = TS.Expression | { key: TS.PropertyName } | 'unknown';

/** The rounds of a loop over data (loops.ts): what its variable is bound to for each element. */
export class LoopRounds {
  constructor(
    private readonly ts: typeof TS,
    /** What an expression stands for in the file (Reader.definition: consts and members followed). */
    private readonly definition: (expr: TS.Expression) => TS.Expression,
  ) {}

  /**
   * One binding of the loop's variable per element, for a loop over a known
   * array or object (same-file, or read through consts and members); else
   * undefined, and the call is read once with its variable not known.
   */
  of(loop: Loop): Array<Map<string, Local>> | undefined {
    const elements = this.elements(loop.iterable);
    if (!elements || elements.length > MAX_ROUNDS) return undefined;
    const rounds: Array<Map<string, Local>> = [];
    for (const element of elements) {
      const locals = new Map<string, Local>();
      if (!this.bind(loop.variable, element, locals)) return undefined;
      rounds.push(locals);
    }
    return rounds;
  }

  /** The elements a loop goes over: an array literal's, or an object's entries, values or keys. */
  private elements(iterable: TS.Expression): Array<Local | Local[]> | undefined {
    const ts = this.ts;
    const over = objectIteration(ts, unwrapExpression(ts, iterable));
    if (!over) {
      const list = this.definition(iterable);
      if (!ts.isArrayLiteralExpression(list) || list.elements.length > MAX_ROUNDS) return undefined;
      const known = list.elements.every((e) => !ts.isSpreadElement(e) && !ts.isOmittedExpression(e));
      return known ? [...list.elements] : undefined;
    }
    const holder = objectLiteral(ts, this.definition(over.object));
    if (!holder || holder.properties.length > MAX_ROUNDS) return undefined;
    const out: Array<Local | Local[]> = [];
    for (const m of holder.properties) {
      if (!ts.isPropertyAssignment(m) && !ts.isShorthandPropertyAssignment(m)) return undefined;
      if (ts.isComputedPropertyName(m.name) || ts.isPrivateIdentifier(m.name)) return undefined;
      const key = { key: m.name };
      const value = ts.isPropertyAssignment(m) ? m.initializer : m.name;
      out.push(over.of === 'entries' ? [key, value] : over.of === 'values' ? value : key);
    }
    return out;
  }

  /** Binds a loop variable (a name, `[name, def]` or `{ name, schema }`) to one element; false where it cannot. */
  private bind(name: TS.BindingName, value: Local | Local[], locals: Map<string, Local>): boolean {
    const ts = this.ts;
    if (ts.isIdentifier(name)) {
      if (Array.isArray(value)) return false;
      locals.set(name.text, value);
      return true;
    }
    for (const element of name.elements) {
      if (ts.isOmittedExpression(element)) continue;
      if (element.dotDotDotToken || element.initializer) return false;
      const part = ts.isArrayBindingPattern(name)
        ? this.item(value, name.elements.indexOf(element))
        : this.field(value, element);
      if (!this.bind(element.name, part ?? 'unknown', locals)) return false;
    }
    return true;
  }

  /** Item `i` of an entry or an array literal element, else undefined. */
  private item(value: Local | Local[], i: number): Local | undefined {
    if (Array.isArray(value)) return value[i];
    if (typeof value !== 'object' || 'key' in value) return undefined;
    const list = this.definition(value);
    return this.ts.isArrayLiteralExpression(list) ? list.elements[i] : undefined;
  }

  /** The member a `{ name }` binding takes from an object element, else undefined. */
  private field(value: Local | Local[], element: TS.BindingElement): Local | undefined {
    const ts = this.ts;
    if (Array.isArray(value) || typeof value !== 'object' || 'key' in value) return undefined;
    const key = element.propertyName ?? element.name;
    if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined;
    const holder = objectLiteral(ts, this.definition(value));
    return holder && memberOf(ts, holder, key.text);
  }
}
