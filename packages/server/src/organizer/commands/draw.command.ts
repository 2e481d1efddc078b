import { unlinkSync, writeFileSync } from 'node:fs';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import { drawMessages, isDrawSecret, verifyDrawRecordText } from '@dubloon-quest/core/draw';
import {
  OrganizerError,
  readTextFile,
  resolvePath,
  UsageError,
  withStorage,
  type CommandArgs,
  type OrganizerCommand,
} from '../command-support.js';
import { commitDraw, runDraw, type DrawOutcome } from '../../services/draw.js';
import { formatTable } from '../../services/output.js';
import { createProgress } from '../progress.js';

const requiredText = (args: CommandArgs, option: string, shown: string): string => {
  const value = args.values[option];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(t.usage.missingOption(shown));
  return value.trim();
};

/** Writes a file. @throws OrganizerError with `failure(reason)`. */
const writeFile = (
  path: string,
  text: string,
  flags: { flag: string; mode?: number },
  failure: (reason: string) => string,
) => {
  try {
    writeFileSync(path, text, flags);
  } catch (error) {
    throw new OrganizerError(failure((error as Error).message));
  }
};

export const drawCommitCommand: OrganizerCommand = {
  name: 'draw commit',
  help: t.help.drawCommit,
  options: { out: { type: 'string' }, replace: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    const file = requiredText(args, 'out', '--out FILE');
    const path = resolvePath(env, file);
    const replace = args.values.replace === true;
    return withStorage(env, async (storage) => {
      const secret = env.randomHex();
      const committed = await commitDraw(storage, {
        secret,
        now: env.now(),
        replace,
        // The secret file is created, never overwritten, and readable by its owner only.
        beforeStore: () =>
          writeFile(path, `${secret}\n`, { flag: 'wx', mode: 0o600 }, (reason) =>
            t.files.cannotWrite(file, reason),
          ),
      });
      if (!committed.ok) {
        if (committed.reason === 'exists')
          throw new OrganizerError(
            t.draw.commitmentExists(committed.active.commitment, committed.active.createdAt.toISOString()),
          );
        unlinkSync(path);
        throw new OrganizerError(t.draw.committedMeanwhile);
      }
      env.out(`${t.draw.committed(committed.commitment, file, committed.replaced)}\n`);
      return 0;
    });
  },
};

export const drawRunCommand: OrganizerCommand = {
  name: 'draw run',
  help: t.help.drawRun,
  options: {
    reveal: { type: 'string' },
    record: { type: 'string' },
    'allow-open-raffle': { type: 'boolean' },
  },
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    const secret = requiredText(args, 'reveal', '--reveal SECRET');
    const file = requiredText(args, 'record', '--record FILE');
    const path = resolvePath(env, file);
    if (!isDrawSecret(secret)) throw new OrganizerError(drawMessages.invalidSecret);
    const writeRecord = (text: string) =>
      writeFile(path, text, { flag: 'w' }, (reason) => t.draw.recordNotWritten(file, reason));

    return withStorage(env, async (storage) => {
      // Created once the stakes are frozen and the number of items is known.
      const progress: { bar: ReturnType<typeof createProgress> | null } = { bar: null };
      const outcome = await runDraw(storage, {
        secret,
        now: env.now(),
        allowOpenRaffle: args.values['allow-open-raffle'] === true,
        onFrozen: (snapshot, outside) => {
          const inDraw = snapshot.items.flatMap((item) => item.stakes);
          env.out(
            `${t.draw.frozen(inDraw.length, new Set(inDraw.map((stake) => stake.player_id)).size, snapshot.items.length)}\n`,
          );
          if (outside.length > 0) env.out(`${t.importing.stakesOutside(outside.join(', '))}\n`);
          progress.bar = createProgress(env.err, env.interactive, t.draw.progress, snapshot.items.length);
        },
        onItemDrawn: (done) => progress.bar?.update(done),
      });
      progress.bar?.finish();
      if (!outcome.ok) throw new OrganizerError(drawRefusal(outcome));
      if (outcome.alreadyDrawn) {
        writeRecord(outcome.draw.record);
        env.out(`${t.draw.alreadyDrawn(outcome.draw.drawnAt.toISOString(), file)}\n`);
        return 0;
      }
      const { record, text, stakes } = outcome.made;
      writeRecord(text);
      const imported = await storage.event.importedEvent();
      const people = new Map(stakes.map((stake) => [String(stake.userId), stake]));
      const names = new Map((imported?.event.raffle_items ?? []).map((item) => [item.item_id, item.name]));
      const rows = record.winners.flatMap((item) =>
        item.player_ids.map((playerId, index) => [
          item.item_id,
          names.get(item.item_id) ?? null,
          index + 1,
          playerId,
          people.get(playerId)?.name ?? null,
          people.get(playerId)?.email ?? null,
        ]),
      );
      env.out(formatTable({ columns: ['item_id', 'item', 'rank', 'player_id', 'name', 'email'], rows }));
      env.out(
        `${t.draw.done({ winners: rows.length, record: file, commitment: record.commitment, snapshotHash: record.snapshot_hash, seed: record.seed })}\n`,
      );
      return 0;
    });
  },
};

/** The organizer tool's text for a refused draw. */
function drawRefusal(outcome: Extract<DrawOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'invalidSecret':
      return drawMessages.invalidSecret;
    case 'noCommitment':
      return t.draw.noCommitment;
    case 'secretMismatch':
      return t.draw.secretMismatch(outcome.commitment);
    case 'noEvent':
      return t.draw.noEvent;
    case 'raffleOpen':
      return t.draw.raffleOpen(outcome.reviewStart);
    case 'drawFailed':
      return outcome.message;
    case 'drawnMeanwhile':
      return t.draw.drawnMeanwhile;
  }
}

export const drawVerifyCommand: OrganizerCommand = {
  name: 'draw verify',
  help: t.help.drawVerify,
  options: { commitment: { type: 'string' } },
  positionals: { min: 1, max: 1 },
  run(args, env) {
    const file = args.positionals[0]!;
    const verification = verifyDrawRecordText(readTextFile(env, file));
    if (!verification.ok) throw new OrganizerError(t.draw.verifyFailed(file, verification.message));
    const record = verification.value;
    const published =
      typeof args.values.commitment === 'string' ? args.values.commitment.trim().toLowerCase() : null;
    if (published !== null && published !== record.commitment)
      throw new OrganizerError(t.draw.otherCommitment(file, record.commitment, published));
    const stakes = record.snapshot.items.flatMap((item) => item.stakes);
    env.out(
      `${t.draw.verified(file)}\n${drawMessages.verified}\n${t.draw.recordSummary({
        event: record.snapshot.event,
        frozenAt: record.snapshot.frozen_at,
        items: record.snapshot.items.length,
        players: new Set(stakes.map((stake) => stake.player_id)).size,
        coins: stakes.reduce((sum, stake) => sum + stake.coins, 0),
        winners: record.winners.reduce((sum, item) => sum + item.player_ids.length, 0),
        commitment: record.commitment,
        snapshotHash: record.snapshot_hash,
      })}\n`,
    );
    return Promise.resolve(0);
  },
};
