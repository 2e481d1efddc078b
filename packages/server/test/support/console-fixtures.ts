import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { consoleEndpoints, ConsoleEndpointName } from '@dubloon-quest/core/console';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { newReferralCode } from '../../src/db/referral-codes.js';
import { ArchiveRepository } from '../../src/db/archive.repository.js';
import { callConsole, consoleAccount, type ConsoleRequestParts, type ConsoleSession } from './console.js';
import { EVENT_TIMES, PASSWORD, uniqueEmail, type Session, type TestServer } from './test-server.js';

export const DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';

/** Three valid chest questions. */
export const QUESTIONS = [0, 1, 2].map((index) => ({
  question: `Question ${index + 1}?`,
  answers: { choices: { a: 'Yes', b: 'No', c: 'Maybe' }, correct: 'a', explanation: 'Because.' },
}));

/** A PNG of the given size, as base64. */
export async function pngBase64(width = 64, height = 48): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** The people the console tests call as: one of each role, partners of two different businesses. */
export interface ConsoleCast {
  organizer: ConsoleSession;
  /** Belongs to business 1. */
  partner: ConsoleSession;
  /** Belongs to business 2. */
  otherPartner: ConsoleSession;
  player: Session;
  /** A player who answered business 1's challenge. */
  submitterId: number;
}

/** Signs in the cast on a test server (business 1's challenge gets an answer during the game-start period). */
export async function castOf(server: TestServer): Promise<ConsoleCast> {
  const organizer = await consoleAccount(server, 'Organizer');
  const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
  const otherPartner = await consoleAccount(server, 'Partner', { businessId: 2 });
  const player = await server.newPlayer();
  const saved = server.clock.now;
  server.clock.now = EVENT_TIMES.gameStart;
  const submitted = await server.call('POST', '/game/challenges', {
    session: await server.login(player.email),
    body: { challenge_id: 1, submission_link: DOC_LINK },
  });
  if (submitted.status !== 200) throw new Error(`challenge answer failed: ${submitted.text}`);
  server.clock.now = saved;
  const submitterId = (await server.repository.findUserByEmail(player.email))!.id;
  return { organizer, partner, otherPartner, player, submitterId };
}

/** A verified player account made straight in the database (not signed in), as the target of a change. */
export async function freshPlayerId(server: TestServer): Promise<number> {
  const user = await server.repository.createUser(
    {
      email: uniqueEmail(),
      passwordHash: await hashPassword(PASSWORD),
      name: 'Target Player',
      education: 'Grade 10',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      role: 'Player',
      emailVerified: true,
      referralCode: newReferralCode(),
      referredBy: null,
    },
    new Date(server.clock.now),
  );
  return user!.id;
}

/** What a test needs to build a call's request. */
export interface FixtureContext {
  server: TestServer;
  cast: ConsoleCast;
}

/** Builds the parts of one call that the organizer (and a partner, where allowed) can make successfully. */
export type Fixture = (context: FixtureContext) => Promise<ConsoleRequestParts>;

/** The console calls that change something. */
export type ConsoleWriteName = {
  [Name in ConsoleEndpointName]: (typeof consoleEndpoints)[Name]['method'] extends 'GET' ? never : Name;
}[ConsoleEndpointName];

const none: Fixture = () => Promise.resolve({});

/**
 * An archived event stored straight in the database (an empty event, nothing drawn), for the calls that read
 * one: archiving itself ends the cast's play, so the role table archives last (test/events.test.ts archives
 * for real). @returns its id.
 */
