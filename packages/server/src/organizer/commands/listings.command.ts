import { organizerMessages as t } from '@dubloon-quest/core/internal';
import { itemInDraw } from '@dubloon-quest/core/internal';
import { tableFormat, withStorage, type OrganizerCommand } from '../command-support.js';
import { formatAs, type Table } from '../../services/output.js';

const FORMAT_OPTIONS = { csv: { type: 'boolean' }, json: { type: 'boolean' } } as const;

export const playersCommand: OrganizerCommand = {
  name: 'players',
  help: t.help.players,
  options: FORMAT_OPTIONS,
  positionals: { min: 0, max: 0 },
  async run(args, env) {
    const format = tableFormat(args);
    const players = await withStorage(env, (storage) => storage.draws.players(env.now()));
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
    const { imported, stakes } = await withStorage(env, async (storage) => ({
      imported: await storage.event.importedEvent(),
      stakes: await storage.draws.stakes(env.now()),
    }));
    const items = new Map((imported?.event.raffle_items ?? []).map((item) => [item.item_id, item]));
    const itemIds = [...new Set([...items.keys(), ...stakes.map((stake) => stake.itemId)])].sort(
      (a, b) => a - b,
    );
    // Each item as a draw made now would take it: banned players' stakes are left out of the players, the coins
    // and the chances (docs/decisions/0074-banned-players-and-the-draw.md), as in the console.
    const inDraw = new Map(
      itemIds.map((itemId) => [
        itemId,
        itemInDraw(
          stakes.filter((stake) => stake.itemId === itemId),
          items.get(itemId)?.stock ?? 0,
        ),
      ]),
    );
    const staked = (itemId: number) =>
      stakes.filter((stake) => stake.itemId === itemId).reduce((sum, stake) => sum + stake.coins, 0);

    const table: Table = args.values.detail
      ? {
          columns: ['item_id', 'item', 'player_id', 'email', 'name', 'coins', 'banned', 'chance_percent'],
          rows: [...inDraw].flatMap(([itemId, item]) =>
            item.stakes.map((stake) => [
              itemId,
              items.get(itemId)?.name ?? null,
              String(stake.userId),
              stake.email,
              stake.name,
              stake.coins,
              stake.banned,
              Math.round(stake.chance * 10_000) / 100,
            ]),
          ),
        }
      : {
          columns: ['item_id', 'item', 'stock', 'players', 'coins_staked', 'players_in_draw', 'coins_in_draw'],
          rows: [...inDraw].map(([itemId, item]) => [
            itemId,
            items.get(itemId)?.name ?? null,
            items.get(itemId)?.stock ?? null,
            item.stakes.length,
            staked(itemId),
            item.players,
            item.coins,
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
