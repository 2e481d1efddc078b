import { withGenerousLimits } from './game-server.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventTimestamps } from '@dubloon-quest/core';
import { buildServer, loadConfig, openGameDatabase, openMigratedPglite, runOrganizer } from '@dubloon-quest/server';

const webDist = resolve(import.meta.dirname, '..', '..', 'dist');
const HOUR_MS = 60 * 60 * 1000;

/**
 * The first organizer: invited with the organizer tool before the server starts (docs/organizer.md), by the
 * server itself at its first start (`FIRST_ORGANIZER_EMAIL`), or created with the one-time link the server
 * prints when no address is set (decision 0112).
 */
export const FIRST_ORGANIZER = { email: 'olivia.organizer@example.com', name: 'Olivia Organizer', password: 'Compass-Rose-42' } as const;

export interface ConsoleServer {
  /** `http://127.0.0.1:<port>`, serving the built web app, the API and the socket. */
  readonly url: string;
  /** The first organizer's invitation page (`/password-reset?token=...`), or the one-time link to create one. */
  readonly organizerInvitation: string;
  /** The invitation page of each account of `options.invite`, by e-mail. */
  readonly invitations: Readonly<Record<string, string>>;
  /** The path and query of the last link mailed to an address (an invitation, a verification), or null. */
  lastMailedLink(email: string): Promise<string | null>;
  /** The mails the server's outbox holds for an address, oldest first: their subject and plain-text body. */
  mailsTo(email: string): Promise<{ subject: string; body: string }[]>;
  stop(): Promise<void>;
}

/** An event file with nothing in it yet: the schedule running (game start) and empty lists. */
export function emptyEvent(nowMs = Date.now()): object {
  const iso = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  const timestamps: EventTimestamps = { pre_game: iso(-2), game_start: iso(-1), review_start: iso(24), review_end: iso(25), game_end: iso(26) };
  return { name: 'Browser test event', timestamps, partners: [], raffle_items: [], chests: [], businesses: [], results: { raffle_winners: [], challenge_winners: [] } };
}

/** An account the organizer tool invites before the server starts (`invite EMAIL --role ROLE ...`). */
export interface ConsoleInvite {
  readonly email: string;
  readonly name: string;
  readonly role: 'Partner' | 'Organizer';
  /** A partner's business (its challenge id): `--business ID`. */
  readonly business?: number;
}

/**
 * Starts the real server as a real event runs it (demo off) on a fresh embedded database, with the given event
 * file (an empty event by default; null: none, so the server's own empty, unscheduled "New event") and its first
 * organizer invited through the organizer tool before the first start, or (`firstOrganizer: 'server'`) by the
 * server at its start, the link read from the log it prints; with `firstOrganizer: 'link'` nobody is invited and
 * the server prints its one-time link to create the first organizer. Serves the built web app (`npm run build`
 * first).
 */
export async function startConsoleServer(
  event: object | null = emptyEvent(),
  options: {
    invite?: readonly ConsoleInvite[];
    firstOrganizer?: 'organizer tool' | 'server' | 'link';
    /** The server's `SMTP_URL`: mail leaves through this SMTP server (a test's `smtp-server`) instead of the log. */
    smtpUrl?: string;
  } = {},
): Promise<ConsoleServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`Build the web app first: ${webDist} has no index.html`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-console-'));
  const eventFile = join(dataDir, 'event.json');
  if (event !== null) writeFileSync(eventFile, JSON.stringify(event));
  const byServer = options.firstOrganizer === 'server';
  const byLink = options.firstOrganizer === 'link';
  const config = withGenerousLimits(loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ...(event === null ? {} : { EVENT_FILE: eventFile }),
      ...(options.smtpUrl === undefined ? {} : { SMTP_URL: options.smtpUrl }),
      ...(byServer ? { FIRST_ORGANIZER_EMAIL: FIRST_ORGANIZER.email } : {}),
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
    },
    dataDir,
  ));

  // The data folder starts from a migrated template: under a second, where a new cluster takes 6 to 8 s.
  await (await openMigratedPglite(join(dataDir, 'pglite'))).close();
  const inviteWithTool = async (args: readonly string[]): Promise<string> => {
    let printed = '';
    const status = await runOrganizer(['invite', ...args], {
      out: (text) => (printed += text),
      err: (text) => (printed += text),
      interactive: false,
      cwd: dataDir,
      now: () => new Date(),
      randomHex: () => randomBytes(32).toString('hex'),
      openDatabase: () => openGameDatabase(config),
      serverEventFile: () => eventFile,
    });
    const invitation = /\/password-reset\?token=[0-9a-f]{40}&invitation=1/.exec(printed)?.[0];
    if (status !== 0 || !invitation) throw new Error(`the organizer tool could not invite ${args[0]}: ${printed}`);
    return invitation;
  };
  const toolInvitation = byServer || byLink
    ? null
    : await inviteWithTool([FIRST_ORGANIZER.email, '--role', 'Organizer', '--name', FIRST_ORGANIZER.name]);
  const invited: Record<string, string> = {};
  for (const account of options.invite ?? []) {
    const business = account.business === undefined ? [] : ['--business', String(account.business)];
    invited[account.email] = await inviteWithTool([account.email, '--role', account.role, '--name', account.name, ...business]);
  }

  const printed: string[] = [];
  const app = await buildServer(config, { logStream: { write: (line) => void printed.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const printedLink = byLink ? /\/password-reset\?token=[0-9a-f]{40}&invitation=first/ : /\/password-reset\?token=[0-9a-f]{40}&invitation=1/;
  const invitation = toolInvitation ?? printedLink.exec(printed.join('\n'))?.[0];
  if (!invitation) throw new Error(`the server printed no first organizer link:\n${printed.join('')}`);
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    organizerInvitation: `${url}${invitation}`,
    invitations: Object.fromEntries(Object.entries(invited).map(([email, path]) => [email, `${url}${path}`])),
    async lastMailedLink(email) {
      const mail = (await app.game.repository.mailTo(email)).at(-1);
      return /https?:\/\/[^/\s]+(\/\S+)/.exec(mail?.body ?? '')?.[1] ?? null;
    },
    async mailsTo(email) {
      return (await app.game.repository.mailTo(email)).map(({ subject, body }) => ({ subject, body }));
    },
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
