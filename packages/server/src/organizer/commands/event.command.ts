import { readFileSync } from 'node:fs';
import { NEW_PLAYER_FREE_COINS, organizerMessages as t } from '@dubloon-quest/core/internal';
import { hashPassword } from '../../services/auth/passwords.js';
import {
  OrganizerError,
  readTextFile,
  withStorage,
  type OrganizerCommand,
  type OrganizerEnvironment,
} from '../command-support.js';
import { checkEventFile, formatProblem, type CheckedEventFile } from '../../services/event/event-file-check.js';
import { createProgress } from '../progress.js';

/** Reads and checks an event file; prints every problem with its line. @throws OrganizerError when there is one. */
function checkedFile(env: OrganizerEnvironment, file: string): { text: string; checked: CheckedEventFile } {
  const text = readTextFile(env, file);
  const check = checkEventFile(text);
  if (!check.ok) {
    for (const problem of check.problems) env.err(`${formatProblem(file, problem)}\n`);
    throw new OrganizerError(t.eventFile.problems(check.problems.length));
  }
  return { text, checked: check.value };
}

const summary = ({ event, players, onePrizePerPlayer }: CheckedEventFile) =>
  t.eventFile.summary({
    name: event.name,
    items: event.raffle_items.length,
    chests: event.chests.length,
    businesses: event.businesses.length,
    players: players.length,
    onePrizePerPlayer,
  });

export const validateCommand: OrganizerCommand = {
  name: 'validate',
  help: t.help.validate,
  options: {},
  positionals: { min: 1, max: 1 },
  run({ positionals: [file] }, env) {
    const { checked } = checkedFile(env, file!);
    env.out(`${t.eventFile.valid(file!)}\n${summary(checked)}\n`);
    return Promise.resolve(0);
  },
};

export const importCommand: OrganizerCommand = {
  name: 'import',
  help: t.help.import,
  options: {},
  positionals: { min: 1, max: 1 },
  async run({ positionals: [file] }, env) {
    const { text, checked } = checkedFile(env, file!);
    const { event, players, onePrizePerPlayer, contentHash } = checked;
    await withStorage(env, async (storage) => {
      const saved = await storage.event.saveEvent(text, event, onePrizePerPlayer, contentHash, env.now());
      env.out(`${t.importing.event[saved.change](event.name)}\n${summary(checked)}\n`);
      if (players.length > 0) {
        // One hash of a random password nobody knows, shared by the new accounts: they choose their own
        // password with "Forgot password"; hashing once keeps a roster of thousands quick.
        const passwordHash = await hashPassword(env.randomHex());
        const progress = createProgress(env.err, env.interactive, t.importing.progress, players.length);
        const { created, existing } = await storage.roster.importPlayers(
          players,
          passwordHash,
          NEW_PLAYER_FREE_COINS,
          env.now(),
          (done) => progress.update(done),
        );
        progress.finish();
        env.out(`${t.importing.players(created, existing)}\n`);
      }
      const outside = await storage.draws.stakedItemsOutside(event.raffle_items.map((item) => item.item_id));
      if (outside.length > 0) env.out(`${t.importing.stakesOutside(outside.join(', '))}\n`);
    });
    const serverFile = env.serverEventFile();
    if (serverFile !== null && serverEventHash(serverFile) !== checked.eventHash)
      env.out(`${t.importing.serverReadsOther(serverFile)}\n`);
    return 0;
  },
};

/** What the server would read from its event file, as {@link CheckedEventFile.eventHash}, or null. */
function serverEventHash(path: string): string | null {
  try {
    const check = checkEventFile(readFileSync(path, 'utf8'));
    return check.ok ? check.value.eventHash : null;
  } catch {
    return null;
  }
}
