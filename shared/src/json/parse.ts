import { createScanner } from 'jsonc-parser';
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

// jsonc-parser's SyntaxKind and ScanError are const enums, which isolated modules cannot read.
const SyntaxKind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  ColonToken: 6,
  NullKeyword: 7,
  TrueKeyword: 8,
  FalseKeyword: 9,
  StringLiteral: 10,
  NumericLiteral: 11,
  LineCommentTrivia: 12,
  BlockCommentTrivia: 13,
  Trivia: 15,
  EOF: 17,
} as const;
type SyntaxKind = number;

const ScanError = {
  None: 0,
  UnexpectedEndOfComment: 1,
  UnexpectedEndOfString: 2,
  UnexpectedEndOfNumber: 3,
  InvalidUnicode: 4,
  InvalidEscapeCharacter: 5,
  InvalidCharacter: 6,
} as const;

type ObjectState = 'key' | 'colon' | 'value' | 'comma';
type ArrayState = 'value' | 'comma';

interface ObjectFrame {
  node: JsonObject;
  state: ObjectState;
  prop?: JsonProperty;
}

interface ArrayFrame {
  node: JsonArray;
  state: ArrayState;
}

type Frame = ObjectFrame | ArrayFrame;

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
  const scanner = createScanner(text, false);
  if (text.charCodeAt(0) === 0xfeff) scanner.setPosition(1);
  const errors: ParseError[] = [];
  const comments: Comment[] = [];
  const stack: Frame[] = [];
  let root: JsonNode | undefined;

  const error = (message: string) =>
    errors.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength(), message });

  /** A value starts at the current token: return the node (containers are pushed). */
  const startValue = (token: SyntaxKind): JsonNode | undefined => {
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    switch (token) {
      case SyntaxKind.OpenBraceToken: {
        const node: JsonObject = { kind: 'object', offset, length: 0, props: [] };
        stack.push({ node, state: 'key' });
        return node;
      }
      case SyntaxKind.OpenBracketToken: {
        const node: JsonArray = { kind: 'array', offset, length: 0, items: [] };
        stack.push({ node, state: 'value' });
        return node;
      }
      case SyntaxKind.StringLiteral:
        return { kind: 'string', offset, length, value: scanner.getTokenValue() };
      case SyntaxKind.NumericLiteral:
        return { kind: 'number', offset, length, value: Number(scanner.getTokenValue()) };
      case SyntaxKind.TrueKeyword:
        return { kind: 'boolean', offset, length, value: true };
      case SyntaxKind.FalseKeyword:
        return { kind: 'boolean', offset, length, value: false };
      case SyntaxKind.NullKeyword:
        return { kind: 'null', offset, length, value: null };
      default:
        return undefined;
    }
  };

  const close = () => {
    const frame = stack.pop()!;
    frame.node.length = scanner.getTokenOffset() + scanner.getTokenLength() - frame.node.offset;
  };

  let token = scanner.scan();
  while (token !== SyntaxKind.EOF) {
    if (token >= SyntaxKind.LineCommentTrivia && token <= SyntaxKind.Trivia) {
      if (token === SyntaxKind.LineCommentTrivia || token === SyntaxKind.BlockCommentTrivia) {
        comments.push({ offset: scanner.getTokenOffset(), length: scanner.getTokenLength() });
      }
      token = scanner.scan();
      continue;
    }
    const scanError = scanner.getTokenError();
    if (scanError !== ScanError.None) error(SCAN_ERRORS[scanError] ?? 'Invalid token');
    const reprocess = step(token);
    if (!reprocess) token = scanner.scan();
  }
  const eof = text.length;
  while (stack.length) {
    const frame = stack.pop()!;
    frame.node.length = eof - frame.node.offset;
    errors.push({ offset: eof, length: 0, message: frame.node.kind === 'object' ? 'Expected "}"' : 'Expected "]"' });
  }
  return { root, errors, comments };

  /** Handle one token; return true when the same token must be handled again in the new state. */
  function step(token: SyntaxKind): boolean {
    const frame = stack[stack.length - 1];
    if (!frame) {
      if (root) {
        error('End of file expected');
        return false;
      }
      root = startValue(token);
      if (!root) error('Value expected');
      return false;
    }
    return frame.node.kind === 'object' ? objectStep(frame as ObjectFrame, token) : arrayStep(frame as ArrayFrame, token);
  }

  function objectStep(frame: ObjectFrame, token: SyntaxKind): boolean {
    switch (frame.state) {
      case 'key':
        if (token === SyntaxKind.StringLiteral) {
          frame.prop = { key: scanner.getTokenValue(), keyOffset: scanner.getTokenOffset(), keyLength: scanner.getTokenLength(), value: undefined };
          frame.node.props.push(frame.prop);
          frame.state = 'colon';
        } else if (token === SyntaxKind.CloseBraceToken) close();
        else if (token === SyntaxKind.CloseBracketToken) {
          error('Expected "}"');
          close();
          return true;
        } else error('Property name expected');
        return false;
      case 'colon':
        if (token === SyntaxKind.ColonToken) {
          frame.state = 'value';
          return false;
        }
        error('Colon expected');
        frame.state = token === SyntaxKind.StringLiteral ? 'key' : 'value';
        return token !== SyntaxKind.CommaToken;
      case 'value': {
        if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CommaToken) {
          error('Value expected');
          frame.state = token === SyntaxKind.CommaToken ? 'key' : 'comma';
          return token === SyntaxKind.CloseBraceToken;
        }
        const value = startValue(token);
        if (!value) {
          error('Value expected');
          return false;
        }
        frame.prop!.value = value;
        frame.state = 'comma';
        return false;
      }
      case 'comma':
        if (token === SyntaxKind.CommaToken) frame.state = 'key';
        else if (token === SyntaxKind.CloseBraceToken) close();
        else if (token === SyntaxKind.CloseBracketToken) {
          error('Expected "}"');
          close();
          return true;
        } else {
          error('Comma expected');
          frame.state = 'key';
          return token === SyntaxKind.StringLiteral;
        }
        return false;
    }
  }

  function arrayStep(frame: ArrayFrame, token: SyntaxKind): boolean {
    if (token === SyntaxKind.CloseBracketToken) {
      close();
      return false;
    }
    if (token === SyntaxKind.CloseBraceToken) {
      error('Expected "]"');
      close();
      return true;
    }
    if (frame.state === 'comma') {
      if (token === SyntaxKind.CommaToken) {
        frame.state = 'value';
        return false;
      }
      error('Comma expected');
      frame.state = 'value';
      return true;
    }
    if (token === SyntaxKind.CommaToken) {
      error('Value expected');
      return false;
    }
    const value = startValue(token);
    if (!value) {
      error('Value expected');
      return false;
    }
    frame.node.items.push(value);
    frame.state = 'comma';
    return false;
  }
}
