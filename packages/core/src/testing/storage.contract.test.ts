import { KeyValuePersistedStateStore } from './key-value-persisted-state-store.js';
import { MemoryStorage } from './memory-storage.js';
import { describeKeyValueStorageContract, describePersistedStateStoreContract, type ContractState } from './storage.contract.js';

describeKeyValueStorageContract('MemoryStorage', () => {
  const storage = new MemoryStorage();
  return { storage, fillUp: () => storage.failWithQuota() };
});

describeKeyValueStorageContract('MemoryStorage with a size quota', () => {
  const storage = new MemoryStorage({ quotaChars: 64 * 1024 });
  return { storage, fillUp: () => storage.setItem('persist:ballast', 'b'.repeat(60 * 1024)) };
});

const isContractState = (value: unknown): value is ContractState =>
  typeof value === 'object' && value !== null && 'game' in value && 'note' in value && 'user' in value;

describePersistedStateStoreContract('KeyValuePersistedStateStore over MemoryStorage', () => {
  const storage = new MemoryStorage();
  const store = new KeyValuePersistedStateStore<ContractState>(storage, { parse: (value) => (isContractState(value) ? value : null) });
  return { store, storage, fillUp: () => storage.failWithQuota() };
});
