import { describe, expect, it } from 'vitest';
import { isQuotaExceededError, PERSIST_ROOT_KEY } from './storage.port.js';

describe('storage port', () => {
  it('keeps the root state under the persist: prefix', () => {
    expect(PERSIST_ROOT_KEY).toBe('persist:root');
  });

  it('recognises the storage-full errors browsers throw', () => {
    const named = (name: string) => Object.assign(new Error('full'), { name });
    expect(isQuotaExceededError(named('QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError(named('NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaExceededError(named('SecurityError'))).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
  });
});
