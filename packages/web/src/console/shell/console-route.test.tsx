import { consoleShellText, messages, type ConsoleMeResponse } from '@dubloon-quest/core';
import { demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, meOf, type SeenRequest, stubConsoleServer } from '../../../test/console-test-app.js';
import { servicesOn } from '../../../test/fake-app-services.js';
import { App } from '../../app/app.js';

const ui = messages.ui;
const seed = demoSeed();
const partnerMe: ConsoleMeResponse = {
  ...meOf('Partner', { business_id: 1, name: 'Harbor Bakery', logo: '/uploads/logo.webp' }),
  read_only: true,
};

/** The console's HTTP calls, answered as the server would: the calls themselves go through the real adapter. */
let sent: SeenRequest[] = [];
/** How many `GET /console/me` still fail (503) before the next one answers. */
let failures = 0;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  failures = 0;
  sent = stubConsoleServer(() => {
    if (failures === 0) return undefined;
    failures -= 1;
    return Response.json({ message: 'Down' }, { status: 503 });
  }, partnerMe);
});
afterEach(() => vi.unstubAllGlobals());

describe('the console route', () => {
  it('sends a logged-out visitor to the login page', async () => {
    window.history.replaceState(null, '', '/console/players');
    render(<App services={servicesOn(new FakeGameServer({ seed }))} />);
    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(window.location.pathname).toBe('/login');
  });

  it('gives a player no console link and the 403 page at /console', async () => {
    await logIn({ asPlayer: true });
    const menu = screen.getByRole('navigation', { name: ui.shell.mainMenu });
    expect(within(menu).queryByRole('link', { name: ui.shell.console })).not.toBeInTheDocument();
    window.history.pushState(null, '', '/console');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/error-403'));
    expect(sent).toEqual([]);
  });

  it("opens for a partner from the menu, with the partner's business, the read-only notice and the title", async () => {
    const { user } = await logIn({ role: 'Partner' });
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
    expect(sent[0]?.pathWithQuery).toBe('/console/me');
  });

  it('says when the console cannot load and loads again on retry', async () => {
    failures = 1;
    const { user } = await logIn({ role: 'Partner' });
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
