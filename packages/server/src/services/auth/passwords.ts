import { hash, verify } from '@node-rs/argon2';

/** The argon2id costs a password hash is made with. */
export interface HashingCosts {
  /** KiB of memory. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
}

/** OWASP's second recommended argon2id profile (19 MiB, 2 passes): about 30 ms here per hash. */
export const PRODUCTION_HASHING: HashingCosts = { memoryCost: 19_456, timeCost: 2 };

/**
 * The cheapest costs argon2id takes, for test processes only: the suites hash and check about 1,600 passwords, 48 s
 * of CPU at production costs, and what they test (who may log in, equal answers for unknown e-mails) does not
 * depend on the costs. A stored hash names its own costs, so it verifies whatever the process hashes with.
 */
const TEST_HASHING: HashingCosts = { memoryCost: 8, timeCost: 1 };

let costs = PRODUCTION_HASHING;

/**
 * Makes this process hash with the cheapest costs. Refused outside a Vitest worker, so no setting or code path of
 * a running server can weaken its hashes; the servers the tests start as processes of their own
 * (`src/main.ts`) keep the production costs.
 */
export function useTestHashingInThisTestProcess(): void {
  if (process.env.VITEST === undefined) throw new Error('Test hashing costs are for Vitest workers only');
  costs = TEST_HASHING;
}

/** Hashes a password with a fresh random salt (argon2id, encoded PHC string). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */, ...costs, parallelism: 1 });
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it still verifies against a
 * dummy hash, so an unknown email takes as long as a wrong password and answers reveal nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy password never matched');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
