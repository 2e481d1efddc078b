import { errorNotification, groupWinners, messages, type PastEventResponse, winnerPartners, winnersStatus, type RaffleDrawResponse } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useGame, useServices } from '../../../services/app-services.js';
import { LoadState } from '../../../components/feedback/load-state.js';
import { pageText } from '../../../locale/content-text.js';
import type { Loadable } from '@dubloon-quest/core';
import { ResultsScreen, type DrawProofView, type ResultSlide } from '../components/results-screen.js';
import { downloadRecord } from './download-record.js';
import { resultSlidesOf } from './result-slides.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';
import { useLocale } from '../../../locale/locale-context.js';

const dateTimeFormat = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

/** The draw's proof as the results page shows it: only once the draw ran. Pure. */
function drawProofOf(answer: RaffleDrawResponse, format: Intl.DateTimeFormat = dateTimeFormat()): DrawProofView | null {
  if (answer.draw === null || answer.commitment === null) return null;
  return {
    commitment: answer.commitment.commitment,
    committedAt: format.format(new Date(answer.commitment.committed_at)),
    drawnAt: format.format(new Date(answer.draw.drawn_at)),
    recordPublished: answer.draw.record !== null,
  };
}

/**
 * /results: core's winners machine fetches and groups the winners (main partners, then Other). Below them, once
 * the raffle was drawn, the draw's proof (`GET /game/raffle/draw`): a failure to load it leaves the winners as
 * they are and shows no proof (the verification page says why, with a retry).
 */
export function ResultsRoute() {
  const { logic, api } = useGame();
  const { winners } = logic;
  const status = useSelector(winners, winnersStatus);
  const partners = useSelector(winners, winnerPartners);
  const { locale } = useLocale();
  const [draw, setDraw] = useState<RaffleDrawResponse | null>(null);

  useEffect(() => {
    winners.send({ type: 'winners.open' });
  }, [winners]);

  useEffect(() => {
    let current = true;
    api.getRaffleDraw().then(
      ({ data }) => current && setDraw(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  const slides: Loadable<readonly ResultSlide[]> =
    partners !== null
      ? { status: 'ready', data: resultSlidesOf(partners, locale) }
      : status === 'failed'
        ? { status: 'failed', message: messages.winners.loadFailed }
        : { status: 'loading' };
  const record = draw?.draw?.record ?? null;
  return (
    <ResultsScreen
      slides={slides}
      onRetry={() => winners.send({ type: 'winners.refresh' })}
      drawProof={draw === null ? null : drawProofOf(draw)}
      onDownloadRecord={record === null ? undefined : () => downloadRecord(record)}
    />
  );
}

/**
 * /past-event (ours, docs/decisions/0180-past-players-read-their-event.md): what a player of an archived event
 * still reads of it, after logging in with that event's account or when the archive ended their session: that
 * it ended, its results (the results page's carousel) and prizes, and the public check of its draw. The server
 * answers by the past-event cookie it set then; without one, the page asks to log in.
 */
export function PastEventRoute() {
  const { game } = useServices();
  const { locale } = useLocale();
  const [answer, setAnswer] = useState<Loadable<PastEventResponse>>({ status: 'loading' });
  const load = useCallback(() => {
    setAnswer({ status: 'loading' });
    game
      .load()
      .then(({ api }) => api.getPastEvent())
      .then(
        ({ data }) => setAnswer({ status: 'ready', data }),
        (error: unknown) => setAnswer({ status: 'failed', message: errorNotification(error, messages.winners.loadFailed).content }),
      );
  }, [game]);
  useEffect(load, [load]);
  const text = messages.pastEvent;

  // Without the cookie, the server's answer says to log in with the event's account (the header links to login).
  if (answer.status !== 'ready')
    return (
      <section className="page" aria-labelledby="past-event-title">
        <h1 id="past-event-title">{messages.routeTitles.pastEvent}</h1>
        <LoadState value={answer} onRetry={load}>
          {() => null}
        </LoadState>
      </section>
    );
  const past = answer.data;
  const grouped = groupWinners(past.results);
  const date = new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'long' }).format(new Date(past.event.archived_at));
  return (
    <>
      <section className="page stack" aria-labelledby="past-event-title">
        <h1 id="past-event-title">{text.heading(pageText(past.event.name, past.event.name_fr, locale).text)}</h1>
        <p role="status">{text.ended(date)}</p>
        <a className="button" href={past.draw_check}>
          {text.checkDraw}
        </a>
      </section>
      <ResultsScreen slides={{ status: 'ready', data: grouped.ok ? resultSlidesOf(grouped.value, locale) : [] }} />
    </>
  );
}
