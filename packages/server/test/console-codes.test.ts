import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_FIELDS_CODE, messagesFr } from '@dubloon-quest/core';
import { consoleBulkInvitationsText, consoleBulkInvitationsTextFr, consoleMessagesFr } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { DOC_LINK } from './support/console-fixtures.js';
import { EVENT_TIMES, TestServer } from './support/test-server.js';

// Decision 0170: the schedule's, the players screen's, judging's and a partner's retirement refusals are codes
// written in the request's language, the code beside the text; English (no Accept-Language, or an English one)
// answers exactly the texts the original clients always read.
let server: TestServer;
let organizer: ConsoleSession;
let partner: ConsoleSession;
let answerer: number;
let playerId: number;
beforeAll(async () => {
  server = await TestServer.start();
  server.clock.now = EVENT_TIMES.gameStart;
  organizer = await consoleAccount(server, 'Organizer');
  partner = await consoleAccount(server, 'Partner', { businessId: 1 });
  const player = await server.newPlayer({ name: 'Ada Lovelace' });
  const answered = await server.call('POST', '/game/challenges', {
    session: player,
    body: { challenge_id: 1, submission_link: `${DOC_LINK}?by=ada` },
  });
  expect(answered.status, answered.text).toBe(200);
  answerer = (await server.repository.findUserByEmail(player.email))!.id;
  playerId = (await server.repository.findUserByEmail((await server.newPlayer()).email))!.id;
});
afterAll(() => server.close());

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };
const INVALID_EN = 'Some fields are not valid. Please check them and try again.';
const INVALID_FR = 'Certains champs ne sont pas valides. Vérifiez-les et réessayez.';
type Body = { message: string; code?: string; errors?: Record<string, string[]>; codes?: Record<string, unknown[]> };

/** The same refusal asked without a language, in English and in French. */
async function inEachLanguage(ask: (headers: Record<string, string>) => Promise<{ status: number; body: unknown }>) {
  const answer = async (headers: Record<string, string>) => {
    const { status, body } = await ask(headers);
    return { status, body: body as Body };
  };
  const [none, english, french] = [await answer({}), await answer(ENGLISH), await answer(FRENCH)];
  expect(english).toEqual(none);
  return { english: none, french };
}

const timestamps = {
  game_start: '2026-04-20T14:00:00.000Z',
  review_start: '2026-04-25T14:00:00.000Z',
  review_end: '2026-04-26T14:00:00.000Z',
  game_end: '2026-04-27T14:00:00.000Z',
};

describe('the schedule’s refusals', () => {
  it('answers boundaries out of order and pre_game after the start in the request’s language, with their codes', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleUpdateSchedule', organizer, {
        headers,
        body: { timestamps: { ...timestamps, review_start: '2026-04-19T14:00:00.000Z' } },
      }),
    );
    expect(english).toEqual({
      status: 422,
      body: {
        message: INVALID_EN,
        code: INVALID_FIELDS_CODE,
        errors: { timestamps: ["The schedule's times must come in this order: game start, review start, review end, game end"] },
        codes: { timestamps: [{ code: 'schedule.unorderedTimestamps' }] },
      },
    });
    expect(french).toEqual({
      status: 422,
      body: {
        message: INVALID_FR,
        code: INVALID_FIELDS_CODE,
        errors: { timestamps: ['Les moments de l’horaire doivent venir dans cet ordre\u00a0: début du jeu, début de la révision, fin de la révision, fin du jeu'] },
        codes: { timestamps: [{ code: 'schedule.unorderedTimestamps' }] },
      },
    });

    const late = await inEachLanguage((headers) =>
      callConsole(server, 'consoleUpdateSchedule', organizer, {
        headers,
        body: { timestamps: { ...timestamps, pre_game: '2026-04-21T14:00:00.000Z', challenges_open: '2026-04-21T14:00:00.000Z' } },
      }),
    );
    expect(late.english.body.errors).toEqual({
      'timestamps.pre_game': ['The pre-game must not start after the game start'],
    });
    expect(late.french.body.errors).toEqual({ 'timestamps.pre_game': ['L’avant-jeu ne doit pas commencer après le début du jeu'] });
    const window = await inEachLanguage((headers) =>
      callConsole(server, 'consoleUpdateSchedule', organizer, {
        headers,
        body: { timestamps: { ...timestamps, challenges_open: '2026-04-21T14:00:00.000Z' } },
      }),
    );
    expect(window.english.body.errors).toEqual({ 'timestamps.challenges_close': ['Give both ends of the challenge window, or neither'] });
    expect(window.french.body.errors).toEqual({ 'timestamps.challenges_close': ['Donnez les deux bornes de la période des défis, ou aucune'] });
    expect(window.french.body.codes).toEqual({ 'timestamps.challenges_close': [{ code: 'schedule.challengeWindowPair' }] });
  });
});

