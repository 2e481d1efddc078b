import { assertEvent, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { AnswerChestQuestionResponse, Chest, Question } from '../contract/chest.schema.js';
import { messages } from '../messages/catalogue.js';
import type { GameApi } from '../ports/game-api.port.js';
import type { QuizJudge } from '../ports/quiz-judge.port.js';
import { isPlayer } from '../rules/access/feature-access.js';
import { questionCoins } from '../rules/quiz/quiz-scoring.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';

/**
 * The chests part of the persisted `game` slice (`quizChests`, spec section 3): the chests as fetched, each
 * question carrying the player's progress in the wire's own fields (`tried`: wrong letters in order,
 * `solved`, `coins`: what the question is worth now), so that a reload resumes a half-answered chest.
 */
export interface QuizState {
  readonly chests: readonly Chest[];
}

export interface QuizContext extends QuizState {
  readonly role: string | null;
  /** Completed chests and the coins they earned (the user's `chests_submitted`). */
  readonly completed: Readonly<Record<string, number>>;
  /** The chest being played, or null. */
  readonly activeChestId: number | null;
  /** The question being played (0 to 2) in the active chest. */
  readonly questionIndex: number;
  /** The explanation of the question just solved, shown with the Proceed button. */
  readonly explanation: string | null;
  /** The last letter judged wrong on the current question, for feedback. */
  readonly wrongChoice: string | null;
}

export type QuizEvent =
  /** The session's user changed: the role and the completed chests. */
  | {
      readonly type: 'quiz.sync';
      readonly role: string | null;
      readonly chestsSubmitted: Readonly<Record<string, number>>;
    }
  /** The Learn and Earn page shows: the chests are fetched unless already at hand. */
  | { readonly type: 'quiz.open' }
  | { readonly type: 'quiz.refresh' }
  /** Logout: everything is dropped. */
  | { readonly type: 'quiz.clear' }
  | { readonly type: 'chest.open'; readonly chestId: number }
  | { readonly type: 'chest.close' }
  | { readonly type: 'answer.submit'; readonly choice: string }
  | { readonly type: 'answer.proceed' }
  | { readonly type: 'chest.retry' };

export type QuizEmitted =
  | NotifyEmitted
  /** The chests arrived (a local judge needs them, with the progress). */
  | { readonly type: 'quiz.chestsLoaded'; readonly chests: readonly Chest[] }
  /** A chest was paid: its coins for the balance, the completed chests for the user. */
  | {
      readonly type: 'chest.completed';
      readonly chestId: number;
      readonly coins: number;
      readonly chestsSubmitted: Readonly<Record<string, number>>;
    };

export interface QuizInput {
  /** A persisted chests slice to continue from, or null to start empty. */
  readonly restored: QuizState | null;
}

export interface QuizDeps {
  readonly api: Pick<GameApi, 'getChests' | 'submitChest'>;
  /** Asked whether each answer is right: the server by default, a local judge for original-contract servers. */
  readonly judge: QuizJudge;
}

/** The answer to one choice, with which question of which chest it was for. */
interface Verdict extends AnswerChestQuestionResponse {
  readonly chestId: number;
  readonly question: number;
  readonly choice: string;
}

const emptyQuiz: QuizState = { chests: [] };

/** Whether a question carries progress (the server's, or ours). Pure. */
function hasProgress(question: Question): boolean {
  return question.tried !== undefined || question.solved !== undefined || question.coins !== undefined;
}

/** Index of the first unsolved question, or the question count when all are solved. Pure. */
export function firstUnsolved(chest: Chest): number {
  const index = chest.group.findIndex((question) => question.solved !== true);
  return index === -1 ? chest.group.length : index;
}

/** The coins a chest's solved questions add up to: what its submission asks for. Pure. */
export function chestCoins(chest: Chest): number {
  return chest.group.reduce(
    (sum, question) => sum + (question.solved === true ? (question.coins ?? 0) : 0),
    0,
  );
}

/** What a question is worth now: its recorded coins, else 3 minus 1 per wrong letter. Pure. */
export function questionWorth(question: Question): number {
  return question.coins ?? questionCoins(question.tried?.length ?? 0);
}

/**
 * Fresh chests from the server, keeping our own progress on a chest the server sent none for (a server that
 * does not judge, whose answers were judged here). Pure.
 */
function mergeProgress(previous: readonly Chest[], next: readonly Chest[]): Chest[] {
  const known = new Map(previous.map((chest) => [chest.chest_id, chest]));
  return next.map((chest) => {
    const ours = known.get(chest.chest_id);
    if (ours === undefined || chest.group.some(hasProgress)) return chest;
    return {
      ...chest,
      group: chest.group.map((question, index) => ({ ...question, ...progressOf(ours.group[index]) })),
    };
  });
}

function progressOf(question: Question | undefined): Pick<Question, 'tried' | 'solved' | 'coins'> {
  if (question === undefined || !hasProgress(question)) return {};
  return { tried: question.tried ?? [], solved: question.solved ?? false, coins: questionWorth(question) };
}

/** The chests with a verdict recorded on its question. Pure. */
function recordVerdict(chests: readonly Chest[], verdict: Verdict): Chest[] {
  return chests.map((chest) => {
    if (chest.chest_id !== verdict.chestId) return chest;
    const group = chest.group.map((question, index) => {
      if (index !== verdict.question) return question;
      const tried = question.tried ?? [];
      return {
        ...question,
        tried: verdict.correct || tried.includes(verdict.choice) ? tried : [...tried, verdict.choice],
        solved: verdict.correct,
        coins: verdict.question_coins,
        answers: verdict.correct
          ? {
              ...question.answers,
              ...(verdict.explanation !== undefined ? { explanation: verdict.explanation } : {}),
              ...(verdict.explanation_fr !== undefined ? { explanation_fr: verdict.explanation_fr } : {}),
            }
          : question.answers,
      };
    });
    return { ...chest, group };
  });
}

const findChest = (context: QuizContext, chestId: number | null) =>
  context.chests.find((chest) => chest.chest_id === chestId);
const activeChest = (context: QuizContext) => findChest(context, context.activeChestId);

/** The chest being played; judging and submitting are only entered with one. */
function requireActiveChest(context: QuizContext): Chest {
  const chest = activeChest(context);
  if (chest === undefined) throw new Error('The quiz machine reached a chest state without an open chest');
  return chest;
}

/**
 * The chest quiz of Learn and Earn (spec sections 4 and 6). A Player opens a chest (non-players are told "Only
 * players can win more dubl-u-nes"; a completed chest cannot be reopened) and answers its 3 questions in
 * order. Each answer is asked of the `QuizJudge`: a wrong one costs the question a coin (never below 0), a
 * right one shows the explanation and a Proceed button. After the third, the chest's coins are submitted once
 * (`submitChest`); the chest is then completed (golden) and its coins are announced. A failed submission keeps
 * every answer and can be retried. A half-answered chest resumes at its first unsolved question, from the
 * progress the server sent or the progress kept here.
 */
export function createQuizMachine(deps: QuizDeps) {
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as QuizContext,
      events: {} as QuizEvent,
      emitted: {} as QuizEmitted,
      input: {} as QuizInput,
    },
    actors: {
      loadChests: fromPromise<readonly Chest[]>(async () => (await deps.api.getChests()).data),
      judgeAnswer: fromPromise<Verdict, { chestId: number; question: number; choice: string }>(
        async ({ input }) => {
          const verdict = await deps.judge.judge({
            chest_id: input.chestId,
            question: input.question,
            choice: input.choice,
          });
          return { ...verdict, ...input };
        },
      ),
      submitChest: fromPromise<Readonly<Record<string, number>>, { chestId: number; amount: number }>(
        async ({ input }) => {
          const answer = await deps.api.submitChest({ chest_id: input.chestId, amount: input.amount });
          return answer.data.chests_submitted;
        },
      ),
    },
    guards: {
      isPlayer: ({ context }) => isPlayer(context.role),
      hasChests: ({ context }) => context.chests.length > 0,
      chestIsCompleted: ({ context, event }) => {
        assertEvent(event, 'chest.open');
        return String(event.chestId) in context.completed;
      },
      chestIsKnown: ({ context, event }) => {
        assertEvent(event, 'chest.open');
        return findChest(context, event.chestId) !== undefined;
      },
      chestIsAnswered: ({ context, event }) => {
        assertEvent(event, 'chest.open');
        const chest = findChest(context, event.chestId);
        return chest !== undefined && firstUnsolved(chest) >= chest.group.length;
      },
      choiceIsNew: ({ context, event }) => {
        assertEvent(event, 'answer.submit');
        const question = activeChest(context)?.group[context.questionIndex];
        return (
          question !== undefined &&
          Object.hasOwn(question.answers.choices, event.choice) &&
          !(question.tried ?? []).includes(event.choice)
        );
      },
      isCorrect: (_, verdict: Verdict) => verdict.correct,
      hasNextQuestion: ({ context }) => {
        const chest = activeChest(context);
        return chest !== undefined && firstUnsolved(chest) < chest.group.length;
      },
    },
    actions: {
      sync: assign(({ event }) => {
        assertEvent(event, 'quiz.sync');
        return { role: event.role, completed: event.chestsSubmitted };
      }),
      clearQuiz: assign({
        ...emptyQuiz,
        role: null,
        completed: {},
        activeChestId: null,
        questionIndex: 0,
        explanation: null,
        wrongChoice: null,
      }),
      storeChests: enqueueActions(({ context, enqueue }, chests: readonly Chest[]) => {
        const merged = mergeProgress(context.chests, chests);
        enqueue.assign({ chests: merged });
        enqueue.emit({ type: 'quiz.chestsLoaded', chests: merged });
      }),
      notifyLoadFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.chests.loadFailed),
      })),
      noticePlayersOnly: emit({
        type: 'notify',
        notification: { content: messages.roles.onlyPlayersWinCoins },
      } as const),
      noticeCompleted: emit({
        type: 'notify',
        notification: { content: messages.chests.alreadyCompleted },
      } as const),
      activateChest: assign(({ context, event }) => {
        assertEvent(event, 'chest.open');
        const chest = findChest(context, event.chestId);
        return {
          activeChestId: event.chestId,
          questionIndex: chest === undefined ? 0 : firstUnsolved(chest),
          explanation: null,
          wrongChoice: null,
        };
      }),
      closeChest: assign({ activeChestId: null, questionIndex: 0, explanation: null, wrongChoice: null }),
      recordCorrect: assign(({ context }, verdict: Verdict) => ({
        chests: recordVerdict(context.chests, verdict),
        explanation: verdict.explanation ?? null,
        wrongChoice: null,
      })),
      recordWrong: assign(({ context }, verdict: Verdict) => ({
        chests: recordVerdict(context.chests, verdict),
        wrongChoice: verdict.choice,
      })),
      notifyJudgeFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error),
      })),
      nextQuestion: assign(({ context }) => {
        const chest = activeChest(context);
        return {
          questionIndex: chest === undefined ? 0 : firstUnsolved(chest),
          explanation: null,
          wrongChoice: null,
        };
      }),
      completeChest: enqueueActions(
        ({ context, enqueue }, chestsSubmitted: Readonly<Record<string, number>>) => {
          const chestId = context.activeChestId;
          const chest = activeChest(context);
          if (chestId === null || chest === undefined) return;
          const coins = chestsSubmitted[String(chestId)] ?? chestCoins(chest);
          enqueue.assign({
            completed: chestsSubmitted,
            activeChestId: null,
            questionIndex: 0,
            explanation: null,
            wrongChoice: null,
          });
          enqueue.emit({ type: 'chest.completed', chestId, coins, chestsSubmitted });
          enqueue.emit({ type: 'notify', notification: { content: messages.chests.earned(coins) } });
        },
      ),
      notifySubmitFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.chests.submitFailed),
      })),
    },
  }).createMachine({
    id: 'quiz',
    context: ({ input }) => ({
      ...(input.restored ?? emptyQuiz),
      role: null,
      completed: {},
      activeChestId: null,
      questionIndex: 0,
      explanation: null,
      wrongChoice: null,
    }),
    initial: 'resolving',
    on: {
      'quiz.sync': { actions: 'sync' },
      'quiz.clear': { target: '.idle', actions: 'clearQuiz' },
    },
    states: {
      resolving: {
        always: [{ guard: 'hasChests', target: 'browsing' }, { target: 'idle' }],
      },
      idle: {
        on: { 'quiz.open': 'loading', 'quiz.refresh': 'loading' },
      },
      loading: {
        tags: 'busy',
        invoke: {
          src: 'loadChests',
          onDone: {
            target: 'browsing',
            actions: { type: 'storeChests', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      failed: {
        on: { 'quiz.open': 'loading', 'quiz.refresh': 'loading' },
      },
      /** The chests are shown; none is open. */
      browsing: {
        on: {
          'quiz.refresh': 'loading',
          'chest.open': [
            { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
            { guard: 'chestIsCompleted', actions: 'noticeCompleted' },
            { guard: not('chestIsKnown') },
            { guard: 'chestIsAnswered', target: 'submitting', actions: 'activateChest' },
            { target: 'playing', actions: 'activateChest' },
          ],
        },
      },
      playing: {
        initial: 'answering',
        on: {
          'chest.close': { target: 'browsing', actions: 'closeChest' },
        },
        states: {
          answering: {
            on: {
              'answer.submit': { guard: 'choiceIsNew', target: 'judging' },
            },
          },
          judging: {
            tags: 'busy',
            invoke: {
              src: 'judgeAnswer',
              input: ({ context, event }) => {
                assertEvent(event, 'answer.submit');
                return {
                  chestId: requireActiveChest(context).chest_id,
                  question: context.questionIndex,
                  choice: event.choice,
                };
              },
              onDone: [
                {
                  guard: { type: 'isCorrect', params: ({ event }) => event.output },
                  target: 'explained',
                  actions: { type: 'recordCorrect', params: ({ event }) => event.output },
                },
                {
                  target: 'answering',
                  actions: { type: 'recordWrong', params: ({ event }) => event.output },
                },
              ],
              onError: {
                target: 'answering',
                actions: { type: 'notifyJudgeFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          /** The answer was right: the explanation shows with a Proceed button. */
          explained: {
            on: {
              'answer.proceed': [
                { guard: 'hasNextQuestion', target: 'answering', actions: 'nextQuestion' },
                { target: '#quiz.submitting' },
              ],
            },
          },
        },
      },
      /** All three questions are solved: the chest's coins are sent, once. */
      submitting: {
        tags: 'busy',
        invoke: {
          src: 'submitChest',
          input: ({ context }) => {
            const chest = requireActiveChest(context);
            return { chestId: chest.chest_id, amount: chestCoins(chest) };
          },
          onDone: {
            target: 'browsing',
            actions: { type: 'completeChest', params: ({ event }) => event.output },
          },
          onError: {
            target: 'submitFailed',
            actions: { type: 'notifySubmitFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** The submission failed; every answer is kept for another try. */
      submitFailed: {
        on: {
          'chest.retry': 'submitting',
          'chest.close': { target: 'browsing', actions: 'closeChest' },
        },
      },
    },
  });
}

/** The machine {@link createQuizMachine} returns. */
export type QuizMachine = ReturnType<typeof createQuizMachine>;
