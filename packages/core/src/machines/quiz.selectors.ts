import type { SnapshotFrom } from 'xstate';
import type { Chest } from '../contract/chest.schema.js';
import { messages } from '../messages/catalogue.js';
import { isPlayer } from '../rules/access/feature-access.js';
import { chestCoins, firstUnsolved, questionWorth } from './quiz.machine.js';
import type { QuizMachine, QuizState } from './quiz.machine.js';

type QuizSnapshot = SnapshotFrom<QuizMachine>;

/** How a chest shows on the map: golden once completed, started when some question was answered. */
export type ChestStatus = 'completed' | 'started' | 'closed';

export interface ChestView {
  readonly chestId: number;
  readonly status: ChestStatus;
  /** Coins earned (completed) or earned so far (started). */
  readonly coins: number;
}

/** The question being played, as the quiz dialog shows it. */
export interface QuestionView {
  readonly chestId: number;
  /** 0 to 2. */
  readonly index: number;
  readonly count: number;
  readonly text: string;
  /** The French texts the organizers wrote, if any (a French reader's page shows them, else the English). */
  readonly textFr?: string | undefined;
  /** The choices by letter, in letter order. */
  readonly choices: readonly { readonly letter: string; readonly text: string; readonly textFr?: string | undefined }[];
  /** Wrong letters already tried: their buttons are disabled. */
  readonly tried: readonly string[];
  /** What the question is still worth: 3, minus 1 per wrong answer, never below 0. */
  readonly coins: number;
  /** The letter just judged wrong, for feedback. */
  readonly wrongChoice: string | null;
  /** The explanation once answered right, with the Proceed button. */
  readonly explanation: string | null;
  readonly explanationFr?: string | undefined;
  readonly isLast: boolean;
}

function statusOf(chest: Chest, completed: Readonly<Record<string, number>>): ChestStatus {
  if (String(chest.chest_id) in completed) return 'completed';
  return chest.group.some((question) => (question.tried?.length ?? 0) > 0 || question.solved === true)
    ? 'started'
    : 'closed';
}

/** The chests, in the server's order, with their status. Pure. */
export function chestViews(snapshot: QuizSnapshot): readonly ChestView[] {
  const { chests, completed } = snapshot.context;
  return chests.map((chest) => {
    const status = statusOf(chest, completed);
    return {
      chestId: chest.chest_id,
      status,
      coins: status === 'completed' ? (completed[String(chest.chest_id)] ?? 0) : chestCoins(chest),
    };
  });
}

/** The question being played, or null when no chest is open or it is being submitted. Pure. */
export function activeQuestion(snapshot: QuizSnapshot): QuestionView | null {
  if (!snapshot.matches('playing')) return null;
  const { chests, activeChestId, questionIndex, wrongChoice, explanation } = snapshot.context;
  const chest = chests.find((candidate) => candidate.chest_id === activeChestId);
  const question = chest?.group[questionIndex];
  if (chest === undefined || question === undefined) return null;
  return {
    chestId: chest.chest_id,
    index: questionIndex,
    count: chest.group.length,
    text: question.question,
    textFr: question.question_fr,
    choices: Object.entries(question.answers.choices)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([letter, text]) => ({ letter, text, textFr: question.answers.choices_fr?.[letter] })),
    tried: question.tried ?? [],
    coins: questionWorth(question),
    wrongChoice,
    explanation: snapshot.matches({ playing: 'explained' }) ? explanation : null,
    explanationFr: snapshot.matches({ playing: 'explained' }) ? question.answers.explanation_fr : undefined,
    isLast: questionIndex === chest.group.length - 1 || firstUnsolved(chest) >= chest.group.length,
  };
}

/** Whether an answer is being judged (the choices are disabled). Pure. */
export function isJudging(snapshot: QuizSnapshot): boolean {
  return snapshot.matches({ playing: 'judging' });
}

/** Whether the chest's coins are being sent. Pure. */
export function isSubmittingChest(snapshot: QuizSnapshot): boolean {
  return snapshot.matches('submitting');
}

/** Whether the last submission failed and can be retried. Pure. */
export function chestSubmitFailed(snapshot: QuizSnapshot): boolean {
  return snapshot.matches('submitFailed');
}

/** Where the chest list stands. Pure. */
export function chestsStatus(snapshot: QuizSnapshot): 'idle' | 'loading' | 'loaded' | 'failed' {
  if (snapshot.matches('idle')) return 'idle';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'loaded';
}

/** The notice for non-players ("Only players can win more dubl-u-nes"), else null. Pure. */
export function quizRoleNotice(snapshot: QuizSnapshot): string | null {
  return isPlayer(snapshot.context.role) ? null : messages.roles.onlyPlayersWinCoins;
}

/** The chests with the progress a local judge starts from. Pure. */
export function chestsWithProgress(snapshot: QuizSnapshot): readonly Chest[] {
  return snapshot.context.chests;
}

/** The chests part of the `game` slice to persist (spec section 3). Pure. */
export function persistedQuiz(snapshot: QuizSnapshot): QuizState {
  return { chests: snapshot.context.chests };
}
