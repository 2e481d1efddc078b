import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fromHex, sha256, sha256Hex, toHex, utf8 } from './sha256.js';

// The runtime's own Web Crypto and TextEncoder (Node and browsers), reached structurally because core's
// compile target declares neither.
const runtime = globalThis as unknown as {
  crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

describe('sha256', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('pads correctly around the 55, 56 and 64 byte boundaries', async () => {
    for (const length of [55, 56, 57, 63, 64, 65, 119, 120]) {
      const message = new Uint8Array(length).fill(0x61);
      const expected = new Uint8Array(await runtime.crypto.subtle.digest('SHA-256', message));
      expect(toHex(sha256(message))).toBe(toHex(expected));
    }
  });

  test.prop([fc.uint8Array({ maxLength: 300 })])('equals Web Crypto on any bytes', async (message) => {
    const expected = new Uint8Array(await runtime.crypto.subtle.digest('SHA-256', message));
    expect(toHex(sha256(message))).toBe(toHex(expected));
  });

  test.prop([fc.string({ unit: 'binary' })])(
    'encodes any text as TextEncoder does, lone surrogates included',
    (text) => {
      expect([...utf8(text)]).toEqual([...new runtime.TextEncoder().encode(text)]);
    },
  );

  test.prop([fc.uint8Array({ maxLength: 64 })])('hex round-trips', (bytes) => {
    expect([...fromHex(toHex(bytes))]).toEqual([...bytes]);
    expect(toHex(bytes)).toMatch(/^([0-9a-f]{2})*$/);
  });

  it('refuses text that is not whole hexadecimal bytes', () => {
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
  });
});
