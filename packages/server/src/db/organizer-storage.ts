import { ChallengeWinnersRepository } from './challenge-winners.repository.js';
import type { Db } from './db.js';
import { DrawRepository } from './draws.repository.js';
import { RosterRepository } from './roster.repository.js';
import { StoredEventRepository } from './stored-event.repository.js';

/**
 * The repositories the organizer tool and the draw, results and exports work with, over one {@link Db} (the
 * database, or an open transaction through `inTransaction`): one per concern.
 */
export interface OrganizerStorage {
  readonly db: Db;
  /** The imported or edited event. */
  readonly event: StoredEventRepository;
  /** The accounts of an event file's roster. */
  readonly roster: RosterRepository;
  /** Commitments, draws, and the players and stakes a draw freezes. */
  readonly draws: DrawRepository;
  /** The picked and the published challenge winners. */
  readonly winners: ChallengeWinnersRepository;
}

/** The organizer's repositories over `db`. */
export function organizerStorage(db: Db): OrganizerStorage {
  return {
    db,
    event: new StoredEventRepository(db),
    roster: new RosterRepository(db),
    draws: new DrawRepository(db),
    winners: new ChallengeWinnersRepository(db),
  };
}
