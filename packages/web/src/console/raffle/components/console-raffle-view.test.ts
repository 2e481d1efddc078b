import { consoleMessages, consoleRaffleText, type ConsoleSchedule } from '@dubloon-quest/core/console';
import { commitmentOf, drawMessages } from '@dubloon-quest/core/draw';
import { describe, expect, it } from 'vitest';
import { chanceText, drawInputErrors, raffleWindowAt } from './console-raffle-view.js';

const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const COMMITMENT = commitmentOf(SECRET);

const schedule: ConsoleSchedule = {
  timestamps: {
    pre_game: '2026-04-19T14:00:00.000Z',
    game_start: '2026-04-20T14:00:00.000Z',
    review_start: '2026-04-25T14:00:00.000Z',
    review_end: '2026-04-26T14:00:00.000Z',
    game_end: '2026-04-27T14:00:00.000Z',
  },
  event_name: 'Harbor Days',
  source: 'event',
  period: 'gameStart',
  ends_at: '2026-04-25T14:00:00.000Z',
};

describe('the raffle screen rules', () => {
  it('says the raffle is open until review_start (pre-game and game start), as the server decides', () => {
    const at = (iso: string) => raffleWindowAt(schedule, Date.parse(iso));
    expect(at('2026-04-19T15:00:00.000Z').open).toBe(true);
    expect(at('2026-04-25T13:59:59.999Z').open).toBe(true);
    expect(at('2026-04-22T15:00:00.000Z')).toEqual({ open: true, closesAt: '2026-04-25T14:00:00.000Z' });
    expect(at('2026-04-25T14:00:00.000Z').open).toBe(false);
    expect(raffleWindowAt({ ...schedule, timestamps: null }, Date.now())).toEqual({
      open: false,
      closesAt: null,
    });
  });

  it("checks the draw's secret and consent with the server's texts", () => {
    expect(drawInputErrors({ secret: ` ${SECRET}\n`, allowOpenRaffle: false }, COMMITMENT, false)).toEqual(
      {},
    );
    expect(
      drawInputErrors({ secret: SECRET.toUpperCase(), allowOpenRaffle: false }, COMMITMENT, false),
    ).toEqual({
      secret: [drawMessages.invalidSecret],
    });
    expect(drawInputErrors({ secret: 'b'.repeat(64), allowOpenRaffle: false }, COMMITMENT, false)).toEqual({
      secret: [consoleMessages.raffle.secretMismatch],
    });
    expect(drawInputErrors({ secret: SECRET, allowOpenRaffle: false }, COMMITMENT, true)).toEqual({
      allow_open_raffle: [consoleRaffleText.draw.allowOpenRequired],
    });
    expect(drawInputErrors({ secret: SECRET, allowOpenRaffle: true }, COMMITMENT, true)).toEqual({});
  });

  it('says "at least" only for an uncertain chance on an item with several prizes', () => {
    expect(chanceText(0.25, 1)).toBe('25 %');
    expect(chanceText(0.25, 2)).toBe('at least 25 %');
    expect(chanceText(1, 2)).toBe('100 %');
  });
});
