import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import { QuizServer, chest } from '../../test/machines/quiz-server.js';
import { settle } from '../../test/machines/settle.js';
import type { Chest } from '../contract/chest.schema.js';
import type { GameApi } from '../ports/game-api.port.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { LocalQuizJudge } from '../quiz-judge/local-quiz-judge.js';
import { buildTimestamps } from '../testing/builders.js';
import { DEMO_PARTNER, DEMO_PLAYER, demoSeed } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
import type { QuizCheckMode } from '../testing/fake-game-server.js';
import { createQuizMachine } from './quiz.machine.js';
import type { QuizMachine } from './quiz.machine.js';
import { activeQuestion, chestViews } from './quiz.selectors.js';

const CHOICES = ['a', 'b', 'c', 'd'];
const CHESTS: readonly Chest[] = [chest(1, ['a', 'b', 'c'], CHOICES), chest(2, ['d', 'd', 'a'], CHOICES)];

/**
 * Where the quiz's calls go and who judges: the machine must behave the same with every backend. Chests 1
 * and 2 have questions offering `a` to `d`.
 */
interface Backend {
  readonly api: Pick<GameApi, 'getChests' | 'submitChest'>;
  readonly judge: QuizJudge;
  /** The correct letters of chests 1 and 2. */
  readonly correct: Readonly<Record<number, readonly string[]>>;
  /** Called once the chests are loaded (a local judge is given them). */
  chestsLoaded(chests: readonly Chest[]): void;
  /** The next chest submission fails. */
  failNextSubmit(): void;
  /** How many chest submissions were made, failed ones included. */
  submissions(): number;
  /** The chests the server has paid. */
  paid(): number[];
}

/** Our test double of a server: it judges itself, or sends the answers for a `LocalQuizJudge`. */
function quizServerBackend(judgedBy: 'server' | 'local'): Backend {
  const server = new QuizServer(CHESTS, judgedBy === 'local');
  const local = new LocalQuizJudge();
  return {
    api: server,
    judge: judgedBy === 'server' ? server.judge : local,
    correct: { 1: ['a', 'b', 'c'], 2: ['d', 'd', 'a'] },
    chestsLoaded: (chests) => local.setChests(chests),
    failNextSubmit: () => server.submitFailures.push(new Error('offline')),
    submissions: () => server.submissions.length,
    paid: () => Object.keys(server.chestsSubmitted).map(Number),
  };
}

/** The in-memory game server of the test kit, in either quiz mode, through `FakeGameApi`. */
async function fakeGameBackend(quizCheck: QuizCheckMode, isPlayer: boolean): Promise<Backend> {
  const server = new FakeGameServer({ quizCheck });
  // Learn and Earn is open in preGame only.
  server.timestamps = buildTimestamps('preGame', server.clock.now());
  const api = new FakeGameApi(server);
  const account = isPlayer ? DEMO_PLAYER : DEMO_PARTNER;
  await api.login(account);
  const local = new LocalQuizJudge();
  const correctOf = (chestId: number) =>
    demoSeed()
      .chests.find((candidate) => candidate.chest_id === chestId)
      ?.group.map((question) => question.answers.correct ?? '') ?? [];
  return {
    api,
    judge:
      quizCheck === 'server'
        ? { judge: async (answer) => (await api.answerChestQuestion(answer)).data }
        : local,
    correct: { 1: correctOf(1), 2: correctOf(2) },
    chestsLoaded: (chests) => local.setChests(chests),
    failNextSubmit: () => api.failNext('submitChest', new Error('offline')),
    submissions: () => api.calls.filter((call) => call.name === 'submitChest').length,
    paid: () => Object.keys(server.login(account).data.user.chests_submitted).map(Number),
  };
}

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
  backend: Backend;
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

/** Makes the backend fail the submission the model expects next, when a failure was asked for. */
function armFailure(m: Model, r: Real, submits: boolean) {
  if (submits && m.failNextSubmit) r.backend.failNextSubmit();
}

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
  expect(r.backend.submissions()).toBe(m.submissions);
  expect(r.backend.paid().sort()).toEqual([...m.completed.keys()].sort());
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
    const opens = m.phase === 'browsing' && m.isPlayer && !m.completed.has(this.chestId);
    armFailure(m, r, opens && firstUnsolved(m, this.chestId) >= 3);
    r.actor.send({ type: 'chest.open', chestId: this.chestId });
    await settle();
    if (opens) {
      m.active = this.chestId;
      m.question = firstUnsolved(m, this.chestId);
      if (m.question >= 3) submit(m, this.chestId);
      else m.phase = 'answering';
    }
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
    const correct = m.active === null ? 'a' : (r.backend.correct[m.active]?.[Math.min(m.question, 2)] ?? 'a');
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
    const proceeds = m.phase === 'explained' && m.active !== null;
    armFailure(m, r, proceeds && firstUnsolved(m, m.active ?? 0) >= 3);
    r.actor.send({ type: 'answer.proceed' });
    await settle();
    if (proceeds && m.active !== null) {
      m.question = firstUnsolved(m, m.active);
      if (m.question >= 3) submit(m, m.active);
      else m.phase = 'answering';
    }
    agree(m, r);
  }
  toString = () => 'proceed';
}

class Retry implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const retries = m.phase === 'submitFailed' && m.active !== null;
    armFailure(m, r, retries);
    r.actor.send({ type: 'chest.retry' });
    await settle();
    if (retries && m.active !== null) submit(m, m.active);
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

/** The backends the quiz runs against: each judge, our test double and the test kit's in-memory game. */
const backends: readonly (readonly [string, (isPlayer: boolean) => Promise<Backend>])[] = [
  ['a server that judges', () => Promise.resolve(quizServerBackend('server'))],
  [
    'a server of the original contract and the LocalQuizJudge',
    () => Promise.resolve(quizServerBackend('local')),
  ],
  [
    'the in-memory game server judging (QUIZ_CHECK=server)',
    (isPlayer) => fakeGameBackend('server', isPlayer),
  ],
  [
    'the in-memory game server and the LocalQuizJudge (QUIZ_CHECK=client)',
    (isPlayer) => fakeGameBackend('client', isPlayer),
  ],
];

describe.each(backends)('quiz machine against a model, with %s', (_, makeBackend) => {
  test.prop(
    [
      commands,
      fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    ],
    { numRuns: 100 },
  )('scores, completes and pays each chest once under any sequence', async (cmds, isPlayer) => {
    const backend = await makeBackend(isPlayer);
    const actor = createActor(createQuizMachine({ api: backend.api, judge: backend.judge }), {
      input: { restored: null },
    }).start();
    actor.on('quiz.chestsLoaded', ({ chests }) => backend.chestsLoaded(chests));
    actor.send({ type: 'quiz.sync', role: isPlayer ? 'Player' : 'Partner', chestsSubmitted: {} });
    actor.send({ type: 'quiz.open' });
    await settle();
    const model: Model = {
      isPlayer,
      progress: new Map(
        [1, 2].map((chestId) => [chestId, [0, 1, 2].map(() => ({ wrong: [] as string[], solved: false }))]),
      ),
      completed: new Map(),
      active: null,
      question: 0,
      phase: 'browsing',
      failNextSubmit: false,
      submissions: 0,
    };
    actor.on('chest.completed', ({ chestsSubmitted }) =>
      actor.send({ type: 'quiz.sync', role: isPlayer ? 'Player' : 'Partner', chestsSubmitted }),
    );
    await fc.asyncModelRun(() => ({ model, real: { actor, backend } }), cmds);
    actor.stop();
  });
});
