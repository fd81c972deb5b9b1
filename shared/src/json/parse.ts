import { ScanError, Scanner, Token } from './scanner';
import type { JsonArray, JsonNode, JsonObject, JsonProperty } from './tree';

export interface ParseError {
  offset: number;
  length: number;
  message: string;
}

export interface Comment {
  offset: number;
  length: number;
}

export interface ParsedJson {
  root: JsonNode | undefined;
  errors: ParseError[];
  comments: Comment[];
}

type TokenKind = number;

/** What the innermost open container waits for. Numbers, not strings: compared once per token. */
const KEY = 0;
const COLON = 1;
const VALUE = 2;
const COMMA = 3;
type State = typeof KEY | typeof COLON | typeof VALUE | typeof COMMA;

const SCAN_ERRORS: Record<number, string> = {
  [ScanError.UnexpectedEndOfComment]: 'Unexpected end of comment',
  [ScanError.UnexpectedEndOfString]: 'Unexpected end of string',
  [ScanError.UnexpectedEndOfNumber]: 'Unexpected end of number',
  [ScanError.InvalidUnicode]: 'Invalid unicode sequence in string',
  [ScanError.InvalidEscapeCharacter]: 'Invalid escape character in string',
  [ScanError.InvalidCharacter]: 'Invalid characters in string',
};

/**
 * Parse JSON or JSONC (comments, trailing commas) into the lean tree.
 *
 * Iterative, with an explicit stack, so 100,000-deep nesting costs memory and
 * not the call stack. Tolerant: a half-typed document yields the tree it has so
 * far plus errors, never an exception.
 */
export function parseJson(text: string): ParsedJson {
  return new TreeBuilder(text).build();
}

/** What an open container holds until it closes; never exposed (a container gets its own array on closing). */
const OPENING: never[] = [];

/**
 * The parse's state: the open containers, what each waits for and where its
 * members start on the shared member stacks, in parallel arrays. Allocation is
 * the parse's cost: there is no frame object per container, and a container's
 * members are copied into an array of exactly their number when it closes (an
 * array grown by push keeps room for 17 and costs twice the memory).
 */
class TreeBuilder {
  private readonly scanner: Scanner;
  private readonly errors: ParseError[] = [];
  private readonly comments: Comment[] = [];
  private readonly open: (JsonObject | JsonArray)[] = [];
  private readonly states: State[] = [];
  private readonly starts: number[] = [];
  private readonly props: JsonProperty[] = [];
  private readonly items: JsonNode[] = [];
  private root: JsonNode | undefined;

  constructor(private readonly text: string) {
    this.scanner = new Scanner(text);
    if (text.charCodeAt(0) === 0xfeff) this.scanner.setPosition(1);
  }

  build(): ParsedJson {
    const scanner = this.scanner;
    let token = scanner.scan();
    while (token !== Token.EOF) {
      if (token === Token.LineComment || token === Token.BlockComment) {
        this.comments.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
        token = scanner.scan();
        continue;
      }
      const scanError = scanner.getTokenError();
      if (scanError !== ScanError.None) this.error(SCAN_ERRORS[scanError] ?? 'Invalid token');
      const reprocess = this.step(token);
      if (!reprocess) token = scanner.scan();
    }
    const eof = this.text.length;
    while (this.open.length) {
      const node = this.closeAt(eof);
      this.errors.push({ offset: eof, length: 0, message: node.kind === 'object' ? 'Expected "}"' : 'Expected "]"' });
    }
    return { root: this.root, errors: this.errors, comments: this.comments };
  }

  private error(message: string) {
    this.errors.push({ offset: this.scanner.getTokenOffset(), length: this.scanner.getTokenLength(), message });
  }

  /** The node of the value starting at the current token (a container is opened by `enter`, once placed). */
  private valueNode(token: TokenKind): JsonNode | undefined {
    const scanner = this.scanner;
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    switch (token) {
      case Token.OpenBrace:
        return { kind: 'object', offset, length: 0, props: OPENING };
      case Token.OpenBracket:
        return { kind: 'array', offset, length: 0, items: OPENING };
      case Token.String:
        return { kind: 'string', offset, length, value: scanner.getTokenValue() };
      case Token.Number:
        return { kind: 'number', offset, length, value: scanner.getTokenNumber() };
      case Token.True:
        return { kind: 'boolean', offset, length, value: true };
      case Token.False:
        return { kind: 'boolean', offset, length, value: false };
      case Token.Null:
        return { kind: 'null', offset, length, value: null };
      default:
        return undefined;
    }
  }

