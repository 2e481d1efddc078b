import { chanceOfWinning, organizerMessages as t } from '@dubloon-quest/core';
import { tableFormat, withRepository, type OrganizerCommand } from '../command-support.js';
import { formatAs, type Table } from '../../services/output.js';

const FORMAT_OPTIONS = { csv: { type: 'boolean' }, json: { type: 'boolean' } } as const;

export const playersCommand: OrganizerCommand = {
  name: 'players',
  help: t.help.players,
  options: FORMAT_OPTIONS,
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    const format = tableFormat(args);
    const players = await withRepository(env, (repository) => repository.players(env.now()));
    const table: Table = {
      columns: [
        'id',
        'email',
        'name',
        'education',
        'school',
        'country',
        'region',
        'verified',
        'demo_copy',
        'coins',
        'staked',
        'total',
      ],
      rows: players.map((p) => [
        p.id,
        p.email,
        p.name,
        p.education,
        p.school,
        p.country,
        p.region,
        p.verified,
        p.demoCopy,
        p.coins,
        p.staked,
        p.coins + p.staked,
      ]),
    };
    env.out(formatAs(format, table));
    if (format === 'table') env.out(`${t.listings.players(players.length)}\n`);
    return 0;
  },
};

export const stakesCommand: OrganizerCommand = {
  name: 'stakes',
  help: t.help.stakes,
  options: { ...FORMAT_OPTIONS, detail: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    const format = tableFormat(args);
    const { imported, stakes } = await withRepository(env, async (repository) => ({
      imported: await repository.importedEvent(),
      stakes: await repository.stakes(env.now()),
    }));
    const items = new Map((imported?.event.raffle_items ?? []).map((item) => [item.item_id, item]));
    const itemIds = [...new Set([...items.keys(), ...stakes.map((stake) => stake.itemId)])].sort(
      (a, b) => a - b,
    );
    const players = new Map<number, number>();
    const totals = new Map<number, number>();
    for (const stake of stakes) {
      players.set(stake.itemId, (players.get(stake.itemId) ?? 0) + 1);
      totals.set(stake.itemId, (totals.get(stake.itemId) ?? 0) + stake.coins);
    }
    const totalOn = (itemId: number) => totals.get(itemId) ?? 0;

    const table: Table = args.values.detail
      ? {
          columns: ['item_id', 'item', 'player_id', 'email', 'name', 'coins', 'chance_percent'],
          rows: stakes.map((stake) => {
            const stock = items.get(stake.itemId)?.stock ?? 0;
            const chance = chanceOfWinning(
              stake.coins,
              totalOn(stake.itemId),
              stock,
              players.get(stake.itemId),
            );
            return [
              stake.itemId,
              items.get(stake.itemId)?.name ?? null,
              String(stake.userId),
              stake.email,
              stake.name,
              stake.coins,
              Math.round(chance * 10_000) / 100,
            ];
          }),
        }
      : {
          columns: ['item_id', 'item', 'stock', 'players', 'coins_staked'],
          rows: itemIds.map((itemId) => [
            itemId,
            items.get(itemId)?.name ?? null,
            items.get(itemId)?.stock ?? null,
            players.get(itemId) ?? 0,
            totalOn(itemId),
          ]),
        };
    env.out(formatAs(format, table));
    if (format === 'table') {
      if (imported === null) env.out(`${t.listings.noEventImported}\n`);
      const outside = itemIds.filter((itemId) => imported !== null && !items.has(itemId));
      if (outside.length > 0) env.out(`${t.importing.stakesOutside(outside.join(', '))}\n`);
    }
    return 0;
  },
};
