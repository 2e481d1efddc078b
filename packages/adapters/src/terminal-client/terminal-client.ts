// A second front end: the game in a terminal, on the real adapters (HTTP) and core's rules, with no React. A
// person logs in, sees their coins and the period, opens a chest and answers it, stakes, and reads the results.
// Line by line on node:readline, so that a test (or a pipe) can play it as well as a person.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import {
  formatCountdown,
  GAME_NOT_STARTED,
  gamePeriodAt,
  isGameApiError,
  type GameApi,
  type GamePeriod,
  type LoginTimestamps,
  type SessionTokens,
} from '@dubloon-quest/core';
import { createHttpGameApi } from '../http/http-game-api.js';

/** The demo's login, prefilled as on the web login page (spec section 1). */
const DEMO_LOGIN = { email: 'demo.player@example.com', password: 'Treasure-2026' } as const;

const PERIOD_LABELS: Readonly<Record<GamePeriod, string>> = {
  preGame: 'Before the game (Learn and Earn and the raffle are open)',
  gameStart: 'Game days (the raffle and the businesses are open)',
  reviewStart: 'Review (the game is closed)',
  winnersAnnounced: 'Winners announced',
  gameEnd: 'The game has ended',
};

export interface TerminalClientOptions {
  /** The server, e.g. http://localhost:3000. */
  readonly url: string;
  readonly input: Readable;
  readonly output: Writable;
  /** The time now (epoch ms), for the period and its countdown; the local clock by default. */
  readonly now?: () => number;
}

/** Asks one line at a time; resolves null when the input ends. */
function lineReader(input: Readable, output: Writable) {
  const lines = createInterface({ input, terminal: false });
  const queued: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  lines.on('line', (line) => (waiting.length > 0 ? waiting.shift()!(line) : queued.push(line)));
  lines.on('close', () => {
    closed = true;
    for (const resolve of waiting.splice(0)) resolve(null);
  });
  return {
    ask(prompt: string): Promise<string | null> {
      output.write(prompt);
      if (queued.length > 0) return Promise.resolve(queued.shift()!.trim());
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push((line) => resolve(line === null ? null : line.trim())));
    },
    close: () => lines.close(),
  };
}

/**
 * Plays the game at `url` in a terminal until the player quits or the input ends. Refusals are shown with the
 * server's own message (a closed feature names the period, a cooldown says how long), and the menu comes back.
 */
export async function runTerminalClient(options: TerminalClientOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const print = (text = '') => options.output.write(`${text}\n`);
  const reader = lineReader(options.input, options.output);
  let tokens: SessionTokens | null = null;
  const api: GameApi = createHttpGameApi({ baseUrl: options.url, tokens: () => tokens });

  print(`Dubloon Quest at ${options.url}`);
  let timestamps: LoginTimestamps | null = null;
  /** The chests this player opened, and what each paid: login says, and each opening adds one. */
  let opened: Readonly<Record<string, number>> = {};
  while (timestamps === null) {
    const email = await reader.ask(`Email (Enter for ${DEMO_LOGIN.email}): `);
    if (email === null) return reader.close();
    const password = await reader.ask('Password (Enter for the demo password): ');
    if (password === null) return reader.close();
    try {
      const login = await api.login({ email: email || DEMO_LOGIN.email, password: password || DEMO_LOGIN.password });
      tokens = login.tokens;
      timestamps = login.data.timestamps;
      opened = login.data.user.chests_submitted;
      print(`Welcome, ${login.data.user.name}.`);
    } catch (error) {
      print(`Login failed: ${messageOf(error)}`);
    }
  }
  const schedule = timestamps;

  const status = async () => {
    const coins = (await api.getCoinTotal()).data.coins;
    print(`Coins: ${coins}`);
    if (schedule === GAME_NOT_STARTED) print(`Period: ${GAME_NOT_STARTED}`);
    else {
      const { period, endsAt } = gamePeriodAt(schedule, now());
      print(`Period: ${PERIOD_LABELS[period]}${endsAt === null ? '' : `, ends in ${formatCountdown(endsAt - now())}`}`);
    }
  };

  const screens: Record<string, () => Promise<void>> = {
    c: async () => {
      opened = await chestsScreen(api, reader, print, opened);
    },
    r: () => raffleScreen(api, reader, print),
    w: () => resultsScreen(api, print),
  };
  for (;;) {
    try {
      await status();
    } catch (error) {
      print(`Could not read your coins: ${messageOf(error)}`);
    }
    const choice = await reader.ask('[c] chests  [r] raffle  [w] winners  [q] quit: ');
    if (choice === null || choice === 'q') break;
    const screen = screens[choice];
    if (!screen) {
      print(`No such choice: ${choice}`);
      continue;
    }
    try {
      await screen();
    } catch (error) {
      print(messageOf(error));
    }
  }
  try {
    await api.logout();
  } catch {
    // Leaving anyway: the session expires on its own.
  }
  print('Goodbye.');
  reader.close();
}

