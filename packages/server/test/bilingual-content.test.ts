import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Business, type Chest, type RaffleItem } from '@dubloon-quest/core';
import { consoleMessages, consoleMessagesFr, SHORT_TEXT_MAX, type ConsoleBusiness, type ConsoleEventResponse, type ConsoleSchedule } from '@dubloon-quest/core/console';
import { LONG_TEXT_MAX } from '@dubloon-quest/core/internal';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { EVENT_TIMES, TestServer } from './support/test-server.js';

// Decision 0164: the event's texts in English and French. The French travels beside the English (`<field>_fr`),
// the same answer for every reader; an event without French answers exactly as before.
let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  // The game start period: the raffle, the chests and the businesses are all open.
  server.clock.now = EVENT_TIMES.gameStart;
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
const exportEvent = async () => (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer)).body;

/** A document with every French text taken out: an event file written before French. */
function withoutFrench(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFrench);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.endsWith('_fr')).map(([key, entry]) => [key, withoutFrench(entry)]));
}

describe('the demo event’s content in both languages', () => {
  it('sends each text’s French beside its English, in one answer for both languages', async () => {
    const player = await server.newPlayer();
    const english = await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player });
    const french = await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player, headers: FRENCH });
    expect(french.text).toBe(english.text);
    expect(english.body[0]).toMatchObject({
      name: 'Noise-cancelling headphones',
      name_fr: 'Casque à réduction de bruit',
      description: 'Over-ear wireless headphones with 30 hours of battery.',
      description_fr: 'Casque sans fil circum-auriculaire, 30 heures d’autonomie.',
    });

    const answer = await server.call<Business[]>('GET', '/business/info', { session: player });
    expect(answer.status, answer.text).toBe(200);
    const businesses = answer.body;
    expect(businesses.find((business) => business.name === 'Lighthouse Bank')).toMatchObject({
      name_fr: 'Banque Phare',
      video_title_fr: 'Votre premier budget',
      challenge_question: { title: 'Plan a student budget', title_fr: 'Planifier un budget étudiant' },
    });

    // The chests are open before the game (Learn and Earn).
    server.clock.now = EVENT_TIMES.preGame;
    const learner = await server.newPlayer();
    const chestsAnswer = await server.call<Chest[]>('GET', '/game/chests', { session: learner, headers: FRENCH });
    expect(chestsAnswer.status, chestsAnswer.text).toBe(200);
    const chests = chestsAnswer.body;
    expect(chests[0]!.group[0]).toMatchObject({
      question: 'What does a stock represent?',
      question_fr: 'Que représente une action?',
      answers: { choices: { b: 'A share of ownership in a company' }, choices_fr: { b: 'Une part de propriété dans une entreprise' } },
    });
    // The correct letter and its explanation, in both languages, only once the question is solved.
    expect(chests[0]!.group[0]!.answers).not.toHaveProperty('explanation_fr');
    const right = await server.call<{ correct: boolean; explanation_fr?: string }>('POST', '/game/chests/answer', {
      session: learner,
      body: { chest_id: chests[0]!.chest_id, question: 0, choice: 'b' },
    });
    expect(right.body.correct).toBe(true);
    expect(right.body.explanation_fr).toMatch(/^Une action est une petite part de propriété\u00a0:/);

    server.clock.now = EVENT_TIMES.gameStart;
  });
});

describe('organizers enter the French texts', () => {
  it('stores a French item name, shows it to players, and takes a blank French as none', async () => {
    const player = await server.newPlayer();
    const created = await callConsole<{ item: { item_id: number; name_fr?: string } }>(server, 'consoleCreateItem', organizer, {
      body: { name: 'Reading light', name_fr: 'Lampe de lecture', description: 'Clips onto a book', description_fr: '  ', image_src: '', stock: 2, partner: 'Compass Books' },
    });
    expect(created.status).toBe(200);
    const id = created.body.item.item_id;
    const stored = (await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer)).body.event.raffle_items.find((item) => item.item_id === id);
    expect(stored).toMatchObject({ name: 'Reading light', name_fr: 'Lampe de lecture', description: 'Clips onto a book' });
    expect(stored).not.toHaveProperty('description_fr');
    const seen = (await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player })).body.find((item) => String(item.item_id) === String(id));
    expect(seen).toMatchObject({ name: 'Reading light', name_fr: 'Lampe de lecture' });
    expect(seen).not.toHaveProperty('description_fr');

    // Emptying the French field removes the French: French readers then see the English.
    expect((await callConsole(server, 'consoleUpdateItem', organizer, { params: { item_id: id }, body: { name_fr: '' } })).status).toBe(200);
    const after = (await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player })).body.find((item) => String(item.item_id) === String(id));
    expect(after).not.toHaveProperty('name_fr');
  });

  it('refuses a French text the English rules would refuse, naming its field', async () => {
    const refused = await callConsole<{ errors: Record<string, string[]>; codes: unknown }>(server, 'consoleCreateItem', organizer, {
      body: { name: 'Lamp', name_fr: 'x'.repeat(SHORT_TEXT_MAX + 1), description: '', image_src: '', stock: 1, partner: 'Compass Books' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ name_fr: [consoleMessages.content.tooLong(SHORT_TEXT_MAX)] });
    expect(refused.body.codes).toEqual({ name_fr: [{ code: 'content.tooLong', max: SHORT_TEXT_MAX }] });
  });

  it('answers a French request the console rules’ problems in French, from their codes (decision 0167)', async () => {
    const refused = await callConsole<{ errors: Record<string, string[]>; codes: unknown }>(server, 'consoleCreateItem', organizer, {
      body: { name: ' ', name_fr: 'x'.repeat(SHORT_TEXT_MAX + 1), description: '', image_src: 'http://x.org/a.png', stock: 1, partner: 'Compass Books' },
      headers: FRENCH,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'fields.invalid',
      errors: {
        name: ['Obligatoire'],
        name_fr: [`Au plus ${SHORT_TEXT_MAX}\u00a0caractères`],
        image_src: [consoleMessagesFr.content.notAnImage],
      },
      codes: { name: [{ code: 'content.required' }], name_fr: [{ code: 'content.tooLong', max: SHORT_TEXT_MAX }], image_src: [{ code: 'content.notAnImage' }] },
    });
    const renamed = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleRenameEvent', organizer, { body: { name: '' }, headers: FRENCH });
    expect(renamed.body.errors).toEqual({ name: [consoleMessagesFr.schedule.eventNameLength] });
  });

  it('names the event in French; a rename that leaves the French out keeps it', async () => {
    const renamed = await callConsole<ConsoleSchedule>(server, 'consoleRenameEvent', organizer, {
      body: { name: 'Dubloon Quest demo event', name_fr: 'Événement de démonstration' },
    });
    expect(renamed.body).toMatchObject({ event_name: 'Dubloon Quest demo event', event_name_fr: 'Événement de démonstration' });
    const kept = await callConsole<ConsoleSchedule>(server, 'consoleRenameEvent', organizer, { body: { name: 'Dubloon Quest demo event' } });
    expect(kept.body.event_name_fr).toBe('Événement de démonstration');
  });
});

