import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { QuizServer, chest } from '../../test/machines/quiz-server.js';
import { settle } from '../../test/machines/settle.js';
import type { Chest } from '../contract/chest.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { LocalQuizJudge } from '../quiz-judge/local-quiz-judge.js';
import { createQuizMachine } from './quiz.machine.js';
import type { QuizEmitted, QuizState } from './quiz.machine.js';
import {
  activeQuestion,
  chestSubmitFailed,
  chestViews,
  chestsStatus,
  persistedQuiz,
  quizRoleNotice,
} from './quiz.selectors.js';

const CHESTS = [chest(1, ['a', 'b', 'c']), chest(2, ['c', 'c', 'a'])];

function start(
  options: {
    role?: string;
    completed?: Record<string, number>;
    server?: QuizServer;
    judge?: QuizJudge;
    restored?: QuizState;
  } = {},
) {
  const server = options.server ?? new QuizServer(CHESTS, false);
  const judge = options.judge ?? server.judge;
  const actor = createActor(createQuizMachine({ api: server, judge }), {
    input: { restored: options.restored ?? null },
  });
  const emitted: QuizEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'quiz.sync', role: options.role ?? 'Player', chestsSubmitted: options.completed ?? {} });
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await settle();
  };
  const notices = () =>
    emitted.flatMap((event) => (event.type === 'notify' ? [event.notification.content] : []));
  return { server, actor, emitted, send, notices, snapshot: () => actor.getSnapshot() };
}

describe('quiz machine: opening chests', () => {
  it('loads the chests when the page opens', async () => {
    const { send, snapshot, emitted } = start();
    expect(chestsStatus(snapshot())).toBe('idle');
    await send({ type: 'quiz.open' });
    expect(chestsStatus(snapshot())).toBe('loaded');
    expect(chestViews(snapshot())).toEqual([
      { chestId: 1, status: 'closed', coins: 0 },
      { chestId: 2, status: 'closed', coins: 0 },
    ]);
    expect(emitted[0]?.type).toBe('quiz.chestsLoaded');
  });

  it('tells non-players that only players can win more dubl-u-nes', async () => {
    const { send, snapshot, notices } = start({ role: 'Partner' });
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    expect(snapshot().matches('browsing')).toBe(true);
    expect(notices()).toEqual(['Only players can win more dubl-u-nes']);
    expect(quizRoleNotice(snapshot())).toBe('Only players can win more dubl-u-nes');
  });

  it('does not reopen a completed chest', async () => {
    const { send, snapshot, notices } = start({ completed: { '1': 9 } });
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    expect(snapshot().matches('browsing')).toBe(true);
    expect(notices()).toEqual([messages.chests.alreadyCompleted]);
    expect(chestViews(snapshot())[0]).toEqual({ chestId: 1, status: 'completed', coins: 9 });
  });

  it('shows an error toast when the chests cannot be fetched', async () => {
    const server = new QuizServer(CHESTS, false);
    server.getChests = () =>
      Promise.reject(
        new GameApiError({ kind: 'server', status: 500, message: messages.network.unexpectedServer }),
      );
    const { send, snapshot, notices } = start({ server });
    await send({ type: 'quiz.open' });
    expect(chestsStatus(snapshot())).toBe('failed');
    expect(notices()).toEqual([messages.chests.loadFailed]);
  });
});

