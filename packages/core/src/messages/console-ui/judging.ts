/**
 * The console's "Judging" screen: the answers to a business's challenge, the partner's private rating and note
 * for each, and the winners with their dollar awards within the award pool and winner cap.
 */
export const consoleJudgingText = {
  intro:
    'Rate the answers to your challenge and pick the winners. Ratings and notes stay private to you and the organizers.',
  challenge: 'Your challenge',
  submissions: {
    heading: 'Answers',
    none: 'No player has answered your challenge yet.',
    count: (count: number) => `${count} answer${count === 1 ? '' : 's'}`,
    open: (name: string) => `Open the answer of ${name} (new tab)`,
    submittedAt: (when: string) => `Answered ${when}`,
    rating: 'Rating',
    ratingOption: (stars: number) => `${stars} of 5`,
    notRated: 'Not rated',
    note: 'Private note',
    noteHint: 'At most 2000 characters. Only you and the organizers see it.',
    save: 'Save the rating and note',
    saved: 'Saved',
    winner: 'Winner',
  },
  winners: {
    heading: 'Winners',
    intro: (cap: number, pool: number) =>
      `Pick up to ${cap} winner${cap === 1 ? '' : 's'} among the players who answered, and share up to $${pool} between them in whole dollars.`,
    pool: 'Award pool',
    awarded: 'Awarded',
    left: 'Left',
    count: 'Winners',
    dollars: (amount: number) => (amount < 0 ? `-$${-amount}` : `$${amount}`),
    countOf: (count: number, cap: number) => `${count} of ${cap}`,
    player: (index: number) => `Winner ${index + 1}`,
    choosePlayer: 'Choose a player',
    bannedPlayer: (name: string) => `${name} (banned: cannot win)`,
    award: (index: number) => `Award of winner ${index + 1} (dollars)`,
    add: 'Add a winner',
    remove: (index: number) => `Remove winner ${index + 1}`,
    none: 'No winner picked yet.',
    save: 'Save the winners',
    invalid: 'The winners were not saved: see the messages above.',
    noSubmissions: 'Winners can be picked once players have answered your challenge.',
  },
  results: {
    published: 'The organizers have published the results: players see your winners on the results page.',
    held: 'The results are not published yet: players see your winners once the organizers publish the results.',
  },
} as const;
