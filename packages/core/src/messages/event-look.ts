/**
 * What the player pages say with the event's own name (issue 32): the title after the route's, and the home
 * link of the header. Apart from the catalogue so that its translation finds them together.
 */
export const eventLookText = {
  pageTitle: (routeTitle: string, eventName: string) => `${routeTitle} | ${eventName}`,
  homeLink: (eventName: string) => `${eventName}, back to the Treasure Map`,
} as const;
