import { eventLookText, messages } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the event's own name on the player pages (issue 32)", () => {
  it("titles every page and heads it with the event's name the server wrote into the page", async () => {
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    const services = servicesOn(server);
    const look = { name: 'Harbor Days 2026', color: '#1d4e89' };
    render(<App services={{ ...services, settings: { ...services.settings, event: look } }} />);

    await screen.findByRole('heading', { level: 1, name: messages.ui.login.heading });
    await waitFor(() => expect(document.title).toBe(`${messages.routeTitles.login} | Harbor Days 2026`));
    expect(screen.getByRole('link', { name: eventLookText.homeLink(look.name) })).toHaveTextContent('Harbor Days 2026');
    expect(screen.getByRole('banner')).toHaveStyle({ '--sea': '#1d4e89' });
  });
});
