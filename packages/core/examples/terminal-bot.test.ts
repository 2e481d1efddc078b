import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTimestamps, DEMO_PLAYER, FAKE_CLOCK_START_MS, FakeGameServer } from '@dubloon-quest/core/testing';
import { playChestAndStake } from './terminal-bot.js';

describe("the README's terminal bot (a front end other than React)", () => {
  it('plays chest 1 and stakes every coin against the fake server', async () => {
    // Before the game starts: chests and the raffle are both open (spec section 4).
    const server = new FakeGameServer({ timestamps: buildTimestamps('preGame', FAKE_CLOCK_START_MS) });
    const lines: string[] = [];
    const game = await playChestAndStake(server, (line) => lines.push(line));
    const answers = lines.filter((line) => line.includes(' -> ')).length;
    expect(answers).toBeGreaterThanOrEqual(3);
    // Each question is worth 3 coins, less one per wrong answer (three questions in chest 1).
    expect(lines).toContain(`chest 1: ${9 - (answers - 3)} coins`);
    expect(server.balanceOf(DEMO_PLAYER.email)).toBe(0);
    expect(lines.at(-1)).toMatch(/^staked on /);
    game.stop();
  });

  it("reaches the game through core's public entry points alone", () => {
    const source = readFileSync(new URL('./terminal-bot.ts', import.meta.url), 'utf8');
    const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(new Set(specifiers)).toEqual(new Set(['@dubloon-quest/core', '@dubloon-quest/core/testing']));
  });

  it('is the code the README shows', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL('./terminal-bot.ts', import.meta.url), 'utf8');
    // The bot's section, after the README's opening install example.
    const section = readme.slice(readme.indexOf('## A front end other than React'));
    const shown = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    expect(shown.trim().length).toBeGreaterThan(0);
    for (const line of shown.split('\n').filter((each) => each.trim() !== '' && !each.includes('...')))
      expect(source).toContain(line);
  });
});
