import {
  createConnection,
  LSPErrorCodes,
  ProposedFeatures,
  type Connection,
  type ResponseMessage,
} from 'vscode-languageserver/node';

/**
 * The server's connection, from the command line as vscode-languageserver reads
 * it (`--stdio`, `--node-ipc`, `--socket=N`, `--pipe=name`): it exits when stdin
 * closes or the client's process (from initialize or `--clientProcessId`) is gone,
 * and over stdio sends console output to the client's log. A request cancelled
 * while it still waits in the queue is answered RequestCancelled without running
 * (vscode-jsonrpc would otherwise run it and answer as if nothing was asked).
 */
export function createServerConnection(): Connection {
  return createConnection(ProposedFeatures.all, { connectionStrategy: { cancelUndispatched: cancelledAnswer } });
}

/** The answer to a request cancelled before it started (the connection sets its id). */
function cancelledAnswer(): ResponseMessage {
  return {
    jsonrpc: '2.0',
    id: null,
    error: { code: LSPErrorCodes.RequestCancelled, message: 'Request cancelled before it started.' },
  };
}
