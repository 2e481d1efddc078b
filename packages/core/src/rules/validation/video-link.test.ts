import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './video-link.js';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    [
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed address', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://evil.example/embed/aqz-KE-bpKQ',
    'http://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ/../../redirect',
    'javascript:alert(1)',
    'https://vimeo.com/channels/staff',
    '',
  ])('refuses %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'whatever the link, an accepted one embeds only from the allowed hosts',
    (link) => {
      const embed = videoEmbedUrl(link);
      if (embed !== null)
        expect(VIDEO_EMBED_ORIGINS.some((origin) => embed.startsWith(`${origin}/`))).toBe(true);
    },
  );
});
