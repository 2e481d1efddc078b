/**
 * The event file's checks (the server, the organizer tool and the console's import). Apart from the
 * catalogue so that the player's pages do not carry them.
 */
export const eventFileMessages = {
  duplicate: 'Appears more than once',
  unknownPartner: 'Names no partner of the event file',
  unknownChest: 'Names no chest of the event file',
  invalidJson: (reason: string) => `The event file is not valid JSON: ${reason}`,
} as const;
