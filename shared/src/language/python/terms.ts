import type { JsonNode } from '../../json/tree';
import { termKey } from '../../model/source';

/**
 * What each Python construct becomes in the JSON Schema pydantic writes, said
 * where a finding is placed on it: by the annotation's head as written.
 */
const BECOMES: Readonly<Record<string, string>> = {
  dict: 'a map (`additionalProperties`)',
  Dict: 'a map (`additionalProperties`)',
  Mapping: 'a map (`additionalProperties`)',
  MutableMapping: 'a map (`additionalProperties`)',
  Optional: '`anyOf: [T, {"type": "null"}]`',
  Union: '`anyOf`',
  Literal: '`const`, or `enum` for more than one value',
  Any: '`{}`, a schema with no type',
  object: '`{}`, a schema with no type',
  tuple: '`prefixItems`, with `minItems` and `maxItems`',
  Tuple: '`prefixItems`, with `minItems` and `maxItems`',
  set: '`uniqueItems`',
  Set: '`uniqueItems`',
  frozenset: '`uniqueItems`',
  FrozenSet: '`uniqueItems`',
  datetime: 'a `date-time` string',
  date: 'a `date` string (`format: "date"`)',
  time: 'a `time` string (`format: "time"`)',
  timedelta: 'a `duration` string (`format: "duration"`)',
  UUID: '`format: "uuid"`',
  Path: '`format: "path"`',
  AnyUrl: '`format: "uri"` with `maxLength`',
  HttpUrl: '`format: "uri"` with `maxLength`',
  EmailStr: '`format: "email"`',
  Decimal: 'a number or a string with a `pattern`',
  bytes: '`format: "binary"`',
  list: '`items`',
  List: '`items`',
};

/** The head of an annotation or a `Field(...)` as written: `dict` of `dict[str, Any]`, `Optional` of `typing.Optional[int]`. */
function headOf(source: string): string | undefined {
  const unioned = /\|\s*None\b|\bNone\s*\|/.test(source) && !/^\s*Annotated\b/.test(source);
  if (unioned) return 'Optional';
  const head = /^\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)/.exec(source)?.[1];
  if (head === 'Annotated') return headOf(source.replace(/^\s*(?:\w+\.)*Annotated\s*\[/, ''));
  return head;
}

/** "`dict[str, Any]` becomes a map (`additionalProperties`)": the term of the construct at a range, if it has one. */
export function termAt(text: string, offset: number, length: number): string | undefined {
  if (length <= 0) return undefined;
  const source = text.slice(offset, offset + length);
  const head = headOf(source);
  const becomes = head && Object.hasOwn(BECOMES, head) ? BECOMES[head] : undefined;
  return becomes && `\`${brief(source)}\` becomes ${becomes}`;
}

/** Every range of an evaluated tree (its nodes and its property keys) with the term of what is written there. */
export function termsOf(text: string, root: JsonNode): Map<string, string> {
  const terms = new Map<string, string>();
  const add = (offset: number, length: number) => {
    const key = termKey(offset, length);
    if (terms.has(key)) return;
    const term = termAt(text, offset, length);
    if (term) terms.set(key, term);
  };
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    add(node.offset, node.length);
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind !== 'object') continue;
    for (const p of node.props) {
      add(p.keyOffset, p.keyLength);
      if (p.value) stack.push(p.value);
    }
  }
  return terms;
}

/** An annotation written short for a message: one line, at most 48 characters. */
function brief(source: string): string {
  const one = source.replace(/\s+/g, ' ').trim();
  return one.length <= 48 ? one : `${one.slice(0, 45)}...`;
}
