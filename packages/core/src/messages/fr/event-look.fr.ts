import type { eventLookText } from '../event-look.js';
import type { Catalogue } from '../locale.js';

/** What the player pages say with the event's own name, in French (Canada) (docs/decisions/0150). */
export const eventLookTextFr: Catalogue<typeof eventLookText> = {
  pageTitle: (routeTitle, eventName) => `${routeTitle} | ${eventName}`,
  homeLink: (eventName) => `${eventName}, retour à la carte au trésor`,
};
