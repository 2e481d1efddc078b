import { messages, type ConsoleMeResponse, type EventTimestamps } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer, FakeRealtime } from '@dubloon-quest/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '../src/app/app.js';
import { servicesOn } from './fake-app-services.js';

const ui = messages.ui;

/** The demo seed with its partner made an organizer: the account the console tests log in with. */
export function organizerSeed() {
  const seed = demoSeed();
  const account = seed.accounts[1]!;
  return {
    ...seed,
    accounts: [seed.accounts[0]!, { ...account, user: { ...account.user, role: 'Organizer' } }],
  };
}

/** `GET /console/me` of the organizer the console tests log in as. */
export function organizerMe(email: string, name: string): ConsoleMeResponse {
  return {
    account: {
      user_id: 2,
      email,
      name,
      role: 'Organizer',
      business_id: null,
      raffle_partner: null,
      email_verified: true,
      banned_until: null,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    read_only: false,
    business: null,
    raffle_items: [],
  };
}

/** One console request as the stubbed `fetch` saw it. */
export interface SeenRequest {
  readonly method: string;
  /** Path and query, e.g. `/api/v2/console/audit?limit=50`. */
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Answers a console request as the server would; `undefined` lets the default answer (404) go out. */
export type ConsoleHandler = (request: SeenRequest) => Response | Promise<Response> | undefined;

export interface OrganizerApp {
  readonly user: UserEvent;
  readonly server: FakeGameServer;
  /** Every console request made, in order (`GET /console/me` included). */
  readonly requests: SeenRequest[];
  /** Delivers everything the game's fake socket holds (connection, register, the server's pushes). */
  readonly flushRealtime: () => Promise<void>;
}

/**
 * Renders the whole app on core's in-memory game server, logs an organizer in through the login page and opens
 * `path` of the console. The console's HTTP calls go through the real adapter to a stubbed `fetch`, answered by
 * `handle` (and `GET /console/me` by the organizer's account).
 */
export async function openConsoleAsOrganizer(
  path: string,
  handle: ConsoleHandler,
  timestamps: EventTimestamps = buildTimestamps('gameStart', Date.now()),
): Promise<OrganizerApp> {
  const seed = organizerSeed();
  const organizer = seed.accounts[1]!;
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const seen: SeenRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      headers: request.headers,
    };
    requests.push(seen);
    if (url.pathname === '/api/v2/console/me')
      return Response.json(organizerMe(organizer.user.email, organizer.user.name));
    return (
      (await handle(seen)) ?? Response.json({ message: 'There is nothing at this address' }, { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  const user = userEvent.setup();
  const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps });
  window.history.replaceState(null, '', '/login');
  const services = servicesOn(server, { VITE_DEMO: 'off' });
  render(<App services={services} />);
  await user.type(
    await screen.findByLabelText(ui.common.email, { selector: 'input' }, { timeout: 15_000 }),
    organizer.user.email,
  );
  await user.type(screen.getByLabelText(ui.common.password), organizer.password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }, { timeout: 15_000 }));
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  // The console's frame, then the screen's own chunk: slow the first time on a loaded machine.
  await waitFor(() => expect(document.querySelector('.console__content h1')).not.toBeNull(), {
    timeout: 15_000,
  });
  const flushRealtime = async () => {
    const realtime = services.game.current()?.realtime;
    if (!(realtime instanceof FakeRealtime)) throw new Error('the game has no fake socket');
    for (let round = 0; round < 20 && realtime.pending > 0; round += 1) await act(() => realtime.flush());
  };
  return { user, server, requests, flushRealtime };
}
