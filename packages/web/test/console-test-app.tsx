/**
 * The console's route tests' harness (not part of the app): the whole app on core's in-memory game server,
 * logged in through its real login page as an organizer (or a partner), and the console's HTTP calls, made by
 * the real console adapter, answered by a stubbed `fetch` as the real server answers them. Beside it, the
 * fixtures several screens' tests share.
 */
import type { EventChest, EventTimestamps } from '@dubloon-quest/core';
import type {
  ConsoleBusiness,
  ConsoleEventResponse,
  ConsoleMeResponse,
  ConsoleOverview,
  ConsoleRole,
  ConsoleSubmissionsResponse,
} from '@dubloon-quest/core/console';
import { encodeContract, messages } from '@dubloon-quest/core';
import {
  consoleEndpoints,
  consoleShellText,
  type ConsoleEndpointDefinition,
} from '@dubloon-quest/core/console';
import {
  buildTimestamps,
  demoSeed,
  FakeGameServer,
  FakeRealtime,
  type FakeGameSeed,
} from '@dubloon-quest/core/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '../src/app/app.js';
import { servicesOn } from './fake-app-services.js';

const ui = messages.ui;

/** A console request as the stubbed server received it. */
export interface SeenRequest {
  readonly method: string;
  /** The path after `/api/v2`, without the query, e.g. `/console/audit`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The path after `/api/v2` with its query, e.g. `/console/audit?limit=50`. */
  readonly pathWithQuery: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** A stubbed answer: a whole `Response`, or a JSON body and a status (200 unless given). */
type ConsoleAnswer = Response | { readonly status?: number; readonly body: unknown };

/** Answers one console request as the server would; `undefined` leaves it to the default answers. */
export type ConsoleReply = (
  request: SeenRequest,
) => ConsoleAnswer | undefined | Promise<ConsoleAnswer | undefined>;

/** The demo seed with its non-player account given `role` (an organizer is named Olivia Organizer). */
function consoleSeed(role: ConsoleRole = 'Organizer'): FakeGameSeed {
  const seed = demoSeed();
  const [player, partner] = seed.accounts;
  const name = role === 'Organizer' ? 'Olivia Organizer' : partner!.user.name;
  return { ...seed, accounts: [player!, { ...partner!, user: { ...partner!.user, name, role } }] };
}

/** The organizer the console tests log in as. */
const ORGANIZER = consoleSeed().accounts[1]!;

/** The console's `me` of an account: the organizer unless told otherwise. */
export function meOf(
  role: ConsoleRole = 'Organizer',
  business: ConsoleMeResponse['business'] = null,
  account: { readonly email?: string; readonly name?: string } = {},
): ConsoleMeResponse {
  return {
    account: {
      user_id: 2,
      email: account.email ?? ORGANIZER.user.email,
      name: account.name ?? (role === 'Organizer' ? ORGANIZER.user.name : 'Pat Partner'),
      role,
      business_id: business?.business_id ?? null,
      raffle_partner: null,
      email_verified: true,
      invitation_pending: false,
      banned_until: null,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    read_only: false,
    business,
    raffle_items: [],
  };
}

/** `GET /console/me` of the organizer. */
export const organizerMe: ConsoleMeResponse = meOf('Organizer');

/** `GET /console/overview`: an event running, with players, nothing waiting for judging and mail not sent. */
export const organizerOverview: ConsoleOverview = {
  event_name: 'Spring Quest 2026',
  period: 'gameStart',
  next_change: { period: 'reviewStart', at: '2026-05-02T16:00:00.000Z' },
  players: { registered: 42, verified: 40 },
  coins: { earned: 380, staked: 150 },
  judging: { waiting: 0 },
  content: { chests: 3, raffle_items: 2, businesses: 2 },
  raffle: { committed: false, drawn: false, results: 'auto' },
  mail: { delivery: 'log', queued: 0, sent: 44, failed: 0, per_minute: 60, drained_at: null },
};

/**
 * Stubs `fetch` so the console's calls reach `reply`; `GET /console/me` answers `me` (the organizer) unless
 * `reply` answers it. Every request is recorded, in order. Anything unanswered is a 404.
 */
export function stubConsoleServer(reply: ConsoleReply, me: ConsoleMeResponse = organizerMe): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const seenRequest: SeenRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      pathWithQuery: path + url.search,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      headers: request.headers,
    };
    seen.push(seenRequest);
    const answer =
      (await reply(seenRequest)) ??
      (seenRequest.method === 'GET' && path === '/console/me' ? { body: me } : undefined) ??
      // The Overview, where an organizer lands after login.
      (seenRequest.method === 'GET' && path === '/console/overview' ? { body: organizerOverview } : undefined);
    if (!answer) return Response.json({ message: 'Not Found' }, { status: 404 });
    return asTheServerWrites(request.method, path, answer instanceof Response ? answer : Response.json(answer.body, { status: answer.status ?? 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

/** The console call of a method and path (a path without parameters first: `/console/players/export`). */
function consoleEndpointAt(method: string, path: string): ConsoleEndpointDefinition | undefined {
  const calls: ConsoleEndpointDefinition[] = Object.values(consoleEndpoints).filter((endpoint) => endpoint.method === method);
  return (
    calls.find((endpoint) => endpoint.path === path) ??
    calls.find((endpoint) => new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path))
  );
}

/**
 * A fixture's 200 JSON answer as the real server writes it: encoded with its call's response schema (ids as
 * strings), so fixtures are written with ids as core uses them. A body that does not match is sent as given.
 */
async function asTheServerWrites(method: string, path: string, response: Response): Promise<Response> {
  const endpoint = consoleEndpointAt(method, path);
  if (response.status !== 200 || !endpoint || endpoint.format !== 'json') return response;
  const body = (await response.json()) as unknown;
  try {
    return Response.json(encodeContract(endpoint.response, body as never, `the fixture of ${method} ${path}`), { status: 200, headers: response.headers });
  } catch {
    return Response.json(body, { status: 200, headers: response.headers });
  }
}

/** One call of a stubbed route table (method, and path with its query) and its response. */
export interface StubRoute {
  readonly method: string;
  readonly path: string;
  readonly answer: (body: unknown) => Response;
}

/**
 * Stubs `fetch` with a route table: the last route added for a call answers it (tests push new ones as the
 * server's state changes).
 */
export function stubConsoleRoutes(routes: StubRoute[]): { sent: SeenRequest[]; routes: StubRoute[] } {
  const sent = stubConsoleServer((request) =>
    routes
      .findLast((route) => route.method === request.method && route.path === request.pathWithQuery)
      ?.answer(request.body),
  );
  return { sent, routes };
}

/** A route's JSON answer. */
export const json =
  (payload: unknown, status = 200) =>
  () =>
    Response.json(payload, { status });

export interface ConsoleAppOptions {
  /** The role of the account logged in (Organizer unless given). */
  readonly role?: ConsoleRole;
  /** Logs the seed's player in instead (an account without the console). */
  readonly asPlayer?: boolean;
  /** The game's schedule (the game running unless given). */
  readonly timestamps?: EventTimestamps;
  /** The screen's heading to wait for (any heading of the console's content unless given). */
  readonly heading?: string;
}

export interface ConsoleApp {
  readonly user: UserEvent;
  readonly server: FakeGameServer;
  /** The game's fake socket (to push from the server, drop the connection...). */
  readonly realtime: () => FakeRealtime;
  /** Delivers everything the game's fake socket holds (connection, register, the server's pushes). */
  readonly flushRealtime: () => Promise<void>;
}

/** Renders the whole app on core's in-memory game and logs the account of `role` in through the login page. */
export async function logIn(options: ConsoleAppOptions = {}): Promise<ConsoleApp> {
  const seed = consoleSeed(options.role);
  const account = seed.accounts[options.asPlayer ? 0 : 1]!;
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/');
  const server = new FakeGameServer({
    seed,
    clock: { now: () => Date.now() },
    timestamps: options.timestamps ?? buildTimestamps('gameStart', Date.now()),
  });
  const services = servicesOn(server, { VITE_DEMO: 'off' });
  render(<App services={services} />);
  await user.type(
    await screen.findByLabelText(ui.common.email, { selector: 'input' }, { timeout: 15_000 }),
    account.user.email,
  );
  await user.type(screen.getByLabelText(ui.common.password), account.password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  // A player lands on the Treasure Map and its welcome; organizers and partners on the console's Overview.
  if (options.asPlayer)
    await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }, { timeout: 15_000 }));
  else {
    await waitFor(() => expect(window.location.pathname).toBe('/console'), { timeout: 15_000 });
    // The Overview loaded (an organizer's figures too) or said it could not: no call of it left in flight.
    const settled = options.role === 'Partner' ? '.console__content h1' : '.console-glance';
    await waitFor(() => expect(document.querySelector(`${settled}, p[role="alert"]`)).not.toBeNull(), {
      timeout: 15_000,
    });
  }
  const realtime = () => {
    const socket = services.game.current()?.realtime;
    if (!(socket instanceof FakeRealtime)) throw new Error('the game has no fake socket');
    return socket;
  };
  const flushRealtime = async () => {
    const socket = realtime();
    for (let round = 0; round < 20 && socket.pending > 0; round += 1) await act(() => socket.flush());
  };
  return { user, server, realtime, flushRealtime };
}

/**
 * Logs in (see `logIn`), opens `path` of the console and waits for its screen's heading: the console and its
 * screen are lazy chunks, slow to transform the first time on a loaded machine.
 */
export async function openConsoleAs(path: string, options: ConsoleAppOptions = {}): Promise<ConsoleApp> {
  const app = await logIn(options);
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe(path));
  await screen.findByRole('navigation', { name: consoleShellText.navLabel }, { timeout: 15_000 });
  // The Overview (where the login landed) stays on screen until the screen of `path` has loaded.
  const landing = new URL(path, window.location.origin).pathname === '/console';
  await waitFor(
    () => {
      const heading = document.querySelector('.console__content h1');
      expect(heading).not.toBeNull();
      if (!landing) expect(heading!.textContent).not.toBe(consoleShellText.screens.overview);
    },
    { timeout: 15_000 },
  );
  if (options.heading !== undefined)
    await screen.findByRole('heading', { level: 1, name: options.heading }, { timeout: 15_000 });
  return app;
}