type Reader = ReturnType<typeof lineReader>;
type Print = (text?: string) => void;

function messageOf(error: unknown): string {
  return isGameApiError(error) || error instanceof Error ? error.message : String(error);
}

/**
 * Lists the chests; the chosen one is played question by question, then opened for its coins. A chest opens
 * once (a golden chest). Resolves the chests opened, with this one if it was.
 */
async function chestsScreen(api: GameApi, reader: Reader, print: Print, opened: Readonly<Record<string, number>>): Promise<Readonly<Record<string, number>>> {
  const chests = (await api.getChests()).data;
  chests.forEach((chest, index) => {
    const paid = opened[String(chest.chest_id)];
    const solved = chest.group.filter((question) => question.solved === true).length;
    print(`  ${index + 1}. Chest ${chest.chest_id}: ${paid === undefined ? `${solved} of ${chest.group.length} questions solved` : `opened, ${paid} coins (golden)`}`);
  });
  const picked = await reader.ask('Chest to open (Enter to go back): ');
  const chest = chests[Number(picked) - 1];
  if (!picked || !chest) return opened;
  if (String(chest.chest_id) in opened) {
    print(`Chest ${chest.chest_id} is already open.`);
    return opened;
  }
  let earned = 0;
  for (let index = 0; index < chest.group.length; index += 1) {
    const question = chest.group[index]!;
    if (question.solved === true) {
      earned += question.coins ?? 0;
      continue;
    }
    print(`Question ${index + 1}: ${question.question}`);
    for (const [letter, text] of Object.entries(question.answers.choices)) print(`  ${letter}) ${text}`);
    for (;;) {
      const choice = await reader.ask('Your answer: ');
      if (choice === null || choice === '') {
        print('You can come back to this chest later.');
        return opened;
      }
      try {
        const verdict = (await api.answerChestQuestion({ chest_id: chest.chest_id, question: index, choice })).data;
        if (verdict.correct) {
          print(`Right! ${verdict.explanation ?? ''} (+${verdict.question_coins} coins)`.replace('  ', ' '));
          earned = verdict.chest_coins;
          break;
        }
        print(`Wrong. This question is now worth ${verdict.question_coins} coins; try again.`);
      } catch (error) {
        print(messageOf(error));
        if (!isGameApiError(error, 'invalid')) return opened;
      }
    }
  }
  const paid = (await api.submitChest({ chest_id: chest.chest_id, amount: earned })).data.chests_submitted;
  print(`Chest ${chest.chest_id} opened: ${paid[String(chest.chest_id)] ?? earned} coins.`);
  return paid;
}

/** Lists the items with this player's stakes; the stakes typed in are submitted after a confirmation. */
async function raffleScreen(api: GameApi, reader: Reader, print: Print): Promise<void> {
  const items = (await api.getRaffleItems()).data;
  items.forEach((item, index) => {
    const total = item.total_staked === undefined ? '' : `, ${item.total_staked} staked in all`;
    print(`  ${index + 1}. ${item.name} (${item.stock} to win): your stake ${item.coins}${total}`);
  });
  const stakes = new Map<number, number>();
  for (;;) {
    const line = await reader.ask('Stake: item number and coins, e.g. "1 3" (Enter when done): ');
    if (!line) break;
    const [place, coins] = line.split(/\s+/).map(Number);
    const item = items[(place ?? 0) - 1];
    if (!item || coins === undefined || !Number.isSafeInteger(coins) || coins < 0) {
      print('Type an item number, a space and a number of coins.');
      continue;
    }
    stakes.set(item.item_id, coins);
  }
  if (stakes.size === 0) return;
  const summary = [...stakes].map(([itemId, coins]) => `${coins} on ${items.find((item) => item.item_id === itemId)?.name}`).join(', ');
  if ((await reader.ask(`Stake ${summary}? Stakes then rest for 30 minutes. (y/n): `)) !== 'y') return print('Nothing staked.');
  const answer = await api.submitStakes({ staked_items: [...stakes].map(([item_id, coins]) => ({ item_id, coins })), total_coins: 0 });
  print(`Staked. Coins left: ${answer.data.total_coins}`);
}

/** The winners of each raffle item and each challenge. */
async function resultsScreen(api: GameApi, print: Print): Promise<void> {
  const { raffle_winners, challenge_winners } = (await api.getResults()).data;
  if (raffle_winners.length + challenge_winners.length === 0) return print('No winners yet.');
  for (const prize of raffle_winners) print(`  ${prize.item_name ?? prize.partner_name}: ${prize.winners.map((winner) => winner.name).join(', ') || 'no winner'}`);
  for (const challenge of challenge_winners) print(`  ${challenge.business_name} challenge: ${challenge.winners.map((winner) => winner.name).join(', ') || 'no winner'}`);
}
