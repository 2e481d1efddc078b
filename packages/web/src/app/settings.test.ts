import { describe, expect, it } from 'vitest';
import { pageMode, readSettings } from './settings.js';

describe('readSettings', () => {
  it('has working defaults: demo on with the server demo player, no source link', () => {
    expect(readSettings({})).toEqual({
      supportEmail: 'support@example.org',
      communityChatUrl: 'https://chat.example.org/',
      privacyUrl: '/privacy.html',
      sourceUrl: null,
      demo: { email: 'demo.player@example.com', password: 'Treasure-2026' },
    });
  });

  it('reads every variable and turns the demo off', () => {
    expect(
      readSettings({
        VITE_SUPPORT_EMAIL: ' crew@event.example ',
        VITE_COMMUNITY_CHAT_URL: 'https://chat.event.example',
        VITE_PRIVACY_URL: 'https://event.example/privacy',
        VITE_SOURCE_URL: 'https://code.example/dq',
        VITE_DEMO: 'off',
      }),
    ).toEqual({
      supportEmail: 'crew@event.example',
      communityChatUrl: 'https://chat.event.example',
      privacyUrl: 'https://event.example/privacy',
      sourceUrl: 'https://code.example/dq',
      demo: null,
    });
  });

  it("follows the server's mode written into the page over the build's VITE_DEMO", () => {
    expect(readSettings({ VITE_DEMO: 'on' }, 'event').demo).toBeNull();
    expect(readSettings({ VITE_DEMO: 'off' }, 'demo').demo).toEqual({ email: 'demo.player@example.com', password: 'Treasure-2026' });
  });
});

describe('pageMode', () => {
  const pageWith = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('reads the meta the server writes, and nothing else', () => {
    expect(pageMode(pageWith('<head><meta name="dubloon-quest-mode" content="event"></head>'))).toBe('event');
    expect(pageMode(pageWith('<head><meta name="dubloon-quest-mode" content="demo"></head>'))).toBe('demo');
    expect(pageMode(pageWith('<head><meta name="dubloon-quest-mode" content="maybe"></head>'))).toBeNull();
    expect(pageMode(pageWith('<head></head>'))).toBeNull();
    expect(pageMode(undefined)).toBeNull();
  });
});
