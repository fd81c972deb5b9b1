import {
  AbstractMessageReader,
  Disposable,
  ErrorCodes,
  type DataCallback,
  type Message,
} from 'vscode-languageserver/node';
import { FrameParser, type Frame } from './framing';

/** An error answer the transport gives itself, before any handler sees the message. */
export interface Rejection {
  id: number | string | null;
  code: number;
  message: string;
}

export interface ReaderSinks {
  /** Answer a message that could not be read (JSON-RPC: a parse error or an invalid request gets an error with id null). */
  reject(rejection: Rejection): void;
  /** Say what was skipped (the client's framing is broken; nothing can be answered). */
  warn(message: string): void;
}

/**
 * Reads LSP messages from a byte stream (stdin), surviving what a broken
 * client sends: a frame without a usable Content-Length is skipped, a body that
 * is not JSON is answered with ParseError, JSON that is not a JSON-RPC message
 * with InvalidRequest; the next valid message is read as usual.
 */
export class ResilientReader extends AbstractMessageReader {
  constructor(
    private readonly input: NodeJS.ReadableStream,
    private readonly sinks: ReaderSinks,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const parser = new FrameParser();
    const onData = (chunk: Buffer | string) => {
      for (const frame of parser.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk))
        this.deliver(frame, callback);
    };
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.input.on('data', onData).on('error', onError).on('end', onClose).on('close', onClose);
    return Disposable.create(() => {
      this.input.off('data', onData).off('error', onError).off('end', onClose).off('close', onClose);
    });
  }

  private deliver(frame: Frame, callback: DataCallback): void {
    if (frame.kind === 'skipped')
      return this.sinks.warn(`Skipped ${frame.bytes} bytes of input that are not an LSP message (${frame.reason}).`);
    const decoded = decode(frame.text);
    if ('rejection' in decoded) return this.sinks.reject(decoded.rejection);
    try {
      callback(decoded.message);
    } catch (e) {
      // The connection's own callback threw (on a $/cancelRequest without params, say): say so, keep reading.
      this.sinks.warn(`Could not take a message: ${(e as Error)?.message ?? String(e)}`);
    }
  }
}

export function decode(body: string): { message: Message } | { rejection: Rejection } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { rejection: { id: null, code: ErrorCodes.ParseError, message: `Parse error: ${(e as Error).message}` } };
  }
  if (isMessage(value)) return { message: value };
  return {
    rejection: {
      id: idOf(value),
      code: ErrorCodes.InvalidRequest,
      message: 'Invalid request: not a JSON-RPC request, notification or response.',
    },
  };
}

const isId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string';

/** A request (method and id), a notification (method, no id) or a response (result or error, and an id that may be null). */
function isMessage(value: unknown): value is Message {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  if (typeof m.method === 'string') return m.id === undefined || isId(m.id);
  return ('result' in m || 'error' in m) && (m.id === null || isId(m.id));
}

function idOf(value: unknown): number | string | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return isId(id) ? id : null;
}
