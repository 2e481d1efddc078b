import { describe, expect, it, vi } from 'vitest';
import { createGameHandle } from './game-handle.js';
import type { GameServices } from './app-services.js';

const services = {} as GameServices;

describe('createGameHandle', () => {
  it('starts the game once, however often it is asked, and tells the listeners', async () => {
    const start = vi.fn(() => Promise.resolve(services));
    const handle = createGameHandle(start);
    const listener = vi.fn();
    handle.subscribe(listener);
    expect(handle.current()).toBeNull();
    const [first, second] = await Promise.all([handle.load(), handle.load()]);
    expect(first).toBe(services);
    expect(second).toBe(services);
    expect(start).toHaveBeenCalledOnce();
    expect(handle.current()).toBe(services);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tries again after a failed download', async () => {
    const start = vi.fn<() => Promise<GameServices>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(services);
    const handle = createGameHandle(start);
    await expect(handle.load()).rejects.toThrow('offline');
    await expect(handle.load()).resolves.toBe(services);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const handle = createGameHandle(() => Promise.resolve(services));
    const listener = vi.fn();
    const stop = handle.subscribe(listener);
    stop();
    await handle.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
