/** The event's look in the console: its logo and colour, shown on the player pages and in the mails. */
export const consoleBrandText = {
  title: "The event's look",
  intro: "Players see the event's name, logo and colour in the header of every page, and its mails carry them.",
  logoLabel: 'Logo',
  colorLabel: 'Colour',
  colorHint: 'A colour such as #1d4e89, dark enough for white text. Empty: the game’s colour.',
  save: 'Save the look',
  saving: 'Saving…',
  saved: "The event's look is saved",
  /** Where the players get help: the Help screen's contacts (issue 40, item 7). */
  help: {
    title: 'Help for players',
    intro: "The Help screen of the player pages shows them. Empty: the installation's.",
    emailLabel: 'Support e-mail',
    chatLabel: 'Community chat link',
    chatHint: 'An https link.',
    save: 'Save the help contacts',
    saved: 'The help contacts are saved',
  },
  problems: {
    colorFormat: 'Write the colour as # and six hexadecimal digits, such as #1d4e89',
    colorContrast: (ratio: number, min: number) =>
      `White text on this colour has a contrast of ${ratio.toFixed(2)}:1; choose a darker colour (at least ${min}:1)`,
  },
} as const;
