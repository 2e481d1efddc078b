import {
  drawCheckText,
  drawCheckTextFr,
  eventLookText,
  eventLookTextFr,
  messages,
  messagesFr,
  raffleChanceText,
  raffleChanceTextFr,
  resultsDrawText,
  resultsDrawTextFr,
} from '@dubloon-quest/core';
import { drawMessages, drawMessagesFr } from '@dubloon-quest/core/draw';
import type { CataloguePairs } from './catalogues.js';

/** The player's English catalogues, each with its French: downloaded only by a French reader. */
export const playerCataloguesFr: CataloguePairs = [
  [messages, messagesFr],
  [raffleChanceText, raffleChanceTextFr],
  [resultsDrawText, resultsDrawTextFr],
  [drawCheckText, drawCheckTextFr],
  [drawMessages, drawMessagesFr],
  [eventLookText, eventLookTextFr],
];
