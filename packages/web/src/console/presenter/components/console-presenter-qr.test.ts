import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrPath } from './console-presenter-qr.js';

/** Paints a QR path (`M<x> <y>h1v1h-1z` per dark module) into RGBA pixels, `scale` pixels a module. */
function rasterize({ path, side }: { path: string; side: number }, scale = 6) {
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  }
  return { width, height: width, data };
}

describe("the presenter's QR code", () => {
  it('encodes the draw check address, with its quiet zone, as an independent decoder reads it', () => {
    for (const address of ['http://127.0.0.1:3000/raffle/verify', 'https://treasure-week.example.org/raffle/verify']) {
      const code = qrPath(address);
      expect(code.path.startsWith('M4 4h1v1h-1z')).toBe(true);
      expect((code.side - 8 - 17) % 4).toBe(0);
      expect(decodeQR(rasterize(code))).toBe(address);
    }
  });
});
