import { COINS_PER_QUESTION, MAX_CHEST_COINS, QUESTIONS_PER_CHEST } from '../constants.js';

export { COINS_PER_QUESTION, MAX_CHEST_COINS, QUESTIONS_PER_CHEST };

/** One answer given in a chest: the question's index (0-based) and the chosen letter (`a`, `b`, ...). */
export interface QuizAttempt {
  readonly question: number;
  readonly choice: string;
}

/** How one question of a chest stands. */
export interface QuestionScore {
  /** The distinct letters tried, in the order first tried; the last one is the correct one when solved. */
  readonly tried: string[];
  readonly solved: boolean;
  /** What the question is worth now: earned once solved, still to play for otherwise. */
  readonly coins: number;
}

/** How a whole chest stands. */
export interface ChestScore {
  readonly questions: QuestionScore[];
  /** Coins earned so far: the sum over the solved questions. */
  readonly coins: number;
  /** Every question solved; the chest turns golden and `coins` is what is paid. */
  readonly completed: boolean;
  /** Index of the question being played, or null once completed. */
  readonly current: number | null;
}

/**
 * What a question is worth after `wrongAttempts` wrong answers: 3, minus 1 per wrong answer, never below 0
 * (spec section 4). Total: a negative or fractional count is taken as its whole part of zero or more. Pure.
 */
export function questionCoins(wrongAttempts: number): number {
  const wrong = Number.isFinite(wrongAttempts) ? Math.max(0, Math.floor(wrongAttempts)) : COINS_PER_QUESTION;
  return Math.max(0, COINS_PER_QUESTION - wrong);
}

/**
 * Scores a chest from its correct letters (one per question, in order) and the answers given, in the order
 * given. Questions are played in order: an attempt counts only on the first unsolved question, so attempts on
 * a solved question or on one not reached yet are ignored, and trying the same wrong letter again costs
 * nothing more. Letters are compared exactly (the wire uses lower-case keys). The server's answer checking
 * and the browser's local judge both use this one function. Pure.
 */
export function scoreChest(correctLetters: readonly string[], attempts: readonly QuizAttempt[]): ChestScore {
  const tried: string[][] = correctLetters.map(() => []);
  let current = 0;
  for (const { question, choice } of attempts) {
    const triedHere = tried[current];
    if (question !== current || triedHere === undefined || triedHere.includes(choice)) continue;
    triedHere.push(choice);
    if (choice === correctLetters[current]) current += 1;
  }
  const questions = correctLetters.map((correct, index): QuestionScore => {
    const letters = tried[index] ?? [];
    const solved = letters.includes(correct);
    return { tried: letters, solved, coins: questionCoins(letters.length - (solved ? 1 : 0)) };
  });
  const coins = questions.reduce((sum, q) => sum + (q.solved ? q.coins : 0), 0);
  const completed = current >= correctLetters.length;
  return { questions, coins, completed, current: completed ? null : current };
}
