import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Meetup } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { createMeetupMachine } from './meetup.machine.js';
import type { MeetupEmitted } from './meetup.machine.js';
import { meetupConfirmation, meetupControlsDisabled, savedMeetupChoice } from './meetup.selectors.js';

async function settle() {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

function start(options: { role?: string; saved?: boolean | null; fail?: GameApiError } = {}) {
  const calls: Meetup[] = [];
  const api = {
    updateMeetup: (request: Meetup) => {
      calls.push(request);
      return options.fail === undefined
        ? Promise.resolve({ data: { attend_meeting: request.attend_meeting }, meta: { status: 200 } })
        : Promise.reject(options.fail);
    },
  };
  const actor = createActor(createMeetupMachine({ api }));
  const emitted: MeetupEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'meetup.sync', role: options.role ?? 'Player', attendMeeting: options.saved ?? null });
  return { actor, calls, emitted, snapshot: () => actor.getSnapshot() };
}

describe('meetup machine', () => {
  it('asks for confirmation, then saves a new choice and reports it', async () => {
    const { actor, calls, emitted, snapshot } = start({ saved: null });
    actor.send({ type: 'meetup.choose', attend: true });
    expect(meetupConfirmation(snapshot())).toBe(messages.businesses.meetupConfirm(true));
    expect(calls).toEqual([]);
    actor.send({ type: 'meetup.confirm' });
    expect(meetupControlsDisabled(snapshot())).toBe(true);
    await settle();
    expect(calls).toEqual([{ attend_meeting: true }]);
    expect(savedMeetupChoice(snapshot())).toBe(true);
    expect(emitted).toEqual([
      { type: 'meetup.saved', attendMeeting: true },
      { type: 'notify', notification: { content: messages.businesses.meetupSaved } },
    ]);
  });

  it('submits nothing when the choice equals the saved one', () => {
    const { actor, calls, snapshot } = start({ saved: false });
    actor.send({ type: 'meetup.choose', attend: false });
    expect(snapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('drops the choice when the confirmation is cancelled', () => {
    const { actor, calls, snapshot } = start({ saved: false });
    actor.send({ type: 'meetup.choose', attend: true });
    actor.send({ type: 'meetup.cancel' });
    expect(snapshot().context.pending).toBeNull();
    expect(meetupConfirmation(snapshot())).toBeNull();
    expect(calls).toEqual([]);
  });

  it('tells non-players that only players have access, and sends nothing', () => {
    const { actor, calls, emitted, snapshot } = start({ role: 'Partner' });
    actor.send({ type: 'meetup.choose', attend: true });
    expect(snapshot().matches('idle')).toBe(true);
    expect(meetupControlsDisabled(snapshot())).toBe(true);
    expect(calls).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'Only players have access to certain features on this page' },
      },
    ]);
  });

  it('keeps the saved choice and shows the meetup failure message on a server error', async () => {
    const fail = new GameApiError({
      kind: 'server',
      status: 500,
      message: messages.network.unexpectedServer,
    });
    const { actor, emitted, snapshot } = start({ saved: false, fail });
    actor.send({ type: 'meetup.choose', attend: true });
    actor.send({ type: 'meetup.confirm' });
    await settle();
    expect(savedMeetupChoice(snapshot())).toBe(false);
    expect(snapshot().matches('idle')).toBe(true);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: {
          content: "A server error occurred and we couldn't schedule your meeting. Please try again later",
          error: true,
          duration: 0,
        },
      },
    ]);
  });
});
