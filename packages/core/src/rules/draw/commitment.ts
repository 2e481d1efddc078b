import { sha256Hex } from './sha256.js';

const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a text is a draw secret: 64 lower-case hexadecimal characters (32 random bytes). Pure. */
export function isDrawSecret(secret: string): boolean {
  return SECRET_PATTERN.test(secret);
}

/**
 * The commitment to a draw secret: the lower-case hex SHA-256 of the secret's 64 characters, what
 * `printf %s SECRET | sha256sum` prints. Published before the raffle closes, it binds the organizer to a
 * secret chosen before anyone's final stakes are known, without revealing it. Pure.
 */
export function commitmentOf(secret: string): string {
  return sha256Hex(secret);
}

/**
 * Whether `secret` is a well-formed draw secret whose commitment is `commitment` (compared ignoring case and
 * surrounding spaces, as people copy it from a page). Pure.
 */
export function verifyCommitment(secret: string, commitment: string): boolean {
  return isDrawSecret(secret) && commitmentOf(secret) === commitment.trim().toLowerCase();
}
