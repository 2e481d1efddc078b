import { NOTIFICATION_ID_LENGTH } from '../rules/constants.js';

/**
 * A source of uniformly distributed numbers in [0, 1), with `Math.random`'s signature. Injected so tests
 * and replays get the same ids; a browser host may pass a `crypto.getRandomValues`-backed source.
 */
export type RandomSource = () => number;

/** The URL-safe alphabet of nanoid: 64 characters, so each character carries 6 random bits. */
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/**
 * A notification id: {@link NOTIFICATION_ID_LENGTH} (21) characters drawn from a URL-safe alphabet with
 * `random` (spec sections 4 and 9). Deterministic for a deterministic source.
 */
export function createNotificationId(random: RandomSource): string {
  let id = '';
  for (let index = 0; index < NOTIFICATION_ID_LENGTH; index += 1) {
    const position = Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(random() * ALPHABET.length)));
    id += ALPHABET.charAt(position);
  }
  return id;
}
