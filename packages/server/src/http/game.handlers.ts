import {
  type Chest,
  type EventChest,
  MAX_CHEST_COINS,
  messages,
  RAFFLE_SUBMISSION_STATUS,
  scoreChest,
  serverMessages,
} from '@dubloon-quest/core';
import type { AppContext } from '../services/context.js';
import type { ChestAttempt } from '../db/repository.js';
import type { Handlers } from './endpoint-routes.js';
import { HttpError } from '../services/errors.js';

type GameCalls = 'getRaffleItems' | 'submitStakes' | 'getCoinTotal' | 'getCoinHistory' | 'getChests' | 'answerChestQuestion' | 'submitChest';

/**
 * How the coin history names each ledger source; stakes are not income and are left out. `adjustments` are the
 * organizers' (the console's), possibly negative.
 */
const HISTORY_SOURCES: Record<string, string | undefined> = { signup: 'signup', chest: 'chests', referral: 'referrals', demo: 'demo bonus', adjustment: 'adjustments' };

/**
 * A chest as one player may see it. In server mode a question's `correct` and `explanation` are included only
 * once the player solved it, with the player's progress (`tried`: wrong letters, `solved`, `coins`); in client
 * mode the whole chest is sent, as the original contract did. Pure.
 */
export function chestView(chest: EventChest, attempts: readonly ChestAttempt[], quizCheck: 'server' | 'client'): Chest {
  if (quizCheck === 'client') return { chest_id: chest.chest_id, group: chest.group.map((question) => ({ question: question.question, answers: { ...question.answers } })) };
  const score = scoreChest(
    chest.group.map((question) => question.answers.correct),
    attempts,
  );
  return {
    chest_id: chest.chest_id,
    group: chest.group.map((question, index) => {
      const progress = score.questions[index]!;
      const answers = progress.solved ? { choices: question.answers.choices, correct: question.answers.correct, explanation: question.answers.explanation } : { choices: question.answers.choices };
      return {
        question: question.question,
        answers,
        tried: progress.tried.filter((letter) => letter !== question.answers.correct),
        solved: progress.solved,
        coins: progress.coins,
      };
    }),
  };
}

/**
 * How long this process reuses every player's stakes added up per item. The sum reads the whole stakes table,
 * and every player's raffle page asks for it; a second-old figure is as good on a page the realtime channel
 * keeps up to date (silver flags), and this process's own stakes refresh it at once.
 */
export const STAKE_TOTALS_TTL_MS = 1_000;

/**
 * Remembers the last result of `load` for `ttlMs`, sharing one load among concurrent callers; a failed load is
 * not remembered. `forget()` makes the next call load again.
 */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number, clock: () => number = () => performance.now()): { get(): Promise<T>; forget(): void } {
  let cached: { value: Promise<T>; until: number } | null = null;
  return {
    get() {
      const now = clock();
      if (cached && now < cached.until) return cached.value;
      const entry = { value: load(), until: now + ttlMs };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.value;
    },
    forget() {
      cached = null;
    },
  };
}

