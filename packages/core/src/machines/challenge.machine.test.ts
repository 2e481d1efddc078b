import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChallengeQuestion, SubmitChallengeRequest } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { createChallengeMachine } from './challenge.machine.js';
import type { ChallengeEmitted } from './challenge.machine.js';
import {
  challengeConfirmation,
  challengeControlsDisabled,
  challengeLinkError,
} from './challenge.selectors.js';

async function settle() {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

const validLink = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';

function challengeAfter(request: SubmitChallengeRequest, answersCount: number): ChallengeQuestion {
  return {
    challenge_id: request.challenge_id,
    title: 'Pitch',
    description: 'Pitch a product',
    answers_count: answersCount,
    answer_submitted: true,
    submission_link: request.submission_link,
  };
}

function start(options: { role?: string; fail?: GameApiError } = {}) {
  const calls: SubmitChallengeRequest[] = [];
  const api = {
    submitChallenge: (request: SubmitChallengeRequest) => {
      calls.push(request);
      return options.fail === undefined
        ? Promise.resolve({
            data: { message: 'ok', challenge_question: challengeAfter(request, calls.length) },
            meta: { status: 200 },
          })
        : Promise.reject(options.fail);
    },
  };
  const actor = createActor(createChallengeMachine({ api }));
  const emitted: ChallengeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'challenge.sync', role: options.role ?? 'Player' });
  return { actor, calls, emitted, snapshot: () => actor.getSnapshot() };
}

describe('challenge machine', () => {
  it('confirms first, then submits the link and reports the challenge as it now stands', async () => {
    const { actor, calls, emitted, snapshot } = start();
    actor.send({ type: 'challenge.submit', challengeId: 4, link: validLink });
    expect(challengeConfirmation(snapshot())).toBe(messages.businesses.challengeConfirm);
    expect(calls).toEqual([]);
    actor.send({ type: 'challenge.confirm' });
    expect(challengeControlsDisabled(snapshot())).toBe(true);
    await settle();
    expect(calls).toEqual([{ challenge_id: 4, submission_link: validLink }]);
    expect(emitted).toEqual([
      {
        type: 'challenge.submitted',
        challenge: challengeAfter({ challenge_id: 4, submission_link: validLink }, 1),
      },
      { type: 'notify', notification: { content: messages.businesses.challengeSubmitted } },
    ]);
    expect(snapshot().context.draft).toBeNull();
  });

  it('lets a new submission replace the previous one', async () => {
    const { actor, calls } = start();
    for (const link of [validLink, `${validLink}?v=2`]) {
      actor.send({ type: 'challenge.submit', challengeId: 4, link });
      actor.send({ type: 'challenge.confirm' });
      await settle();
    }
    expect(calls.map((call) => call.submission_link)).toEqual([validLink, `${validLink}?v=2`]);
  });

  it('refuses a link that is not a Google Doc, with the validator message, and sends nothing', () => {
    const { actor, calls, snapshot } = start();
    actor.send({ type: 'challenge.submit', challengeId: 4, link: 'https://example.com/doc' });
    expect(snapshot().matches('idle')).toBe(true);
    expect(challengeLinkError(snapshot())).toBe('Not a valid Google Doc link');
    actor.send({ type: 'challenge.edit' });
    expect(challengeLinkError(snapshot())).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a link carrying a script', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'challenge.submit', challengeId: 4, link: `${validLink}<script>alert(1)</script>` });
    expect(challengeLinkError(snapshot())).toBe('Not a valid Google Doc link');
  });

  it('tells non-players that only players have access, and sends nothing', () => {
    const { actor, calls, emitted, snapshot } = start({ role: 'Organizer' });
    actor.send({ type: 'challenge.submit', challengeId: 4, link: validLink });
    expect(snapshot().matches('idle')).toBe(true);
    expect(challengeControlsDisabled(snapshot())).toBe(true);
    expect(calls).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'Only players have access to certain features on this page' },
      },
    ]);
  });

  it('shows the challenge failure message on a server error and keeps the draft to try again', async () => {
    const fail = new GameApiError({
      kind: 'server',
      status: 502,
      message: messages.network.unexpectedServer,
    });
    const { actor, emitted, snapshot } = start({ fail });
    actor.send({ type: 'challenge.submit', challengeId: 4, link: validLink });
    actor.send({ type: 'challenge.confirm' });
    await settle();
    expect(snapshot().matches('idle')).toBe(true);
    expect(snapshot().context.draft).toEqual({ challengeId: 4, link: validLink });
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
    const fail = new GameApiError({
      kind: 'conflict',
      status: 409,
      message: 'The businesses are closed now',
    });
    const { actor, emitted } = start({ fail });
    actor.send({ type: 'challenge.submit', challengeId: 4, link: validLink });
    actor.send({ type: 'challenge.confirm' });
    await settle();
    expect(emitted).toEqual([
      {
        type: 'notify',
        notification: { content: 'The businesses are closed now', error: true, duration: 0 },
      },
    ]);
  });
});
