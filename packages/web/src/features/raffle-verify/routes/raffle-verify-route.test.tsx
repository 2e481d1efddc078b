import { drawCheckText, GameApiError, type RaffleDrawResponse } from '@dubloon-quest/core';
import { commitmentOf, createDrawRecord, serializeDrawRecord } from '@dubloon-quest/core/draw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { RaffleVerifyRoute } from './raffle-verify-route.js';

const secret = '5e'.repeat(32);
const made = createDrawRecord(
  {
    event: 'Screen test',
    frozen_at: '2026-04-24T18:00:00.000Z',
    one_prize_per_player: true,
    items: [
      { item_id: 1, stock: 1, stakes: [{ player_id: '7', coins: 3 }, { player_id: '9', coins: 1 }] },
      { item_id: 2, stock: 2, stakes: [{ player_id: '7', coins: 2 }, { player_id: '8', coins: 5 }] },
    ],
  },
  secret,
);
if (!made.ok) throw new Error(made.message);
const record = serializeDrawRecord(made.value);
const commitment = { commitment: commitmentOf(secret), committed_at: '2026-04-22T09:00:00.000Z' };
const drawn: RaffleDrawResponse = { commitment, draw: { drawn_at: '2026-04-24T18:05:00.000Z', record } };

/** The page on a stub of the one call it makes, answering as the server would. */
function renderPage(answer: RaffleDrawResponse | Error) {
  const getRaffleDraw = vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ data: answer, meta: { status: 200 } })));
  renderWithRouter(<RaffleVerifyRoute api={{ getRaffleDraw }} />, '/raffle/verify');
  return getRaffleDraw;
}

const outcome = () => screen.getAllByRole('status').find((element) => element.classList.contains('raffle-verify__outcome'))!;

describe('the draw check page', () => {
  it("checks an archived event's draw with ?event=<id>, asking the server for that event's", async () => {
    const fetch = vi.fn((_url: string) => Promise.resolve(Response.json(drawn)));
    vi.stubGlobal('fetch', fetch);
    try {
      renderWithRouter(<RaffleVerifyRoute />, '/raffle/verify?event=4');
      await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.matches), { timeout: 5_000 });
      expect(fetch.mock.calls[0]![0]).toBe('/api/v2/game/raffle/draw?event=4');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('recomputes the published draw as soon as it is loaded and says it matches, with the commitment check', async () => {
    const call = renderPage(drawn);
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.matches));
    expect(call).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 1, name: drawCheckText.heading })).toBeInTheDocument();
    expect(screen.getByText(commitment.commitment)).toBeInTheDocument();
    expect(outcome()).toHaveTextContent(drawCheckText.commitmentMatches);
    expect(outcome()).toHaveTextContent(drawCheckText.summary(2, 2));
  });

  it('checks a record file the player picks and names the check that fails when it was changed', async () => {
    const user = userEvent.setup();
    renderPage(drawn);
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.matches));
    const tampered = record.replace('"coins":3', '"coins":30');
    await user.upload(screen.getByLabelText(drawCheckText.fileLabel), new File([tampered], 'draw.json', { type: 'application/json' }));
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.doesNotMatch));
    expect(outcome()).toHaveTextContent('draw.json');
    expect(outcome()).toHaveTextContent(drawCheckText.failedCheck('The snapshot hash is not the SHA-256 of the snapshot: the stakes were changed after the draw'));
  });

  it('compares the record with the commitment the player noted, and refuses a record of another commitment', async () => {
    const user = userEvent.setup();
    renderPage(drawn);
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.matches));
    await user.type(screen.getByLabelText(drawCheckText.noteLabel), 'f'.repeat(64));
    await user.upload(screen.getByLabelText(drawCheckText.fileLabel), new File([record], 'mine.json'));
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.noteDiffers));
    expect(outcome()).toHaveTextContent(drawCheckText.doesNotMatch);
    await user.clear(screen.getByLabelText(drawCheckText.noteLabel));
    await user.type(screen.getByLabelText(drawCheckText.noteLabel), commitment.commitment);
    await user.click(screen.getByRole('button', { name: drawCheckText.checkPublished }));
    await waitFor(() => expect(outcome()).toHaveTextContent(drawCheckText.noteMatches));
    expect(outcome()).toHaveTextContent(drawCheckText.matches);
  });

  it('says what stands before the draw, while the record is held back, and when the draw cannot be loaded', async () => {
    renderPage({ commitment, draw: null });
    expect(await screen.findByText(drawCheckText.notDrawnYet)).toBeInTheDocument();
    expect(screen.getByText(commitment.commitment)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: drawCheckText.checkPublished })).not.toBeInTheDocument();
  });

  it('says when nothing is committed, when the record is held, and offers a retry after a failure', async () => {
    const user = userEvent.setup();
    renderPage({ commitment: null, draw: null });
    expect(await screen.findByText(drawCheckText.nothingYet)).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPage({ commitment, draw: { drawn_at: '2026-04-24T18:05:00.000Z', record: null } });
    expect(await screen.findByText(/Its record is published with the results/)).toBeInTheDocument();
    document.body.innerHTML = '';
    const call = renderPage(new GameApiError({ kind: 'network', status: null, message: 'You are offline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(call).toHaveBeenCalledTimes(2);
    expect(within(document.body).queryByText(drawCheckText.matches)).not.toBeInTheDocument();
  });
});
