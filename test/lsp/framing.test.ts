import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentLength, FrameParser, type Frame } from '../../server/src/transport/framing';
import { decode } from '../../server/src/transport/reader';

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** Feed `stream` cut into pieces of `size` bytes; the bodies read, and how many skips. */
function read(stream: Buffer, size: number): { bodies: string[]; skips: number } {
  const parser = new FrameParser();
  const frames: Frame[] = [];
  for (let at = 0; at < stream.length; at += size) frames.push(...parser.push(stream.subarray(at, at + size)));
  return {
    bodies: frames.flatMap((f) => (f.kind === 'body' ? [f.text] : [])),
    skips: frames.filter((f) => f.kind === 'skipped').length,
  };
}

describe('LSP framing', () => {
  const bodies = ['{"a":1}', '{"text":"Résumé 📎 标签"}', '{}', JSON.stringify({ long: 'x'.repeat(70_000) })];

  it('reads every message whatever the chunk boundaries', () => {
    const stream = Buffer.from(bodies.map(frame).join(''));
    for (const size of [1, 2, 3, 7, 16, 64, 4096, stream.length])
      assert.deepEqual(read(stream, size).bodies, bodies, `chunks of ${size}`);
  });

  it('skips a broken frame up to the next Content-Length and keeps the rest, whatever the chunk boundaries', () => {
    const broken = [
      'Content-Length: twelve\r\n\r\n{"lost":1}',
      'Content-Type: application/json\r\n\r\n{"lost":2}',
      'garbage without any header end',
      'Content-Length: 99999999999\r\n\r\n{"lost":3}',
      'no colon here\r\n\r\n{"lost":4}',
    ];
    const stream = Buffer.from(
      bodies.map((b, i) => (broken[i] ?? '') + frame(b)).join('') + broken[4] + frame('{"last":true}'),
    );
    for (const size of [1, 5, 13, 100, stream.length]) {
      const { bodies: got, skips } = read(stream, size);
      assert.deepEqual(got, [...bodies, '{"last":true}'], `chunks of ${size}`);
      assert.ok(skips >= broken.length - 1, `chunks of ${size}: ${skips} skips`);
    }
  });

  it('takes the Content-Length among other headers, in any case, and rejects what is not a byte count', () => {
    assert.equal(contentLength('Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 42'), 42);
    assert.match(String(contentLength('Content-Length: 4.5')), /not a byte count/);
    assert.match(String(contentLength('Content-Length: ')), /not a byte count/);
    assert.match(String(contentLength('Content-Type: x')), /no Content-Length/);
  });

  it('tells a parse error from an invalid request', () => {
    assert.deepEqual(decode('{"jsonrpc":"2.0","id":1,"method":"x"}'), {
      message: { jsonrpc: '2.0', id: 1, method: 'x' },
    });
    assert.equal((decode('{"id": 1,') as { rejection: { code: number } }).rejection.code, -32700);
    assert.deepEqual(decode('{"id": 5, "params": {}}'), {
      rejection: { id: 5, code: -32600, message: 'Invalid request: not a JSON-RPC request, notification or response.' },
    });
    assert.equal((decode('"just a string"') as { rejection: { id: unknown } }).rejection.id, null);
  });
});
