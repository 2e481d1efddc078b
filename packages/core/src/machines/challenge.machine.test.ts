import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import type { SubmitChallengeRequest } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { DEMO_PARTNER, DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
import { createChallengeMachine } from './challenge.machine.js';
import type { ChallengeEmitted } from './challenge.machine.js';
import {
  challengeConfirmation,
  challengeControlsDisabled,
  challengeLinkError,
} from './challenge.selectors.js';

const validLink = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';

async function start(account: { email: string; password: string } = DEMO_PLAYER) {
  const api = new FakeGameApi(new FakeGameServer());
  const { data } = await api.login(account);
  const businesses = account === DEMO_PARTNER ? [] : (await api.getBusinesses()).data;
  const challengeId = businesses[0]?.challenge_question.challenge_id ?? 1;
  const actor = createActor(createChallengeMachine({ api }));
  const emitted: ChallengeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'challenge.sync', role: data.user.role });
  const submissions = () =>
    api.calls
      .filter((call) => call.name === 'submitChallenge')
      .map((call) => call.request as SubmitChallengeRequest);
  const submit = async (link: string) => {
    actor.send({ type: 'challenge.submit', challengeId, link });
    actor.send({ type: 'challenge.confirm' });
    await settle();
  };
  return { api, actor, emitted, challengeId, submissions, submit, snapshot: () => actor.getSnapshot() };
}

describe('challenge machine', () => {
  it('confirms first, then submits the link and reports the challenge as it now stands', async () => {
    const { actor, challengeId, submissions, emitted, snapshot } = await start();
    actor.send({ type: 'challenge.submit', challengeId, link: validLink });
    expect(challengeConfirmation(snapshot())).toBe(messages.businesses.challengeConfirm);
    expect(submissions()).toEqual([]);
    actor.send({ type: 'challenge.confirm' });
    expect(challengeControlsDisabled(snapshot())).toBe(true);
    await settle();
    expect(submissions()).toEqual([{ challenge_id: challengeId, submission_link: validLink }]);
    expect(emitted).toEqual([
      {
        type: 'challenge.submitted',
        challenge: expect.objectContaining({
          challenge_id: challengeId,
          answer_submitted: true,
          answers_count: 1,
        }) as unknown,
      },
      { type: 'notify', notification: { content: messages.businesses.challengeSubmitted } },
    ]);
    expect(snapshot().context.draft).toBeNull();
  });

  it('lets a new submission replace the previous one', async () => {
    const { submit, submissions, emitted } = await start();
    await submit(validLink);
    await submit(`${validLink}?v=2`);
    expect(submissions().map((call) => call.submission_link)).toEqual([validLink, `${validLink}?v=2`]);
    const last = emitted.filter((event) => event.type === 'challenge.submitted').at(-1);
    expect(last?.challenge).toMatchObject({ answers_count: 1, submission_link: `${validLink}?v=2` });
  });

  it('refuses a link that is not a Google Doc, with the validator message, and sends nothing', async () => {
    const { actor, challengeId, submissions, snapshot } = await start();
    actor.send({ type: 'challenge.submit', challengeId, link: 'https://example.com/doc' });
    expect(snapshot().matches('idle')).toBe(true);
    expect(challengeLinkError(snapshot())).toBe('Not a valid Google Doc link');
    actor.send({ type: 'challenge.edit' });
    expect(challengeLinkError(snapshot())).toBeNull();
    expect(submissions()).toEqual([]);
  });

  it('refuses a link carrying a script', async () => {
    const { actor, challengeId, snapshot } = await start();
    actor.send({ type: 'challenge.submit', challengeId, link: `${validLink}<script>alert(1)</script>` });
    expect(challengeLinkError(snapshot())).toBe('Not a valid Google Doc link');
  });

  it('tells non-players that only players have access, and sends nothing', async () => {
    const { actor, challengeId, submissions, emitted, snapshot } = await start(DEMO_PARTNER);
    actor.send({ type: 'challenge.submit', challengeId, link: validLink });
    expect(snapshot().matches('idle')).toBe(true);
    expect(challengeControlsDisabled(snapshot())).toBe(true);
    expect(submissions()).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'Only players have access to certain features on this page' },
      },
    ]);
  });

  it('shows the challenge failure message on a server error and keeps the draft to try again', async () => {
    const { api, challengeId, submit, emitted, snapshot } = await start();
    api.failNext(
      'submitChallenge',
      new GameApiError({ kind: 'server', status: 502, message: messages.network.unexpectedServer }),
    );
    await submit(validLink);
    expect(snapshot().matches('idle')).toBe(true);
    expect(snapshot().context.draft).toEqual({ challengeId, link: validLink });
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: {
          content: "A server error occurred and we couldn't submit you answer. Please try again later",
          error: true,
          duration: 0,
        },
      },
    ]);
  });

  it("shows the server's own message below 500 (e.g. the businesses are closed)", async () => {
    const { api, submit, emitted } = await start();
    api.failNext(
      'submitChallenge',
      new GameApiError({ kind: 'conflict', status: 409, message: 'The businesses are closed now' }),
    );
    await submit(validLink);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'The businesses are closed now', error: true, duration: 0 },
      },
    ]);
  });
});
