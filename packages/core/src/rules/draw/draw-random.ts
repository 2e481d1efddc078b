import { fromHex, sha256 } from './sha256.js';

/** 2^53: the raw numbers of the stream are whole numbers in [0, 2^53). */
const RAW_RANGE = 2 ** 53;

/** The deterministic stream of uniform whole numbers a draw takes its chances from. */
export interface DrawRandom {
  /**
   * A uniform whole number in `[0, bound)`, `bound` a safe integer of 1 or more (up to 2^53).
   * @throws RangeError for another bound (a programming error: the draw checks its totals first).
   */
  below(bound: number): number;
  /** How many raw numbers were taken so far (rejected ones included). */
  readonly taken: number;
}

/**
 * The raw number `index` of the stream of `seed` (32 bytes): the first 7 bytes of
 * SHA-256(seed ‖ index as 8 bytes big-endian), read as a big-endian number with its top 3 bits cleared, so
 * a uniform whole number in [0, 2^53). Pure.
 */
export function rawNumber(seed: Uint8Array, index: number): number {
  const message = new Uint8Array(seed.length + 8);
  message.set(seed);
  const view = new DataView(message.buffer);
  view.setUint32(seed.length, Math.floor(index / 2 ** 32));
  view.setUint32(seed.length + 4, index >>> 0);
  const digest = sha256(message);
  let value = digest[0]! & 0x1f;
  for (let i = 1; i < 7; i++) value = value * 256 + digest[i]!;
  return value;
}

/**
 * The draw's random stream from a seed (64 hex characters): counter-mode SHA-256 turned into uniform whole
 * numbers below a bound by rejection sampling, so no number is favoured (no modulo bias). For a bound `n`
 * the raw numbers from `2^53 - (2^53 mod n)` up are discarded and the next one taken; the first kept raw
 * number `x` gives `x mod n`. Every raw number taken, kept or not, advances the counter by one.
 */
export function drawRandom(seedHex: string): DrawRandom {
  const seed = fromHex(seedHex);
  let taken = 0;
  return {
    below(bound: number): number {
      if (!Number.isSafeInteger(bound) && bound !== RAW_RANGE)
        throw new RangeError(`cannot draw below ${bound}`);
      if (bound < 1) throw new RangeError(`cannot draw below ${bound}`);
      const acceptBelow = RAW_RANGE - (RAW_RANGE % bound);
      for (;;) {
        const raw = rawNumber(seed, taken);
        taken += 1;
        if (raw < acceptBelow) return raw % bound;
      }
    },
    get taken() {
      return taken;
    },
  };
}
