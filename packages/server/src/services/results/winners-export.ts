import type { OrganizerStorage } from '../../db/organizer-storage.js';
import type { Table } from '../output.js';

/**
 * Every winner with the e-mail to reach them: the newest draw's raffle winners, then the challenge winners with
 * their awards; prize names and partners from the imported event, with their French last (`prize_fr`, `partner_fr`:
 * empty where the organizers wrote none; appended so that the columns before keep their places). The organizer
 * tool's `export winners` and the console's winners export write this table.
 */
export async function winnersExportTable({
  event,
  draws,
  winners,
}: Pick<OrganizerStorage, 'event' | 'draws' | 'winners'>): Promise<Table> {
  const draw = await draws.latestDraw();
  const [imported, raffle, challenge] = await Promise.all([
    event.importedEvent(),
    draw === null ? Promise.resolve([]) : draws.drawWinners(draw.id),
    winners.challengeWinners(),
  ]);
  const items = new Map((imported?.event.raffle_items ?? []).map((item) => [item.item_id, item]));
  const businesses = new Map(
    (imported?.event.businesses ?? []).map((business) => [
      business.challenge_question.challenge_id,
      business,
    ]),
  );
  return {
    columns: [
      'kind',
      'prize_id',
      'prize',
      'partner',
      'rank',
      'player_id',
      'name',
      'email',
      'education',
      'region',
      'country',
      'award',
      'prize_fr',
      'partner_fr',
    ],
    rows: [
      ...raffle.map((row) => {
        const item = items.get(row.itemId);
        return [
          'raffle',
          row.itemId,
          item?.name ?? null,
          item?.partner ?? null,
          row.rank,
          row.playerId,
          row.name,
          row.email,
          row.education,
          row.region,
          row.country,
          null,
          item?.name_fr ?? null,
          null,
        ];
      }),
      ...challenge.map((row) => {
        const business = businesses.get(row.challengeId);
        return [
          'challenge',
          row.challengeId,
          business?.challenge_question.title ?? null,
          business?.name ?? null,
          row.rank,
          String(row.userId),
          row.name,
          row.email,
          row.education,
          row.region,
          row.country,
          row.award,
          business?.challenge_question.title_fr ?? null,
          business?.name_fr ?? null,
        ];
      }),
    ],
  };
}
