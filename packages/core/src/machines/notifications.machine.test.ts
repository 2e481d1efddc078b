import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { createNotificationsMachine } from './notifications.machine.js';
import type { NotificationRequest } from './notifications.machine.js';
import { notificationItems } from './notifications.selectors.js';

/** A deterministic random source cycling through the given values. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length]!;
}

function start(random = sequence(0.1, 0.5, 0.9, 0.3)) {
  const clock = new SimulatedClock();
  const actor = createActor(createNotificationsMachine({ random }), { clock }).start();
  const add = (notification: NotificationRequest) => {
    let id = '';
    const subscription = actor.on('notification.added', (event) => (id = event.id));
    actor.send({ type: 'notification.add', notification });
    subscription.unsubscribe();
    return id;
  };
  const items = () => notificationItems(actor.getSnapshot());
  return { clock, actor, add, items };
}

describe('notifications machine', () => {
  it('does not stack a text already on screen: one cause, one message (the same id is answered)', () => {
    const { add, items, actor } = start();
    const first = add({ content: 'Unauthorized', error: true });
    expect(add({ content: 'Unauthorized', error: true })).toBe(first);
    expect(add({ content: 'Unauthorized' })).not.toBe(first);
    expect(items()).toHaveLength(2);
    actor.send({ type: 'notification.close', id: first });
    expect(add({ content: 'Unauthorized', error: true })).not.toBe(first);
    expect(items()).toHaveLength(3);
  });

  it('gives each toast a 21-character id from the injected random source', () => {
    const first = start(sequence(0));
    const second = start(sequence(0));
    const id = first.add({ content: 'Hello' });
    expect(id).toHaveLength(21);
    expect(second.add({ content: 'Hello' })).toBe(id);
    expect(first.items()).toEqual([
      { id, payload: { error: false, content: 'Hello', close: false, duration: 4000 } },
    ]);
  });

  it('closes a success toast after 4 s, then removes it after a 500 ms fade-out', () => {
    const { clock, add, items } = start();
    const id = add({ content: 'Saved' });
    clock.increment(3999);
    expect(items()[0]?.payload.close).toBe(false);
    clock.increment(1);
    expect(items()).toEqual([
      { id, payload: { error: false, content: 'Saved', close: true, duration: 4000 } },
    ]);
    clock.increment(499);
    expect(items()).toHaveLength(1);
    clock.increment(1);
    expect(items()).toEqual([]);
  });

  it('keeps an error toast (duration 0) until the user closes it', () => {
    const { clock, actor, add, items } = start();
    const id = add({ content: 'Broken', error: true });
    expect(items()[0]?.payload).toEqual({ error: true, content: 'Broken', close: false, duration: 0 });
    clock.increment(24 * 60 * 60 * 1000);
    expect(items()).toHaveLength(1);
    actor.send({ type: 'notification.close', id });
    expect(items()[0]?.payload.close).toBe(true);
    clock.increment(500);
    expect(items()).toEqual([]);
  });

  it('honours an explicit duration', () => {
    const { clock, add, items } = start();
    add({ content: 'Quick', duration: 1000 });
    clock.increment(1000);
    expect(items()[0]?.payload.close).toBe(true);
  });

  it('removes by id at once and cancels that toast timers, leaving the others running', () => {
    const { clock, actor, add, items } = start();
    const first = add({ content: 'one' });
    const second = add({ content: 'two' });
    actor.send({ type: 'notification.remove', id: first });
    expect(items().map((item) => item.id)).toEqual([second]);
    clock.increment(4000);
    clock.increment(500);
    expect(items()).toEqual([]);
  });

  it('updates by id; a new error flag without a duration makes the toast sticky', () => {
    const { clock, actor, add, items } = start();
    const id = add({ content: 'Submitting...' });
    clock.increment(3000);
    actor.send({ type: 'notification.update', id, changes: { content: 'Failed', error: true } });
    clock.increment(60_000);
    expect(items()).toEqual([{ id, payload: { error: true, content: 'Failed', close: false, duration: 0 } }]);
  });

  it('restarts the auto-close timer when an update sets a duration', () => {
    const { clock, actor, add, items } = start();
    const id = add({ content: 'Sticky', error: true });
    actor.send({ type: 'notification.update', id, changes: { content: 'Done', error: false } });
    clock.increment(3999);
    expect(items()[0]?.payload.close).toBe(false);
    clock.increment(1);
    expect(items()[0]?.payload.close).toBe(true);
  });

  it('ignores updates, closes and removals of unknown ids', () => {
    const { actor, add, items } = start();
    const id = add({ content: 'Kept', error: true });
    actor.send({ type: 'notification.update', id: 'unknown', changes: { content: 'x' } });
    actor.send({ type: 'notification.close', id: 'unknown' });
    actor.send({ type: 'notification.remove', id: 'unknown' });
    expect(items()).toEqual([{ id, payload: { error: true, content: 'Kept', close: false, duration: 0 } }]);
  });

  it('clears every toast and its timers', () => {
    const { clock, actor, add, items } = start();
    add({ content: 'one' });
    add({ content: 'two', error: true });
    actor.send({ type: 'notifications.clear' });
    expect(items()).toEqual([]);
    clock.increment(10_000);
    expect(items()).toEqual([]);
  });
});
