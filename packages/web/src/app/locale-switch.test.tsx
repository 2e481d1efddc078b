import { EDUCATION_LEVELS, messages, messagesFr } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';
import { initialLocale, registerCatalogues, switchCatalogues } from '../locale/catalogues.js';
import { playerCatalogues } from '../locale/player-catalogues.js';

const english = {
  heading: messages.ui.login.heading,
  email: messages.ui.common.email,
  title: messages.routeTitles.login,
};

beforeAll(async () => {
  await registerCatalogues(playerCatalogues);
});

afterEach(async () => {
  await switchCatalogues('en');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the reader’s language', () => {
  it('switches the login page to French and back, keeping what is typed', async () => {
    window.history.replaceState(null, '', '/login');
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
    await screen.findByRole('heading', { level: 1, name: english.heading });
    const email = screen.getByRole('textbox', { name: english.email });
    await user.clear(email);
    await user.type(email, 'marie@example.ca');

    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { level: 1, name: messagesFr.ui.login.heading });
    expect(screen.getByRole('textbox', { name: messagesFr.ui.common.email })).toHaveValue('marie@example.ca');
    expect(document.documentElement.lang).toBe('fr-CA');
    await waitFor(() => expect(document.title).toBe(`${messagesFr.routeTitles.login} | Dubloon Quest`));
    expect(localStorage.getItem('dubloon-quest:locale')).toBe('fr');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: english.heading });
    expect(screen.getByRole('textbox', { name: english.email })).toHaveValue('marie@example.ca');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe(`${english.title} | Dubloon Quest`));
    // The English catalogue is its own again, text for text.
    expect(messages.ui.login.heading).toBe(english.heading);
  });

  it('writes a player form’s error already shown in the language switched to (decision 0170)', async () => {
    window.history.replaceState(null, '', '/login');
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
    await screen.findByRole('heading', { level: 1, name: english.heading });
    await user.clear(screen.getByRole('textbox', { name: english.email }));
    await user.type(screen.getByRole('textbox', { name: english.email }), 'not an address');
    await user.click(screen.getByRole('button', { name: messages.ui.login.submit }));
    // Read before the switch: the switch writes the French into the catalogue's own object.
    const invalidEmail = messages.validation.invalidEmail;
    expect(await screen.findByText(invalidEmail)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByText(messagesFr.validation.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(invalidEmail)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(invalidEmail)).toBeInTheDocument();
  });

  it('names the education levels in French on the register page but sends the values the server accepts', async () => {
    window.history.replaceState(null, '', '/register');
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
    await screen.findByRole('heading', { level: 1, name: messages.ui.register.heading });
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { level: 1, name: messagesFr.ui.register.heading });
    const education = screen.getByRole('combobox', { name: messagesFr.ui.register.education });
    const options = [...education.querySelectorAll('option')].slice(1);
    expect(options.map((option) => option.value)).toEqual([...EDUCATION_LEVELS]);
    expect(options.map((option) => option.textContent)).toEqual(EDUCATION_LEVELS.map((level) => messagesFr.ui.register.educationLevels[level]));
    await user.selectOptions(education, '10e année');
    expect(education).toHaveValue('Grade 10');
  });

  it('takes the browser’s language on a first visit, and the device’s choice after', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-CA', 'en-CA'], language: 'fr-CA' });
    expect(initialLocale()).toBe('fr');
    localStorage.setItem('dubloon-quest:locale', 'en');
    expect(initialLocale()).toBe('en');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'], language: 'de-DE' });
    localStorage.clear();
    expect(initialLocale()).toBe('en');
  });
});
