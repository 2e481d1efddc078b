import { QUOTA_EXCEEDED_ERROR_NAME, type KeyValueStorage } from '../ports/storage.port.js';

/** The error a full storage throws, named like the browser's (`QuotaExceededError`). */
export class StorageQuotaExceededError extends Error {
  override readonly name = QUOTA_EXCEEDED_ERROR_NAME;

  constructor() {
    super('The storage quota has been exceeded.');
  }
}

export interface MemoryStorageOptions {
  /** The most characters (keys plus values) the storage holds; a `setItem` beyond throws. Default: no limit. */
  readonly quotaChars?: number;
}

/** A Map-backed `KeyValueStorage` that can be told to be full. */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();
  private full = false;
  private readonly quotaChars: number;

  constructor(options: MemoryStorageOptions = {}) {
    this.quotaChars = options.quotaChars ?? Number.POSITIVE_INFINITY;
  }

  /** From now on every `setItem` throws a quota error (or, with false, no longer does). */
  failWithQuota(full = true): void {
    this.full = full;
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const used = this.usedChars() - (this.entries.has(key) ? key.length + (this.entries.get(key) ?? '').length : 0);
    if (this.full || used + key.length + value.length > this.quotaChars) throw new StorageQuotaExceededError();
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  /** Every key held, in insertion order. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private usedChars(): number {
    let used = 0;
    for (const [key, value] of this.entries) used += key.length + value.length;
    return used;
  }
}
