/** The outbox screen: the mails the server queued and sent, with their links while no SMTP server is set. */
export const consoleOutboxText = {
  heading: 'Outbox',
  intro: 'The mails the server has queued and sent, newest first.',
  notSending:
    'Mail is not being sent: the server has no SMTP server (SMTP_URL). Each message stays here with its links, so that you can copy a link and hand it to its recipient.',
  sending:
    'Mail is sent through SMTP. The messages stay private to their recipients: only who and what is shown.',
  counts: (queued: number, sent: number, failed: number) =>
    `${queued} waiting, ${sent} handed on, ${failed} failed`,
  drain: (perMinute: number, at: string) =>
    `Mail leaves at up to ${perMinute} a minute per server process, the mail people wait for first: what waits will have left by ${at}.`,
  empty: 'No mail yet.',
  demoHidden: 'The shared demo console lists no message: they were written to other visitors.',
  to: 'To',
  subject: 'Subject',
  queuedAt: 'Queued',
  state: 'State',
  links: 'Links',
  states: { queued: 'Waiting', sent: 'Handed on', failed: 'Failed after 5 attempts' },
  noLinks: 'No link',
  copyLink: 'Copy link',
  copyLinkTo: (to: string) => `Copy link for ${to}`,
  copied: 'Link copied',
  copyFailed: 'The browser did not let the page copy: select the link and copy it yourself.',
  showBody: 'Show the message',
  refresh: 'Refresh',
} as const;