describe('the players screen’s refusals', () => {
  it('answers a ban in the past without a reason in the request’s language', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleBanPlayer', organizer, {
        headers,
        params: { user_id: playerId },
        body: { until: new Date(server.clock.now - 60_000).toISOString(), reason: ' x ' },
      }),
    );
    expect(english.body).toEqual({
      message: INVALID_EN,
      code: INVALID_FIELDS_CODE,
      errors: { until: ['The end of a ban must be in the future'], reason: ['Give a reason of 2 to 500 characters'] },
      codes: { until: [{ code: 'ban.inPast' }], reason: [{ code: 'reason.length' }] },
    });
    expect(french.body.errors).toEqual({
      until: ['La fin d’une suspension doit être dans le futur'],
      reason: ['Donnez un motif de 2 à 500\u00a0caractères'],
    });
  });

  it('answers a coin adjustment past the balance with the balance as its parameter', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleAdjustCoins', organizer, {
        headers,
        params: { user_id: playerId },
        body: { delta: -10_000, reason: 'Fix' },
      }),
    );
    const codes = english.body.codes as { delta: [{ code: string; max: number }] };
    expect(codes.delta[0].code).toBe('coins.belowZero');
    const balance = codes.delta[0].max;
    expect(english.body.errors).toEqual({
      delta: [`This player has only ${balance} dubl-u-nes not staked: an adjustment cannot take more`],
    });
    expect(french.body.errors).toEqual({ delta: [consoleMessagesFr.players.belowZero(balance)] });
    expect(french.body.codes).toEqual(english.body.codes);
    const range = await inEachLanguage((headers) =>
      callConsole(server, 'consoleAdjustCoins', organizer, { headers, params: { user_id: playerId }, body: { delta: 0, reason: 'Fix' } }),
    );
    expect(range.english.body.errors).toEqual({ delta: ['The adjustment must be a whole number from -10000 to 10000, and not 0'] });
    expect(range.french.body.errors).toEqual({ delta: ['L’ajustement doit être un nombre entier de -10000 à 10000, autre que 0'] });
  });
});

describe('judging’s refusals', () => {
  it('answers a rating out of range and a note too long in the request’s language', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleRateSubmission', partner, {
        headers,
        params: { business_id: 1, user_id: answerer },
        body: { rating: 7, note: 'n'.repeat(2_001) },
      }),
    );
    expect(english.body).toEqual({
      message: INVALID_EN,
      code: INVALID_FIELDS_CODE,
      errors: { rating: ['A rating is a whole number from 1 to 5'], note: ['A note has at most 2000 characters'] },
      codes: { rating: [{ code: 'judging.ratingRange' }], note: [{ code: 'judging.noteTooLong' }] },
    });
    expect(french.body.errors).toEqual({
      rating: ['Une note est un nombre entier de 1 à 5'],
      note: ['Un commentaire compte au plus 2000\u00a0caractères'],
    });
  });

  it('answers winners over the pool and a player who did not answer, with the pool and total as parameters', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleSetChallengeWinners', partner, {
        headers,
        params: { business_id: 1 },
        body: {
          winners: [
            { user_id: answerer, award: 250 },
            { user_id: playerId, award: 1 },
          ],
        },
      }),
    );
    expect(english.body.errors).toEqual({
      'winners[1].user_id': ['This player did not answer this challenge'],
      winners: ['The awards add up to $251, more than the award pool of $200'],
    });
    expect(english.body.codes).toEqual({
      'winners[1].user_id': [{ code: 'winners.notASubmitter' }],
      winners: [{ code: 'winners.overPool', max: 200, total: 251 }],
    });
    expect(french.body.errors).toEqual({
      'winners[1].user_id': ['Cette personne n’a pas répondu à ce défi'],
      winners: [consoleMessagesFr.judging.overPool(200, 251)],
    });
  });
});

