/**
 * Texts of the raffle's fairness features (issue 7): the draw's links on the results page. A module per page, outside the
 * catalogue, so that only that page downloads them (the catalogue is on the first page).
 */

/** The results page's links to the draw's proof. */
export const resultsDrawText = {
  heading: 'A draw you can check',
  intro: 'The raffle winners were drawn with a secret the organizers committed to before the raffle closed.',
  commitment: (date: string) => `Commitment published on ${date}:`,
  drawnAt: (date: string) => `Drawn on ${date}.`,
  download: 'Download the draw record',
  verify: 'Check the draw in your browser',
  held: 'The draw record is published with the results.',
};

