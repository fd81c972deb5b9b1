#!/usr/bin/env node
// Draws images/icon.png (128x128, RGBA) with no image library: a rounded tile with a diagonal
// gradient, a pair of JSON braces and a wire with a node between them. Shapes are distance fields
// sampled 4x4 per pixel for anti-aliasing; the PNG is written with zlib. `node scripts/e2e/make-icon.mjs`
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const SIZE = 128;
const SAMPLES = 4;
const TOP = [15, 118, 110]; // teal
const BOTTOM = [37, 99, 235]; // blue
const INK = [255, 255, 255];

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function polylineDistance(px, py, points) {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, segmentDistance(px, py, points[i - 1], points[i]));
  return best;
}

function insideRoundedTile(x, y) {
  const r = 26,
    lo = 4,
    hi = SIZE - 4;
  const cx = Math.max(lo + r, Math.min(hi - r, x));
  const cy = Math.max(lo + r, Math.min(hi - r, y));
  return Math.hypot(x - cx, y - cy) <= r;
}

// A left brace; the right one is its mirror image.
const leftBrace = [
  [46, 30],
  [38, 33],
  [36, 42],
  [36, 56],
  [28, 64],
  [36, 72],
  [36, 86],
  [38, 95],
  [46, 98],
];
const rightBrace = leftBrace.map(([x, y]) => [SIZE - x, y]);
const wire = [
  [47, 64],
  [81, 64],
];

function inkAt(x, y) {
  const stroke = Math.min(polylineDistance(x, y, leftBrace), polylineDistance(x, y, rightBrace)) <= 5;
  const line = segmentDistance(x, y, wire[0], wire[1]) <= 3;
  const node = Math.hypot(x - 64, y - 64) <= 9;
  return stroke || line || node;
}

function pixel(x, y) {
  let tile = 0,
    ink = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const px = x + (sx + 0.5) / SAMPLES,
        py = y + (sy + 0.5) / SAMPLES;
      if (!insideRoundedTile(px, py)) continue;
      tile++;
      if (inkAt(px, py)) ink++;
    }
  }
  const n = SAMPLES * SAMPLES;
  const t = (x + y) / (2 * SIZE);
  const bg = TOP.map((c, i) => c + (BOTTOM[i] - c) * t);
  const mix = tile ? ink / tile : 0;
  const rgb = bg.map((c, i) => Math.round(c + (INK[i] - c) * mix));
  return [...rgb, Math.round((255 * tile) / n)];
}

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png() {
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = [0]; // filter: none
    for (let x = 0; x < SIZE; x++) row.push(...pixel(x, y));
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('images', { recursive: true });
writeFileSync('images/icon.png', png());
console.log('wrote images/icon.png');
