import type { Business, ChallengeQuestion } from '../contract/business.schema.js';
import type { Chest, Question } from '../contract/chest.schema.js';
import type { ConsoleLiveDashboard } from '../contract/console/console-dashboard.schema.js';
import type { LoginResponse } from '../contract/auth.schema.js';
import type { CoinHistoryEntry, Referral } from '../contract/profile.schema.js';
import type { RaffleItem, RafflePartner } from '../contract/raffle.schema.js';
import type { ChallengeWinners, RaffleWinners, ResultsResponse, Winner } from '../contract/results.schema.js';
import type { EventTimestampsDto } from '../contract/timestamps.schema.js';
import type { User } from '../contract/user.schema.js';
import type { GamePeriod } from '../rules/period/game-period.js';

// Builders of valid wire entities for tests: each returns a value its contract schema accepts (checked in
// builders.test.ts), with any field overridable. Defaults are plain and stable, never random.

/** A Player with no chest opened and no meeting choice. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    name: 'Test Player',
    email: 'test.player@example.com',
    education: 'Grade 11',
    school: 'Harbor High School',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    role: 'Player',
    referral_link: 'http://localhost:3000/register?referral=0000000001',
    chests_submitted: {},
    attend_meeting: null,
    ...overrides,
  };
}

export function buildRafflePartner(overrides: Partial<RafflePartner> = {}): RafflePartner {
  return {
    name: 'Harbor Tech',
    logo: '/media/partners/harbor-tech.png',
    resource_link: 'https://example.com/harbor-tech/careers',
    resource_category: 'Careers',
    resource_logo: '/media/partners/harbor-tech-resource.png',
    resource_name: 'Student internships',
    ...overrides,
  };
}

/** An item nobody has staked on (`silver`), with no stake from this player. */
export function buildRaffleItem(overrides: Partial<RaffleItem> = {}): RaffleItem {
  return {
    item_id: 1,
    name: 'Noise-cancelling headphones',
    description: 'Over-ear wireless headphones.',
    image_src: '/media/items/headphones.png',
    stock: 1,
    coins: 0,
    silver: true,
    raffle_partner: buildRafflePartner(),
    ...overrides,
  };
}

/**
 * A question whose choices are `a`, `b`, `c`. With `correct` the answer and an explanation are included
 * (original contract, or a solved question); without it they are left out (server-judged, unsolved).
 */
export function buildQuestion(options: { text?: string; correct?: string; explanation?: string } = {}): Question {
  const choices = { a: 'First answer', b: 'Second answer', c: 'Third answer' };
  const { text = 'Which answer is right?', correct, explanation = 'Because it is.' } = options;
  return { question: text, answers: correct === undefined ? { choices } : { choices, correct, explanation } };
}

/** A chest of three questions; `correct` gives each question's correct letter (all included when given). */
export function buildChest(options: { chest_id?: number; correct?: readonly [string, string, string] } = {}): Chest {
  const { chest_id = 1, correct } = options;
  const group = [0, 1, 2].map((index) =>
    buildQuestion({ text: `Question ${index + 1} of chest ${chest_id}?`, ...(correct ? { correct: correct[index] } : {}) }),
  );
  return { chest_id, group };
}

export function buildChallengeQuestion(overrides: Partial<ChallengeQuestion> = {}): ChallengeQuestion {
  return {
    challenge_id: 1,
    title: 'Design a greener port',
    description: "In one page, how would you cut a port's emissions?",
    answers_count: 0,
    answer_submitted: false,
    ...overrides,
  };
}

export function buildBusiness(overrides: Partial<Business> = {}): Business {
  return {
    name: 'Harbor Tech',
    logo: '/media/businesses/harbor-tech.png',
    description: 'We build software for ports.',
    video_title: 'A day at Harbor Tech',
    video_url: 'https://www.youtube.com/embed/harbor-tech',
    challenge_question: buildChallengeQuestion(),
    ...overrides,
  };
}

export function buildWinner(overrides: Partial<Winner> = {}): Winner {
  return { name: 'Grace Hopper', education: 'Grade 10', region: 'Ontario', country: 'Canada', ...overrides };
}

export function buildRaffleWinners(overrides: Partial<RaffleWinners> = {}): RaffleWinners {
  return {
    partner_name: 'Harbor Tech',
    image_src: '/media/items/headphones.png',
    logo: '/media/partners/harbor-tech.png',
    winners: [buildWinner()],
    ...overrides,
  };
}

export function buildChallengeWinners(overrides: Partial<ChallengeWinners> = {}): ChallengeWinners {
  return {
    business_name: 'Harbor Tech',
    logo: '/media/businesses/harbor-tech.png',
    winners: [buildWinner({ name: 'Ada Lovelace', education: 'Grade 12', award: 500 })],
    ...overrides,
  };
}

/** Results with one raffle partner that is not a business (the "Other" slide) and one challenge. */
export function buildResults(overrides: Partial<ResultsResponse> = {}): ResultsResponse {
  return {
    raffle_winners: [buildRaffleWinners({ partner_name: 'Lighthouse Books', logo: '/media/partners/lighthouse-books.png' })],
    challenge_winners: [buildChallengeWinners()],
    ...overrides,
  };
}

export function buildReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    created_at: '2026-04-20T15:30:00.000Z',
    coins: 3,
    invited_user: { name: 'Grace Hopper' },
    ...overrides,
  };
}

export function buildCoinHistoryEntry(overrides: Partial<CoinHistoryEntry> = {}): CoinHistoryEntry {
  return { source: 'signup', count: 3, ...overrides };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_INDEX: Readonly<Record<GamePeriod, number>> = {
  preGame: 0,
  gameStart: 1,
  reviewStart: 2,
  winnersAnnounced: 3,
  gameEnd: 4,
};

/**
 * Event timestamps that put `nowMs` in the middle of `period`, each period lasting `periodMs` (a day by
 * default). Pure.
 */
export function buildTimestamps(period: GamePeriod, nowMs: number, periodMs: number = DAY_MS): EventTimestampsDto {
  // Boundary k (game_start = 1 ... game_end = 4) sits k period lengths after the start of preGame.
  const preGameStart = nowMs - periodMs / 2 - PERIOD_INDEX[period] * periodMs;
  const boundary = (k: number) => new Date(preGameStart + k * periodMs).toISOString();
  return {
    pre_game: boundary(0),
    game_start: boundary(1),
    review_start: boundary(2),
    review_end: boundary(3),
    game_end: boundary(4),
  };
}

export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { user: buildUser(), coins: 3, timestamps: buildTimestamps('gameStart', Date.parse('2026-04-21T12:00:00.000Z')), ...overrides };
}

/** The console's live dashboard (`console_dashboard`): one server, two sockets, one minute of requests. */
export function buildConsoleLiveDashboard(overrides: Partial<ConsoleLiveDashboard> = {}): ConsoleLiveDashboard {
  return {
    at: '2026-03-02T12:00:00.000Z',
    servers: 1,
    sockets: 2,
    minutes: [{ minute: '2026-03-02T11:59:00.000Z', requests: 40, errors: 0 }],
    registered: 12,
    verified: 9,
    ...overrides,
  };
}
