import { readFileSync } from 'node:fs';
import { type EventBusiness, type EventChest, type EventFile, eventFileSchema, type EventRaffleItem, type EventTimestamps, parseContract, type RafflePartner } from '@dubloon-quest/core';
import { consoleProblemText } from '@dubloon-quest/core/console';
import { eventContentProblems } from '@dubloon-quest/core/internal';
import { eventFileMessages } from '../language.js';

/** Thrown when the event file cannot be read or does not match the schema; the message names each field path. */
export class EventFileError extends Error {
  override name = 'EventFileError';
}

/** Where the event's timestamps come from: fixed by the event file, or cycling in demo mode. */
export interface EventSchedule {
  /** The timestamps in force at `nowMs`, or null while no event is scheduled ("The game has not started yet"). */
  timestampsAt(nowMs: number): EventTimestamps | null;
}

/**
 * The event players are served: its content and lookups by id. One object for the server's lifetime, so the
 * routes that hold it always read the current content: the console (or an organizer's import) swaps the
 * content as a whole with {@link GameEvent.replace}, never piece by piece.
 */
export class GameEvent {
  private current: EventIndex;

  constructor(file: EventFile) {
    this.current = indexEvent(file);
  }

  get file(): EventFile {
    return this.current.file;
  }

  get itemsById(): ReadonlyMap<number, EventRaffleItem> {
    return this.current.itemsById;
  }

  get partnersByName(): ReadonlyMap<string, RafflePartner> {
    return this.current.partnersByName;
  }

  get chestsById(): ReadonlyMap<number, EventChest> {
    return this.current.chestsById;
  }

  get businessesByChallenge(): ReadonlyMap<number, EventBusiness> {
    return this.current.businessesByChallenge;
  }

  /** Serves other content from now on (already validated), with its lookups. */
  replace(file: EventFile): void {
    this.current = indexEvent(file);
  }

  /** The correct letter of each question of a chest, in order. */
  correctLetters(chest: EventChest): string[] {
    return chest.group.map((question) => question.answers.correct);
  }

  /** The schedule of the event file's own timestamps. */
  fixedSchedule(): EventSchedule {
    const timestamps = this.file.timestamps;
    return {
      timestampsAt: (nowMs) => {
        if (timestamps === null) return null;
        if (timestamps.pre_game !== undefined && nowMs < Date.parse(timestamps.pre_game)) return null;
        return timestamps;
      },
    };
  }
}

interface EventIndex {
  readonly file: EventFile;
  readonly itemsById: ReadonlyMap<number, EventRaffleItem>;
  readonly partnersByName: ReadonlyMap<string, RafflePartner>;
  readonly chestsById: ReadonlyMap<number, EventChest>;
  readonly businessesByChallenge: ReadonlyMap<number, EventBusiness>;
}

function indexEvent(file: EventFile): EventIndex {
  return {
    file,
    itemsById: new Map(file.raffle_items.map((item) => [item.item_id, item])),
    partnersByName: new Map(file.partners.map((partner) => [partner.name, partner])),
    chestsById: new Map(file.chests.map((chest) => [chest.chest_id, chest])),
    businessesByChallenge: new Map(file.businesses.map((business) => [business.challenge_question.challenge_id, business])),
  };
}

/**
 * Reads and validates an event file (JSON).
 * @throws EventFileError naming the file and every field path with its problem.
 */
export function loadEventFile(path: string): GameEvent {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EventFileError(`Cannot read the event file ${path}: ${(error as Error).message}`, { cause: error });
  }
  return parseEvent(text, `The event file ${path}`);
}

/** Parses event JSON text. @throws EventFileError as {@link loadEventFile}. */
export function parseEvent(text: string, subject: string): GameEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new EventFileError(`${subject}: ${eventFileMessages.invalidJson((error as Error).message)}`, { cause: error });
  }
  let event: EventFile;
  try {
    event = parseContract(eventFileSchema, json, subject);
  } catch (error) {
    throw new EventFileError((error as Error).message, { cause: error });
  }
  // The console's field rules too: a server never starts on content a form would refuse (a foreign video).
  const problems = eventContentProblems(event);
  if (problems.length > 0)
    throw new EventFileError(`${subject}: ${problems.map(({ path, problem }) => `${path}: ${consoleProblemText(problem)}`).join('; ')}`);
  return new GameEvent(event);
}
