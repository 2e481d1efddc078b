import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import { QuizServer, chest } from '../../test/machines/quiz-server.js';
import { settle } from '../../test/machines/settle.js';
import type { Chest } from '../contract/chest.schema.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { LocalQuizJudge } from '../quiz-judge/local-quiz-judge.js';
import { createQuizMachine } from './quiz.machine.js';
import type { QuizMachine } from './quiz.machine.js';
import { activeQuestion, chestViews } from './quiz.selectors.js';

const CHOICES = ['a', 'b', 'c', 'd'];
const CHESTS: readonly Chest[] = [chest(1, ['a', 'b', 'c'], CHOICES), chest(2, ['d', 'd', 'a'], CHOICES)];
const CORRECT: Readonly<Record<number, readonly string[]>> = { 1: ['a', 'b', 'c'], 2: ['d', 'd', 'a'] };

type Phase = 'browsing' | 'answering' | 'explained' | 'submitFailed';

/** The quiz as simply as it can be told: per question the wrong letters tried and whether it is solved. */
interface Model {
  isPlayer: boolean;
  progress: Map<number, { wrong: string[]; solved: boolean }[]>;
  completed: Map<number, number>;
  active: number | null;
  question: number;
  phase: Phase;
  failNextSubmit: boolean;
  submissions: number;
}

interface Real {
  actor: Actor<QuizMachine>;
  server: QuizServer;
}

const worth = (wrong: number) => Math.max(0, 3 - wrong);
const progressOf = (m: Model, chestId: number) => m.progress.get(chestId) ?? [];
const firstUnsolved = (m: Model, chestId: number) => {
  const index = progressOf(m, chestId).findIndex((question) => !question.solved);
  return index === -1 ? 3 : index;
};
const chestTotal = (m: Model, chestId: number) =>
  progressOf(m, chestId).reduce(
    (sum, question) => sum + (question.solved ? worth(question.wrong.length) : 0),
    0,
  );

/** What the model says a submission does: pays once, or fails and keeps everything. */
function submit(m: Model, chestId: number) {
  m.submissions += 1;
  if (m.failNextSubmit) {
    m.failNextSubmit = false;
    m.phase = 'submitFailed';
    return;
  }
  m.completed.set(chestId, chestTotal(m, chestId));
  m.phase = 'browsing';
  m.active = null;
}

function agree(m: Model, r: Real) {
  const snapshot = r.actor.getSnapshot();
  for (const view of chestViews(snapshot)) {
    const completed = m.completed.get(view.chestId);
    if (completed !== undefined)
      expect(view).toEqual({ chestId: view.chestId, status: 'completed', coins: completed });
    else {
      const started = progressOf(m, view.chestId).some(
        (question) => question.solved || question.wrong.length > 0,
      );
      expect(view).toEqual({
        chestId: view.chestId,
        status: started ? 'started' : 'closed',
        coins: chestTotal(m, view.chestId),
      });
    }
  }
  expect(r.server.submissions).toHaveLength(m.submissions);
  expect(Object.keys(r.server.chestsSubmitted).map(Number).sort()).toEqual([...m.completed.keys()].sort());
  const question = activeQuestion(snapshot);
  if (m.phase === 'answering' || m.phase === 'explained') {
    const current = progressOf(m, m.active ?? 0)[m.question];
    expect(question).toMatchObject({
      chestId: m.active,
      index: m.question,
      tried: current?.wrong ?? [],
      coins: worth(current?.wrong.length ?? 0),
    });
    expect(question?.explanation !== null).toBe(m.phase === 'explained');
  } else expect(question).toBeNull();
  expect(snapshot.matches('submitFailed')).toBe(m.phase === 'submitFailed');
}

class Open implements fc.AsyncCommand<Model, Real> {
  constructor(readonly chestId: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    if (m.failNextSubmit) r.server.submitFailures.push(new Error('offline'));
    r.actor.send({ type: 'chest.open', chestId: this.chestId });
    await settle();
    if (m.phase === 'browsing' && m.isPlayer && !m.completed.has(this.chestId)) {
      m.active = this.chestId;
      m.question = firstUnsolved(m, this.chestId);
      if (m.question >= 3) submit(m, this.chestId);
      else m.phase = 'answering';
    }
    if (!m.failNextSubmit) r.server.submitFailures.length = 0;
    agree(m, r);
  }
  toString = () => `open(${this.chestId})`;
}

/**
 * Answers the current question: with its correct letter, with the n-th wrong letter, or with a given letter
 * (possibly one not offered). The letter is picked from the model when the command runs.
 */
