import {
  eventLookText,
  eventLookTextFr,
  messages,
  messagesFr,
  raffleChanceText,
  raffleChanceTextFr,
  resultsDrawText,
  resultsDrawTextFr,
} from '@dubloon-quest/core';
import type { CataloguePairs } from './catalogues.js';

/** The player's English catalogues, each with its French: downloaded only by a French reader. */
export const playerCataloguesFr: CataloguePairs = [
  [messages, messagesFr],
  [raffleChanceText, raffleChanceTextFr],
  [resultsDrawText, resultsDrawTextFr],
  [eventLookText, eventLookTextFr],
];
