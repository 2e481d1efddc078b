import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { consoleProblemText, consoleProblemTexts } from './console-problems.js';
import { parseEventSchedule } from '../period/game-period.js';
import { eventFileSchema, type EventChest, type EventFile } from '../../contract/event-file.schema.js';
import {
  awardPoolOf,
  chestEditAllowed,
  DEFAULT_AWARD_POOL,
  DEFAULT_WINNER_CAP,
  nextId,
  partnerRetireRefusal,
  eventContentProblems,
  LONG_TEXT_MAX,
  playerEventOf,
  SHORT_TEXT_MAX,
  validateBan,
  validateBusinessFields,
  validatePartnerBusinessFields,
  validateChallengeWinners,
  validateChestQuestions,
  validateCoinAdjustment,
  validateEventName,
  validateItemFields,
  validateMediaLink,
  validateRating,
  scheduleFailureProblem,
  validateSchedule,
  validateWebLink,
  winnerCapOf,
} from './console-rules.js';

const question = (correct = 'a') => ({
  question: 'Why?',
  answers: { choices: { a: 'Yes', b: 'No' }, correct, explanation: 'Because.' },
});
const group = (correct = 'a'): EventChest['group'] => [
  question(correct),
  question(correct),
  question(correct),
];

describe('validateSchedule', () => {
  const ordered = {
    pre_game: '2026-04-19T14:00:00Z',
    game_start: '2026-04-20T14:00:00Z',
    review_start: '2026-04-25T14:00:00Z',
    review_end: '2026-04-26T14:00:00Z',
    game_end: '2026-04-27T14:00:00Z',
  };

  it('accepts boundaries in order, equal ones included, with or without pre_game', () => {
    expect(validateSchedule(ordered)).toEqual({});
    expect(validateSchedule({ ...ordered, review_end: ordered.review_start })).toEqual({});
    const { pre_game: _ignored, ...withoutPreGame } = ordered;
    expect(validateSchedule(withoutPreGame)).toEqual({});
  });

  it('refuses boundaries out of order and pre_game after game_start', () => {
    expect(validateSchedule({ ...ordered, review_start: '2026-04-19T00:00:00Z' })).toEqual({
      timestamps: [{ code: 'schedule.unorderedTimestamps' }],
    });
    expect(validateSchedule({ ...ordered, game_end: 'soon' })).toEqual({ timestamps: [{ code: 'schedule.invalidTimestamp' }] });
    expect(validateSchedule({ ...ordered, pre_game: '2026-04-21T00:00:00Z' })).toEqual({
      'timestamps.pre_game': [{ code: 'schedule.preGameAfterStart' }],
    });
    // The English the rule returned before it gave codes, word for word.
    expect(consoleProblemTexts(validateSchedule({ ...ordered, pre_game: '2026-04-21T00:00:00Z' }))).toEqual({
      'timestamps.pre_game': ['The pre-game must not start after the game start'],
    });
  });
});

describe('validateSchedule gives the code of parseEventSchedule (decision 0170)', () => {
  const instant = fc.oneof(
    fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('', 'soon', '2026-13-40'),
  );
  test.prop([instant, instant, instant, instant])(
    "refuses the boundaries exactly when core's parser does, its English message word for word from the code",
    (game_start, review_start, review_end, game_end) => {
      const timestamps = { game_start, review_start, review_end, game_end };
      const parsed = parseEventSchedule(timestamps);
      const problems = validateSchedule(timestamps);
      if (parsed.ok) expect(problems.timestamps).toBeUndefined();
      else {
        expect(problems.timestamps).toEqual([scheduleFailureProblem(parsed.code)]);
        expect(consoleProblemTexts(problems).timestamps).toEqual([parsed.message]);
      }
    },
  );
});

