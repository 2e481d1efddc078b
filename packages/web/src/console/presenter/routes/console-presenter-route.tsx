import {
  formatDateTimeNamed,
  messages,
  PATHS,
  type Loadable,
  type RaffleDrawResponse,
  type RaffleItem,
  type ResultsResponse,
} from '@dubloon-quest/core';
import { consolePresenterText, presenterStage, revealReducer, startReveal, type RevealAction, type RevealState } from '@dubloon-quest/core/console';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGame } from '../../../services/app-services.js';
import { pageText } from '../../../locale/content-text.js';
import { useLocale } from '../../../locale/locale-context.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { usePresenterCalls } from '../calls/console-presenter-calls.js';
import { ConsolePresenter, type CommitmentView, type PresenterContent } from '../components/console-presenter.js';
import { presenterKeyAction, prizeTotalsOf, revealPrizesOf, withTotals } from '../components/console-presenter-view.js';

/** How often the page asks the public answers again while no push says they changed: a commitment, a draw. */
const POLL_MS = 15_000;

interface PublicAnswers {
  readonly results: ResultsResponse;
  readonly draw: RaffleDrawResponse;
}

/** The last data a query loaded: a background refresh that fails keeps what the projector shows. */
function useLastReady<Data>(value: Loadable<Data>): Loadable<Data> {
  const last = useRef<Data | null>(null);
  if (value.status === 'ready') last.current = value.data;
  return value.status === 'failed' && last.current !== null ? { status: 'ready', data: last.current } : value;
}

const commitmentOf = (draw: RaffleDrawResponse): CommitmentView | null =>
  draw.commitment && { value: draw.commitment.commitment, date: formatDateTimeNamed(draw.commitment.committed_at) };

/** Whether a key press lands on a control that handles Space and Enter itself. */
const isControl = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.closest('button, a, input, select, textarea, summary') !== null;

/**
 * `/console/presenter` (organizers; decision 0159): reads only what the public pages read. The game's own
 * answers: `GET /game/results` (what the results page shows), `GET /game/raffle/draw` (the draw check page's
 * answer) and, while the raffle is open, `GET /game/raffle/items` (the raffle page's prizes and totals), kept
 * live by the `raffle_totals` pushes; from the console only the schedule, for the event's name and period.
 * Results published (`results_published`) or a schedule change (`schedule_change`) load again at once; the draw's
 * commitment and the draw itself are pushed to nobody, so the public answers (and the totals, should the socket
 * drop) are asked again every 15 s until the reveal. The reveal is core's `revealReducer`, driven by the buttons and the keys (→, Space, Enter: next;
 * ←: back; Home: start again; F: full screen).
 */