describe('quiz machine: answering', () => {
  it('takes a coin off per wrong answer, shows the explanation when right, and proceeds in order', async () => {
    const { send, snapshot } = start();
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    expect(activeQuestion(snapshot())).toMatchObject({
      index: 0,
      coins: 3,
      tried: [],
      explanation: null,
      text: 'Question 1 of chest 1',
    });
    await send({ type: 'answer.submit', choice: 'b' });
    expect(activeQuestion(snapshot())).toMatchObject({ index: 0, coins: 2, tried: ['b'], wrongChoice: 'b' });
    await send({ type: 'answer.submit', choice: 'a' });
    expect(snapshot().matches({ playing: 'explained' })).toBe(true);
    expect(activeQuestion(snapshot())).toMatchObject({
      index: 0,
      coins: 2,
      explanation: 'Because a (chest 1, question 1)',
    });
    await send({ type: 'answer.proceed' });
    expect(activeQuestion(snapshot())).toMatchObject({
      index: 1,
      coins: 3,
      explanation: null,
      wrongChoice: null,
    });
  });

  it('does not judge the same wrong letter twice', async () => {
    const server = new QuizServer(CHESTS, false);
    let judged = 0;
    const judge: QuizJudge = { judge: (request) => ((judged += 1), server.answer(request)) };
    const { send, snapshot } = start({ server, judge });
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    await send({ type: 'answer.submit', choice: 'c' });
    await send({ type: 'answer.submit', choice: 'c' });
    await send({ type: 'answer.submit', choice: 'z' });
    expect(judged).toBe(1);
    expect(activeQuestion(snapshot())?.coins).toBe(2);
  });

  it('never goes below 0 coins on a question', async () => {
    const manyChoices = [chest(5, ['e', 'a', 'a'], ['a', 'b', 'c', 'd', 'e'])];
    const server = new QuizServer(manyChoices, false);
    const { send, snapshot } = start({ server });
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 5 });
    for (const choice of ['a', 'b', 'c', 'd']) await send({ type: 'answer.submit', choice });
    expect(activeQuestion(snapshot())?.coins).toBe(0);
    await send({ type: 'answer.submit', choice: 'e' });
    expect(activeQuestion(snapshot())?.coins).toBe(0);
  });

  it('after the third answer submits the total once, completes the chest and announces the coins', async () => {
    const { send, snapshot, server, emitted } = start();
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 2 });
    for (const [choice, proceed] of [
      ['a', false],
      ['c', true],
      ['c', true],
      ['b', false],
      ['a', true],
    ] as const) {
      await send({ type: 'answer.submit', choice });
      if (proceed) await send({ type: 'answer.proceed' });
    }
    expect(server.submissions).toEqual([{ chest_id: 2, amount: 7 }]);
    expect(snapshot().matches('browsing')).toBe(true);
    expect(chestViews(snapshot())[1]).toEqual({ chestId: 2, status: 'completed', coins: 7 });
    expect(emitted.filter((event) => event.type !== 'quiz.chestsLoaded')).toEqual([
      { type: 'chest.completed', chestId: 2, coins: 7, chestsSubmitted: { '2': 7 } },
      { type: 'notify', notification: { content: messages.chests.earned(7) } },
    ]);
  });

  it('keeps the answers when the submission fails, and retries', async () => {
    const { send, snapshot, server, notices } = start();
    server.submitFailures.push(
      new GameApiError({ kind: 'server', status: 500, message: messages.network.unexpectedServer }),
    );
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    for (const choice of ['a', 'b', 'c']) {
      await send({ type: 'answer.submit', choice });
      await send({ type: 'answer.proceed' });
    }
    expect(chestSubmitFailed(snapshot())).toBe(true);
    expect(notices()).toEqual([messages.chests.submitFailed]);
    expect(chestViews(snapshot())[0]).toEqual({ chestId: 1, status: 'started', coins: 9 });
    await send({ type: 'chest.retry' });
    expect(server.submissions).toEqual([
      { chest_id: 1, amount: 9 },
      { chest_id: 1, amount: 9 },
    ]);
    expect(chestViews(snapshot())[0]).toEqual({ chestId: 1, status: 'completed', coins: 9 });
  });

  it('submits a fully answered chest when it is reopened after a failed submission', async () => {
    const { send, snapshot, server } = start();
    server.submitFailures.push(new Error('offline'));
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    for (const choice of ['a', 'b', 'c']) {
      await send({ type: 'answer.submit', choice });
      await send({ type: 'answer.proceed' });
    }
    await send({ type: 'chest.close' });
    await send({ type: 'chest.open', chestId: 1 });
    expect(server.submissions).toHaveLength(2);
    expect(chestViews(snapshot())[0]?.status).toBe('completed');
  });

  it('keeps the question open and says why when the judge fails', async () => {
    const { send, snapshot, server, notices } = start();
    server.judgeFailures.push(
      new GameApiError({ kind: 'conflict', status: 409, message: 'Learn and Earn is closed now' }),
    );
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    await send({ type: 'answer.submit', choice: 'b' });
    expect(activeQuestion(snapshot())).toMatchObject({ index: 0, coins: 3, tried: [] });
    expect(notices()).toEqual(['Learn and Earn is closed now']);
  });
});

