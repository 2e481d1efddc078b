import { isFeatureOpen, PATHS, type Feature, type GamePeriod } from '@dubloon-quest/core';
import type { MapCard, MapCardKey } from '../components/treasure-map-screen.js';

/** The cards of spec section 2, in its order, with the feature whose period gate closes each. */
const CARDS: readonly { key: MapCardKey; to: string; feature: Feature | null }[] = [
  { key: 'profile', to: PATHS.profile, feature: null },
  { key: 'businesses', to: PATHS.businesses, feature: 'businesses' },
  { key: 'learn', to: PATHS.learn, feature: 'learn' },
  { key: 'raffle', to: PATHS.raffle, feature: 'raffle' },
  { key: 'results', to: PATHS.results, feature: 'results' },
];

/** The Treasure Map's cards in a period (core's `isFeatureOpen`); without a period only the profile opens. Pure. */
export function mapCards(period: GamePeriod | null): MapCard[] {
  return CARDS.map(({ key, to, feature }) => ({
    key,
    to,
    open: feature === null || (period !== null && isFeatureOpen(feature, period)),
  }));
}