export function ConsolePresenterRoute() {
  const { api, realtime } = useGame();
  const calls = usePresenterCalls();
  const { locale } = useLocale();

  const schedule = useConsoleQuery(() => calls.consoleGetSchedule());
  const answers = useConsoleQuery<PublicAnswers>(async () => {
    const [results, draw] = await Promise.all([api.getResults(), api.getRaffleDraw()]);
    return { results: results.data, draw: draw.data };
  });
  const shownSchedule = useLastReady(schedule.value);
  const shownAnswers = useLastReady(answers.value);

  const stage =
    shownSchedule.status === 'ready' && shownAnswers.status === 'ready'
      ? presenterStage({ period: shownSchedule.data.period, ...shownAnswers.data })
      : null;
  const live = stage?.kind === 'live';

  const items = useConsoleQuery<readonly RaffleItem[] | null>(
    () => (live ? api.getRaffleItems().then(({ data }) => data) : Promise.resolve(null)),
    live ? 'live' : 'closed',
  );
  const [totals, setTotals] = useState<readonly RaffleItem[] | null>(null);
  const loadedItems = items.value.status === 'ready' ? items.value.data : null;
  useEffect(() => setTotals(loadedItems), [loadedItems]);

  // Other players' stakes, within a second (decision 0027); results and schedule changes at once.
  const { refresh: refreshSchedule } = schedule;
  const { refresh: refreshAnswers } = answers;
  useEffect(() => {
    const offTotals = realtime.onRaffleTotals((event) => setTotals((current) => (current ? withTotals(current, event) : current)));
    const offResults = realtime.onResultsPublished(() => refreshAnswers());
    const offSchedule = realtime.onScheduleChange(() => {
      refreshSchedule();
      refreshAnswers();
    });
    return () => {
      offTotals();
      offResults();
      offSchedule();
    };
  }, [realtime, refreshAnswers, refreshSchedule]);
  // Also the totals: a projector whose socket dropped still catches up within the interval.
  const revealing = stage?.kind === 'reveal';
  const { refresh: refreshItems } = items;
  useEffect(() => {
    if (revealing) return;
    const timer = setInterval(() => {
      refreshAnswers();
      if (live) refreshItems();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [revealing, live, refreshAnswers, refreshItems]);

  const prizes = useMemo(
    () => (shownAnswers.status === 'ready' ? revealPrizesOf(shownAnswers.data.results, locale) : []),
    [shownAnswers, locale],
  );
  const [reveal, setReveal] = useState<RevealState>(() => startReveal(0));
  // The number of prizes is known once the results are: the step shown stays where it was.
  useEffect(() => setReveal((shown) => (shown.items === prizes.length ? shown : startReveal(prizes.length, shown))), [prizes.length]);
  const move = useCallback((action: RevealAction) => setReveal((shown) => revealReducer(shown, action)), []);

  const fullScreen = useFullScreen();
  const { toggle: toggleFullScreen } = fullScreen ?? {};
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = presenterKeyAction(event, { revealing, onControl: isControl(event.target) });
      if (action === null || (action.type === 'fullScreen' && !toggleFullScreen)) return;
      event.preventDefault();
      if (action.type === 'fullScreen') toggleFullScreen?.();
      else move(action);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [revealing, move, toggleFullScreen]);

  // The event's French name on a French page where the organizers wrote one (decision 0176).
  const shownName = shownSchedule.status === 'ready' ? pageText(shownSchedule.data.event_name, shownSchedule.data.event_name_fr, locale) : null;
  const eventName = shownName?.text ?? null;
  useEffect(() => {
    document.title = messages.ui.pageTitle(eventName ? `${consolePresenterText.title} · ${eventName}` : consolePresenterText.title);
  }, [eventName]);

  const failed = [shownSchedule, shownAnswers].find((value) => value.status === 'failed');
  const retry = () => {
    schedule.retry();
    answers.retry();
  };
  let content: PresenterContent;
  if (failed?.status === 'failed') content = { kind: 'failed', message: failed.message, onRetry: retry };
  else if (stage === null || shownAnswers.status !== 'ready') content = { kind: 'loading' };
  else {
    const commitment = commitmentOf(shownAnswers.data.draw);
    switch (stage.kind) {
      case 'notOpen':
        content = { kind: 'notOpen', commitment };
        break;
      case 'live':
        content = {
          kind: 'live',
          prizes: totals ? { status: 'ready', data: prizeTotalsOf(totals, locale) } : items.value.status === 'failed' ? items.value : { status: 'loading' },
          onRetry: items.retry,
          commitment,
        };
        break;
      case 'waiting':
        content = { kind: 'waiting', drawn: stage.drawn, commitment };
        break;
      case 'reveal':
        content = commitment
          ? {
              kind: 'reveal',
              reveal,
              prizes,
              commitment,
              // The draw by its commitment: the same address checks it after the event is archived (decision 0180).
              verifyUrl: `${window.location.origin}${PATHS.raffleVerify}?draw=${commitment.value.slice(0, 16)}`,
              onNext: () => move({ type: 'next' }),
              onBack: () => move({ type: 'back' }),
              onRestart: () => move({ type: 'restart' }),
            }
          : { kind: 'waiting', drawn: true, commitment };
        break;
    }
  }
  return <ConsolePresenter eventName={eventName} eventNameLang={shownName?.lang} content={content} fullScreen={fullScreen} />;
}

/** The browser's full screen for the page, when it offers one: whether it is on, and a switch. */
function useFullScreen(): { active: boolean; toggle: () => void } | null {
  const available = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => available && document.fullscreenElement !== null);
  useEffect(() => {
    if (!available) return;
    const follow = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [available]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  return useMemo(() => (available ? { active, toggle } : null), [available, active, toggle]);
}
