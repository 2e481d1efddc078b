/** The colour of a mail's heading when the event has none (the game's own, white text reads on it). */
export const DEFAULT_MAIL_COLOR = '#1d4e89';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in text and in quoted attributes. Pure. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** U+2060 WORD JOINER: invisible, no line break, and no character of an address. */
const WORD_JOINER = '\u2060';

/**
 * Text someone other than the event wrote (a player's name, a name from a class list), made unable to become a
 * link in a mail (issue 41, decision 0195): a word joiner before each `@` and after each `.`, `:` and `@` that another
 * character follows, and between the slashes of `//`. Readers see the same text; neither {@link mailHtml} nor a mail client's own linking finds an
 * address in it (`https:⁠/⁠/⁠evil.⁠example` has no scheme, and no host whose dot a letter follows; a joiner
 * before the dot is not enough: linkify-it takes `www⁠.evil⁠.com` whole, and browsers drop the joiner). Pure.
 */
export function unlinkable(text: string): string {
  // A joiner on each side of `@`: linkify-it 6 links `a@<joiner>b.c` as an address, not `a<joiner>@b.c`.
  return text
    .replace(/\u2060/g, '')
    .replace(/(?<=\S)@/g, `${WORD_JOINER}@`)
    .replace(/([.:@]|\/(?=\/))(?=\S)/g, `$1${WORD_JOINER}`);
}

/** The links of a mail's text: http(s) addresses up to a space or an angle bracket. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text as HTML: escaped, its links made links. Pure. */
function lineHtml(line: string, color: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(line.slice(from, match.index)) + `<a href="${escapeHtml(url)}" style="color:${color};text-decoration:underline;word-break:break-all">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** The inputs of a mail's HTML part. */
export interface MailHtmlInput {
  subject: string;
  /** The plain-text body, as sent in the text part. */
  body: string;
  eventName: string;
  /** The event's colour, `#rrggbb`; anything else falls back to {@link DEFAULT_MAIL_COLOR}. */
  color?: string | undefined;
  /** The event's logo as an absolute http(s) address, shown before the name; anything else is left out. */
  logo?: string | undefined;
  language?: string;
}

/**
 * A mail's HTML part from its plain-text body: the event's logo and name in a coloured heading, then the text's
 * paragraphs with their line breaks, every link a link. Simple tables and inline styles, as mail clients read
 * them; every text escaped, so nothing a player or an organizer wrote becomes markup. Pure.
 */
export function mailHtml({ subject, body, eventName, color, logo, language = 'en' }: MailHtmlInput): string {
  const accent = color !== undefined && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_MAIL_COLOR;
  const image =
    logo !== undefined && /^https?:\/\/[^\s"'<>]+$/.test(logo)
      ? `<img src="${escapeHtml(logo)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:12px;border:0">`
      : '';
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p style="margin:0 0 16px 0">${paragraph.split('\n').map((line) => lineHtml(line, accent)).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    `<tr><td style="background:${accent};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${image}${escapeHtml(eventName)}</td></tr>`,
    `<tr><td style="padding:24px">${paragraphs}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
