import { messages, winnerPartners, winnersStatus } from '@dubloon-quest/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useGame } from '../../../app/providers.js';
import type { Loadable } from '../../../components/feedback/loadable.js';
import { ResultsScreen, type ResultSlide } from '../components/results-screen.js';
import { resultSlidesOf } from './result-slides.js';

/** /results: core's winners machine fetches and groups the winners (main partners, then Other). */
export function ResultsRoute() {
  const { logic } = useGame();
  const { winners } = logic;
  const status = useSelector(winners, winnersStatus);
  const partners = useSelector(winners, winnerPartners);

  useEffect(() => {
    winners.send({ type: 'winners.open' });
  }, [winners]);

  const slides: Loadable<readonly ResultSlide[]> =
    partners !== null
      ? { status: 'ready', data: resultSlidesOf(partners) }
      : status === 'failed'
        ? { status: 'failed', message: messages.winners.loadFailed }
        : { status: 'loading' };
  return <ResultsScreen slides={slides} onRetry={() => winners.send({ type: 'winners.refresh' })} />;
}
