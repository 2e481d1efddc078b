import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { loadingMachine } from './loading.machine.js';
import { isOverlayShown, overlayMessage } from './loading.selectors.js';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(loadingMachine, { clock }).start();
  return { clock, actor };
}

describe('loading overlay machine', () => {
  it('is hidden until something loads', () => {
    const { actor } = start();
    expect(isOverlayShown(actor.getSnapshot())).toBe(false);
    expect(overlayMessage(actor.getSnapshot())).toBeNull();
  });

  it('says "Taking longer than expected..." after 29 s of loading', () => {
    const { clock, actor } = start();
    actor.send({ type: 'loading.start', source: 'raffle.items' });
    expect(isOverlayShown(actor.getSnapshot())).toBe(true);
    clock.increment(28_999);
    expect(overlayMessage(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(overlayMessage(actor.getSnapshot())).toBe('Taking longer than expected...');
  });

  it('stays shown while any source is loading and hides when the last stops', () => {
    const { actor } = start();
    actor.send({ type: 'loading.start', source: 'a' });
    actor.send({ type: 'loading.start', source: 'b' });
    actor.send({ type: 'loading.start', source: 'a' });
    actor.send({ type: 'loading.stop', source: 'a' });
    expect(isOverlayShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'loading.stop', source: 'b' });
    expect(isOverlayShown(actor.getSnapshot())).toBe(false);
  });

  it('starts the 29 s warning afresh after the overlay was hidden', () => {
    const { clock, actor } = start();
    actor.send({ type: 'loading.start', source: 'a' });
    clock.increment(20_000);
    actor.send({ type: 'loading.stop', source: 'a' });
    actor.send({ type: 'loading.start', source: 'a' });
    clock.increment(20_000);
    expect(overlayMessage(actor.getSnapshot())).toBeNull();
    clock.increment(9_000);
    expect(overlayMessage(actor.getSnapshot())).toBe('Taking longer than expected...');
  });

  it('is hidden by a reset whatever is loading', () => {
    const { clock, actor } = start();
    actor.send({ type: 'loading.start', source: 'a' });
    clock.increment(30_000);
    actor.send({ type: 'loading.reset' });
    expect(isOverlayShown(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.sources).toEqual([]);
  });
});