export async function storedArchivedEventId(server: TestServer): Promise<number> {
  const empty = { raffle_winners: [], challenge_winners: [] };
  return new ArchiveRepository(server.repository.db).add({
    name: 'Archived event',
    content: JSON.stringify({ name: 'Archived event', timestamps: null, partners: [], raffle_items: [], chests: [], businesses: [], results: empty }),
    results: JSON.stringify({ state: 'auto', published_at: null, preview: empty }),
    draw: null,
    publicDraw: JSON.stringify({ commitment: null, draw: null }),
    playerResults: JSON.stringify(empty),
    exports: JSON.stringify({ players: 'id,name\r\n', meetup: 'id\r\n', winners: 'kind\r\n', 'mailing-list': 'name,email\r\n' }),
    players: 0,
    archivedAt: new Date(server.clock.now),
    archivedBy: null,
    archivedByEmail: 'organizer@example.com',
  });
}

/** The event in play unscheduled, so that it may be archived whatever the test clock says. */
async function unscheduled({ server, cast }: FixtureContext): Promise<void> {
  const answer = await callConsole(server, 'consoleUpdateSchedule', cast.organizer, { body: { timestamps: null } });
  if (answer.status !== 200) throw new Error(`unscheduling failed: ${answer.text}`);
}
const fresh = () => `Partner ${uniqueEmail().slice(7, 19)}`;

/** Creates something as the organizer and answers its id (or name), for calls that retire or edit a fresh one. */
async function created<T>(
  context: FixtureContext,
  name: ConsoleEndpointName,
  body: unknown,
  pick: (answer: Record<string, unknown>) => T,
): Promise<T> {
  const answer = await callConsole(context.server, name, context.cast.organizer, { body });
  if (answer.status !== 200) throw new Error(`${name} failed: ${answer.text}`);
  return pick(answer.body);
}

const partnerBody = () => ({
  name: fresh(),
  logo: '',
  resource_link: '',
  resource_category: 'Books',
  resource_logo: '',
  resource_name: '',
});
const itemBody = {
  name: 'Test item',
  description: 'A thing',
  image_src: '',
  stock: 1,
  partner: 'Harbor Tech',
};
const businessBody = () => ({
  name: fresh(),
  logo: '',
  description: 'About',
  video_title: 'Video',
  // Business videos come from YouTube or Vimeo only (decision 0083).
  video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  challenge_title: 'Challenge',
  challenge_description: 'Do it',
});
const newItemId = (context: FixtureContext) =>
  created(context, 'consoleCreateItem', itemBody, (answer) => (answer.item as { item_id: number }).item_id);
const newChestId = (context: FixtureContext) =>
  created(
    context,
    'consoleCreateChest',
    { group: QUESTIONS },
    (answer) => (answer.chest as { chest_id: number }).chest_id,
  );
const newBusinessId = (context: FixtureContext) =>
  created(
    context,
    'consoleCreateBusiness',
    businessBody(),
    (answer) => (answer.business as { business_id: number }).business_id,
  );

/**
 * A request every console call succeeds with (for the organizer, and for a partner where the call is theirs).
 * Typed over the whole table: a new call without a fixture does not compile.
 */
