import { encodeContract, raffleItemsResponseSchema, type EventFile, type RuleFailure } from '@dubloon-quest/core';
import { CHEST_REFUSAL_STATUS, chestForPlayer, chestPayout, isSilver, judgeChestAnswer, RAFFLE_SUBMISSION_STATUS, type RaffleSubmissionCode, type ChestAnswerRefusal, type ChestAnswerVerdict, type ChestPayoutRefusal } from '@dubloon-quest/core/internal';
import type { AppContext } from '../services/context.js';
import type { GameEvent } from '../services/event/game-event.js';
import type { ChestAttempt } from '../db/repository.js';
import type { Handlers } from './endpoint-routes.js';
import { HttpError } from '../services/errors.js';
import { messages, serverMessages } from '../services/language.js';
import { jsonAround, WireJson } from './wire-json.js';

type GameCalls = 'getRaffleItems' | 'submitStakes' | 'getCoinTotal' | 'getCoinHistory' | 'getChests' | 'answerChestQuestion' | 'submitChest';

/**
 * How the coin history names each ledger source; stakes are not income and are left out. `adjustments` are the
 * organizers' (the console's), possibly negative.
 */
const HISTORY_SOURCES: Record<string, string | undefined> = { signup: 'signup', chest: 'chests', referral: 'referrals', demo: 'demo bonus', adjustment: 'adjustments' };

/**
 * How long this process reuses every player's stakes added up per item. The sum reads the whole stakes table,
 * and every player's raffle page asks for it; a second-old figure is as good on a page the realtime channel
 * keeps up to date (silver flags), and this process's own stakes refresh it at once.
 */
const STAKE_TOTALS_TTL_MS = 1_000;

/**
 * Remembers the last result of `load` for `ttlMs`, sharing one load among concurrent callers; a failed load is
 * not remembered. `forget()` makes the next call load again.
 */
