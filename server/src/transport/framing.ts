import { StringDecoder } from 'node:string_decoder';

/**
 * The LSP base protocol's framing (`Content-Length: N\r\n\r\n` then N bytes),
 * read so that a broken frame costs that frame only. vscode-jsonrpc's reader
 * stops at a header without a usable Content-Length and leaves the next valid
 * message unanswered; this one skips ahead to the next `Content-Length:` and
 * carries on. (A Content-Length larger than what follows cannot be told from a
 * slow client: that frame takes the next messages' bytes, as any reader would.)
 */

/** What the byte stream held: a message body (decoded from UTF-8), or bytes that were skipped and why. */
export type Frame = { kind: 'body'; text: string } | { kind: 'skipped'; bytes: number; reason: string };

const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');
const MARKERS = ['Content-Length:', 'content-length:'].map((m) => Buffer.from(m, 'ascii'));
/** Headers are a line or two; this much without a blank line is not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
/** More than V8 can hold as one string anyway (2^29 UTF-16 units): such a length is a lie. */
export const MAX_BODY_BYTES = 1 << 30;

export class FrameParser {
  /** Bytes not yet read: a header, or the start of the next message. */
  private chunks: Buffer[] = [];
  private size = 0;
  /** The body being read, once its header was. */
  private body: Body | undefined;

  /** Add bytes from the stream; returns the frames they complete, in order. */
  push(chunk: Buffer): Frame[] {
    const frames: Frame[] = [];
    let pending = chunk;
    while (pending.length || this.body?.complete) {
      if (this.body) {
        pending = this.body.feed(pending);
        if (!this.body.complete) break;
        frames.push({ kind: 'body', text: this.body.text() });
        this.body = undefined;
      } else {
        this.chunks.push(pending);
        this.size += pending.length;
        pending = this.readHeader(frames);
      }
    }
    return frames;
  }

  /**
   * Read the buffered bytes up to a complete header, adding what is skipped to
   * `frames`. Once a header is read its body starts: the bytes after the header
   * are returned for it.
   */
  private readHeader(frames: Frame[]): Buffer {
    while (this.size) {
      const data = this.coalesce();
      const end = data.indexOf(HEADER_END);
      if (end < 0) {
        if (data.length <= MAX_HEADER_BYTES) break;
        frames.push(this.resync(data, 'no header end'));
        continue;
      }
      const length = contentLength(data.toString('latin1', 0, end));
      if (typeof length === 'string') {
        frames.push(this.resync(data, length));
        continue;
      }
      this.body = new Body(length);
      this.chunks = [];
      this.size = 0;
      return data.subarray(end + HEADER_END.length);
    }
    return EMPTY;
  }

  /** Drop bytes up to the next `Content-Length:` after the start (when there is none, all but an end that may begin one). */
  private resync(data: Buffer, reason: string): Frame {
    const found = MARKERS.map((m) => data.indexOf(m, 1)).filter((i) => i > 0);
    const skip = found.length ? Math.min(...found) : Math.max(1, data.length - markerStartAtEnd(data));
    this.drop(skip);
    return { kind: 'skipped', bytes: skip, reason };
  }

  /** The buffered bytes as one buffer (only while looking for a header: a body is decoded as it arrives). */
  private coalesce(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0];
  }

  /** Remove the first `count` buffered bytes. */
  private drop(count: number): void {
    const all = this.coalesce();
    const rest = all.subarray(count);
    // A short rest is copied: a view would keep the bytes before it alive until more arrive.
    this.chunks = rest.length === 0 ? [] : [rest.length < all.length / 2 ? Buffer.from(rest) : rest];
    this.size -= count;
  }
}

/** How many bytes at the end of `data` could be the start of a marker cut by the chunk boundary. */
function markerStartAtEnd(data: Buffer): number {
  for (let k = Math.min(data.length, MARKERS[0].length - 1); k > 0; k--) {
    const tail = data.subarray(data.length - k);
    if (MARKERS.some((m) => tail.equals(m.subarray(0, k)))) return k;
  }
  return 0;
}

/** The Content-Length of a header block, or what is wrong with it. */
export function contentLength(header: string): number | string {
  let length: number | string = 'no Content-Length header';
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) return `a header line without ':' (${JSON.stringify(line.slice(0, 40))})`;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    length =
      /^\d{1,10}$/.test(value) && Number(value) <= MAX_BODY_BYTES
        ? Number(value)
        : `Content-Length ${JSON.stringify(value.slice(0, 20))} is not a byte count`;
  }
  return length;
}

/**
 * A message body, decoded as its bytes arrive. A large message (a 12 MB
 * catalog opened in the editor) is never joined into one buffer: being large,
 * that buffer would be mmapped by glibc, and freeing it raises glibc's trim
 * threshold to twice its size, so the megabytes of 64 KB stdin chunks freed
 * after it stayed in the process for good (10 MB of RSS with that catalog).
 */
class Body {
  private readonly decoder = new StringDecoder('utf8');
  private readonly pieces: string[] = [];
  private missing: number;

  constructor(length: number) {
    this.missing = length;
  }

  get complete(): boolean {
    return this.missing === 0;
  }

  /** Decode the part of `chunk` that belongs to this body; returns the rest of the chunk. */
  feed(chunk: Buffer): Buffer {
    const part = chunk.length <= this.missing ? chunk : chunk.subarray(0, this.missing);
    this.missing -= part.length;
    if (part.length) this.pieces.push(this.decoder.write(part));
    return part === chunk ? EMPTY : chunk.subarray(part.length);
  }

  text(): string {
    this.pieces.push(this.decoder.end());
    return this.pieces.join('');
  }
}

const EMPTY = Buffer.alloc(0);