describe('quiz machine: resuming', () => {
  it("resumes a half-answered chest from the server's progress after a reload", async () => {
    const server = new QuizServer(CHESTS, false);
    for (const choice of ['c', 'a']) await server.answer({ chest_id: 1, question: 0, choice });
    await server.answer({ chest_id: 1, question: 1, choice: 'a' });
    const { send, snapshot } = start({ server });
    await send({ type: 'quiz.open' });
    expect(chestViews(snapshot())[0]).toEqual({ chestId: 1, status: 'started', coins: 2 });
    await send({ type: 'chest.open', chestId: 1 });
    expect(activeQuestion(snapshot())).toMatchObject({ index: 1, coins: 2, tried: ['a'] });
    await send({ type: 'answer.submit', choice: 'b' });
    await send({ type: 'answer.proceed' });
    await send({ type: 'answer.submit', choice: 'c' });
    await send({ type: 'answer.proceed' });
    expect(server.submissions).toEqual([{ chest_id: 1, amount: 7 }]);
  });

  it('resumes from its own persisted progress when the server judges nothing (original contract)', async () => {
    const server = new QuizServer(CHESTS, true);
    const first = start({ server, judge: new LocalQuizJudge(CHESTS) });
    await first.send({ type: 'quiz.open' });
    await first.send({ type: 'chest.open', chestId: 2 });
    await first.send({ type: 'answer.submit', choice: 'a' });
    await first.send({ type: 'answer.submit', choice: 'c' });
    await first.send({ type: 'answer.proceed' });
    const stored = JSON.parse(JSON.stringify(persistedQuiz(first.snapshot()))) as QuizState;
    first.actor.stop();

    // As createGameLogic does, the new page's judge starts from the restored chests and their progress.
    const second = start({ server, judge: new LocalQuizJudge(stored.chests), restored: stored });
    expect(chestsStatus(second.snapshot())).toBe('loaded');
    await second.send({ type: 'quiz.open' });
    await second.send({ type: 'quiz.refresh' });
    await second.send({ type: 'chest.open', chestId: 2 });
    expect(activeQuestion(second.snapshot())).toMatchObject({ index: 1, coins: 3, tried: [] });
    const chestTwo: Chest | undefined = persistedQuiz(second.snapshot()).chests[1];
    expect(chestTwo?.group[0]).toMatchObject({ tried: ['a'], solved: true, coins: 2 });
    await second.send({ type: 'answer.submit', choice: 'b' });
    await second.send({ type: 'answer.submit', choice: 'c' });
    await second.send({ type: 'answer.proceed' });
    await second.send({ type: 'answer.submit', choice: 'a' });
    await second.send({ type: 'answer.proceed' });
    expect(server.submissions).toEqual([{ chest_id: 2, amount: 7 }]);
  });

  it('drops everything on quiz.clear', async () => {
    const { send, snapshot } = start();
    await send({ type: 'quiz.open' });
    await send({ type: 'chest.open', chestId: 1 });
    await send({ type: 'quiz.clear' });
    expect(persistedQuiz(snapshot())).toEqual({ chests: [] });
    expect(chestsStatus(snapshot())).toBe('idle');
  });
});