describe('a partner’s retirement', () => {
  it('refuses a partner with items shown in the request’s language, its code beside', async () => {
    const event = (await callConsole<{ event: { raffle_items: { name: string; partner: string; retired?: boolean }[] } }>(server, 'consoleGetEvent', organizer)).body.event;
    const name = event.raffle_items[0]!.partner;
    const items = event.raffle_items.filter((item) => item.partner === name && item.retired !== true).map((item) => item.name);
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consoleRetirePartner', organizer, { headers, body: { name, retired: true } }),
    );
    const listed = items.join(', ');
    expect(english).toEqual({
      status: 409,
      body: {
        message: `Retire this partner's raffle ${items.length === 1 ? 'item' : 'items'} first: ${listed}. Retiring an item gives its stakes back to the players.`,
        code: 'partner.hasItems',
      },
    });
    expect(french).toEqual({ status: 409, body: { message: consoleMessagesFr.content.partnerHasItems(items), code: 'partner.hasItems' } });
    expect(french.body.message).toMatch(/^Retirez d’abord/);
  });
});

describe('an event file’s schedule', () => {
  it('refuses boundaries out of order in an import in the request’s language', async () => {
    const exported = (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer)).body;
    const body = { ...exported, timestamps: { ...timestamps, game_end: '2026-04-01T14:00:00.000Z' } };
    const { english, french } = await inEachLanguage((headers) => callConsole(server, 'consoleImportEvent', organizer, { headers, body }));
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      timestamps: ["The schedule's times must come in this order: game start, review start, review end, game end"],
    });
    expect(french.body.errors).toEqual({
      timestamps: ['Les moments de l’horaire doivent venir dans cet ordre\u00a0: début du jeu, début de la révision, fin de la révision, fin du jeu'],
    });
  });
});

describe('players in bulk', () => {
  it('answers the import’s and groups’ refusals in the request’s language (they read core’s English objects before)', async () => {
    const { english, french } = await inEachLanguage((headers) =>
      callConsole(server, 'consolePreviewPlayerImport', organizer, { headers, body: { csv: 'Name,E-mail', group_id: 999_999 } }),
    );
    expect(english).toEqual({ status: 404, body: { message: consoleBulkInvitationsText.unknownGroup } });
    expect(french).toEqual({ status: 404, body: { message: consoleBulkInvitationsTextFr.unknownGroup } });
    expect(french.body.message).not.toBe(english.body.message);
  });
});

describe('a profile change that changes nothing', () => {
  it('answers “Nothing to update” in the request’s language, its code beside', async () => {
    const player = await server.newPlayer();
    const { english, french } = await inEachLanguage((headers) =>
      server.call('PATCH', '/auth/player/profile', { session: player, headers, body: {} }),
    );
    expect(english).toEqual({ status: 422, body: { message: 'Nothing to update', code: 'PROFILE.NOTHING_TO_UPDATE' } });
    expect(french).toEqual({ status: 422, body: { message: messagesFr.validation.nothingToUpdate, code: 'PROFILE.NOTHING_TO_UPDATE' } });
  });
});
