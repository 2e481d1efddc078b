import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTerminalClient } from '../examples/terminal-client/terminal-client.js';
import { startRealServer, type RealServer } from './support/real-server.js';

// The terminal client played against the real server, as a person would: the test types its lines and reads
// what it prints, waiting for each prompt before answering it.

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

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
  // The demo's first five minutes: Learn and Earn and the raffle are both open.
  await server.enterPeriod('preGame');
}, 180_000);
afterAll(async () => {
  await server?.close();
}, 60_000);

describe('the terminal client (npm run play -- --url <server>)', () => {
  it('logs in, shows the coins and the period, answers a chest, stakes and shows the results', async () => {
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
    await terminal.next(/  Noise-cancelling headphones: Grace Hopper, Alan Turing/);
    await terminal.answer(/\[q\] quit: /, 'q');
    await terminal.next(/Goodbye\./);
    await playing;
    expect(terminal.screen).not.toMatch(/undefined|NaN|\[object/);
  }, 120_000);
});
