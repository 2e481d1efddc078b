import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gamePeriodAt, isFeatureOpen } from '@dubloon-quest/core';
import { DEMO_EVENT_FILE } from '../../config/config.js';
import { DEMO_CYCLE_MS, demoTimestampsAt } from './demo-cycle.js';
import { EventFileError, loadEventFile, parseEvent } from './game-event.js';

describe('the shipped demo event file', () => {
  const event = loadEventFile(DEMO_EVENT_FILE);

  it('has 4+ chests of 3 questions, 10 items from 3 partners, 3 businesses with video and challenge', () => {
    expect(event.file.chests.length).toBeGreaterThanOrEqual(4);
    for (const chest of event.file.chests) expect(chest.group).toHaveLength(3);
    expect(event.file.raffle_items).toHaveLength(10);
    expect(new Set(event.file.raffle_items.map((item) => item.partner)).size).toBe(3);
    expect(event.file.businesses).toHaveLength(3);
    for (const business of event.file.businesses) expect(business.video_url).toMatch(/^https:\/\//);
  });

  it('has results the original results page renders: challenge winners, and a raffle partner that is not a business', () => {
    expect(event.file.results.challenge_winners.length).toBeGreaterThan(0);
    const businesses = new Set(event.file.businesses.map((business) => business.name));
    expect(event.file.results.raffle_winners.some((partner) => !businesses.has(partner.partner_name))).toBe(true);
  });
});

describe('event file validation', () => {
  const valid = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown> & { chests: { group: { answers: { correct: string } }[] }[]; raffle_items: { partner: string; item_id: number }[] };

  it('names the field path of each problem', () => {
    const broken = structuredClone(valid);
    broken.chests[2]!.group[0]!.answers.correct = 'z';
    broken.raffle_items[4]!.partner = 'Nobody';
    broken.raffle_items[5]!.item_id = broken.raffle_items[0]!.item_id;
    const nameless = structuredClone(valid);
    delete nameless.name;
    expect(() => parseEvent(JSON.stringify(nameless), 'event.json')).toThrow('event.json is invalid: at name: Required');
    expect(() => parseEvent(JSON.stringify(broken), 'event.json')).toThrow(EventFileError);
    try {
      parseEvent(JSON.stringify(broken), 'event.json');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('at chests[2].group[0].answers.correct');
      expect(message).toContain('at raffle_items[4].partner');
      expect(message).toContain('at raffle_items[5].item_id');
    }
  });

  it('reports a file that is not JSON or cannot be read', () => {
    expect(() => parseEvent('{', 'event.json')).toThrow(/not valid JSON/);
    expect(() => loadEventFile('/no/such/event.json')).toThrow(/Cannot read the event file/);
  });
});

describe('the demo cycle', () => {
  it('is pre-game for 5 minutes, then game start for 5, and then again', () => {
    const start = Math.floor(Date.parse('2026-06-01T12:00:00Z') / DEMO_CYCLE_MS) * DEMO_CYCLE_MS;
    for (const [offset, period] of [[0, 'preGame'], [299_999, 'preGame'], [300_000, 'gameStart'], [599_999, 'gameStart']] as const) {
      expect(gamePeriodAt(demoTimestampsAt(start + offset), start + offset).period).toBe(period);
    }
    expect(demoTimestampsAt(start + DEMO_CYCLE_MS).pre_game).toBe(new Date(start + DEMO_CYCLE_MS).toISOString());
    const features = (offset: number) => (['learn', 'raffle', 'businesses'] as const).filter((feature) => isFeatureOpen(feature, gamePeriodAt(demoTimestampsAt(start + offset), start + offset).period));
    expect(features(0)).toEqual(['learn', 'raffle']);
    expect(features(300_000)).toEqual(['raffle', 'businesses']);
  });
});