describe('coin adjustments, bans and ratings', () => {
  test.prop([fc.integer({ min: -20_000, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })])(
    'an accepted adjustment never takes the balance below 0',
    (delta, balance) => {
      const problems = validateCoinAdjustment({ delta, reason: 'Quiz night' }, balance);
      const accepted = Object.keys(problems).length === 0;
      expect(accepted).toBe(delta !== 0 && Math.abs(delta) <= 10_000 && balance + delta >= 0);
    },
  );

  it('needs a reason of 2 to 500 characters', () => {
    expect(validateCoinAdjustment({ delta: 1, reason: ' x ' }, 0)).toEqual({ reason: [{ code: 'reason.length' }] });
    expect(validateCoinAdjustment({ delta: 1, reason: 'y'.repeat(501) }, 0)).toEqual({
      reason: [{ code: 'reason.length' }],
    });
    expect(validateCoinAdjustment({ delta: 1, reason: 'no\u0000' }, 0)).toEqual({ reason: [{ code: 'text.invalidCharacters' }] });
    expect(validateCoinAdjustment({ delta: 0, reason: 'ok' }, 0)).toEqual({ delta: [{ code: 'coins.deltaRange' }] });
    expect(consoleProblemTexts(validateCoinAdjustment({ delta: -8, reason: 'ok' }, 5))).toEqual({
      delta: ['This player has only 5 dubl-u-nes not staked: an adjustment cannot take more'],
    });
  });

  it('accepts a ban ending in the future or its lifting, never one in the past', () => {
    expect(
      validateBan({ until: '2026-05-01T00:00:00Z', reason: 'spam' }, Date.parse('2026-04-30T00:00:00Z')),
    ).toEqual({});
    expect(validateBan({ until: null, reason: 'apology' }, 0)).toEqual({});
    expect(
      validateBan({ until: '2026-04-29T00:00:00Z', reason: 'spam' }, Date.parse('2026-04-30T00:00:00Z')),
    ).toEqual({ until: [{ code: 'ban.inPast' }] });
  });

  it('rates from 1 to 5 with a note of at most 2000 characters', () => {
    expect(validateRating({ rating: 5, note: 'Great' })).toEqual({});
    expect(validateRating({ rating: null, note: null })).toEqual({});
    expect(validateRating({ rating: 0 })).toEqual({ rating: [{ code: 'judging.ratingRange' }] });
    expect(validateRating({ rating: 2.5 })).toEqual({ rating: [{ code: 'judging.ratingRange' }] });
    expect(validateRating({ note: 'n'.repeat(2_001) })).toEqual({ note: [{ code: 'judging.noteTooLong' }] });
    expect(consoleProblemTexts(validateRating({ rating: 6, note: 'n'.repeat(2_001) }))).toEqual({
      rating: ['A rating is a whole number from 1 to 5'],
      note: ['A note has at most 2000 characters'],
    });
  });
});

describe('validateChallengeWinners', () => {
  const winner = fc.record({
    user_id: fc.integer({ min: 1, max: 8 }),
    award: fc.integer({ min: -5, max: 150 }),
  });

  test.prop([
    fc.array(winner, { maxLength: 6 }),
    fc.integer({ min: 0, max: 400 }),
    fc.integer({ min: 1, max: 5 }),
  ])(
    'accepts exactly the lists of distinct submitters with positive awards, within the cap and the pool',
    (winners, pool, cap) => {
      const submitters = new Set([1, 2, 3, 4, 5, 6]);
      const accepted = Object.keys(validateChallengeWinners(winners, { pool, cap, submitters })).length === 0;
      const ids = winners.map((entry) => entry.user_id);
      const valid =
        ids.every((id) => submitters.has(id)) &&
        new Set(ids).size === ids.length &&
        winners.every((entry) => entry.award > 0) &&
        winners.length <= cap &&
        winners.reduce((sum, entry) => sum + entry.award, 0) <= pool;
      expect(accepted).toBe(valid);
    },
  );

  it('names the faulty entry', () => {
    expect(
      validateChallengeWinners(
        [
          { user_id: 9, award: 10 },
          { user_id: 1, award: 0 },
        ],
        { pool: 200, cap: 3, submitters: new Set([1]) },
      ),
    ).toEqual({
      'winners[0].user_id': [{ code: 'winners.notASubmitter' }],
      'winners[1].award': [{ code: 'winners.awardPositive' }],
    });
    expect(
      validateChallengeWinners(
        [
          { user_id: 1, award: 150 },
          { user_id: 2, award: 100 },
        ],
        { pool: 200, cap: 1, submitters: new Set([1, 2]) },
      ),
    ).toEqual({
      winners: [
        { code: 'winners.overCap', max: 1 },
        { code: 'winners.overPool', max: 200, total: 250 },
      ],
    });
    const twice = validateChallengeWinners(
      [
        { user_id: 1, award: 10 },
        { user_id: 1, award: 10 },
        { user_id: 2, award: 10 },
      ],
      { pool: 200, cap: 3, submitters: new Set([1, 2]), banned: new Set([2]) },
    );
    expect(twice).toEqual({ 'winners[1].user_id': [{ code: 'winners.duplicate' }], 'winners[2].user_id': [{ code: 'winners.banned' }] });
    expect(consoleProblemTexts({ winners: [{ code: 'winners.overCap', max: 1 }, { code: 'winners.overPool', max: 200, total: 250 }] })).toEqual({
      winners: ['At most 1 winner', 'The awards add up to $250, more than the award pool of $200'],
    });
  });

  it('uses a pool of 200 and a cap of 3 unless the organizers set others', () => {
    expect([awardPoolOf({}), winnerCapOf({})]).toEqual([DEFAULT_AWARD_POOL, DEFAULT_WINNER_CAP]);
    expect([awardPoolOf({ award_pool: 500 }), winnerCapOf({ winner_cap: 1 })]).toEqual([500, 1]);
  });
});