export const SUCCESS: Record<ConsoleEndpointName, Fixture> = {
  consoleGetMe: none,
  consoleListAccounts: none,
  consoleInviteAccount: () =>
    Promise.resolve({
      body: { email: uniqueEmail(), name: 'Invited Partner', role: 'Partner', business_id: 1 },
    }),
  consoleUpdateAccount: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { role: 'Partner', business_id: 2 },
  }),
  consoleResendInvitation: async ({ server, cast }) => {
    const invited = await callConsole<{ account: { user_id: number } }>(server, 'consoleInviteAccount', cast.organizer, {
      body: { email: uniqueEmail(), name: 'Invited Organizer', role: 'Organizer' },
    });
    return { params: { user_id: invited.body.account.user_id }, body: { send: false } };
  },
  consolePreviewPlayerImport: () => Promise.resolve({ body: { csv: `name,email\nAda Lovelace,${uniqueEmail()}\n` } }),
  consoleImportPlayers: () => Promise.resolve({ body: { csv: `name,email\nAda Lovelace,${uniqueEmail()}\n` } }),
  consolePlayerImportProgress: async ({ server, cast }) => {
    const importId = `fixture-${randomBytes(8).toString('hex')}`;
    const answer = await callConsole(server, 'consoleImportPlayers', cast.organizer, {
      body: { csv: `name,email\nAda Lovelace,${uniqueEmail()}\n`, import_id: importId },
    });
    if (answer.status !== 200) throw new Error(`import failed: ${answer.text}`);
    return { query: { import_id: importId } };
  },
  consoleListGroups: none,
  consoleCreateGroup: () => Promise.resolve({ body: { name: `Class ${uniqueEmail()}` } }),
  consoleListPlayers: () =>
    Promise.resolve({ query: { search: 'player', verified: 'yes', page_size: '10' } }),
  consoleGetPlayer: async ({ server }) => ({ params: { user_id: await freshPlayerId(server) } }),
  consoleKickPlayer: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { reason: 'test' },
  }),
  consoleBanPlayer: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { until: new Date(server.clock.now + 3_600_000).toISOString(), reason: 'testing' },
  }),
  consoleAdjustCoins: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { delta: 2, reason: 'testing' },
  }),
  consoleGetSchedule: none,
  consoleUpdateSchedule: async ({ server, cast }) => ({
    body: {
      timestamps: (await callConsole<{ timestamps: unknown }>(server, 'consoleGetSchedule', cast.organizer))
        .body.timestamps,
    },
  }),
  consoleRenameEvent: async ({ server, cast }) => ({
    body: {
      name: (await callConsole<{ event_name: string }>(server, 'consoleGetSchedule', cast.organizer)).body.event_name,
    },
  }),
  consoleUpdateBrand: () => Promise.resolve({ body: { logo: '', color: '' } }),
  consoleUpdateHelp: () => Promise.resolve({ body: { support_email: '', chat_url: '' } }),
  consoleUpdateMailText: () => Promise.resolve({ body: { mail: 'verify', language: 'en', text: null } }),
  consoleGetEvent: none,
  consoleExportEvent: none,
  consoleImportEvent: async ({ server, cast }) => ({
    body: (await callConsole(server, 'consoleExportEvent', cast.organizer)).body,
  }),
  consoleCreatePartner: () => Promise.resolve({ body: partnerBody() }),
  consoleUpdatePartner: () =>
    Promise.resolve({ body: { name: 'Harbor Tech', changes: { resource_category: 'Technology' } } }),
  consoleRetirePartner: async (context) => ({
    body: {
      name: await created(
        context,
        'consoleCreatePartner',
        partnerBody(),
        (answer) => (answer.partner as { name: string }).name,
      ),
      retired: true,
    },
  }),
  consoleCreateItem: () => Promise.resolve({ body: itemBody }),
  consoleUpdateItem: () => Promise.resolve({ params: { item_id: 1 }, body: { stock: 2 } }),
  consoleRetireItem: async (context) => ({
    params: { item_id: await newItemId(context) },
    body: { retired: true },
  }),
  consoleCreateChest: () => Promise.resolve({ body: { group: QUESTIONS } }),
  consoleUpdateChest: async (context) => ({
    params: { chest_id: await newChestId(context) },
    body: {
      group: QUESTIONS.map((question) => ({ ...question, question: `${question.question} (edited)` })),
    },
  }),
  consoleRetireChest: async (context) => ({
    params: { chest_id: await newChestId(context) },
    body: { retired: true },
  }),
  consoleCreateBusiness: () => Promise.resolve({ body: businessBody() }),
  consoleUpdateBusiness: () =>
    Promise.resolve({ params: { business_id: 1 }, body: { award_pool: 300, winner_cap: 2 } }),
  consoleRetireBusiness: async (context) => ({
    params: { business_id: await newBusinessId(context) },
    body: { retired: true },
  }),
  consoleGetBusiness: () => Promise.resolve({ params: { business_id: 1 } }),
  consoleUpdateBusinessProfile: () =>
    Promise.resolve({
      params: { business_id: 1 },
      body: { description: 'Updated by the test', attends_meeting: true },
    }),
  consoleUpdateBusinessChest: () =>
    Promise.resolve({ params: { business_id: 1 }, body: { group: QUESTIONS } }),
  consoleListSubmissions: () => Promise.resolve({ params: { business_id: 1 } }),
  consoleRateSubmission: ({ cast }) =>
    Promise.resolve({
      params: { business_id: 1, user_id: cast.submitterId },
      body: { rating: 4, note: 'Clear and original' },
    }),
  consoleSetChallengeWinners: ({ cast }) =>
    Promise.resolve({
      params: { business_id: 1 },
      body: { winners: [{ user_id: cast.submitterId, award: 50 }] },
    }),
  consoleGetRaffle: none,
  consoleGetItemStakes: () => Promise.resolve({ params: { item_id: 1 } }),
  consoleCommitDraw: () => Promise.resolve({ body: { replace: true } }),
  consoleRunDraw: async (context) => ({
    body: {
      secret: await created(context, 'consoleCommitDraw', { replace: true }, (answer) =>
        String(answer.secret),
      ),
      allow_open_raffle: true,
    },
  }),
  consoleGetDraw: none,
  consoleGetResults: none,
  consolePublishResults: () => Promise.resolve({ body: { published: true } }),
  consoleGetDashboard: () => Promise.resolve({ query: { hours: '6' } }),
  consoleGetOverview: none,
  consoleListOutbox: none,
  consoleExportPlayers: none,
  consoleExportMeetup: none,
  consoleExportWinners: none,
  consoleExportMailingList: none,
  consoleExportAudit: none,
  consoleListAudit: () => Promise.resolve({ query: { limit: '5' } }),
  consoleUploadImage: async () => ({
    body: { content_type: 'image/png', data_base64: await pngBase64(), purpose: 'logo' },
  }),
  consoleListEvents: none,
  consoleGetArchivedEvent: async ({ server }) => ({ params: { event_id: await storedArchivedEventId(server) } }),
  consoleExportArchivedEvent: async ({ server }) => ({
    params: { event_id: await storedArchivedEventId(server), export: 'players' },
  }),
  consoleArchiveEvent: async (context) => {
    await unscheduled(context);
    return { body: { name: 'Next event', start: 'this' } };
  },
};

