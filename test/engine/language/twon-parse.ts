import type { JsonNode, JsonProperty } from '../../../shared/src/json/tree';
import type { ParsedSource } from '../../../shared/src/language/language';

/**
 * TWON, a test-only input language: JSON5-like, with `#` comments, unquoted
 * keys, single-quoted strings and trailing commas. A bare name (`DESC`,
 * `schemas.search`, `make(1)`) is a value the front end cannot know: an opaque node.
 */
export function parseTwon(text: string): ParsedSource {
  const parser = new Parser(text);
  const root = parser.document();
  return { root, errors: parser.errors, comments: parser.comments };
}

const MAX_DEPTH = 200;
const NAME = /[A-Za-z_$][\w$.]*/y;
const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;

class Parser {
  pos = 0;
  errors: ParsedSource['errors'] = [];
  comments: ParsedSource['comments'] = [];

  constructor(private readonly text: string) {}

  document(): JsonNode | undefined {
    this.skip();
    if (this.pos >= this.text.length) return undefined;
    const root = this.value(0);
    this.skip();
    if (this.pos < this.text.length) this.fail('Text after the value');
    return root;
  }

  private value(depth: number): JsonNode | undefined {
    if (depth > MAX_DEPTH) return (this.fail('Nested too deep'), undefined);
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === "'" || c === '"') return this.string();
    const start = this.pos;
    const number = this.match(NUMBER);
    if (number !== undefined) return { kind: 'number', offset: start, length: number.length, value: Number(number) };
    const name = this.match(NAME);
    if (name === undefined) return (this.fail('Value expected'), undefined);
    if (name === 'true' || name === 'false')
      return { kind: 'boolean', offset: start, length: name.length, value: name === 'true' };
    if (name === 'null') return { kind: 'null', offset: start, length: 4, value: null };
    if (this.text[this.pos] === '(') this.skipCall();
    return { kind: 'opaque', offset: start, length: this.pos - start };
  }

  private object(depth: number): JsonNode {
    const start = this.pos++;
    const props: JsonProperty[] = [];
    for (this.skip(); this.pos < this.text.length && this.text[this.pos] !== '}'; this.skip()) {
      const keyOffset = this.pos;
      const key = this.text[this.pos] === "'" || this.text[this.pos] === '"' ? this.string().value : this.match(NAME);
      if (key === undefined) break;
      const prop: JsonProperty = { key, keyOffset, keyLength: this.pos - keyOffset, value: undefined };
      props.push(prop);
      this.skip();
      if (this.text[this.pos] !== ':') break;
      this.pos++;
      this.skip();
      prop.value = this.value(depth + 1);
      if (!this.separator('}')) break;
    }
    this.close('}');
    return { kind: 'object', offset: start, length: this.pos - start, props };
  }

  private array(depth: number): JsonNode {
    const start = this.pos++;
    const items: JsonNode[] = [];
    for (this.skip(); this.pos < this.text.length && this.text[this.pos] !== ']'; this.skip()) {
      const item = this.value(depth + 1);
      if (!item) break;
      items.push(item);
      if (!this.separator(']')) break;
    }
    this.close(']');
    return { kind: 'array', offset: start, length: this.pos - start, items };
  }

  private string(): JsonNode & { kind: 'string' } {
    const start = this.pos;
    const quote = this.text[this.pos++];
    let value = '';
    while (this.pos < this.text.length && this.text[this.pos] !== quote) {
      const c = this.text[this.pos++];
      value += c === '\\' ? unescape(this.text[this.pos++]) : c;
    }
    if (this.pos >= this.text.length) this.fail('Unterminated string');
    else this.pos++;
    return { kind: 'string', offset: start, length: this.pos - start, value };
  }

  /** After a member: a comma (true, more may follow) or the closer (false). */
  private separator(closer: string): boolean {
    this.skip();
    if (this.text[this.pos] === ',') return (this.pos++, true);
    if (this.text[this.pos] !== closer) this.fail(`Expected , or ${closer}`);
    return false;
  }

  private close(closer: string) {
    this.skip();
    if (this.text[this.pos] === closer) this.pos++;
    else this.fail(`Expected ${closer}`);
  }

  private skipCall() {
    let open = 0;
    do {
      const c = this.text[this.pos++];
      if (c === '(') open++;
      else if (c === ')') open--;
    } while (open > 0 && this.pos < this.text.length);
  }

  private match(re: RegExp): string | undefined {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }

  private skip() {
    for (;;) {
      while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
      if (this.text[this.pos] !== '#') return;
      const start = this.pos;
      while (this.pos < this.text.length && this.text[this.pos] !== '\n') this.pos++;
      this.comments.push({ offset: start, length: this.pos - start });
    }
  }

  private fail(message: string) {
    this.errors.push({ offset: this.pos, length: 1, message });
    this.pos = this.text.length; // recovery is not what this front end is for
  }
}

function unescape(c: string | undefined): string {
  return c === 'n' ? '\n' : c === 't' ? '\t' : (c ?? '');
}