  /** Open a container that was just placed in its parent: its members go on the stacks from here. */
  private enter(node: JsonNode) {
    if (node.kind === 'object') {
      this.open.push(node);
      this.states.push(KEY);
      this.starts.push(this.props.length);
    } else if (node.kind === 'array') {
      this.open.push(node);
      this.states.push(VALUE);
      this.starts.push(this.items.length);
    }
  }

  private close() {
    this.closeAt(this.scanner.getTokenOffset() + this.scanner.getTokenLength());
  }

  /** Close the innermost container, ending at `end`: it takes its members off the member stack. */
  private closeAt(end: number): JsonObject | JsonArray {
    const node = this.open.pop()!;
    this.states.pop();
    const start = this.starts.pop()!;
    node.length = end - node.offset;
    if (node.kind === 'object') node.props = takeFrom(this.props, start);
    else node.items = takeFrom(this.items, start);
    return node;
  }

  /** Handle one token; return true when the same token must be handled again in the new state. */
  private step(token: TokenKind): boolean {
    const top = this.open.length - 1;
    if (top < 0) {
      if (this.root) {
        this.error('End of file expected');
        return false;
      }
      this.root = this.valueNode(token);
      if (this.root) this.enter(this.root);
      else this.error('Value expected');
      return false;
    }
    return this.open[top].kind === 'object' ? this.objectStep(top, token) : this.arrayStep(top, token);
  }

  /** `at`: the container's index in the open stack (a value may open another above it). */
  private objectStep(at: number, token: TokenKind): boolean {
    const states = this.states;
    switch (states[at]) {
      case KEY:
        if (token === Token.String) {
          const scanner = this.scanner;
          this.props.push({
            key: scanner.getTokenValue(),
            keyOffset: scanner.getTokenOffset(),
            keyLength: scanner.getTokenLength(),
            value: undefined,
          });
          states[at] = COLON;
        } else if (token === Token.CloseBrace) this.close();
        else if (token === Token.CloseBracket) {
          this.error('Expected "}"');
          this.close();
          return true;
        } else this.error('Property name expected');
        return false;
      case COLON:
        if (token === Token.Colon) {
          states[at] = VALUE;
          return false;
        }
        this.error('Colon expected');
        states[at] = token === Token.String ? KEY : VALUE;
        return token !== Token.Comma;
      case VALUE: {
        if (token === Token.CloseBrace || token === Token.Comma) {
          this.error('Value expected');
          states[at] = token === Token.Comma ? KEY : COMMA;
          return token === Token.CloseBrace;
        }
        const value = this.valueNode(token);
        if (!value) {
          this.error('Value expected');
          return false;
        }
        this.props[this.props.length - 1].value = value; // the newest member is this object's
        states[at] = COMMA;
        this.enter(value);
        return false;
      }
      case COMMA:
        if (token === Token.Comma) states[at] = KEY;
        else if (token === Token.CloseBrace) this.close();
        else if (token === Token.CloseBracket) {
          this.error('Expected "}"');
          this.close();
          return true;
        } else {
          this.error('Comma expected');
          states[at] = KEY;
          return token === Token.String;
        }
        return false;
    }
  }

  private arrayStep(at: number, token: TokenKind): boolean {
    const states = this.states;
    if (token === Token.CloseBracket) {
      this.close();
      return false;
    }
    if (token === Token.CloseBrace) {
      this.error('Expected "]"');
      this.close();
      return true;
    }
    if (states[at] === COMMA) {
      if (token === Token.Comma) {
        states[at] = VALUE;
        return false;
      }
      this.error('Comma expected');
      states[at] = VALUE;
      return true;
    }
    if (token === Token.Comma) {
      this.error('Value expected');
      return false;
    }
    const value = this.valueNode(token);
    if (!value) {
      this.error('Value expected');
      return false;
    }
    this.items.push(value);
    states[at] = COMMA;
    this.enter(value);
    return false;
  }
}

/** The members from `start` on, as an array of exactly their number; the stack drops them. */
function takeFrom<T>(stack: T[], start: number): T[] {
  const out = stack.slice(start);
  stack.length = start;
  return out;
}
