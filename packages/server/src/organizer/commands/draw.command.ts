import { unlinkSync, writeFileSync } from 'node:fs';
import {
  commitmentOf,
  createDrawRecord,
  gamePeriodAt,
  isDrawSecret,
  isFeatureOpen,
  messages,
  organizerMessages as t,
  serializeDrawRecord,
  verifyCommitment,
  verifyDrawRecordText,
  type DrawSnapshot,
  type DrawStake,
} from '@dubloon-quest/core';
import {
  OrganizerError,
  readTextFile,
  resolvePath,
  UsageError,
  withRepository,
  type CommandArgs,
  type OrganizerCommand,
} from '../command-support.js';
import { formatTable } from '../output.js';
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
    return withRepository(env, async (repository) => {
      const active = await repository.activeCommitment();
      if (active && !replace)
        throw new OrganizerError(t.draw.commitmentExists(active.commitment, active.createdAt.toISOString()));
      const secret = env.randomHex();
      const commitment = commitmentOf(secret);
      // The secret file is created, never overwritten, and readable by its owner only.
      writeFile(path, `${secret}\n`, { flag: 'wx', mode: 0o600 }, (reason) =>
        t.files.cannotWrite(file, reason),
      );
      const stored = await repository.addCommitment(commitment, env.now(), replace);
      if (stored === 'exists') {
        unlinkSync(path);
        throw new OrganizerError(t.draw.committedMeanwhile);
      }
      env.out(`${t.draw.committed(commitment, file, active !== null)}\n`);
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
    if (!isDrawSecret(secret)) throw new OrganizerError(messages.draw.invalidSecret);
    const writeRecord = (text: string) =>
      writeFile(path, text, { flag: 'w' }, (reason) => t.draw.recordNotWritten(file, reason));

    return withRepository(env, async (repository) => {
      const active = await repository.activeCommitment();
      if (!active) throw new OrganizerError(t.draw.noCommitment);
      if (!verifyCommitment(secret, active.commitment))
        throw new OrganizerError(t.draw.secretMismatch(active.commitment));
      const existing = await repository.drawFor(active.commitment);
      if (existing) {
        writeRecord(existing.record);
        env.out(`${t.draw.alreadyDrawn(existing.drawnAt.toISOString(), file)}\n`);
        return 0;
      }
      const imported = await repository.importedEvent();
      if (!imported) throw new OrganizerError(t.draw.noEvent);
      const now = env.now();
      const { event } = imported;
      if (event.timestamps !== null && args.values['allow-open-raffle'] !== true) {
        const { period } = gamePeriodAt(event.timestamps, now.getTime());
        if (isFeatureOpen('raffle', period))
          throw new OrganizerError(t.draw.raffleOpen(event.timestamps.review_start));
      }

      const stakes = await repository.stakes(now);
      const byItem = new Map<number, DrawStake[]>();
      for (const stake of stakes) {
        const onItem = byItem.get(stake.itemId) ?? [];
        onItem.push({ player_id: String(stake.userId), coins: stake.coins });
        byItem.set(stake.itemId, onItem);
      }
      const snapshot: DrawSnapshot = {
        event: event.name,
        frozen_at: now.toISOString(),
        one_prize_per_player: imported.onePrizePerPlayer,
        items: event.raffle_items.map((item) => ({
          item_id: item.item_id,
          stock: item.stock,
          stakes: byItem.get(item.item_id) ?? [],
        })),
      };
      const inDraw = snapshot.items.flatMap((item) => item.stakes);
      env.out(
        `${t.draw.frozen(inDraw.length, new Set(inDraw.map((stake) => stake.player_id)).size, snapshot.items.length)}\n`,
      );
      const outside = [...byItem.keys()].filter(
        (itemId) => !event.raffle_items.some((item) => item.item_id === itemId),
      );
      if (outside.length > 0) env.out(`${t.importing.stakesOutside(outside.join(', '))}\n`);

      const progress = createProgress(env.err, env.interactive, t.draw.progress, snapshot.items.length);
      const drawn = createDrawRecord(snapshot, secret, { onItemDrawn: (done) => progress.update(done) });
      progress.finish();
      if (!drawn.ok) throw new OrganizerError(drawn.message);
      const record = drawn.value;
      const text = serializeDrawRecord(record);
      if (!(await repository.saveDraw(record.commitment, record.snapshot_hash, text, record.winners, now)))
        throw new OrganizerError(t.draw.drawnMeanwhile);
      writeRecord(text);

      const people = new Map(stakes.map((stake) => [String(stake.userId), stake]));
      const names = new Map(event.raffle_items.map((item) => [item.item_id, item.name]));
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
      `${t.draw.verified(file)}\n${messages.draw.verified}\n${t.draw.recordSummary({
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