describe('the event file with its French', () => {
  it('exports the French, imports it back unchanged, and still imports a file written before French', async () => {
    const exported = await exportEvent();
    expect((exported.raffle_items as { name_fr?: string }[])[0]?.name_fr).toBe('Casque à réduction de bruit');
    expect((await callConsole(server, 'consoleImportEvent', organizer, { body: exported })).status).toBe(200);
    expect(await exportEvent()).toEqual(exported);

    const english = withoutFrench(exported) as Record<string, unknown>;
    expect((await callConsole(server, 'consoleImportEvent', organizer, { body: english })).status).toBe(200);
    expect(JSON.stringify(await exportEvent())).not.toMatch(/_fr"/);
    // An English-only event answers the players' calls with no French field at all, as before French existed.
    const englishOnly = async (path: string) => {
      const answer = await server.call('GET', path, { session: await server.newPlayer(), headers: FRENCH });
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(/_fr"/);
    };
    await englishOnly('/game/raffle/items');
    await englishOnly('/business/info');
    server.clock.now = EVENT_TIMES.preGame;
    await englishOnly('/game/chests');
    server.clock.now = EVENT_TIMES.gameStart;

    expect((await callConsole(server, 'consoleImportEvent', organizer, { body: exported })).status).toBe(200);
  });

  it('refuses a French choice for a letter the question does not offer, by its path', async () => {
    const exported = await exportEvent();
    const chests = structuredClone(exported.chests) as { group: { answers: { choices_fr?: Record<string, string> } }[] }[];
    chests[0]!.group[1]!.answers.choices_fr = { a: 'Oui', z: 'Non' };
    const refused = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleImportEvent', organizer, { body: { ...exported, chests } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['chests[0].group[1].answers.choices_fr.z']);
  });
});

describe('a partner enters the French of their chest on My business', () => {
  const group = [1, 2, 3].map((n) => ({
    question: `Tide question ${n}?`,
    question_fr: n === 1 ? 'Question des marées 1?' : '',
    answers: {
      choices: { a: 'Yes', b: 'No' },
      correct: 'a',
      explanation: `Because ${n}.`,
      choices_fr: n === 1 ? { a: 'Oui', b: '  ' } : {},
      explanation_fr: n === 1 ? 'Parce que 1.' : '',
    },
  }));

  it('refuses a bad French text by its path, as the organizers\' form is refused', async () => {
    const partner = await consoleAccount(server, 'Partner', { businessId: 3 });
    const bad = structuredClone(group) as { question_fr: string; answers: { choices_fr: Record<string, string> } }[];
    bad[0]!.answers.choices_fr = { a: 'Oui', z: 'Non' };
    bad[1]!.question_fr = 'x'.repeat(LONG_TEXT_MAX + 1);
    const refused = await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleUpdateBusinessChest', partner, {
      params: { business_id: 3 },
      body: { group: bad },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['group[0].answers.choices_fr.z', 'group[1].question_fr']);
  });

  it('stores the French beside the English (blank French as none) and players read it', async () => {
    const partner = await consoleAccount(server, 'Partner', { businessId: 3 });
    const saved = await callConsole<{ business: ConsoleBusiness }>(server, 'consoleUpdateBusinessChest', partner, {
      params: { business_id: 3 },
      body: { group },
    });
    expect(saved.status, saved.text).toBe(200);
    const chest = saved.body.business.chest!;
    expect(chest.group[0]).toEqual({
      question: 'Tide question 1?',
      question_fr: 'Question des marées 1?',
      answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: 'Because 1.', choices_fr: { a: 'Oui' }, explanation_fr: 'Parce que 1.' },
    });
    expect(JSON.stringify(chest.group[1])).not.toMatch(/_fr"/);

    server.clock.now = EVENT_TIMES.preGame;
    const chests = (await server.call<Chest[]>('GET', '/game/chests', { session: await server.newPlayer() })).body;
    server.clock.now = EVENT_TIMES.gameStart;
    expect(chests.find((shown) => String(shown.chest_id) === String(chest.chest_id))?.group[0]).toMatchObject({
      question_fr: 'Question des marées 1?',
      answers: { choices_fr: { a: 'Oui' } },
    });
  });
});
