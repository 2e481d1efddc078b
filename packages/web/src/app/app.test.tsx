import { businessPath, messages } from '@dubloon-quest/core';
import { buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';

const ui = messages.ui;

const seed = demoSeed();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the app on core’s in-memory game', () => {
  it('sends a logged-out visitor to login, then plays the pre-game: instructions, a chest, a stake, logout', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    render(<App services={servicesOn(server)} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe(`${messages.routeTitles.login} | Dubloon Quest`));
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));

    await screen.findByRole('heading', { level: 1, name: ui.treasureMap.instructionsHeading });
    expect(window.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: ui.treasureMap.continue }));
    const cards = await screen.findByRole('navigation', { name: ui.treasureMap.cardsLabel });
    expect(within(cards).getAllByRole('link')).toHaveLength(4);
    const startCoins = seed.accounts[0]!.balance;
    expect(screen.getByText(ui.common.dublunes(startCoins))).toBeInTheDocument();

    await user.click(within(cards).getByRole('link', { name: new RegExp(ui.treasureMap.cards.learn.title) }));
    const chests = await screen.findByRole('list', { name: ui.learn.chestsLabel });
    await user.click(within(chests).getAllByRole('button')[0]!);
    const chest = seed.chests[0]!;
    for (const [index, question] of chest.group.entries()) {
      const letters = Object.keys(question.answers.choices).sort();
      const choice = (letter: string) => within(screen.getByRole('group')).getAllByRole('button')[letters.indexOf(letter)]!;
      if (index === 0) {
        await user.click(choice(letters.find((letter) => letter !== question.answers.correct)!));
        await screen.findByText(ui.learn.wrong);
      }
      await user.click(choice(question.answers.correct!));
      await user.click(await screen.findByRole('button', { name: index === 2 ? ui.learn.finish : ui.learn.proceed }));
    }
    await screen.findByRole('button', { name: `${ui.learn.chest(1)}: ${ui.learn.opened(8)}` });
    await waitFor(() => expect(screen.getByText(ui.common.dublunes(startCoins + 8))).toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: ui.shell.raffle }));
    const item = seed.raffleItems[0]!.name;
    await user.click(await screen.findByRole('button', { name: ui.raffle.add(item) }));
    expect(screen.getByText(ui.raffle.remaining(startCoins + 7))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.raffle.submit }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ui.raffle.submit }));
    await screen.findByText(new RegExp(`^${ui.raffle.cooldown}`));
    expect(screen.getByRole('button', { name: ui.raffle.add(item) })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: ui.shell.logout }));
    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(screen.queryByRole('navigation', { name: ui.shell.mainMenu })).not.toBeInTheDocument();
  });

  it('plays the game days: a business challenge and meetup, the results, the profile', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('gameStart', Date.now()) });
    render(<App services={servicesOn(server)} />);
    await user.click(await screen.findByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await user.click(await screen.findByRole('button', { name: ui.treasureMap.dontShowAgain }));

    await user.click(screen.getByRole('link', { name: ui.shell.businesses }));
    const business = seed.businesses[0]!;
    await user.click(await screen.findByRole('link', { name: new RegExp(business.name) }));
    await screen.findByRole('heading', { level: 1, name: business.name });
    await user.click(screen.getByRole('tab', { name: ui.businesses.challengeTab }));
    await user.type(screen.getByLabelText(ui.businesses.linkLabel), 'https://example.com/doc');
    await user.click(screen.getByRole('button', { name: ui.businesses.submitAnswer }));
    await screen.findByText(messages.validation.invalidGoogleDocLink);
    await user.clear(screen.getByLabelText(ui.businesses.linkLabel));
    await user.type(screen.getByLabelText(ui.businesses.linkLabel), 'https://docs.google.com/document/d/abcdef123456/edit');
    await user.click(screen.getByRole('button', { name: ui.businesses.submitAnswer }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ui.businesses.submitAnswer }));
    await screen.findByText(ui.businesses.alreadySubmitted);
    await screen.findByText(ui.businesses.answers(1));

    await user.click(screen.getByRole('tab', { name: ui.businesses.meetupTab }));
    await user.click(screen.getByRole('radio', { name: ui.businesses.attendYes }));
    await user.click(screen.getByRole('button', { name: ui.businesses.saveMeetup }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ui.common.confirm }));
    await waitFor(() => expect(screen.getByRole('button', { name: ui.businesses.saveMeetup })).toBeDisabled());

    await user.click(screen.getByRole('link', { name: ui.shell.results }));
    const carousel = await screen.findByRole('region', { name: ui.results.carouselLabel });
    expect(within(carousel).getByRole('group')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: ui.shell.profile }));
    await screen.findByRole('heading', { level: 1, name: ui.profile.heading });
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.getByLabelText(ui.register.name)).toHaveValue(seed.accounts[0]!.user.name);
  });

  it("opens a business's link in a fresh session once logged in: login returns to it and the page finds the business", async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('gameStart', Date.now()) });
    const business = seed.businesses[1]!;
    window.history.replaceState(null, '', businessPath(business.name));
    render(<App services={servicesOn(server)} />);

    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(window.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));

    await screen.findByRole('heading', { level: 1, name: business.name });
    expect(window.location.pathname).toBe(businessPath(business.name));
    expect(screen.queryByText(messages.businesses.notFound)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: ui.businesses.challengeTab }));
    expect(screen.getByText(business.challenge_question.title)).toBeInTheDocument();
  });

  it('says it could not find a business only once the businesses are in without it', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('gameStart', Date.now()) });
    window.history.replaceState(null, '', '/businesses/no-such-business');
    render(<App services={servicesOn(server)} />);
    await user.click(await screen.findByRole('button', { name: ui.disclaimer.accept }));
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await screen.findByRole('heading', { level: 1, name: messages.businesses.notFound });
    expect(window.location.pathname).toBe('/businesses/no-such-business');
  });

  it('shows a non-player the notices and disabled controls, with no balance', async () => {
    const user = userEvent.setup();
    const server = new FakeGameServer({ seed, clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    // A partner lands on the console after login (decision 0138) unless they asked for a game page first.
    window.history.replaceState(null, '', '/raffle');
    render(<App services={servicesOn(server, { VITE_DEMO: 'off' })} />);
    const partner = seed.accounts[1]!;
    await user.type(await screen.findByLabelText(ui.common.email, { selector: 'input' }), partner.user.email);
    await user.type(screen.getByLabelText(ui.common.password), partner.password);
    await user.click(screen.getByRole('button', { name: ui.login.submit }));
    await screen.findByText(messages.roles.onlyPlayersStake);
    expect(window.location.pathname).toBe('/raffle');
    expect(screen.queryByText(/dubl-u-nes$/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: ui.raffle.add(seed.raffleItems[0]!.name) })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: ui.shell.learn }));
    await screen.findByText(messages.roles.onlyPlayersWinCoins);
    const chests = await screen.findByRole('list', { name: ui.learn.chestsLabel });
    for (const chest of within(chests).getAllByRole('button')) expect(chest).toBeDisabled();
  });

  it('keeps a logged-out visitor to the open and logged-out pages', async () => {
    window.history.replaceState(null, '', '/raffle');
    render(<App services={servicesOn(new FakeGameServer({ seed }))} />);
    await screen.findByRole('heading', { level: 1, name: ui.login.heading });
    expect(window.location.pathname).toBe('/login');
  });

  it('sends unknown paths to the not-found page', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    render(<App services={servicesOn(new FakeGameServer({ seed }))} />);
    await screen.findByRole('heading', { level: 1, name: messages.errorPages.notFound });
    expect(window.location.pathname).toBe('/error-404');
  });
});
