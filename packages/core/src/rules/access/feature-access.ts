import type { GamePeriod } from '../period/game-period.js';

/** The parts of the game whose availability depends on the period (spec section 4). */
export type Feature = 'learn' | 'raffle' | 'businesses' | 'results';

/** The only player role (spec section 6); every other role is a non-player. */
export const PLAYER_ROLE = 'Player';

const CLOSED_IN: Record<Feature, readonly GamePeriod[]> = {
  learn: ['gameStart', 'reviewStart', 'winnersAnnounced', 'gameEnd'],
  raffle: ['reviewStart', 'winnersAnnounced', 'gameEnd'],
  businesses: ['preGame', 'reviewStart', 'winnersAnnounced', 'gameEnd'],
  results: [],
};

/**
 * Whether a feature is open in a period (spec section 4): Learn and Earn only in preGame, the raffle in
 * preGame and gameStart, the businesses only in gameStart, the results always. Every feature but the
 * results is closed in gameEnd. The web app's route gates and the server's period gates use this one
 * function. Pure.
 */
export function isFeatureOpen(feature: Feature, period: GamePeriod): boolean {
  return !CLOSED_IN[feature].includes(period);
}

/** Whether a role is the player role, exactly `"Player"` (spec section 6). Pure. */
export function isPlayer(role: string | null | undefined): boolean {
  return role === PLAYER_ROLE;
}