/** The raffle, coin and chest calls. */
export function gameHandlers(context: AppContext): Pick<Handlers, GameCalls> {
  const { repository, event } = context;
  const stakeTotals = cachedLoader(() => repository.stakeTotals(), STAKE_TOTALS_TTL_MS);

  const findChest = (chestId: number) => {
    const chest = event.chestsById.get(chestId);
    if (!chest) throw new HttpError(404, serverMessages.unknownChest);
    return chest;
  };

  return {
    async getRaffleItems({ auth }) {
      const [stakes, totals] = await Promise.all([repository.stakesOf(auth.user.id), stakeTotals.get()]);
      return event.file.raffle_items.map((item) => ({
        item_id: item.item_id,
        name: item.name,
        description: item.description,
        image_src: item.image_src,
        stock: item.stock,
        coins: stakes[item.item_id] ?? 0,
        silver: !totals.has(item.item_id),
        raffle_partner: event.partnersByName.get(item.partner)!,
        total_staked: totals.get(item.item_id) ?? 0,
      }));
    },

    async submitStakes({ body, auth }) {
      const outcome = await repository.submitStakes(auth.user.id, body.staked_items, event.itemsById.keys(), new Date(context.now()));
      if (!outcome.ok) {
        const { code, message, retryAfterMs } = outcome.failure;
        throw new HttpError(RAFFLE_SUBMISSION_STATUS[code], message, undefined, retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
      }
      stakeTotals.forget();
      if (outcome.value.silverChanges.length > 0) context.broadcaster.raffleSilver(outcome.value.silverChanges);
      context.raffleTotals.changed();
      return { total_coins: outcome.value.balance };
    },

    getCoinTotal({ auth }) {
      // The balance was read with the login, in this request's one query: no second read.
      return Promise.resolve({ coins: auth.user.coins });
    },

    async getCoinHistory({ auth }) {
      const bySource = new Map<string, number>();
      for (const row of await repository.coinTransactions(auth.user.id)) {
        const source = HISTORY_SOURCES[row.source];
        if (source !== undefined) bySource.set(source, (bySource.get(source) ?? 0) + row.count);
      }
      return { coin_details: [...bySource].map(([source, count]) => ({ source, count })) };
    },

    async getChests({ auth }) {
      const attempts = context.config.quizCheck === 'server' ? await repository.chestAttempts(auth.user.id) : new Map<number, ChestAttempt[]>();
      return event.file.chests.map((chest) => chestView(chest, attempts.get(chest.chest_id) ?? [], context.config.quizCheck));
    },

    async answerChestQuestion({ body, auth }) {
      const chest = findChest(body.chest_id);
      const question = chest.group[body.question];
      if (!question) throw new HttpError(404, serverMessages.unknownChest);
      if (!Object.hasOwn(question.answers.choices, body.choice)) throw new HttpError(422, serverMessages.unknownChoice, { choice: [serverMessages.unknownChoice] });
      const correctLetters = chest.group.map((entry) => entry.answers.correct);
      const recorded = await repository.recordChestAttempt<string>(auth.user.id, chest.chest_id, { question: body.question, choice: body.choice }, new Date(context.now()), (state) => {
        if (state.paidCoins !== null) return { ok: false, failure: messages.chests.alreadyCompleted };
        const score = scoreChest(correctLetters, state.attempts);
        if (score.current !== body.question) return { ok: false, failure: serverMessages.questionSettled };
        return { ok: true, value: null };
      });
      if (!recorded.ok) throw new HttpError(409, recorded.failure);
      const score = scoreChest(correctLetters, recorded.value);
      const correct = body.choice === question.answers.correct;
      return {
        correct,
        ...(correct ? { explanation: question.answers.explanation } : {}),
        question_coins: score.questions[body.question]!.coins,
        chest_coins: score.coins,
        completed: score.completed,
      };
    },

    async submitChest({ body, auth }) {
      const chest = findChest(body.chest_id);
      const correctLetters = chest.group.map((entry) => entry.answers.correct);
      const quizCheck = context.config.quizCheck;
      const paid = await repository.payChest<{ status: number; message: string }>(auth.user.id, chest.chest_id, new Date(context.now()), (state) => {
        if (state.paidCoins !== null) return { ok: false, failure: { status: 409, message: messages.chests.alreadyCompleted } };
        if (quizCheck === 'client') {
          if (body.amount > MAX_CHEST_COINS) return { ok: false, failure: { status: 422, message: serverMessages.chestAmountOutOfRange(MAX_CHEST_COINS) } };
          return { ok: true, value: body.amount };
        }
        const score = scoreChest(correctLetters, state.attempts);
        if (!score.completed) return { ok: false, failure: { status: 422, message: serverMessages.chestNotCompleted } };
        if (body.amount !== score.coins) return { ok: false, failure: { status: 422, message: serverMessages.chestAmountMismatch(score.coins) } };
        return { ok: true, value: score.coins };
      });
      if (!paid.ok) throw new HttpError(paid.failure.status, paid.failure.message);
      context.broadcaster.coinChange(auth.user.id, { coins: paid.value.change.delta, balance: paid.value.change.balance });
      return { chests_submitted: Object.fromEntries(Object.entries(paid.value.chestsSubmitted)) };
    },
  };
}
