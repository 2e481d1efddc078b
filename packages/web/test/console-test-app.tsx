import {
  consoleShellText,
  messages,
  type ConsoleEventResponse,
  type ConsoleMeResponse,
} from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer, type FakeGameSeed } from '@dubloon-quest/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '../src/app/app.js';
import { servicesOn } from './fake-app-services.js';

/** A console request as the server received it. */
export interface SeenRequest {
  readonly method: string;
  /** The path after `/api/v2`, without the query. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

/** Answers one console request as the server would (a JSON body and a status, 200 unless given). */
export type ConsoleReply = (request: SeenRequest) => { status?: number; body: unknown } | undefined;

const seed = demoSeed();
const [player, partner] = seed.accounts;

/** The demo seed with its non-player as an organizer: the game's login gives the organizer's role. */
export const organizerSeed: FakeGameSeed = {
  ...seed,
  accounts: [
    player!,
    { ...partner!, user: { ...partner!.user, name: 'Olivia Organizer', role: 'Organizer' } },
  ],
};
export const ORGANIZER = organizerSeed.accounts[1]!;

export const organizerMe: ConsoleMeResponse = {
  account: {
    user_id: 2,
    email: ORGANIZER.user.email,
    name: ORGANIZER.user.name,
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

/**
 * Stubs `fetch` so the console's calls, made by the real console adapter, reach `reply`; `GET /console/me`
 * answers the organizer unless `reply` answers it. Every request is recorded. Anything unanswered is a 404.
 */
export function stubConsoleServer(reply: ConsoleReply, me: ConsoleMeResponse = organizerMe): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const seenRequest: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v2/, ''),
      query: url.searchParams,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(seenRequest);
    const answer =
      reply(seenRequest) ??
      (seenRequest.method === 'GET' && seenRequest.path === '/console/me' ? { body: me } : undefined);
    if (!answer) return Response.json({ message: 'Not Found' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

/** Renders the whole app on core's in-memory game, logs the organizer in and opens `path` in the console. */
export async function openConsoleAs(path: string): Promise<UserEvent> {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/');
  const server = new FakeGameServer({
    seed: organizerSeed,
    clock: { now: () => Date.now() },
    timestamps: buildTimestamps('gameStart', Date.now()),
  });
  render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
  const ui = messages.ui;
  await user.type(await screen.findByLabelText(ui.common.email, { selector: 'input' }), ORGANIZER.user.email);
  await user.type(screen.getByLabelText(ui.common.password), ORGANIZER.password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }));
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe(path));
  // The console and its screen are lazy chunks: the first test of a file waits for them to be transformed.
  await screen.findByRole('navigation', { name: consoleShellText.navLabel }, { timeout: 15_000 });
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return user;
}

/**
 * A `GET /console/event` answer: one raffle partner with one item (id 1), one business (challenge 1) and one
 * retired business (challenge 2).
 */
export function consoleEvent(): ConsoleEventResponse {
  const business = (id: number, name: string, retired: boolean) => ({
    name,
    logo: '',
    description: '',
    video_title: '',
    video_url: '',
    challenge_question: { challenge_id: id, title: `Challenge of ${name}`, description: '' },
    ...(retired ? { retired: true } : {}),
  });
  return {
    event: {
      name: 'Test event',
      timestamps: null,
      partners: [
        {
          name: 'Bookworm Press',
          logo: '',
          resource_link: '',
          resource_category: '',
          resource_logo: '',
          resource_name: '',
        },
      ],
      raffle_items: [
        {
          item_id: 1,
          name: 'Graphing calculator',
          description: '',
          image_src: '',
          stock: 1,
          partner: 'Bookworm Press',
        },
      ],
      chests: [],
      businesses: [business(1, 'Harbor Tech', false), business(2, 'Old Mill', true)],
      results: { raffle_winners: [], challenge_winners: [] },
    },
    source: 'file',
    updated_at: null,
    touched: { items: [], chests: [], challenges: [] },
  };
}
