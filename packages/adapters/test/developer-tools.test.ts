import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '@dubloon-quest/core/testing';
import type { ConformanceTarget } from '@dubloon-quest/core/testing/property';
import { describeGameApiConformance } from '@dubloon-quest/core/testing/contracts';
import { runConformanceCli } from '../src/conformance/conformance-cli.js';
import { runTerminalClient } from '../src/terminal-client/terminal-client.js';
import { startRealServer, type RealServer } from './support/real-server.js';

// The developers' tools against one real server in demo mode, where each login of the demo player plays its
// own fresh copy: core's conformance suite through the HTTP adapter, the command line a developer points at a
// URL, and the terminal client, played as a person would (the test types its lines and reads its screen).

/** The demo's cycle (docs/decisions/0033): every 10 minutes the same periods come back. */
const DEMO_CYCLE_MS = 10 * 60_000;

let server: RealServer;
/** The middle of preGame, when both the chests and the raffle are open. */
let preGameMiddle: number;

beforeAll(async () => {
  server = await startRealServer();
  await server.enterPeriod('preGame');
  preGameMiddle = server.now();
}, 180_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

/**
 * Moves the server's clock to the middle of the next preGame (or leaves it there): the tests move it forward
 * (into later periods, past cooldowns), and a server's time never goes back.
 */
function enterNextPreGame(): void {
  server.setNow(preGameMiddle + Math.ceil((server.now() - preGameMiddle) / DEMO_CYCLE_MS) * DEMO_CYCLE_MS);
}

/** Each session of the conformance suite starts in a preGame, on a fresh HTTP adapter. */
const realServerTarget: ConformanceTarget = () => {
  enterNextPreGame();
  const { api, useTokens } = server.api();
  return { api, useTokens, player: DEMO_PLAYER, now: () => server.now(), setNow: (ms) => server.setNow(ms) };
};

describeGameApiConformance('HttpGameApi on the real server (demo mode)', realServerTarget, { numRuns: 4 });

describe('the conformance command line (npm run conformance -- <url>)', () => {
  it('checks a running demo server and says it conforms', async () => {
    enterNextPreGame();
    let output = '';
    // The command's waits (for the gates' second period) move the server's clock instead of passing.
    const sleep = (ms: number) => Promise.resolve(server.setNow(server.now() + ms));
    const code = await runConformanceCli([server.url, '--runs', '2', '--seed', '7'], { write: (text) => (output += text), now: () => server.now(), sleep });
    expect(code, output).toBe(0);
    expect(output).toMatch(/PASS stakeLedger/);
    expect(output).toMatch(/PASS chestQuiz/);
    expect(output).toMatch(/PASS periodGates: .*in preGame and gameStart/);
    // A server reached by URL cannot have its clock moved: the cooldown is checked through its answers, its end
    // only in-process.
    expect(output).toMatch(/PASS stakeCooldown[^\n]*\n\s+note: the cooldown's end was not checked/);
    expect(output).toMatch(/conformant\n$/);
  }, 120_000);

  it('answers 2 with the usage for a missing URL, and 2 when nothing listens there', async () => {
    let output = '';
    expect(await runConformanceCli(['--runs', '3'], { write: (text) => (output += text) })).toBe(2);
    expect(output).toMatch(/Usage: dubloon-quest-conformance <url>/);
    output = '';
    expect(await runConformanceCli(['http://127.0.0.1:9'], { write: (text) => (output += text) })).toBe(2);
    expect(output).toMatch(/Could not check http:\/\/127\.0\.0\.1:9/);
    output = '';
    expect(await runConformanceCli(['http://127.0.0.1:9', '--seed', '3', '--path', '1:0'], { write: (text) => (output += text) })).toBe(2);
    expect(output).toMatch(/--path replays one failure: give it with its --seed and --only/);
  });
});

/** The client's screen: what it printed, read from a cursor on, and the keyboard the test types on. */
class Terminal {
  readonly input = new PassThrough();
  readonly output = new PassThrough();
  private text = '';
  private cursor = 0;
  private readonly listeners = new Set<() => void>();

  constructor() {
    this.output.on('data', (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
      for (const listener of this.listeners) listener();
    });
  }

  /** Waits until the screen shows `pattern` after the cursor, moves the cursor past it and returns the match. */
  next(pattern: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve) => {
      const check = () => {
        const match = pattern.exec(this.text.slice(this.cursor));
        if (!match) return;
        this.listeners.delete(check);
        this.cursor += match.index + match[0].length;
        resolve(match);
      };
      this.listeners.add(check);
      check();
    });
  }

  async answer(prompt: RegExp, line: string): Promise<void> {
    await this.next(prompt);
    this.input.write(`${line}\n`);
  }

  get screen(): string {
    return this.text;
  }
}

