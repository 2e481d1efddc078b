import { describe, expect, it, vi } from 'vitest';
import { GameApiError } from '../ports/game-api.port.js';
import { PATHS } from '../rules/access/routes.js';
import { createActionStore, createQueryStore } from './request-store.js';

const unauthorized = () => new GameApiError({ kind: 'unauthorized', status: 401, message: 'Session ended' });
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueryStore', () => {
  it('shows the latest load only and tells subscribers of each change', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    let call = 0;
    const store = createQueryStore(() => answers[call++]!.promise, { navigate: vi.fn() });
    const heard = vi.fn();
    store.subscribe(heard);
    store.load();
    store.load();
    answers[1]!.resolve(2);
    answers[0]!.resolve(1);
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'ready', data: 2 });
    expect(heard).toHaveBeenCalled();
  });

  it('keeps the shown data while a quiet load runs, and ignores a cancelled one', async () => {
    let answer = 1;
    const store = createQueryStore(() => Promise.resolve(answer), { navigate: vi.fn() });
    store.load();
    await settle();
    answer = 2;
    store.load(true);
    expect(store.getSnapshot()).toEqual({ status: 'ready', data: 1 });
    store.cancel();
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'ready', data: 1 });
  });

  it('sends an ended session to the 401 page and keeps its message', async () => {
    const navigate = vi.fn();
    const store = createQueryStore(() => Promise.reject(unauthorized()), { navigate });
    store.load();
    await settle();
    expect(navigate).toHaveBeenCalledWith(PATHS.unauthorized);
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', message: 'Session ended' });
  });
});

describe('createActionStore', () => {
  it('sends nothing while the validator finds a problem, and shows its text', async () => {
    const call = vi.fn(() => Promise.resolve(1));
    const store = createActionStore({ navigate: vi.fn() });
    expect(await store.run(call, { validate: () => ({ email: [{ code: 'required' }], name: [{ code: 'text.tooLong', max: 80 }] }) })).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(store.getSnapshot().errors).toEqual({ email: ['Required'], name: ['Must be at most 80 characters'] });
  });

  it('runs one change at a time and shows its success text', async () => {
    const notify = vi.fn();
    const store = createActionStore({ navigate: vi.fn(), notify });
    const answer = deferred<string>();
    const first = store.run(() => answer.promise, { success: (text) => text });
    expect(store.getSnapshot().busy).toBe(true);
    expect(await store.run(() => Promise.resolve('second'))).toBe(false);
    answer.resolve('Saved.');
    expect(await first).toBe(true);
    expect(notify).toHaveBeenCalledWith({ content: 'Saved.', error: false });
    expect(store.getSnapshot()).toEqual({ busy: false, errors: {}, failure: null });
  });

  it('puts field errors under the fields and the message in a toast (422)', async () => {
    const notify = vi.fn();
    const store = createActionStore({ navigate: vi.fn(), notify });
    const refused = new GameApiError({ kind: 'invalid', status: 422, message: 'Check the form.', fieldErrors: { name: ['Too long'] } });
    expect(await store.run(() => Promise.reject(refused))).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ busy: false, errors: { name: ['Too long'] }, failure: { kind: 'invalid' } });
    expect(notify).toHaveBeenCalledWith({ content: 'Check the form.', error: true });
    store.clear();
    expect(store.getSnapshot().errors).toEqual({});
  });

  it('keeps the failure for the form when nothing shows toasts, and goes to the 401 page once', async () => {
    const navigate = vi.fn();
    const store = createActionStore({ navigate });
    const closed = new GameApiError({ kind: 'conflict', status: 409, message: 'The raffle is closed.' });
    await store.run(() => Promise.reject(closed));
    expect(store.getSnapshot().failure).toMatchObject({ kind: 'closed', message: 'The raffle is closed.' });
    await store.run(() => Promise.reject(unauthorized()));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(PATHS.unauthorized);
    expect(store.getSnapshot()).toEqual({ busy: false, errors: {}, failure: null });
  });
});
