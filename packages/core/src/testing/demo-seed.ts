import type { Business, ChallengeQuestion } from '../contract/business.schema.js';
import type { Chest } from '../contract/chest.schema.js';
import type { CoinHistoryEntry, Referral } from '../contract/profile.schema.js';
import type { RaffleItem } from '../contract/raffle.schema.js';
import type { ResultsResponse } from '../contract/results.schema.js';
import type { User } from '../contract/user.schema.js';
import { NEW_PLAYER_FREE_COINS } from '../rules/constants.js';
import { buildChallengeQuestion, buildRafflePartner, buildResults } from './builders.js';

/** The demo player the server seeds (role Player). */
export const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Treasure-2026' } as const;

/** The demo non-player the server seeds (role Partner), same password. */
export const DEMO_PARTNER = { email: 'demo.partner@example.com', password: 'Treasure-2026' } as const;

/** An account of the in-memory game. */
export interface FakeAccountSeed {
  readonly user: User;
  readonly password: string;
  readonly verified: boolean;
  /** Unstaked coins. */
  readonly balance: number;
  readonly history: readonly CoinHistoryEntry[];
  readonly referrals: readonly Referral[];
}

/** A raffle item as the event defines it; the per-player fields are computed. */
export type RaffleItemSeed = Omit<RaffleItem, 'coins' | 'silver' | 'total_staked'>;

/** A business as the event defines it; the challenge's per-player fields are computed. */
export type BusinessSeed = Omit<Business, 'challenge_question'> & {
  readonly challenge_question: Pick<ChallengeQuestion, 'challenge_id' | 'title' | 'description'>;
};

/** A country and its regions. */
export interface CountrySeed {
  readonly name: string;
  readonly regions: readonly string[];
}

/** Everything the in-memory game starts from. Chests carry their correct answers and explanations. */
export interface FakeGameSeed {
  readonly accounts: readonly FakeAccountSeed[];
  readonly raffleItems: readonly RaffleItemSeed[];
  readonly chests: readonly Chest[];
  readonly businesses: readonly BusinessSeed[];
  readonly results: ResultsResponse;
  readonly countries: readonly CountrySeed[];
}

const chest = (chest_id: number, topic: string, correct: readonly [string, string, string]): Chest => ({
  chest_id,
  group: correct.map((letter, index) => ({
    question: `${topic}: question ${index + 1}?`,
    answers: {
      choices: { a: `${topic} answer a`, b: `${topic} answer b`, c: `${topic} answer c`, d: `${topic} answer d` },
      correct: letter,
      explanation: `${topic}: ${letter} is right.`,
    },
  })),
});

const item = (item_id: number, name: string, partner: string, stock: number): RaffleItemSeed => ({
  item_id,
  name,
  description: `${name}, donated by ${partner}.`,
  image_src: `/media/items/item-${item_id}.png`,
  stock,
  raffle_partner: buildRafflePartner({ name: partner, logo: `/media/partners/${partner.toLowerCase().replace(/\W+/g, '-')}.png` }),
});

const business = (challenge_id: number, name: string): BusinessSeed => {
  const { title, description } = buildChallengeQuestion({ challenge_id });
  return {
    name,
    logo: `/media/businesses/${name.toLowerCase().replace(/\W+/g, '-')}.png`,
    description: `${name} welcomes students.`,
    video_title: `A day at ${name}`,
    video_url: `https://www.youtube.com/embed/${challenge_id}`,
    challenge_question: { challenge_id, title: `${title} (${name})`, description },
  };
};

/** The demo event: the two demo accounts, four raffle items, three chests, two businesses, seeded results. */
export function demoSeed(): FakeGameSeed {
  return {
    accounts: [
      {
        user: {
          name: 'Demo Player',
          email: DEMO_PLAYER.email,
          education: 'Grade 11',
          school: 'Harbor High School',
          country: 'Canada',
          region: 'Ontario',
          city: 'Toronto',
          role: 'Player',
          referral_link: 'http://localhost:3000/register?referral=de70p1a7e5',
          chests_submitted: {},
          attend_meeting: null,
        },
        password: DEMO_PLAYER.password,
        verified: true,
        balance: NEW_PLAYER_FREE_COINS + 9,
        history: [
          { source: 'signup', count: NEW_PLAYER_FREE_COINS },
          { source: 'referrals', count: 9 },
        ],
        referrals: [
          { created_at: '2026-04-18T15:30:00.000Z', coins: 9, invited_user: { name: 'Grace Hopper' } },
        ],
      },
      {
        user: {
          name: 'Demo Partner',
          email: DEMO_PARTNER.email,
          education: 'Other',
          school: null,
          country: 'Canada',
          region: null,
          city: null,
          role: 'Partner',
          referral_link: 'http://localhost:3000/register?referral=de70pa77e7',
          chests_submitted: {},
          attend_meeting: null,
        },
        password: DEMO_PARTNER.password,
        verified: true,
        balance: 0,
        history: [{ source: 'signup', count: 0 }],
        referrals: [],
      },
    ],
    raffleItems: [
      item(1, 'Noise-cancelling headphones', 'Harbor Tech', 2),
      item(2, 'Graphing calculator', 'Harbor Tech', 3),
      item(3, 'Bookstore gift card', 'Lighthouse Books', 5),
      item(4, 'Coding bootcamp seat', 'Anchor Academy', 1),
    ],
    chests: [chest(1, 'Saving', ['b', 'a', 'c']), chest(2, 'Investing', ['d', 'b', 'a']), chest(3, 'Budgeting', ['a', 'c', 'b'])],
    businesses: [business(1, 'Harbor Tech'), business(2, 'Anchor Academy')],
    results: buildResults(),
    countries: [
      { name: 'Canada', regions: ['Ontario', 'Quebec', 'British Columbia'] },
      { name: 'United States', regions: ['California', 'New York', 'Texas'] },
      { name: 'Singapore', regions: [] },
    ],
  };
}
