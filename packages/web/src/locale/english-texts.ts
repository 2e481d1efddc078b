/**
 * The player's English catalogue objects, for `player-catalogues-en.ts` and `draw-check-catalogues-en.ts`. In the build, this module brings the
 * English texts themselves while everywhere else the objects are empty shells (`scripts/english-apart.ts`,
 * docs/decisions/0169); it must re-export exactly the objects the build takes apart, or the build fails.
 */
export { drawCheckText, eventLookText, messages, raffleChanceText, resultsDrawText } from '@dubloon-quest/core';
export { drawMessages } from '@dubloon-quest/core/draw';
