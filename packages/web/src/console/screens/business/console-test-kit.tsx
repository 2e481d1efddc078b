import type {
  ConsoleBusiness,
  ConsoleMeResponse,
  ConsoleRole,
  ConsoleSubmissionsResponse,
  EventChest,
} from '@dubloon-quest/core';
import { messages } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer, type FakeGameSeed } from '@dubloon-quest/core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { servicesOn } from '../../../../test/fake-app-services.js';
import { App } from '../../../app/app.js';

/**
 * Test kit of the partner screens' route tests (not part of the app): the game logged in through its real
 * login page on core's fake game server, and the console's HTTP calls answered by a stubbed `fetch` as the
 * real server answers them, so the calls go through the real console adapter.
 */

/** A console request as the stubbed server received it. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** One answer of the stubbed server: the call it answers (method and path) and its response. */
export interface StubRoute {
  readonly method: string;
  readonly path: string;
  readonly answer: (body: unknown) => Response;
}

/** Answers the console's calls from `routes` (the last route added for a call wins), recording each request. */
export function stubConsoleFetch(routes: StubRoute[]): { sent: SentRequest[]; routes: StubRoute[] } {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const path = url.pathname.replace(/^\/api\/v2/, '') + url.search;
    sent.push({ method: request.method, path, body });
    const route = [...routes]
      .reverse()
      .find((entry) => entry.method === request.method && entry.path === path);
    return route ? route.answer(body) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, routes };
}

export const json =
  (payload: unknown, status = 200) =>
  () =>
    Response.json(payload, { status });

/** The console's `me` of a partner of business 1, or of an organizer. */
export function meOf(role: ConsoleRole, business: ConsoleMeResponse['business'] = null): ConsoleMeResponse {
  return {
    account: {
      user_id: 2,
      email: 'someone@example.com',
      name: role === 'Organizer' ? 'Olivia Organizer' : 'Pat Partner',
      role,
      business_id: business?.business_id ?? null,
      raffle_partner: null,
      email_verified: true,
      banned_until: null,
      created_at: '2026-11-01T10:00:00.000Z',
    },
    read_only: false,
    business,
    raffle_items: [],
  };
}

/**
 * Logs into the game as a Partner or an Organizer, then opens a console path and waits for its screen's
 * heading (the screen's lazy module may take a while to load on a busy machine).
 */
export async function openConsoleAs(role: ConsoleRole, path: string, heading: string) {
  const base = demoSeed();
  const partner = base.accounts[1]!;
  const account = { ...partner, user: { ...partner.user, role } };
  const seed: FakeGameSeed = { ...base, accounts: [base.accounts[0]!, account] };
  const user = userEvent.setup();
  const server = new FakeGameServer({
    seed,
    clock: { now: () => Date.now() },
    timestamps: buildTimestamps('gameStart', Date.now()),
  });
  window.history.replaceState(null, '', '/');
  render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
  const ui = messages.ui;
  await user.type(await screen.findByLabelText(ui.common.email, { selector: 'input' }), account.user.email);
  await user.type(screen.getByLabelText(ui.common.password), account.password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }));
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return user;
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
    },
    {
      user_id: 15,
      name: 'Grace Hopper',
      submission_link: 'https://docs.google.com/document/d/2XyZ/edit',
      submitted_at: '2026-04-22T09:30:00.000Z',
      rating: null,
      note: null,
    },
  ],
  winners: [{ user_id: 12, name: 'Ada Lovelace', award: 150 }],
  results_published: false,
};
