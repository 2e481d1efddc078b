import { messages, winnerPartners, winnersStatus, type RaffleDrawResponse } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useGame } from '../../../services/app-services.js';
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
