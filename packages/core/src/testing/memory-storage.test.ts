import { describe, expect, it } from 'vitest';
import { isQuotaExceededError } from '../ports/storage.port.js';
import { MemoryStorage } from './memory-storage.js';

describe('MemoryStorage', () => {
  it('counts a replaced value once against its quota', () => {
    const storage = new MemoryStorage({ quotaChars: 10 });
    storage.setItem('k', '123456789');
    storage.setItem('k', '987654321');
    expect(storage.getItem('k')).toBe('987654321');
    expect(() => storage.setItem('k2', 'x')).toThrow(expect.toSatisfy(isQuotaExceededError) as Error);
  });

  it('throws the browser-named quota error when told to, and stops when told to', () => {
    const storage = new MemoryStorage();
    storage.failWithQuota();
    expect(() => storage.setItem('a', 'b')).toThrow(expect.objectContaining({ name: 'QuotaExceededError' }) as Error);
    storage.failWithQuota(false);
    storage.setItem('a', 'b');
    expect(storage.keys()).toEqual(['a']);
  });
});
