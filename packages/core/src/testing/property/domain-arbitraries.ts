import fc from 'fast-check';
import type { AnswerChestQuestionRequest, Chest } from '../../contract/chest.schema.js';
import type { RaffleItem, SubmitStakesRequest } from '../../contract/raffle.schema.js';
import type { EventTimestampsDto } from '../../contract/timestamps.schema.js';
import { EDUCATION_LEVELS, type User } from '../../contract/user.schema.js';
import type { RegisterRequest } from '../../contract/auth.schema.js';
import { COINS_PER_QUESTION, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, QUESTIONS_PER_CHEST } from '../../rules/constants.js';
import { GAME_PERIODS, type GamePeriod } from '../../rules/period/game-period.js';
import { buildRafflePartner } from '../builders.js';

// fast-check arbitraries for the game's domain. Each generates values the contract's schemas accept
// (domain-arbitraries.property.test.ts checks it), small enough that a shrunk counterexample reads at a glance.

/** Choice letters a question offers: a, b, c, d as the demo event does, or fewer. */
const LETTERS = ['a', 'b', 'c', 'd'] as const;

/** A password the validators accept: 8 to 24 characters with a letter and a digit. */
export const passwordArb: fc.Arbitrary<string> = fc
  .string({ unit: fc.constantFrom(...'abcdefghijkXYZ0123456789-'), minLength: PASSWORD_MIN_LENGTH - 2, maxLength: PASSWORD_MAX_LENGTH - 2 })
  .map((body) => `A${body}1`);

/** A unique-looking, valid email address. */
export const emailArb: fc.Arbitrary<string> = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{1,11}$/), fc.constantFrom('example.com', 'example.org', 'school.example'))
  .map(([local, domain]) => `${local}@${domain}`);

/** A player as the server answers it (role Player, nothing opened yet unless `chests_submitted` says). */
export const playerArb: fc.Arbitrary<User> = fc.record({
  name: fc.stringMatching(/^[A-Z][a-z]{1,11}( [A-Z][a-z]{1,11})?$/),
  email: emailArb,
  education: fc.constantFrom(...EDUCATION_LEVELS),
  school: fc.option(fc.constantFrom('Harbor High School', 'Lighthouse Academy'), { nil: null }),
  country: fc.constantFrom('Canada', 'United States', 'Singapore'),
  region: fc.option(fc.constantFrom('Ontario', 'Quebec', 'Texas'), { nil: null }),
  city: fc.option(fc.constantFrom('Toronto', 'Austin'), { nil: null }),
  role: fc.constant('Player'),
  referral_link: fc.stringMatching(/^[0-9a-f]{10}$/).map((code) => `http://localhost:3000/register?referral=${code}`),
  chests_submitted: fc.dictionary(fc.integer({ min: 1, max: 9 }).map(String), fc.integer({ min: 0, max: 9 }), { maxKeys: 3 }),
  attend_meeting: fc.option(fc.boolean(), { nil: null }),
});

/** An unstaked coin balance: 0 to `max` (default 30, a few chests' worth). */
export const balanceArb = (max = 30): fc.Arbitrary<number> => fc.integer({ min: 0, max });

/** A raffle item as one player sees it, with that player's stake `coins` and `silver` agreeing with `total_staked`. */
export const raffleItemArb = (itemId: fc.Arbitrary<number> = fc.integer({ min: 1, max: 50 })): fc.Arbitrary<RaffleItem> =>
  fc
    .record({ item_id: itemId, stock: fc.integer({ min: 1, max: 5 }), coins: fc.integer({ min: 0, max: 10 }), others: fc.integer({ min: 0, max: 20 }) })
    .map(({ item_id, stock, coins, others }) => ({
      item_id,
      name: `Item ${item_id}`,
      description: `Raffle item ${item_id}.`,
      image_src: `/media/items/item-${item_id}.png`,
      stock,
      coins,
      silver: coins + others === 0,
      total_staked: coins + others,
      raffle_partner: buildRafflePartner(),
    }));

/** One to `max` raffle items with distinct ids. */
export const raffleItemsArb = (max = 4): fc.Arbitrary<RaffleItem[]> =>
  fc.uniqueArray(raffleItemArb(), { minLength: 1, maxLength: max, selector: (item) => item.item_id });

/**
 * A `POST /game/raffle/items` body over the given item ids: absolute stakes of 0 to `maxCoins`, each item at
 * most once. `total_coins` is the client's guess, which a server must never trust, so it is arbitrary too.
 */
export const stakeRequestArb = (itemIds: readonly number[], maxCoins = 20): fc.Arbitrary<SubmitStakesRequest> =>
  fc.record({
    staked_items: fc.uniqueArray(
      fc.record({ item_id: fc.constantFrom(...itemIds), coins: fc.integer({ min: 0, max: maxCoins }) }),
      { maxLength: itemIds.length, selector: (entry) => entry.item_id },
    ),
    total_coins: fc.integer({ min: 0, max: 99 }),
  });

