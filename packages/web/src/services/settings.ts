import type { Role } from '@dubloon-quest/core';
import { SHIPPED_PRIVACY_URL } from '../locale/catalogues.js';

/**
 * The web app's settings, read at build time from Vite environment variables (docs/decisions/0053-web-settings.md),
 * except whether the server runs the demo, which the server writes into the page it serves. None of them is
 * game logic: contacts, links and the demo.
 */
export interface WebSettings {
  supportEmail: string;
  communityChatUrl: string;
  privacyUrl: string;
  /** Where the game's source is published, or null to leave the link out. */
  sourceUrl: string | null;
  /** The demo's accounts offered (locked) on the login page, or null outside demo mode. */
  demo: DemoLogin | null;
  /** The event's name, logo and colour as the server wrote them into the page, or null (the product's). */
  event?: EventLook | null;
}

/** The event's look on the player pages: its name, and its logo and header colour when it set them. */
interface EventLook {
  name: string;
  /** The event's French name, when the organizers gave one. */
  name_fr?: string;
  logo?: string;
  color?: string;
  /** Where its players get help (the Help screen), when the organizers set it: over the build's. */
  support_email?: string;
  chat_url?: string;
}

/** One of the server's demo accounts (decision 0033, 0090). */
interface DemoAccount {
  role: Role;
  email: string;
}

/** The demo's accounts, the player first, and their shared password. */
export interface DemoLogin {
  accounts: readonly [DemoAccount, ...DemoAccount[]];
  password: string;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

const text = (env: Env, name: string): string | null => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** How the server that served the page runs: the demo or a real event. */
export type ServerMode = 'demo' | 'event';

/**
 * The mode the server wrote into the page (`<meta name="dubloon-quest-mode">`), or null when the page has none
 * (the Vite dev server, a page served by another host): then the build's `VITE_DEMO` decides.
 */
export function pageMode(page: Pick<Document, 'querySelector'> | undefined): ServerMode | null {
  const content = page?.querySelector('meta[name="dubloon-quest-mode"]')?.getAttribute('content');
  return content === 'demo' || content === 'event' ? content : null;
}

/** The event's look the server wrote into the page (`<meta name="dubloon-quest-event">`), or null. */
export function pageEventLook(page: Pick<Document, 'querySelector'> | undefined): EventLook | null {
  try {
    const look = JSON.parse(page?.querySelector('meta[name="dubloon-quest-event"]')?.getAttribute('content') ?? 'null') as Partial<EventLook> | null;
    if (typeof look?.name !== 'string' || look.name === '') return null;
    return {
      name: look.name,
      ...(typeof look.name_fr === 'string' && look.name_fr !== '' ? { name_fr: look.name_fr } : {}),
      ...(typeof look.logo === 'string' ? { logo: look.logo } : {}),
      ...(typeof look.color === 'string' && /^#[0-9a-f]{6}$/i.test(look.color) ? { color: look.color } : {}),
      // The help contacts as the server checked them (core's validateEventHelp).
      ...(typeof look.support_email === 'string' ? { support_email: look.support_email } : {}),
      ...(typeof look.chat_url === 'string' ? { chat_url: look.chat_url } : {}),
    };
  } catch {
    return null;
  }
}

/** Reads the settings from an environment and the page's mode, with the documented defaults. Pure. */
export function readSettings(env: Env, mode: ServerMode | null = null): WebSettings {
  const demoOn = mode === null ? !['off', 'false', '0', 'no'].includes((text(env, 'VITE_DEMO') ?? 'on').toLowerCase()) : mode === 'demo';
  return {
    supportEmail: text(env, 'VITE_SUPPORT_EMAIL') ?? 'support@example.org',
    communityChatUrl: text(env, 'VITE_COMMUNITY_CHAT_URL') ?? 'https://chat.example.org/',
    privacyUrl: text(env, 'VITE_PRIVACY_URL') ?? SHIPPED_PRIVACY_URL,
    sourceUrl: text(env, 'VITE_SOURCE_URL'),
    demo: demoOn
      ? {
          accounts: [
            { role: 'Player', email: text(env, 'VITE_DEMO_EMAIL') ?? 'demo.player@example.com' },
            { role: 'Partner', email: text(env, 'VITE_DEMO_PARTNER_EMAIL') ?? 'demo.partner@example.com' },
            { role: 'Organizer', email: text(env, 'VITE_DEMO_ORGANIZER_EMAIL') ?? 'demo.organizer@example.com' },
          ],
          password: text(env, 'VITE_DEMO_PASSWORD') ?? 'Treasure-2026',
        }
      : null,
  };
}

/** This page's settings. */
export const settings: WebSettings = { ...readSettings(import.meta.env, pageMode(globalThis.document)), event: pageEventLook(globalThis.document) };