describe('links and texts', () => {
  it('accepts images on this server or over https, never scripts or other schemes', () => {
    for (const link of [
      '',
      '/media/partners/logo.png',
      '/uploads/ab12.webp',
      'https://cdn.example.org/logo.png',
    ])
      expect(validateMediaLink(link)).toBeNull();
    for (const link of [
      'javascript:alert(1)',
      'http://example.org/a.png',
      '/media/../secrets.json',
      'https://x.org/a.png?onload=alert(1)',
      '<script>',
      'data:image/png;base64,AA',
    ])
      expect(validateMediaLink(link)).toEqual({ code: 'content.notAnImage' });
    expect(validateWebLink('https://www.youtube.com/embed/abc')).toBeNull();
    expect(validateWebLink('ftp://x.org')).toEqual({ code: 'content.notALink' });
    expect(validateWebLink('https://videos.example.org:8443/watch?v=1#t=2')).toBeNull();
    for (const refused of ['https://user:pass@example.org/', 'https://exa mple.org', 'https://', 'https://-bad.org', 'http://example.org'])
      expect(validateWebLink(refused), refused).toEqual({ code: 'content.notALink' });
  });

  it('requires a business name, leaves the challenge title to the partner, and checks the video link', () => {
    expect(validateBusinessFields({ name: ' ', challenge_title: '', video_url: 'http://x.org' })).toEqual({
      name: [{ code: 'content.required' }],
      video_url: [{ code: 'content.notAVideo' }],
    });
    // The partner, who writes the challenge on My business, must give it a title.
    expect(validatePartnerBusinessFields({ name: 'Harbor Tech', challenge_title: ' ' })).toEqual({
      challenge_title: [{ code: 'content.required' }],
    });
    expect(validatePartnerBusinessFields({ name: 'Harbor Tech', challenge_title: 'Design a buoy' })).toEqual({});
    expect(validateBusinessFields({ video_url: 'https://evil.example/embed/aqz-KE-bpKQ' })).toEqual({ video_url: [{ code: 'content.notAVideo' }] });
    expect(validateBusinessFields({ video_url: 'https://youtu.be/aqz-KE-bpKQ' })).toEqual({});
    expect(validateBusinessFields({ description: 'Only this changes' })).toEqual({});
  });

  it('requires the correct letter among the choices and every text of a question', () => {
    expect(validateChestQuestions(group())).toEqual({});
    expect(validateChestQuestions([question('z'), { ...question(), question: '' }, question()])).toEqual({
      'group[0].answers.correct': [{ code: 'content.required' }],
      'group[1].question': [{ code: 'content.required' }],
    });
  });
});

describe('chestEditAllowed', () => {
  it('allows any change while no player has answered, and only text changes after', () => {
    const retexted = group().map((entry) => ({ ...entry, question: 'Reworded?' }));
    expect(chestEditAllowed(group(), group('b'), false)).toBe(true);
    expect(chestEditAllowed(group(), retexted, true)).toBe(true);
    expect(chestEditAllowed(group(), group('b'), true)).toBe(false);
    const moreChoices = group().map((entry) => ({
      ...entry,
      answers: { ...entry.answers, choices: { ...entry.answers.choices, c: 'Maybe' } },
    }));
    expect(chestEditAllowed(group(), moreChoices, true)).toBe(false);
  });
});

describe('playerEventOf', () => {
  const event: EventFile = eventFileSchema.parse({
    name: 'Test',
    timestamps: null,
    partners: [
      {
        name: 'Live',
        logo: '',
        resource_link: '',
        resource_category: '',
        resource_logo: '',
        resource_name: '',
      },
      {
        name: 'Gone',
        logo: '',
        resource_link: '',
        resource_category: '',
        resource_logo: '',
        resource_name: '',
        retired: true,
      },
    ],
    raffle_items: [
      { item_id: 1, name: 'A', description: '', image_src: '', stock: 1, partner: 'Live' },
      { item_id: 2, name: 'B', description: '', image_src: '', stock: 1, partner: 'Live', retired: true },
      { item_id: 3, name: 'C', description: '', image_src: '', stock: 1, partner: 'Gone' },
    ],
    chests: [
      { chest_id: 1, group: group() },
      { chest_id: 2, group: group(), retired: true },
    ],
    businesses: [
      {
        name: 'Shop',
        logo: '',
        description: '',
        video_title: '',
        video_url: '',
        challenge_question: { challenge_id: 1, title: 'T', description: 'D' },
        chest_id: 1,
        award_pool: 300,
        winner_cap: 2,
        attends_meeting: true,
      },
      {
        name: 'Closed',
        logo: '',
        description: '',
        video_title: '',
        video_url: '',
        challenge_question: { challenge_id: 2, title: 'T', description: 'D' },
        retired: true,
      },
    ],
    results: { raffle_winners: [], challenge_winners: [] },
  });

  it('leaves out what is retired (and the items of a retired partner) and every console field', () => {
    const view = playerEventOf(event);
    expect(view.partners.map((partner) => partner.name)).toEqual(['Live']);
    expect(view.raffle_items.map((item) => item.item_id)).toEqual([1]);
    expect(view.chests.map((chest) => chest.chest_id)).toEqual([1]);
    expect(view.businesses.map((business) => business.name)).toEqual(['Shop']);
    const text = JSON.stringify(view);
    for (const field of ['retired', 'chest_id":1,"award', 'award_pool', 'winner_cap', 'attends_meeting'])
      expect(text).not.toContain(field);
  });

  it('is still a valid event file', () => {
    expect(eventFileSchema.safeParse(playerEventOf(event)).success).toBe(true);
  });
});