/** A chest of three questions with letters from a to d and one correct letter each, as the event defines it. */
export const chestArb = (chestId: fc.Arbitrary<number> = fc.integer({ min: 1, max: 20 })): fc.Arbitrary<Chest> =>
  fc.record({
    chest_id: chestId,
    group: fc.array(
      fc.integer({ min: 2, max: LETTERS.length }).chain((count) =>
        fc.record({
          question: fc.constantFrom('How much to save?', 'What is interest?', 'Why budget?'),
          answers: fc.constantFrom(...LETTERS.slice(0, count)).map((correct) => ({
            choices: Object.fromEntries(LETTERS.slice(0, count).map((letter) => [letter, `Answer ${letter}`])),
            correct,
            explanation: `${correct} is right.`,
          })),
        }),
      ),
      { minLength: QUESTIONS_PER_CHEST, maxLength: QUESTIONS_PER_CHEST },
    ),
  });

/** One answer to a chest: any question index and any letter, including letters a question does not offer. */
export const chestAnswerArb = (chestIds: readonly number[]): fc.Arbitrary<AnswerChestQuestionRequest> =>
  fc.record({
    chest_id: fc.constantFrom(...chestIds),
    question: fc.integer({ min: 0, max: QUESTIONS_PER_CHEST - 1 }),
    choice: fc.constantFrom(...LETTERS, 'e', 'z'),
  });

/** How many wrong letters a player tries on each question before the right one (spec: 3 coins, minus 1 each). */
export const wrongTriesArb: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 0, max: COINS_PER_QUESTION }), {
  minLength: QUESTIONS_PER_CHEST,
  maxLength: QUESTIONS_PER_CHEST,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** An event schedule: five ordered boundaries between 2000 and 2100, periods from a minute to ten days long. */
export const scheduleArb: fc.Arbitrary<EventTimestampsDto> = fc
  .tuple(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), fc.array(fc.integer({ min: 60_000, max: 10 * DAY_MS }), { minLength: 4, maxLength: 4 }))
  .map(([start, lengths]) => {
    const boundaries = lengths.reduce<number[]>((all, length) => [...all, all[all.length - 1]! + length], [start]);
    const iso = (index: number) => new Date(boundaries[index]!).toISOString();
    return { pre_game: iso(0), game_start: iso(1), review_start: iso(2), review_end: iso(3), game_end: iso(4) };
  });

/** A period of the game. */
export const periodArb: fc.Arbitrary<GamePeriod> = fc.constantFrom(...GAME_PERIODS);

/**
 * An instant inside `period` of `timestamps`, kept `marginMs` clear of its boundaries (preGame reaches back a
 * day before game_start, gameEnd a day after game_end). Use it to move a test clock into a chosen period.
 */
export function instantInPeriodArb(timestamps: EventTimestampsDto, period: GamePeriod, marginMs = 1_000): fc.Arbitrary<number> {
  const [start, end] = periodBounds(timestamps, period);
  const low = Math.min(start + marginMs, (start + end) / 2);
  const high = Math.max(end - marginMs, (start + end) / 2);
  return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
}

/** The start and end (epoch ms) of a period of a schedule; the open-ended first and last periods get a day. */
export function periodBounds(timestamps: EventTimestampsDto, period: GamePeriod): readonly [number, number] {
  const at = (iso: string) => Date.parse(iso);
  const gameStart = at(timestamps.game_start);
  const preGameStart = timestamps.pre_game === undefined ? gameStart - DAY_MS : Math.min(at(timestamps.pre_game), gameStart);
  const bounds: Record<GamePeriod, readonly [number, number]> = {
    preGame: [preGameStart, gameStart],
    gameStart: [gameStart, at(timestamps.review_start)],
    reviewStart: [at(timestamps.review_start), at(timestamps.review_end)],
    winnersAnnounced: [at(timestamps.review_end), at(timestamps.game_end)],
    gameEnd: [at(timestamps.game_end), at(timestamps.game_end) + DAY_MS],
  };
  return bounds[period];
}

/** A registration form the validators accept, without a referral code. */
export const registrationArb: fc.Arbitrary<RegisterRequest> = fc
  .record({ player: playerArb, password: passwordArb })
  .map(({ player, password }) => ({
    name: player.name,
    email: player.email,
    password,
    password_confirmation: password,
    education: player.education,
    country: player.country,
  }));

/**
 * A referral chain: registrations where each player after the first signs up with the link of the player
 * before (`referral_code` is filled in as the chain is played, since the server makes the codes). Emails are
 * distinct.
 */
export const referralChainArb = (maxLength = 4): fc.Arbitrary<RegisterRequest[]> =>
  fc.uniqueArray(registrationArb, { minLength: 1, maxLength, selector: (form) => form.email });
