import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENT_FILE } from '../../config/config.js';
import { checkEventFile, formatProblem, type EventFileProblem } from './event-file-check.js';

const demoText = readFileSync(DEMO_EVENT_FILE, 'utf8');
const demo = JSON.parse(demoText) as Record<string, unknown> & {
  chests: { group: { answers: { correct: string } }[] }[];
  raffle_items: Record<string, unknown>[];
};

/** The demo event changed by `change`, pretty-printed as an organizer writes it. */
const edited = (change: (event: typeof demo) => void): string => {
  const event = structuredClone(demo);
  change(event);
  return JSON.stringify(event, null, 2);
};

const problemsOf = (text: string): string[] => {
  const check = checkEventFile(text);
  if (check.ok) throw new Error('expected problems');
  return check.problems.map((problem: EventFileProblem) => formatProblem('event.json', problem));
};

/** The 1-based line of the first occurrence of `needle` in `text`. */
const lineOf = (text: string, needle: string, from = 0) =>
  text.slice(0, text.indexOf(needle, from)).split('\n').length;

describe('checkEventFile', () => {
  it('accepts the demo event, with one prize per player by default and no roster', () => {
    const check = checkEventFile(demoText);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.value.onePrizePerPlayer).toBe(true);
      expect(check.value.players).toEqual([]);
      expect(check.value.event.raffle_items).toHaveLength(10);
    }
    const manyPrizes = checkEventFile(edited((event) => (event.one_prize_per_player = false)));
    expect(manyPrizes.ok && manyPrizes.value.onePrizePerPlayer).toBe(false);
  });

  it('names the line and column of a JSON syntax error', () => {
    const broken = demoText.replace('"stock": 2,', '"stock": 2,,');
    expect(problemsOf(broken)).toEqual([
      `event.json:${lineOf(broken, '"stock": 2,,')}:18  $  Not valid JSON: expected a "quoted" field name but found ","`,
    ]);
  });

  it('names the line and the field path of each schema problem', () => {
    const text = edited((event) => {
      delete event.raffle_items[4]!.stock;
      event.raffle_items[6]!.item_id = -7;
    });
    expect(problemsOf(text)).toEqual([
      `event.json:${lineOf(text, '"item_id": 5') - 1}:5  raffle_items[4].stock  Required`,
      `event.json:${lineOf(text, '"item_id": -7')}:18  raffle_items[6].item_id  Must be greater than 0`,
    ]);
  });

  it('names the line of each cross-field problem once the shape is right', () => {
    const text = edited((event) => {
      event.chests[1]!.group[2]!.answers.correct = 'z';
      event.raffle_items[3]!.partner = 'Nobody Inc';
    });
    const correct = text.indexOf('"correct": "z"');
    expect(problemsOf(text)).toEqual([
      `event.json:${lineOf(text, '"Nobody Inc"')}:18  raffle_items[3].partner  Names no partner of the event file`,
      `event.json:${lineOf(text, '"correct": "z"')}:${correct - text.lastIndexOf('\n', correct) + 11}  chests[1].group[2].answers.correct  The correct answer must be one of the choices`,
    ]);
  });

  it('checks the order of the timestamps and the organizer fields', () => {
    const text = edited((event) => {
      (event.timestamps as Record<string, string>).review_start = '2026-04-19T00:00:00.000Z';
      event.one_prize_per_player = 'yes';
    });
    const problems = problemsOf(text);
    expect(problems).toContain(
      `event.json:${lineOf(text, '"timestamps"')}:17  timestamps  The schedule's times must come in this order: game start, review start, review end, game end`,
    );
    expect(problems).toContain(
      `event.json:${lineOf(text, '"one_prize_per_player"')}:27  one_prize_per_player  Must be true or false`,
    );
  });

  it('checks the roster of players, field by field, with each line', () => {
    const text = edited((event) => {
      event.players = [
        {
          email: 'ada@example.com',
          name: 'Ada Lovelace',
          education: 'Grade 11',
          country: 'United Kingdom',
          region: 'England',
        },
        { email: 'not-an-email', name: 'A', education: 'Grade 13', country: '' },
        {
          email: 'ADA@example.com',
          name: 'Ada Again',
          education: 'Other',
          country: 'Canada',
          role: 'Captain',
          city: 7,
        },
      ];
    });
    const problems = problemsOf(text);
    const second = text.indexOf('"not-an-email"');
    expect(problems).toEqual([
      `event.json:${lineOf(text, '"not-an-email"')}:16  players[1].email  Invalid Email`,
      `event.json:${lineOf(text, '"name": "A"', second)}:15  players[1].name  Must be at least 2 characters`,
      `event.json:${lineOf(text, '"Grade 13"')}:20  players[1].education  Choose one of the education levels`,
      `event.json:${lineOf(text, '"country": ""')}:18  players[1].country  Required`,
      `event.json:${lineOf(text, '"city": 7')}:15  players[2].city  Must be text or null`,
      `event.json:${lineOf(text, '"Captain"')}:15  players[2].role  Must be one of Player, Partner, Organizer`,
      `event.json:${lineOf(text, '"ADA@example.com"')}:16  players[2].email  This e-mail is already listed at players[0]`,
    ]);
  });

  it('reads a valid roster, trimmed, e-mails in lower case, Player by default', () => {
    const check = checkEventFile(
      edited(
        (event) =>
          (event.players = [
            {
              email: ' Grace@Example.com ',
              name: ' Grace Hopper ',
              education: 'Grade 12',
              country: 'United States',
              region: '',
              role: 'Partner',
            },
            { email: 'alan@example.com', name: 'Alan Turing', education: 'Other', country: 'United Kingdom' },
          ]),
      ),
    );
    expect(check.ok && check.value.players).toEqual([
      {
        email: 'grace@example.com',
        name: 'Grace Hopper',
        education: 'Grade 12',
        country: 'United States',
        school: null,
        region: null,
        city: null,
        role: 'Partner',
      },
      {
        email: 'alan@example.com',
        name: 'Alan Turing',
        education: 'Other',
        country: 'United Kingdom',
        school: null,
        region: null,
        city: null,
        role: 'Player',
      },
    ]);
  });
});
