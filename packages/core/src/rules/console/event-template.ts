import { formatDateTimeNamed } from '../../messages/date-time.js';
import { consoleMessages } from '../../messages/console-messages.js';
import type { EventFile } from '../../contract/event-file.schema.js';

/**
 * The next event made from `event` as a template, named `name`: its raffle partners, items, businesses and
 * chests that are not retired, with their ids (so partner accounts keep their business), the event's look (its
 * logo and colour: the organizers' own, not this one event's), and no dates (the new event is unscheduled), no
 * results, no mail texts (they name the event and its days). Retired entries are left behind, except a retired chest a kept
 * business still names and a retired partner a kept item still names (the event stays valid). Players,
 * stakes and coins are never part of an event file. Pure.
 */
export function eventTemplate(event: EventFile, name: string): EventFile {
  const live = <T extends { retired?: boolean | undefined }>(entry: T) => entry.retired !== true;
  const businesses = event.businesses.filter(live);
  const raffleItems = event.raffle_items.filter(live);
  const chestsNamed = new Set(businesses.flatMap((business) => (business.chest_id === undefined ? [] : [business.chest_id])));
  const partnersNamed = new Set(raffleItems.map((item) => item.partner));
  return {
    name,
    timestamps: null,
    partners: event.partners.filter((partner) => live(partner) || partnersNamed.has(partner.name)),
    raffle_items: raffleItems,
    chests: event.chests.filter((chest) => live(chest) || chestsNamed.has(chest.chest_id)),
    businesses,
    results: { raffle_winners: [], challenge_winners: [] },
    ...(event.brand === undefined ? {} : { brand: { ...event.brand } }),
    ...(event.help === undefined ? {} : { help: { ...event.help } }),
  };
}

/** An empty event named `name`: unscheduled, nothing in it. Pure. */
export function emptyEvent(name: string): EventFile {
  return {
    name,
    timestamps: null,
    partners: [],
    raffle_items: [],
    chests: [],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  };
}

/**
 * Why the event in play cannot be archived at `now`, or null when it can: a scheduled event is archived once
 * it has reached its end (`gameEnd`, its `game_end`; null when unscheduled); an unscheduled one at any time.
 * The end is written with `formatTime`: the console's local time, or by default the named time in UTC (the
 * server's answer to a bare API call). Pure.
 */
export function archiveRefusal(
  gameEnd: string | null,
  now: number,
  formatTime: (iso: string) => string = (iso) => formatDateTimeNamed(iso, 'UTC'),
): string | null {
  if (gameEnd === null) return null;
  const end = Date.parse(gameEnd);
  return Number.isFinite(end) && now < end ? consoleMessages.events.stillRunning(formatTime(gameEnd)) : null;
}