/**
 * For every call that changes something, a request of the right shape whose content is refused (404, 409 or
 * 422): such a call must write nothing. Typed over every write of the table.
 */
export const REFUSED: Record<ConsoleWriteName, Fixture> = {
  consoleInviteAccount: () =>
    Promise.resolve({ body: { email: 'not an email', name: 'X', role: 'Partner' } }),
  consoleUpdateAccount: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { role: 'Partner' },
  }),
  consoleResendInvitation: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { send: true },
  }),
  consolePreviewPlayerImport: () => Promise.resolve({ body: { csv: 'name,email\n', group_id: 999_999 } }),
  consoleImportPlayers: () => Promise.resolve({ body: { csv: 'name,school\nAda Lovelace,Harbor High\n' } }),
  consoleCreateGroup: () => Promise.resolve({ body: { name: 'B' } }),
  consoleKickPlayer: () => Promise.resolve({ params: { user_id: 999_999 }, body: {} }),
  consoleBanPlayer: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { until: new Date(server.clock.now - 1_000).toISOString(), reason: 'x' },
  }),
  consoleAdjustCoins: async ({ server }) => ({
    params: { user_id: await freshPlayerId(server) },
    body: { delta: -500, reason: 'too much' },
  }),
  consoleRenameEvent: () => Promise.resolve({ body: { name: '   ' } }),
  consoleUpdateBrand: () => Promise.resolve({ body: { logo: '', color: '#ffff00' } }),
  consoleUpdateHelp: () => Promise.resolve({ body: { support_email: 'not an address', chat_url: '' } }),
  consoleUpdateMailText: () =>
    Promise.resolve({ body: { mail: 'verify', language: 'en', text: { subject: 'Hi {{password}}', body: '{{link}}' } } }),
  consoleArchiveEvent: () => Promise.resolve({ body: { name: 'Next event', start: 'archived', from_event_id: 999_999 } }),
  consoleUpdateSchedule: () =>
    Promise.resolve({
      body: {
        timestamps: {
          game_start: '2026-04-21T00:00:00.000Z',
          review_start: '2026-04-20T00:00:00.000Z',
          review_end: '2026-04-22T00:00:00.000Z',
          game_end: '2026-04-23T00:00:00.000Z',
        },
      },
    }),
  consoleImportEvent: () =>
    Promise.resolve({
      body: {
        name: 'Broken',
        timestamps: null,
        partners: [],
        raffle_items: [{ item_id: 1 }],
        chests: [],
        businesses: [],
        results: { raffle_winners: [], challenge_winners: [] },
      },
    }),
  consoleCreatePartner: () => Promise.resolve({ body: { ...partnerBody(), name: 'Harbor Tech' } }),
  consoleUpdatePartner: () =>
    Promise.resolve({ body: { name: 'Nobody Inc', changes: { resource_category: 'x' } } }),
  consoleRetirePartner: () => Promise.resolve({ body: { name: 'Harbor Tech', retired: true } }),
  consoleCreateItem: () => Promise.resolve({ body: { ...itemBody, partner: 'Nobody Inc' } }),
  consoleUpdateItem: () =>
    Promise.resolve({ params: { item_id: 1 }, body: { image_src: 'javascript:alert(1)' } }),
  consoleRetireItem: () => Promise.resolve({ params: { item_id: 999 }, body: { retired: true } }),
  consoleCreateChest: () =>
    Promise.resolve({
      body: {
        group: QUESTIONS.map((question) => ({ ...question, answers: { ...question.answers, correct: 'z' } })),
      },
    }),
  consoleUpdateChest: () => Promise.resolve({ params: { chest_id: 999 }, body: { group: QUESTIONS } }),
  consoleRetireChest: () => Promise.resolve({ params: { chest_id: 999 }, body: { retired: true } }),
  consoleCreateBusiness: () =>
    Promise.resolve({ body: { ...businessBody(), video_url: 'http://insecure.example.org' } }),
  consoleUpdateBusiness: () => Promise.resolve({ params: { business_id: 1 }, body: { chest_id: 999 } }),
  consoleRetireBusiness: () => Promise.resolve({ params: { business_id: 999 }, body: { retired: true } }),
  consoleUpdateBusinessProfile: () =>
    Promise.resolve({ params: { business_id: 1 }, body: { logo: '<script>alert(1)</script>' } }),
  consoleUpdateBusinessChest: () =>
    Promise.resolve({
      params: { business_id: 1 },
      body: { group: QUESTIONS.map((question) => ({ ...question, question: ' ' })) },
    }),
  consoleRateSubmission: ({ cast }) =>
    Promise.resolve({ params: { business_id: 1, user_id: cast.submitterId }, body: { rating: 6 } }),
  consoleSetChallengeWinners: ({ cast }) =>
    Promise.resolve({
      params: { business_id: 1 },
      body: { winners: [{ user_id: cast.submitterId, award: 100_000 }] },
    }),
  consoleCommitDraw: async (context) => {
    await created(context, 'consoleCommitDraw', { replace: true }, () => null);
    return { body: { replace: false } };
  },
  consoleRunDraw: () => Promise.resolve({ body: { secret: 'f'.repeat(64), allow_open_raffle: true } }),
  consolePublishResults: () => Promise.resolve({ rawBody: '{"published":"yes"}' }),
  consoleUploadImage: () =>
    Promise.resolve({
      body: {
        content_type: 'image/png',
        data_base64: Buffer.from('not an image at all').toString('base64'),
        purpose: 'logo',
      },
    }),
};
