/**
 * The mails' texts as templates: each mail's subject and body with `{{variables}}`, the catalogue's texts an
 * event falls back to when its organizers wrote none, and the words of the console's mail-texts editor. Apart
 * from the server's other texts so that a translation of the catalogue finds them in one place.
 */

/** The catalogue's texts of each mail, as templates (the event's own texts replace them when set). */
export const defaultMailTexts = {
  verify: {
    subject: 'Verify your e-mail address for {{event}}',
    body: 'Hello {{name}},\n\nOpen this link within {{minutes}} minutes to verify your e-mail address:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your {{event}} password',
    body: 'Hello {{name}},\n\nOpen this link within {{minutes}} minutes to choose a new password:\n{{link}}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  alreadyRegistered: {
    subject: 'Someone tried to register for {{event}} with your e-mail address',
    body: 'Hello {{name}},\n\nSomeone tried to create a {{event}} account with this e-mail address, which already has one.\nIf it was you, log in here: {{link}}\nIf you forgot your password, use "Forgot password" on that page.',
  },
  invitation: {
    subject: 'You are invited to play {{event}}',
    body: 'Hello {{name}},\n\nYou have been registered for {{event}}, the event game. To enter the game, choose your password with this link:\n\n{{link}}\n\nThe link works once and for {{days}} days. Then log in with your e-mail address and your new password.\n\nIf you did not expect this mail, you can ignore it.',
  },
  emailInUse: {
    subject: 'Someone tried to move another {{event}} account to your e-mail address',
    body: 'Hello {{name}},\n\nSomeone tried to change the e-mail address of another {{event}} account to this one, which already belongs to your account. Nothing changed: your account and its address stay yours.\nYou can log in here: {{link}}',
  },
} as const;

/** What the console's editor and the server's checks of the mails' texts say. */
export const consoleMailText = {
  heading: 'Mail texts',
  mailLabel: 'Mail',
  intro:
    "The mails the game sends to players, in English and in French: each player gets the mail in their own language. Until you write this event's text in a language, its readers get your text in the other language if you wrote one, else the game's text. The event's name signs every mail.",
  /** Each language's part of the editor: its title, and what its readers get while it has no text of the event. */
  languageTitle: { en: 'In English', fr: 'In French' },
  inLanguage: { en: 'in English', fr: 'in French' },
  otherLanguage: {
    en: 'No English text of this event yet: English readers get your French text, as the preview shows. Save an English text to send them their own.',
    fr: 'No French text of this event yet: French readers get your English text, as the preview shows. Save a French text to send them their own.',
  },
  mailNames: {
    verify: 'E-mail verification',
    reset: 'Password reset',
    alreadyRegistered: 'Registration with a known address',
    emailInUse: 'Address change to a known address',
    invitation: "An imported player's invitation",
  },
  subjectLabel: 'Subject',
  bodyLabel: 'Text',
  variablesTitle: 'Variables you may use',
  variables: {
    name: "the player's name",
    link: 'the link the mail is about',
    event: "the event's name",
    minutes: 'how many minutes the link works',
    days: 'how many days the link works',
  },
  custom: "This event's text",
  catalogue: "The game's text",
  preview: 'Preview',
  previewNote: 'With a made-up player and link. The mail also leaves as HTML made from this text, in the event’s colour, every link a link.',
  previewSubject: (subject: string) => `Subject: ${subject}`,
  save: 'Save the text',
  saving: 'Saving…',
  reset: "Go back to the game's text",
  saved: (mail: string, inLanguage: string) => `The text of "${mail}" ${inLanguage} is saved`,
  resetDone: (mail: string, inLanguage: string) => `"${mail}" ${inLanguage} uses the game's text again`,
  /** The sample values of the preview. */
  sample: { name: 'Alex Example', link: 'https://game.example.org/link?token=0123456789abcdef' },
  problems: {
    unknownVariable: (variable: string, allowed: readonly string[]) =>
      `{{${variable}}} is not a variable of this mail: use ${allowed.map((name) => `{{${name}}}`).join(', ')}`,
    malformed: 'Write each variable as {{name}}, with two braces on each side',
    subjectLength: (max: number) => `The subject has 1 to ${max} characters on one line`,
    bodyLength: (max: number) => `The text has 1 to ${max} characters`,
    linkNeeded: 'The text must hold {{link}}: the mail is sent for it',
  },
} as const;
