/**
 * The console's "My business" screen: a partner's own business page (profile, logo, video, challenge text,
 * wrap-up meeting), its chest's three questions and how many players answered its challenge. Organizers use
 * it too, for a business they pick.
 */
export const consoleBusinessText = {
  intro: 'What players see on the Businesses page and in your chest. Changes reach the players at once.',
  /** A partner account that belongs to no business (a raffle partner, or not yet linked). */
  noBusiness:
    'Your account does not belong to a business, so there is nothing to edit here. Ask an organizer to link it to yours.',
  picker: {
    label: 'Business',
    hint: 'Organizers can edit any business.',
    retired: (name: string) => `${name} (retired)`,
    none: 'The event has no business yet: add one on the Event content screen.',
  },
  answers: (count: number) =>
    count === 0
      ? 'No player has answered your challenge yet.'
      : `${count} player${count === 1 ? ' has' : 's have'} answered your challenge.`,
  profile: {
    heading: 'Profile',
    description: 'Description',
    descriptionHint: 'A few sentences about your business.',
    logo: 'Logo',
    logoHint:
      'PNG, JPEG, WebP or GIF, at most 5 MB, 32 to 8000 pixels wide and high. It is scaled to fit 512 pixels.',
    logoPreview: (name: string) => `Logo of ${name}`,
    noLogo: 'No logo yet.',
    chooseLogo: 'Upload a logo',
    uploading: 'Uploading the logo...',
    uploaded: 'Logo uploaded: save the profile to show it to players.',
    removeLogo: 'Remove the logo',
    videoTitle: 'Video title',
    videoUrl: 'Video link',
    videoUrlHint:
      'A YouTube or Vimeo link, e.g. https://www.youtube.com/watch?v=.... Leave empty for no video.',
    challengeTitle: 'Challenge title',
    challengeDescription: 'Challenge text',
    challengeDescriptionHint: 'What players should do. They answer with a link to a Google Docs document.',
    attendsMeeting: 'We will attend the wrap-up meeting',
    save: 'Save the profile',
    invalid: 'Some fields need attention: see the messages under them.',
  },
  chest: {
    heading: 'Chest questions',
    intro:
      'Your chest asks players three questions. Each has at least two choices, one correct letter and an explanation shown once it is solved.',
    noChest: 'Your business has no chest yet: saving the questions creates it.',
    touchedRule:
      'Once players have answered your chest, only the texts may change: the letters of the choices and the correct answers stay as they are, so every answer already given keeps its score.',
    question: (index: number) => `Question ${index + 1}`,
    questionText: 'Question',
    choice: (letter: string) => `Choice ${letter.toUpperCase()}`,
    addChoice: 'Add a choice',
    removeChoice: (letter: string) => `Remove choice ${letter.toUpperCase()}`,
    correct: 'Correct answer',
    correctOption: (letter: string) => letter.toUpperCase(),
    explanation: 'Explanation',
    save: 'Save the questions',
    invalid: 'Some questions need attention: see the messages under them.',
    refused: 'The questions were not saved',
  },
} as const;
