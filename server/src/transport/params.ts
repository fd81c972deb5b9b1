import { CHECK_CALL_REQUEST, PREVIEW_REQUEST } from '../../../shared/src/index';

/**
 * The shape of the params of every method this server reads, checked before a
 * handler sees them: a request with params of the wrong types is answered with
 * InvalidParams (JSON-RPC -32602) instead of reaching code that would read
 * `params.textDocument.uri` of a number. Only what the server reads is checked;
 * unknown members are allowed, as the protocol grows.
 */

/** Where in the params a value is wrong, and what it should have been. */
interface Problem {
  path: Array<string | number>;
  expected: string;
}

/** Undefined when the value fits. */
type Check = (value: unknown) => Problem | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const expect =
  (expected: string, fits: (v: unknown) => boolean): Check =>
  (v) =>
    fits(v) ? undefined : { path: [], expected };

const string = expect('a string', (v) => typeof v === 'string');
const integer = expect('an integer', Number.isSafeInteger);
const uinteger = expect('a non-negative integer', (v) => Number.isSafeInteger(v) && (v as number) >= 0);
const object = expect('an object', isObject);
const anyArray = expect('an array', Array.isArray);
const requestId = expect('a request id', (v) => typeof v === 'string' || Number.isSafeInteger(v));

const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined ? undefined : check(v);

const nullable =
  (check: Check): Check =>
  (v) =>
    v === null ? undefined : check(v);

/** The first problem among `entries`, its path prefixed with the entry's key. */
function firstProblem(
  entries: Iterable<[string | number, unknown]>,
  checkOf: (key: string | number) => Check | undefined,
): Problem | undefined {
  for (const [key, value] of entries) {
    const problem = checkOf(key)?.(value);
    if (problem) return { path: [key, ...problem.path], expected: problem.expected };
  }
  return undefined;
}

/** An object whose listed members pass their checks. */
function shape(members: Record<string, Check>): Check {
  return (v) =>
    isObject(v)
      ? firstProblem(
          Object.keys(members).map((k) => [k, v[k]]),
          (k) => members[k],
        )
      : { path: [], expected: 'an object' };
}

function arrayOf(check: Check): Check {
  return (v) => (Array.isArray(v) ? firstProblem(v.entries(), () => check) : { path: [], expected: 'an array' });
}

const document = shape({ uri: string });
const position = shape({ line: uinteger, character: uinteger });
const range = shape({ start: position, end: position });
const onDocument = shape({ textDocument: document });
const atPosition = shape({ textDocument: document, position });
const folder = shape({ uri: string, name: string });

const PARAMS: Record<string, Check> = {
  initialize: shape({
    capabilities: object,
    processId: optional(nullable(integer)),
    workspaceFolders: optional(nullable(arrayOf(folder))),
  }),
  'textDocument/didOpen': shape({
    textDocument: shape({ uri: string, languageId: string, version: integer, text: string }),
  }),
  'textDocument/didChange': shape({
    textDocument: shape({ uri: string, version: integer }),
    contentChanges: arrayOf(shape({ text: string, range: optional(range) })),
  }),
  'textDocument/didClose': onDocument,
  'textDocument/didSave': onDocument,
  'textDocument/hover': atPosition,
  'textDocument/completion': atPosition,
  'textDocument/codeAction': shape({
    textDocument: document,
    range,
    context: shape({ diagnostics: arrayOf(object), only: optional(arrayOf(string)) }),
  }),
  'textDocument/codeLens': onDocument,
  'textDocument/documentSymbol': onDocument,
  'textDocument/diagnostic': shape({ textDocument: document, previousResultId: optional(string) }),
  'workspace/executeCommand': shape({ command: string, arguments: optional(anyArray) }),
  'workspace/didChangeWatchedFiles': shape({ changes: arrayOf(shape({ uri: string, type: integer })) }),
  'workspace/didChangeWorkspaceFolders': shape({ event: shape({ added: arrayOf(folder), removed: arrayOf(folder) }) }),
  '$/cancelRequest': shape({ id: requestId }),
  [PREVIEW_REQUEST]: shape({ uri: string }),
  [CHECK_CALL_REQUEST]: shape({ uri: string, toolIndex: uinteger }),
};

/** What is wrong with the params of `method` (`params.textDocument.uri must be a string`), or undefined (also for a method whose params are not checked). */
export function paramsProblem(method: string, params: unknown): string | undefined {
  const problem = PARAMS[method]?.(params);
  return problem && `${['params', ...problem.path].join('.')} must be ${problem.expected}`;
}
