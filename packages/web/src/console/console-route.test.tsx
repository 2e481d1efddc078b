import { consoleShellText, messages, type ConsoleMeResponse } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from '../app/app.js';

const ui = messages.ui;
const seed = demoSeed();
const partner = seed.accounts[1]!;

const me: ConsoleMeResponse = {
  account: {
    user_id: 2,
    email: partner.user.email,
    name: partner.user.name,
    role: 'Partner',
    business_id: 1,
    raffle_partner: null,
    email_verified: true,
    banned_until: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  read_only: true,
  business: { business_id: 1, name: 'Harbor Bakery', logo: '/uploads/logo.webp' },
  raffle_items: [],
};

/** The console's HTTP calls answered as the server would: the calls themselves go through the real adapter. */
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  const server = new FakeGameServer({
    seed,
    clock: { now: () => Date.now() },
    timestamps: buildTimestamps('gameStart', Date.now()),
  });
  render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
  await user.type(await screen.findByLabelText(ui.common.email, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(ui.common.password), password);
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }));
  return user;
}

describe('the console route', () => {
  it('sends a logged-out visitor to the login page', async () => {
    window.history.replaceState(null, '', '/console/players');
    render(<App services={servicesOn(new FakeGameServer({ seed }))} />);
    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(window.location.pathname).toBe('/login');
  });

  it('gives a player no console link and the 403 page at /console', async () => {
    const player = seed.accounts[0]!;
    await logIn(player.user.email, player.password);
    const menu = screen.getByRole('navigation', { name: ui.shell.mainMenu });
    expect(within(menu).queryByRole('link', { name: ui.shell.console })).not.toBeInTheDocument();
    window.history.pushState(null, '', '/console');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/error-403'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens for a partner from the menu, with the partner's business, the read-only notice and the title", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(me)));
    const user = await logIn(partner.user.email, partner.password);
    await user.click(
      within(screen.getByRole('navigation', { name: ui.shell.mainMenu })).getByRole('link', {
        name: ui.shell.console,
      }),
    );

    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.overview });
    expect(screen.getByText(consoleShellText.overview.yourBusiness('Harbor Bakery'))).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(consoleShellText.readOnly);
    const nav = screen.getByRole('navigation', { name: consoleShellText.navLabel });
    expect(within(nav).getByRole('link', { name: consoleShellText.screens.overview })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        `${consoleShellText.screens.overview} · ${consoleShellText.title} | Dubloon Quest`,
      ),
    );
    const [request] = fetchMock.mock.calls[0]!;
    expect(String(request instanceof Request ? request.url : request)).toMatch(/\/api\/v2\/console\/me$/);
  });

  it('says when the console cannot load and loads again on retry', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(Response.json({ message: 'Down' }, { status: 503 })),
    );
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(me)));
    const user = await logIn(partner.user.email, partner.password);
    await user.click(
      within(screen.getByRole('navigation', { name: ui.shell.mainMenu })).getByRole('link', {
        name: ui.shell.console,
      }),
    );

    expect(await screen.findByText(consoleShellText.loadFailed)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: ui.common.retry }));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.overview });
  });
});
