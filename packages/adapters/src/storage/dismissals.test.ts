// @vitest-environment jsdom
import { PERSIST_ROOT_KEY, type KeyValueStorage } from '@dubloon-quest/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDismissalStore, DISMISSAL_KEYS, type Dismissible } from './dismissals.js';
import { browserLocalStorage, WebStorage } from './web-storage.js';

const notices: Dismissible[] = ['instructions', 'demoDisclaimer'];

beforeEach(() => window.localStorage.clear());

describe('"Don\'t show this again"', () => {
  it.each(notices)('shows %s until the player dismisses it, then remembers it in local storage', (notice) => {
    const dismissals = createDismissalStore(window.localStorage);
    expect(dismissals.isDismissed(notice)).toBe(false);
    expect(dismissals.dismiss(notice)).toBe(true);
    expect(createDismissalStore(browserLocalStorage()).isDismissed(notice)).toBe(true);
    expect(window.localStorage.getItem(DISMISSAL_KEYS[notice])).not.toBeNull();
  });

  it('keeps each notice apart', () => {
    const dismissals = createDismissalStore(window.localStorage);
    dismissals.dismiss('instructions');
    expect(dismissals.isDismissed('demoDisclaimer')).toBe(false);
  });

  it('lives outside the persisted state, so clearing it at logout keeps the choices', async () => {
    const dismissals = createDismissalStore(window.localStorage);
    dismissals.dismiss('demoDisclaimer');
    const persisted = new WebStorage({ storage: window.localStorage, version: 1, parse: (value) => value as object, pageLifecycle: null });
    await persisted.save({ user: null });
    await persisted.clear();
    persisted.dispose();
    expect(Object.values(DISMISSAL_KEYS).some((key) => key.startsWith('persist:'))).toBe(false);
    expect(window.localStorage.getItem(PERSIST_ROOT_KEY)).toBeNull();
    expect(dismissals.isDismissed('demoDisclaimer')).toBe(true);
  });

  it('shows a notice again once restored', () => {
    const dismissals = createDismissalStore(window.localStorage);
    dismissals.dismiss('instructions');
    dismissals.restore('instructions');
    expect(dismissals.isDismissed('instructions')).toBe(false);
  });

  it('treats a storage that refuses as "not dismissed" without throwing', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const disabled: KeyValueStorage = { getItem: refuse, setItem: refuse, removeItem: refuse };
    const dismissals = createDismissalStore(disabled);
    expect(dismissals.isDismissed('instructions')).toBe(false);
    expect(dismissals.dismiss('instructions')).toBe(false);
    expect(() => dismissals.restore('instructions')).not.toThrow();
  });
});
