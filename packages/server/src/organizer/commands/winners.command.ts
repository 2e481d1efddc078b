import { writeFileSync } from 'node:fs';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import {
  OrganizerError,
  resolvePath,
  UsageError,
  withStorage,
  type OrganizerCommand,
} from '../command-support.js';
import { formatAs, formatTable } from '../../services/output.js';
import { winnersExportTable } from '../../services/results/winners-export.js';

/** `EMAIL=AWARD`: a winner's e-mail and whole-dollar award. */
const WINNER_PATTERN = /^([^=\s]+)=(\d{1,9})$/;

export const challengeWinnersSetCommand: OrganizerCommand = {
  name: 'challenge-winners set',
  help: t.help.challengeWinnersSet,
  options: {},
  positionals: { min: 1, max: 1000 },
  async run({ positionals: [idText, ...specs] }, env) {
    const challengeId = Number(idText);
    if (!Number.isSafeInteger(challengeId) || challengeId <= 0)
      throw new UsageError(t.winners.badChallengeId(idText!));
    const winners = specs.map((spec) => {
      const match = WINNER_PATTERN.exec(spec);
      if (!match) throw new UsageError(t.winners.badWinner(spec));
      return { email: match[1]!.toLowerCase(), award: Number(match[2]) };
    });
    const seen = new Set<string>();
    for (const { email } of winners) {
      if (seen.has(email)) throw new UsageError(t.winners.twice(email));
      seen.add(email);
    }
    return withStorage(env, async (storage) => {
      const imported = await storage.event.importedEvent();
      if (!imported) throw new OrganizerError(t.draw.noEvent);
      const business = imported.event.businesses.find(
        (entry) => entry.challenge_question.challenge_id === challengeId,
      );
      if (!business) throw new OrganizerError(t.winners.unknownChallenge(challengeId));
      const resolved: { userId: number; award: number }[] = [];
      for (const winner of winners) {
        const userId = await storage.draws.playerIdByEmail(winner.email);
        if (userId === null) throw new OrganizerError(t.winners.noPlayer(winner.email));
        resolved.push({ userId, award: winner.award });
      }
      await storage.winners.setChallengeWinners(challengeId, resolved, env.now());
      const stored = (await storage.winners.challengeWinners()).filter((row) => row.challengeId === challengeId);
      env.out(`${t.winners.set(business.name, stored.length)}\n`);
      if (stored.length > 0) {
        env.out(
          formatTable({
            columns: ['rank', 'name', 'email', 'country', 'award'],
            rows: stored.map((row) => [row.rank, row.name, row.email, row.country, row.award]),
          }),
        );
      }
      return 0;
    });
  },
};

export const exportWinnersCommand: OrganizerCommand = {
  name: 'export winners',
  help: t.help.exportWinners,
  options: { csv: { type: 'boolean' }, json: { type: 'boolean' }, out: { type: 'string' } },
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    if (args.values.csv === true && args.values.json === true) throw new UsageError(t.usage.oneFormat);
    const format = args.values.json === true ? 'json' : 'csv';
    const table = await withStorage(env, (storage) => winnersExportTable(storage));
    const text = formatAs(format, table);
    const out = args.values.out;
    if (typeof out === 'string') {
      try {
        writeFileSync(resolvePath(env, out), text);
      } catch (error) {
        throw new OrganizerError(t.files.cannotWrite(out, (error as Error).message));
      }
      env.err(`${t.winners.exported(table.rows.length, out)}\n`);
    } else env.out(text);
    return 0;
  },
};
