/**
 * The LSP base protocol's framing (`Content-Length: N\r\n\r\n` then N bytes),
 * read so that a broken frame costs that frame only. vscode-jsonrpc's reader
 * stops at a header without a usable Content-Length and leaves the next valid
 * message unanswered; this one skips ahead to the next `Content-Length:` and
 * carries on. (A Content-Length larger than what follows cannot be told from a
 * slow client: that frame takes the next messages' bytes, as any reader would.)
 */

/** What the byte stream held: a message body, or bytes that were skipped and why. */
export type Frame = { kind: 'body'; body: Buffer } | { kind: 'skipped'; bytes: number; reason: string };

const HEADER_END = Buffer.from('\r\n\r\n', 'ascii');
const MARKERS = ['Content-Length:', 'content-length:'].map((m) => Buffer.from(m, 'ascii'));
/** Headers are a line or two; this much without a blank line is not a header. */
const MAX_HEADER_BYTES = 8 * 1024;
/** More than V8 can hold as one string anyway (2^29 UTF-16 units): such a length is a lie. */
export const MAX_BODY_BYTES = 1 << 30;

export class FrameParser {
  private chunks: Buffer[] = [];
  private size = 0;
  /** The body length being waited for, once its header was read. */
  private expected: number | undefined;

  /** Add bytes from the stream; returns the frames they complete, in order. */
  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const frames: Frame[] = [];
    for (let frame = this.next(); frame; frame = this.next()) frames.push(frame);
    return frames;
  }

  private next(): Frame | undefined {
    if (this.expected !== undefined) return this.body(this.expected);
    if (!this.size) return undefined;
    const data = this.coalesce();
    const end = data.indexOf(HEADER_END);
    if (end < 0) return data.length > MAX_HEADER_BYTES ? this.resync(data, 'no header end') : undefined;
    const length = contentLength(data.toString('latin1', 0, end));
    if (typeof length === 'string') return this.resync(data, length);
    this.expected = length;
    this.take(end + HEADER_END.length);
    return this.body(length);
  }

  private body(length: number): Frame | undefined {
    if (this.size < length) return undefined;
    this.expected = undefined;
    return { kind: 'body', body: this.take(length) };
  }

  /** Drop bytes up to the next `Content-Length:` after the start (when there is none, all but an end that may begin one). */
  private resync(data: Buffer, reason: string): Frame {
    const found = MARKERS.map((m) => data.indexOf(m, 1)).filter((i) => i > 0);
    const skip = found.length ? Math.min(...found) : Math.max(1, data.length - markerStartAtEnd(data));
    this.take(skip);
    return { kind: 'skipped', bytes: skip, reason };
  }

  /** The buffered bytes as one buffer (only while looking for a header: a body is joined once, when complete). */
  private coalesce(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0];
  }

  /** Remove and return the first `count` buffered bytes. */
  private take(count: number): Buffer {
    const all = this.coalesce();
    const rest = all.subarray(count);
    // A short rest is copied: a view would keep a whole large message's bytes alive until more arrive.
    this.chunks = rest.length === 0 ? [] : [rest.length < all.length / 2 ? Buffer.from(rest) : rest];
    this.size -= count;
    return all.subarray(0, count);
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
    length = /^\d{1,10}$/.test(value) && Number(value) <= MAX_BODY_BYTES ? Number(value) : `Content-Length ${JSON.stringify(value.slice(0, 20))} is not a byte count`;
  }
  return length;
}