describe('the terminal client (npm run play -- --url <server>)', () => {
  it('logs in, shows the coins and the period, answers a chest, stakes and shows the results', async () => {
    enterNextPreGame();
    const terminal = new Terminal();
    const playing = runTerminalClient({ url: server.url, input: terminal.input, output: terminal.output, now: () => server.now() });

    await terminal.answer(/Email \(Enter for demo\.player@example\.com\): /, '');
    await terminal.answer(/Password \(Enter for the demo password\): /, '');
    await terminal.next(/Welcome, Demo Player\./);
    // Each demo login plays its own copy, which starts with 15 coins.
    await terminal.next(/Coins: 15\nPeriod: Before the game \(Learn and Earn and the raffle are open\), ends in \d\d:\d\d/);

    await terminal.answer(/\[q\] quit: /, 'c');
    await terminal.next(/1\. Chest 1: 0 of 3 questions solved/);
    await terminal.answer(/Chest to open \(Enter to go back\): /, '1');
    let wrong = 0;
    for (let question = 1; question <= 3; question += 1) {
      await terminal.next(new RegExp(`Question ${question}: `));
      for (const letter of ['a', 'b', 'c', 'd']) {
        await terminal.answer(/Your answer: /, letter);
        const [verdict] = await terminal.next(/Right!|Wrong\./);
        if (verdict === 'Right!') break;
        wrong += 1;
      }
    }
    // Three questions of 3 coins, less one per wrong answer.
    const earned = 9 - wrong;
    await terminal.next(new RegExp(`Chest 1 opened: ${earned} coins\\.`));
    await terminal.next(new RegExp(`Coins: ${15 + earned}\\n`));
    // An opened chest is golden and does not open again.
    await terminal.answer(/\[q\] quit: /, 'c');
    await terminal.next(new RegExp(`1\\. Chest 1: opened, ${earned} coins \\(golden\\)`));
    await terminal.answer(/Chest to open \(Enter to go back\): /, '1');
    await terminal.next(/Chest 1 is already open\./);

    await terminal.answer(/\[q\] quit: /, 'r');
    await terminal.next(/1\. Noise-cancelling headphones \(\d+ to win\): your stake 0/);
    await terminal.answer(/Stake: item number and coins/, '1 4');
    await terminal.answer(/Stake: item number and coins/, '');
    await terminal.answer(/Stake 4 on Noise-cancelling headphones\? Stakes then rest for 30 minutes\. \(y\/n\): /, 'y');
    await terminal.next(new RegExp(`Staked\\. Coins left: ${15 + earned - 4}\\n`));
    await terminal.next(new RegExp(`Coins: ${15 + earned - 4}\\n`));

    // A second stake at once is refused with the cooldown's message, and the menu comes back.
    await terminal.answer(/\[q\] quit: /, 'r');
    await terminal.next(/your stake 4/);
    await terminal.answer(/Stake: item number and coins/, '1 5');
    await terminal.answer(/Stake: item number and coins/, '');
    await terminal.answer(/\(y\/n\): /, 'y');
    await terminal.next(/You can submit your stakes again in 30 minutes/);

    await terminal.answer(/\[q\] quit: /, 'w');
    await terminal.next(/ {2}Noise-cancelling headphones: Grace Hopper, Alan Turing/);
    await terminal.answer(/\[q\] quit: /, 'q');
    await terminal.next(/Goodbye\./);
    await playing;
    expect(terminal.screen).not.toMatch(/undefined|NaN|\[object/);
  }, 120_000);
});
