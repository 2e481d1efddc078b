import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, PRODUCTION_HASHING, useTestHashingInThisTestProcess, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses the cheaper test costs outside a Vitest worker', () => {
    vi.stubEnv('VITEST', undefined);
    expect(() => useTestHashingInThisTestProcess()).toThrow('Vitest workers only');
  });

  it('keeps OWASP second profile as the production costs', () => {
    expect(PRODUCTION_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2 });
  });

  it('verifies the right password only, and a hash made at other costs, which it names itself', async () => {
    const stored = await hashPassword('Harbor-Lights-77');
    expect(await verifyPassword(stored, 'Harbor-Lights-77')).toBe(true);
    expect(await verifyPassword(stored, 'Harbor-Lights-78')).toBe(false);
    expect(await verifyPassword(null, 'Harbor-Lights-77')).toBe(false);
    const atProductionCosts = '$argon2id$v=19$m=19456,t=2,p=1$';
    expect(stored.startsWith(atProductionCosts)).toBe(false);
  });
});