function cachedLoader<T>(load: () => Promise<T>, ttlMs: number, clock: () => number = () => performance.now()): { get(): Promise<T>; forget(): void } {
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

/**
 * The raffle page's part shared by every player: the items with their partners, silver flags and totals,
 * encoded with the answer's schema (and so checked) and serialized once for the event content and the stake
 * totals it was built from; each item's JSON is cut around its `coins`, the only per-player value.
 */
interface RaffleListTemplate {
  readonly file: EventFile;
  readonly totals: ReadonlyMap<number, number>;
  readonly items: readonly { readonly itemId: number; readonly head: string; readonly tail: string }[];
}

const RAFFLE_ITEMS_SUBJECT = 'the answer of GET /game/raffle/items';

function raffleListTemplate(event: GameEvent, totals: ReadonlyMap<number, number>): RaffleListTemplate {
  const file = event.file;
  const list = file.raffle_items.map((item) => ({
    item_id: item.item_id,
    name: item.name,
    description: item.description,
    // The French beside the English, for every reader alike: the one encoded page serves both languages, and
    // an item without French encodes exactly as before (decision 0164).
    ...(item.name_fr === undefined ? {} : { name_fr: item.name_fr }),
    ...(item.description_fr === undefined ? {} : { description_fr: item.description_fr }),
    image_src: item.image_src,
    stock: item.stock,
    coins: 0,
    silver: isSilver(totals.get(item.item_id) ?? 0),
    raffle_partner: event.partnersByName.get(item.partner)!,
    total_staked: totals.get(item.item_id) ?? 0,
  }));
  const wire = encodeContract(raffleItemsResponseSchema, list, RAFFLE_ITEMS_SUBJECT);
  return { file, totals, items: wire.map((item, index) => ({ itemId: list[index]!.item_id, ...jsonAround(item, 'coins') })) };
}

/** A player's stake on an item as the answer writes it (the schema's rule for coins: a whole number, not negative). */
function stakeText(coins: number | undefined): string {
  if (coins === undefined) return '0';
  if (!Number.isSafeInteger(coins) || coins < 0) throw new Error(`${RAFFLE_ITEMS_SUBJECT}: a stake of ${coins} coins is not a whole number of coins`);
  return String(coins);
}

/** The raffle, coin and chest calls. */
export function gameHandlers(context: AppContext): Pick<Handlers, GameCalls> {
  const { repository, event } = context;
  const stakeTotals = cachedLoader(() => repository.stakeTotals(), STAKE_TOTALS_TTL_MS);
  // Built again when the content is swapped (GameEvent.replace) or the totals are read again (their cache above).
  let raffleList: RaffleListTemplate | null = null;

  return {
    async getRaffleItems({ auth }) {
      const [stakes, totals] = await Promise.all([context.readCache.stakesOf(auth, () => repository.stakesOf(auth.user.id)), stakeTotals.get()]);
      if (raffleList === null || raffleList.file !== event.file || raffleList.totals !== totals) raffleList = raffleListTemplate(event, totals);
      return new WireJson(`[${raffleList.items.map(({ itemId, head, tail }) => `${head}${stakeText(stakes[itemId])}${tail}`).join(',')}]`);
    },

    async submitStakes({ body, auth }) {
      const outcome = await repository.submitStakes(auth.user.id, body.staked_items, event.itemsById.keys(), new Date(context.now()));
      if (!outcome.ok) {
        const { code, retryAfterMs } = outcome.failure;
        throw new HttpError(RAFFLE_SUBMISSION_STATUS[code], stakeRefusalText(code, retryAfterMs), undefined, retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
      }
      stakeTotals.forget();
      // Before the answer: the player's next read, on any process, no longer sees the balance and stakes before.
      await context.readCache.userChanged(auth.user.id);
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
      return event.file.chests.map((chest) => chestForPlayer(chest, attempts.get(chest.chest_id) ?? [], context.config.quizCheck));
    },

    async answerChestQuestion({ body, auth }) {
      const chest = event.chestsById.get(body.chest_id);
      // The verdict is taken under the player's lock, on the answers recorded so far.
      let verdict: ChestAnswerVerdict | undefined;
      const recorded = await repository.recordChestAttempt(auth.user.id, body.chest_id, { question: body.question, choice: body.choice }, new Date(context.now()), (state) => {
        const judged = judgeChestAnswer(chest, state, body);
        if (!judged.ok) return { ok: false, failure: judged };
        verdict = judged.value;
        return { ok: true, value: null };
      });
      if (!recorded.ok) throw chestRefusal(recorded.failure);
      return verdict!.response;
    },

    async submitChest({ body, auth }) {
      const chest = event.chestsById.get(body.chest_id);
      const paid = await repository.payChest(auth.user.id, body.chest_id, new Date(context.now()), (state) => {
        const payout = chestPayout(chest, state, body.amount, context.config.quizCheck);
        return payout.ok ? payout : { ok: false, failure: payout };
      });
      if (!paid.ok) throw chestRefusal(paid.failure);
      // The announcement also tells the read cache (answered once every process sees the new balance).
      context.broadcaster.coinChange(auth.user.id, { coins: paid.value.change.delta, balance: paid.value.change.balance });
      return { chests_submitted: Object.fromEntries(Object.entries(paid.value.chestsSubmitted)) };
    },
  };
}

/** A chest rule's refusal as an HTTP error: its status, and the field at fault for a choice not offered. */
function chestRefusal(refusal: RuleFailure<ChestAnswerRefusal | ChestPayoutRefusal>): HttpError {
  const fields = refusal.code === 'CHEST.CHOICE_NOT_OFFERED' ? { choice: [refusal.message] } : undefined;
  return new HttpError(CHEST_REFUSAL_STATUS[refusal.code], refusal.message, fields);
}

/**
 * A refused stake submission in the request's language: core's rule answers with its code (and, in the cooldown,
 * the time left), and its text is the English one; the server writes the code's text from its own catalogues
 * (decision 0190: "You can submit your stakes again in 23 minutes" reached a French reader in English).
 */
function stakeRefusalText(code: RaffleSubmissionCode, retryAfterMs: number | undefined): string {
  switch (code) {
    case 'LEDGER.COOLDOWN':
      return serverMessages.raffleCooldown(Math.ceil((retryAfterMs ?? 0) / 60_000));
    case 'LEDGER.UNKNOWN_ITEM':
      return messages.raffle.unknownItem;
    case 'LEDGER.INVALID_AMOUNT':
      return messages.validation.invalidCoins;
    case 'LEDGER.DUPLICATE_ITEM':
      return messages.raffle.duplicateItem;
    case 'LEDGER.OVER_ALLOCATION':
      return messages.raffle.overAllocation;
  }
}
