import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { DEMO_PARTNER, DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
import { createMeetupMachine } from './meetup.machine.js';
import type { MeetupEmitted } from './meetup.machine.js';
import { meetupConfirmation, meetupControlsDisabled, savedMeetupChoice } from './meetup.selectors.js';

async function start(
  options: { account?: { email: string; password: string }; saved?: boolean | null } = {},
) {
  const api = new FakeGameApi(new FakeGameServer());
  const { data } = await api.login(options.account ?? DEMO_PLAYER);
  const actor = createActor(createMeetupMachine({ api }));
  const emitted: MeetupEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'meetup.sync', role: data.user.role, attendMeeting: options.saved ?? null });
  const meetupCalls = () =>
    api.calls.filter((call) => call.name === 'updateMeetup').map((call) => call.request);
  return { api, actor, emitted, meetupCalls, snapshot: () => actor.getSnapshot() };
}

describe('meetup machine', () => {
  it('asks for confirmation, then saves a new choice and reports it', async () => {
    const { actor, meetupCalls, emitted, snapshot } = await start({ saved: null });
    actor.send({ type: 'meetup.choose', attend: true });
    expect(meetupConfirmation(snapshot())).toBe(messages.businesses.meetupConfirm(true));
    expect(meetupCalls()).toEqual([]);
    actor.send({ type: 'meetup.confirm' });
    expect(meetupControlsDisabled(snapshot())).toBe(true);
    await settle();
    expect(meetupCalls()).toEqual([{ attend_meeting: true }]);
    expect(savedMeetupChoice(snapshot())).toBe(true);
    expect(emitted).toEqual([
      { type: 'meetup.saved', attendMeeting: true },
      { type: 'notify', notification: { content: messages.businesses.meetupSaved } },
    ]);
  });

  it('submits nothing when the choice equals the saved one', async () => {
    const { actor, meetupCalls, snapshot } = await start({ saved: false });
    actor.send({ type: 'meetup.choose', attend: false });
    expect(snapshot().matches('idle')).toBe(true);
    expect(meetupCalls()).toEqual([]);
  });

  it('drops the choice when the confirmation is cancelled', async () => {
    const { actor, meetupCalls, snapshot } = await start({ saved: false });
    actor.send({ type: 'meetup.choose', attend: true });
    actor.send({ type: 'meetup.cancel' });
    expect(snapshot().context.pending).toBeNull();
    expect(meetupConfirmation(snapshot())).toBeNull();
    expect(meetupCalls()).toEqual([]);
  });

  it('tells non-players that only players have access, and sends nothing', async () => {
    const { actor, meetupCalls, emitted, snapshot } = await start({ account: DEMO_PARTNER });
    actor.send({ type: 'meetup.choose', attend: true });
    expect(snapshot().matches('idle')).toBe(true);
    expect(meetupControlsDisabled(snapshot())).toBe(true);
    expect(meetupCalls()).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'Only players have access to certain features on this page' },
      },
    ]);
  });

  it('keeps the saved choice and shows the meetup failure message on a server error', async () => {
    const { actor, api, emitted, snapshot } = await start({ saved: false });
    api.failNext(
      'updateMeetup',
      new GameApiError({ kind: 'server', status: 500, message: messages.network.unexpectedServer }),
    );
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