class Answer implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick:
      | { readonly kind: 'right' }
      | { readonly kind: 'wrong'; readonly nth: number }
      | { readonly kind: 'letter'; readonly letter: string },
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const correct = m.active === null ? 'a' : (CORRECT[m.active]?.[Math.min(m.question, 2)] ?? 'a');
    const wrongLetters = CHOICES.filter((letter) => letter !== correct);
    const choice =
      this.pick.kind === 'right'
        ? correct
        : this.pick.kind === 'wrong'
          ? (wrongLetters[this.pick.nth % wrongLetters.length] ?? 'z')
          : this.pick.letter;
    r.actor.send({ type: 'answer.submit', choice });
    await settle();
    const question = m.active === null ? undefined : progressOf(m, m.active)[m.question];
    if (
      m.phase === 'answering' &&
      question !== undefined &&
      CHOICES.includes(choice) &&
      !question.wrong.includes(choice)
    ) {
      if (choice === correct) {
        question.solved = true;
        m.phase = 'explained';
      } else question.wrong.push(choice);
    }
    agree(m, r);
  }
  toString = () =>
    `answer(${this.pick.kind === 'letter' ? this.pick.letter : this.pick.kind === 'wrong' ? `wrong #${this.pick.nth}` : 'right'})`;
}

class Proceed implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    if (m.failNextSubmit) r.server.submitFailures.push(new Error('offline'));
    r.actor.send({ type: 'answer.proceed' });
    await settle();
    if (m.phase === 'explained' && m.active !== null) {
      m.question = firstUnsolved(m, m.active);
      if (m.question >= 3) submit(m, m.active);
      else m.phase = 'answering';
    }
    if (!m.failNextSubmit) r.server.submitFailures.length = 0;
    agree(m, r);
  }
  toString = () => 'proceed';
}

class Retry implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    if (m.failNextSubmit) r.server.submitFailures.push(new Error('offline'));
    r.actor.send({ type: 'chest.retry' });
    await settle();
    if (m.phase === 'submitFailed' && m.active !== null) submit(m, m.active);
    if (!m.failNextSubmit) r.server.submitFailures.length = 0;
    agree(m, r);
  }
  toString = () => 'retry';
}

class Close implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    r.actor.send({ type: 'chest.close' });
    await settle();
    if (m.phase !== 'browsing') {
      m.phase = 'browsing';
      m.active = null;
    }
    agree(m, r);
  }
  toString = () => 'close';
}

/** The server will refuse the next chest submission. */
class FailNextSubmit implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  run(m: Model) {
    m.failNextSubmit = true;
    return Promise.resolve();
  }
  toString = () => 'failNextSubmit';
}

const commands = fc.commands(
  [
    fc.constantFrom(1, 2).map((id) => new Open(id)),
    fc.constant(new Answer({ kind: 'right' })),
    fc.constant(new Answer({ kind: 'right' })),
    fc.nat(2).map((nth) => new Answer({ kind: 'wrong', nth })),
    fc.constantFrom(...CHOICES, 'z').map((letter) => new Answer({ kind: 'letter', letter })),
    fc.constant(new Proceed()),
    fc.constant(new Proceed()),
    fc.constant(new Retry()),
    fc.constant(new Close()),
    fc.constant(new FailNextSubmit()),
  ],
  { maxCommands: 60, size: 'max' },
);

/** The judges the quiz runs with: the server's (default) and the browser's, for original-contract servers. */
const judges: readonly (readonly [
  string,
  { sendAnswers: boolean; judge: (server: QuizServer) => QuizJudge },
])[] = [
  ['server judge', { sendAnswers: false, judge: (server) => server.judge }],
  ['local judge', { sendAnswers: true, judge: () => new LocalQuizJudge(CHESTS) }],
];

describe.each(judges)('quiz machine against a model, with the %s', (_, { sendAnswers, judge }) => {
  test.prop(
    [
      commands,
      fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    ],
    { numRuns: 150 },
  )('scores, completes and pays each chest once under any sequence', async (cmds, isPlayer) => {
    const server = new QuizServer(CHESTS, sendAnswers);
    const actor = createActor(createQuizMachine({ api: server, judge: judge(server) }), {
      input: { restored: null },
    }).start();
    actor.send({ type: 'quiz.sync', role: isPlayer ? 'Player' : 'Partner', chestsSubmitted: {} });
    actor.send({ type: 'quiz.open' });
    await settle();
    const model: Model = {
      isPlayer,
      progress: new Map(
        CHESTS.map((candidate) => [
          candidate.chest_id,
          candidate.group.map(() => ({ wrong: [] as string[], solved: false })),
        ]),
      ),
      completed: new Map(),
      active: null,
      question: 0,
      phase: 'browsing',
      failNextSubmit: false,
      submissions: 0,
    };
    const sync = () =>
      actor.send({
        type: 'quiz.sync',
        role: isPlayer ? 'Player' : 'Partner',
        chestsSubmitted: server.chestsSubmitted,
      });
    actor.on('chest.completed', sync);
    await fc.asyncModelRun(() => ({ model, real: { actor, server } }), cmds);
    actor.stop();
  });
});
