import { format } from 'node:util';
import {
  createConnection,
  ErrorCodes,
  LSPErrorCodes,
  Message,
  ProposedFeatures,
  ResponseError,
  StreamMessageWriter,
  type Connection,
  type ConnectionOptions,
  type RequestMessage,
  type ResponseMessage,
} from 'vscode-languageserver/node';
import { paramsProblem } from './params';
import { ResilientReader, type Rejection } from './reader';

/** A request whose params failed their check is passed on under this method (same id), whose handler answers InvalidParams. */
const INVALID_PARAMS = '$/toolwire/invalidParams';

interface InvalidParams {
  method: string;
  problem: string;
}

/**
 * The server's connection, from the command line as vscode-languageserver reads
 * it (`--stdio`, `--node-ipc`, `--socket=N`, `--pipe=name`; the client's process
 * id from initialize or `--clientProcessId` is watched, and the server exits when
 * that process is gone). Whatever the transport: params of the wrong types are
 * answered InvalidParams, and a request cancelled before it started is answered
 * RequestCancelled without running. Over stdio the framing is read by
 * ResilientReader, and the server exits when stdin closes or stdout breaks.
 */
export function createServerConnection(argv: readonly string[] = process.argv): Connection {
  let warn = (_message: string): void => {};
  const options: ConnectionOptions = {
    messageStrategy: { handleMessage: (message, next) => checkParams(message, next, (m) => warn(m)) },
    connectionStrategy: { cancelUndispatched: cancelledAnswer },
  };
  const connection = argv.includes('--stdio')
    ? stdioConnection(options, (m) => warn(m))
    : createConnection(ProposedFeatures.all, options);
  warn = (message) => connection.console.warn(message);
  connection.onRequest(
    INVALID_PARAMS,
    (p: InvalidParams) => new ResponseError(ErrorCodes.InvalidParams, `${p.method}: ${p.problem}.`),
  );
  return connection;
}

function checkParams(message: Message, next: (message: Message) => void, warn: (message: string) => void): void {
  if (!Message.isRequest(message) && !Message.isNotification(message)) return next(message);
  const problem = paramsProblem(message.method, message.params);
  if (!problem) return next(message);
  if (Message.isRequest(message)) {
    const rerouted: RequestMessage = {
      ...message,
      method: INVALID_PARAMS,
      params: { method: message.method, problem } satisfies InvalidParams,
    };
    return next(rerouted);
  }
  warn(`Ignored a ${message.method} notification: ${problem}.`);
}

/** The answer to a request cancelled while it still waited in the queue (the connection sets its id). */
function cancelledAnswer(): ResponseMessage {
  return {
    jsonrpc: '2.0',
    id: null,
    error: { code: LSPErrorCodes.RequestCancelled, message: 'Request cancelled before it started.' },
  };
}

function stdioConnection(options: ConnectionOptions, warn: (message: string) => void): Connection {
  const writer = new StreamMessageWriter(process.stdout);
  const answer = (r: Rejection) => {
    warn(`Answered a message that could not be read: ${r.message}`);
    const response: ResponseMessage = { jsonrpc: '2.0', id: r.id, error: { code: r.code, message: r.message } };
    void writer.write(response);
  };
  const reader = new ResilientReader(process.stdin, { reject: answer, warn });
  const connection = createConnection(ProposedFeatures.all, reader, writer, options);
  // stdout is the protocol: console output goes to the client's log instead.
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    console[level] = (...args: unknown[]) => connection.console[level](format(...args));
  console.debug = console.log;
  exitWithClient(connection, writer);
  return connection;
}

/**
 * No orphan server: when the client closes stdin (it exited, or dropped the
 * pipe mid-request) or stdout breaks, exit at once, 0 after a shutdown request
 * as the protocol asks, 1 otherwise.
 */
function exitWithClient(connection: Connection, writer: StreamMessageWriter): void {
  let shutdown = false;
  connection.onShutdown(() => {
    shutdown = true;
  });
  const exit = () => process.exit(shutdown ? 0 : 1);
  process.stdin.on('end', exit).on('close', exit);
  writer.onError(([error]) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED') exit();
  });
}
