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
    "The mails the game sends to players. Each falls back to the game's own text until you write this event's. The event's name signs every mail.",
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
  saved: (mail: string) => `The text of "${mail}" is saved`,
  resetDone: (mail: string) => `"${mail}" uses the game's text again`,
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