/** Stubs the console's server with `reply` (see `stubConsoleServer`), then opens `path` (see `openConsoleAs`). */
export async function openConsole(
  path: string,
  reply: ConsoleReply,
  options: ConsoleAppOptions = {},
): Promise<ConsoleApp & { readonly requests: SeenRequest[] }> {
  const requests = stubConsoleServer(reply);
  return { ...(await openConsoleAs(path, options)), requests };
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

/** Business 1 as `consoleGetBusiness` answers it, without a chest. */
export const harbor: ConsoleBusiness = {
  business_id: 1,
  business: {
    name: 'Harbor Tech',
    logo: '/uploads/logo.webp',
    description: 'We build boats.',
    video_title: '',
    video_url: '',
    challenge_question: { challenge_id: 1, title: 'Design a buoy', description: 'Share a document.' },
    attends_meeting: false,
  },
  chest: null,
  award_pool: 200,
  winner_cap: 3,
  answers_count: 2,
};

/** A chest for business 1: three questions, each "Yes" or "No" (b). */
export const harborChest: EventChest = {
  chest_id: 4,
  group: [1, 2, 3].map((n) => ({
    question: `Question ${n}?`,
    answers: { choices: { a: 'Yes', b: 'No' }, correct: 'b', explanation: `Because ${n}.` },
  })),
};

/** The answers to business 1's challenge as `consoleListSubmissions` answers them: two, one picked. */
export const answers: ConsoleSubmissionsResponse = {
  business_id: 1,
  challenge: { challenge_id: 1, title: 'Design a buoy', description: 'Share a document.' },
  award_pool: 200,
  winner_cap: 2,
  submissions: [
    {
      user_id: 12,
      name: 'Ada Lovelace',
      submission_link: 'https://docs.google.com/document/d/1AbC/edit',
      submitted_at: '2026-04-21T21:00:00.000Z',
      rating: 5,
      note: 'Best so far',
      banned: false,
    },
    {
      user_id: 15,
      name: 'Grace Hopper',
      submission_link: 'https://docs.google.com/document/d/2XyZ/edit',
      submitted_at: '2026-04-22T09:30:00.000Z',
      rating: null,
      note: null,
      banned: false,
    },
  ],
  winners: [{ user_id: 12, name: 'Ada Lovelace', award: 150 }],
  results_published: false,
};