describe('nextId', () => {
  test.prop([fc.array(fc.integer({ min: 1, max: 1_000 }))])('is above every id given', (ids) => {
    const next = nextId(ids);
    expect(ids.every((id) => id < next)).toBe(true);
    expect(next).toBeGreaterThanOrEqual(1);
  });
});

describe('partnerRetireRefusal', () => {
  const item = (item_id: number, partner: string, retired?: boolean) => ({
    item_id,
    name: `Prize ${item_id}`,
    description: '',
    image_src: '',
    stock: 1,
    partner,
    ...(retired === undefined ? {} : { retired }),
  });

  it('refuses while the partner has items shown to players, naming them', () => {
    const event = { raffle_items: [item(1, 'Acme'), item(2, 'Acme', true), item(3, 'Acme', false), item(4, 'Zed')] };
    const refusal = partnerRetireRefusal(event, 'Acme');
    expect(refusal).toEqual({ code: 'partner.hasItems', items: ['Prize 1', 'Prize 3'] });
    expect(consoleProblemText(refusal!)).toBe(
      "Retire this partner's raffle items first: Prize 1, Prize 3. Retiring an item gives its stakes back to the players.",
    );
  });

  it('lets a partner go once its items are all retired, or when it has none', () => {
    expect(partnerRetireRefusal({ raffle_items: [item(1, 'Acme', true), item(2, 'Zed')] }, 'Acme')).toBeNull();
    expect(partnerRetireRefusal({ raffle_items: [] }, 'Acme')).toBeNull();
  });
});

describe('the French texts of the event (decision 0164)', () => {
  it('are optional and follow the English rules: length, no unsafe character', () => {
    expect(validateItemFields({ name: 'Lamp', name_fr: '', description_fr: '' })).toEqual({});
    expect(validateItemFields({ name: 'Lamp', name_fr: 'x'.repeat(SHORT_TEXT_MAX + 1) })).toEqual({
      name_fr: [{ code: 'content.tooLong', max: SHORT_TEXT_MAX }],
    });
    expect(validateBusinessFields({ name: 'Shop', challenge_description_fr: 'x'.repeat(LONG_TEXT_MAX + 1) })).toEqual({
      challenge_description_fr: [{ code: 'content.tooLong', max: LONG_TEXT_MAX }],
    });
    expect(validateEventName('Harbor Days', '')).toEqual({});
    expect(validateEventName('Harbor Days', 'Jours\ndu port')).toEqual({ name_fr: [{ code: 'eventName.length' }] });
  });

  it('give a chest question French choices only for its own letters', () => {
    const french = { ...question(), question_fr: 'Pourquoi?', answers: { ...question().answers, choices_fr: { a: 'Oui', z: 'Non' } } };
    expect(validateChestQuestions([french, question(), question()])).toEqual({
      'group[0].answers.choices_fr.z': [{ code: 'content.required' }],
    });
  });

  it('are checked in a whole event by their path, and kept for players', () => {
    const event: EventFile = eventFileSchema.parse({
      name: 'Test',
      name_fr: 'x'.repeat(101),
      timestamps: null,
      partners: [{ name: 'P', logo: '', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' }],
      raffle_items: [{ item_id: 1, name: 'Lamp', name_fr: 'Lampe', description: '', image_src: '', stock: 1, partner: 'P' }],
      chests: [],
      businesses: [],
      results: { raffle_winners: [], challenge_winners: [] },
    });
    expect(eventContentProblems(event)).toEqual([{ path: 'name_fr', problem: { code: 'eventName.length' } }]);
    expect(playerEventOf(event).raffle_items[0]).toEqual({ item_id: 1, name: 'Lamp', name_fr: 'Lampe', description: '', image_src: '', stock: 1, partner: 'P' });
  });
});
