/**
 * The hosts a business video may come from, as the players' page embeds them: YouTube, its no-cookie host and
 * Vimeo. The server's Content-Security-Policy allows frames from these only (`frame-src`).
 */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_ID = '([A-Za-z0-9_-]{1,64})';
const VIMEO_ID = '(\\d{1,12})';

/** The accepted ways of writing a video link, each with the embed address it becomes. */
const VIDEO_LINKS: readonly { pattern: RegExp; embed: (id: string) => string }[] = [
  {
    pattern: new RegExp(
      `^https://(?:www\\.|m\\.)?youtube\\.com/(?:embed/|watch\\?v=|shorts/)${YOUTUBE_ID}(?:[?&#][^\\s]*)?$`,
    ),
    embed: (id) => `https://www.youtube.com/embed/${id}`,
  },
  {
    pattern: new RegExp(`^https://youtu\\.be/${YOUTUBE_ID}(?:[?#][^\\s]*)?$`),
    embed: (id) => `https://www.youtube.com/embed/${id}`,
  },
  {
    pattern: new RegExp(`^https://(?:www\\.)?youtube-nocookie\\.com/embed/${YOUTUBE_ID}(?:[?#][^\\s]*)?$`),
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    pattern: new RegExp(`^https://(?:www\\.)?vimeo\\.com/${VIMEO_ID}(?:[/?#][^\\s]*)?$`),
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
  {
    pattern: new RegExp(`^https://player\\.vimeo\\.com/video/${VIMEO_ID}(?:[?#][^\\s]*)?$`),
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

/**
 * The embed address of a business video link (a YouTube watch, short, youtu.be or embed link, a no-cookie
 * embed link, a Vimeo page or player link), or null for a link to anything else. The console stores what this
 * returns, so a player's page only ever frames one of {@link VIDEO_EMBED_ORIGINS}. Pure.
 */
export function videoEmbedUrl(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed.length > 2_048) return null;
  for (const { pattern, embed } of VIDEO_LINKS) {
    const id = pattern.exec(trimmed)?.[1];
    if (id !== undefined) return embed(id);
  }
  return null;
}
