import { describe, expect, it } from 'vitest';
import { privacyUrlFor } from '../locale/catalogues.js';
import { pageEventLook, pageMode, readSettings, type DemoLogin } from './settings.js';

const serverDemo: DemoLogin = {
  accounts: [
    { role: 'Player', email: 'demo.player@example.com' },
    { role: 'Partner', email: 'demo.partner@example.com' },
    { role: 'Organizer', email: 'demo.organizer@example.com' },
  ],
  password: 'Treasure-2026',
};

describe('readSettings', () => {
  it("has working defaults: demo on with the server's demo accounts, the player first, no source link", () => {
    expect(readSettings({})).toEqual({
      supportEmail: 'support@example.org',
      communityChatUrl: 'https://chat.example.org/',
      privacyUrl: '/privacy.html',
      sourceUrl: null,
      demo: serverDemo,
    });
  });

  it('reads the demo accounts and their password', () => {
    const demo = readSettings({
      VITE_DEMO_EMAIL: 'play@demo.example',
      VITE_DEMO_PARTNER_EMAIL: 'shop@demo.example',
      VITE_DEMO_ORGANIZER_EMAIL: 'crew@demo.example',
      VITE_DEMO_PASSWORD: 'Open-Sesame-1',
    }).demo;
    expect(demo).toEqual({
      accounts: [
        { role: 'Player', email: 'play@demo.example' },
        { role: 'Partner', email: 'shop@demo.example' },
        { role: 'Organizer', email: 'crew@demo.example' },
      ],
      password: 'Open-Sesame-1',
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
    expect(readSettings({ VITE_DEMO: 'off' }, 'demo').demo).toEqual(serverDemo);
  });
});

describe('privacyUrlFor', () => {
  it("gives a French reader the shipped page's French, and an event's own page as configured", () => {
    expect(privacyUrlFor('/privacy.html', 'en')).toBe('/privacy.html');
    expect(privacyUrlFor('/privacy.html', 'fr')).toBe('/privacy-fr.html');
    expect(privacyUrlFor('https://event.example/privacy', 'fr')).toBe('https://event.example/privacy');
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

describe('pageEventLook', () => {
  const pageWith = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it("reads the event's look the server writes, keeping only a #rrggbb colour", () => {
    const meta = (json: string) => `<head><meta name="dubloon-quest-event" content="${json.replace(/"/g, '&quot;')}"></head>`;
    expect(pageEventLook(pageWith(meta('{"name":"Harbor <Days>","logo":"/media/h.png","color":"#1d4e89"}')))).toEqual({
      name: 'Harbor <Days>',
      logo: '/media/h.png',
      color: '#1d4e89',
    });
    expect(pageEventLook(pageWith(meta('{"name":"Harbor","color":"red;x:y"}')))).toEqual({ name: 'Harbor' });
    // The event's help contacts (issue 40, item 7).
    expect(pageEventLook(pageWith(meta('{"name":"Harbor","support_email":"help@harbor.example","chat_url":"https://chat.harbor.example/"}')))).toEqual({
      name: 'Harbor',
      support_email: 'help@harbor.example',
      chat_url: 'https://chat.harbor.example/',
    });
    expect(pageEventLook(pageWith(meta('{"name":""}')))).toBeNull();
    expect(pageEventLook(pageWith(meta('not json')))).toBeNull();
    expect(pageEventLook(pageWith('<head></head>'))).toBeNull();
    expect(pageEventLook(undefined)).toBeNull();
  });
});
