import { messages, resultsDrawText } from '@dubloon-quest/core';
import { verifyDrawRecordText } from '@dubloon-quest/core/draw';
import { buildTimestamps, demoSeed, FakeGameServer } from '@dubloon-quest/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesOn } from '../../test/fake-app-services.js';
import { App } from './app.js';
import { DRAW_RECORD_FILE } from '../features/results/routes/download-record.js';

const ui = messages.ui;
const secret = '7a'.repeat(32);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openResults(server: FakeGameServer) {
  const user = userEvent.setup();
  render(<App services={servicesOn(server)} />);
  await screen.findByRole('heading', { level: 1, name: ui.login.heading }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: ui.disclaimer.accept }));
  await user.click(screen.getByRole('button', { name: ui.login.submit }));
  await user.click(await screen.findByRole('button', { name: ui.treasureMap.continue }, { timeout: 10_000 }));
  await user.click(screen.getByRole('link', { name: ui.shell.results }));
  await screen.findByRole('heading', { level: 1, name: ui.results.heading }, { timeout: 10_000 });
  return user;
}

describe('the results page: the draw you can check', () => {
  it('after the draw, downloads the record byte for byte and links the commitment and the check page', async () => {
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    const commitment = server.commitDraw(secret);
    const record = server.runDraw(secret);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:record';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(DRAW_RECORD_FILE);
    });
    const user = await openResults(server);

    const section = await screen.findByRole('region', { name: resultsDrawText.heading }, { timeout: 10_000 });
    expect(section).toHaveTextContent(commitment);
    expect(within(section).getByRole('link', { name: resultsDrawText.verify })).toHaveAttribute('href', '/raffle/verify');
    await user.click(within(section).getByRole('button', { name: resultsDrawText.download }));
    expect(click).toHaveBeenCalledOnce();
    const text = await blobs[0]!.text();
    expect(text).toBe(record);
    expect(verifyDrawRecordText(text).ok).toBe(true);
  });

  it('shows no proof before the draw, and no download while the record is held back', async () => {
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    server.commitDraw(secret);
    await openResults(server);
    await screen.findByRole('region', { name: ui.results.carouselLabel }, { timeout: 10_000 });
    // Give the draw's answer time to arrive: still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: resultsDrawText.heading })).not.toBeInTheDocument();
  });

  it('says the record comes with the results while the organizers hold them back', async () => {
    const server = new FakeGameServer({ seed: demoSeed(), clock: { now: () => Date.now() }, timestamps: buildTimestamps('preGame', Date.now()) });
    server.commitDraw(secret);
    server.runDraw(secret, { published: false });
    await openResults(server);
    const section = await screen.findByRole('region', { name: resultsDrawText.heading }, { timeout: 10_000 });
    expect(section).toHaveTextContent(resultsDrawText.held);
    expect(within(section).queryByRole('button', { name: resultsDrawText.download })).not.toBeInTheDocument();
  });
});
