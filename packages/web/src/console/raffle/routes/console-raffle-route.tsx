import {
  consoleRaffleText,
  type ConsoleDraw,
  type ConsoleItemStakesResponse,
  type ConsoleRaffleResponse,
  type ConsoleResultsResponse,
  type ConsoleSchedule,
} from '@dubloon-quest/core/console';
import { verifyDrawRecordText } from '@dubloon-quest/core/draw';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGameServices } from '../../../services/app-services.js';
import type { Loadable } from '@dubloon-quest/core';
import { useNotify } from '../../../hooks/use-notify.js';
import { downloadFile } from '../../shared/components/download-file.js';
import { useConsoleAction } from '../../shared/hooks/console-requests.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { ConsoleRaffle, type RaffleBusy } from '../components/console-raffle.js';
import type { FreshSecret } from '../components/console-raffle-commitment.js';
import type { RecordCheck } from '../components/console-raffle-draw.js';
import { raffleWindowAt, type DrawInput } from '../components/console-raffle-view.js';
import { useRaffleCalls } from '../calls/console-raffle-calls.js';

interface RaffleData {
  readonly raffle: ConsoleRaffleResponse;
  readonly schedule: ConsoleSchedule;
}

const mapLoadable = <From, To>(value: Loadable<From>, map: (data: From) => To): Loadable<To> =>
  value.status === 'ready' ? { status: 'ready', data: map(value.data) } : value;

/**
 * `/console/raffle` (organizers): loads the raffle (items, commitment, newest draw) with the schedule, and the
 * results; keeps the stakes live with the `raffle_totals` pushes; makes the commitment, the draw and the
 * publication one change at a time. The secret the server answers once is kept only in this screen's memory
 * until the organizer says it is saved: it is never stored in the browser. Records are checked with core's
 * `verifyDrawRecordText`, the same code players and the organizer tool run.
 */
export function ConsoleRaffleRoute() {
  const calls = useRaffleCalls();
  const game = useGameServices();
  const notify = useNotify();
  const action = useConsoleAction();
  const [pending, setPending] = useState<Exclude<RaffleBusy, null>>('commit');
  const [fresh, setFresh] = useState<FreshSecret | null>(null);
  const [check, setCheck] = useState<RecordCheck | null>(null);
  const [openItem, setOpenItem] = useState<number | null>(null);

  const data = useConsoleQuery<RaffleData>(async () => {
    const [raffle, schedule] = await Promise.all([
      calls.consoleGetRaffle(),
      calls.consoleGetSchedule(),
    ]);
    return { raffle, schedule };
  });
  const results = useConsoleQuery<ConsoleResultsResponse>(() => calls.consoleGetResults());
  const stakes = useConsoleQuery(
    () =>
      openItem === null
        ? Promise.resolve(null)
        : calls.consoleGetItemStakes({ params: { item_id: openItem } }),
    String(openItem),
  );

  const loaded = useRef<RaffleData | null>(null);
  // A refresh that fails (a push's reload on a flaky network) keeps what was shown, and a form being filled
  // in: the failure is said above it, with a way to try again.
  if (data.value.status === 'ready') loaded.current = data.value.data;
  const shown: Loadable<RaffleData> =
    data.value.status === 'failed' && loaded.current !== null
      ? { status: 'ready', data: loaded.current }
      : data.value;
  const refreshFailed = data.value.status === 'failed' && loaded.current !== null ? data.value.message : null;
  const updateRaffle = useCallback(
    (change: (raffle: ConsoleRaffleResponse) => ConsoleRaffleResponse) => {
      const current = loaded.current;
      if (current) data.replace({ ...current, raffle: change(current.raffle) });
      data.refresh();
    },
    [data],
  );

  // Stakes and the schedule change while the screen is open: follow them.
  const { refresh: refreshData } = data;
  const { refresh: refreshStakes } = stakes;
  useEffect(() => {
    if (!game) return;
    const offTotals = game.realtime.onRaffleTotals(() => {
      refreshData();
      refreshStakes();
    });
    const offSchedule = game.realtime.onScheduleChange(() => refreshData());
    return () => {
      offTotals();
      offSchedule();
    };
  }, [game, refreshData, refreshStakes]);

  // The secret exists nowhere else: ask before the page is closed or reloaded while it is shown.
  useEffect(() => {
    if (!fresh) return;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', keep);
    return () => removeEventListener('beforeunload', keep);
  }, [fresh]);

  // The raffle closes while the screen is open: show the draw form without the open-raffle warning then.
  const schedule = loaded.current?.schedule ?? null;
  const raffleWindow = schedule ? raffleWindowAt(schedule, Date.now()) : { open: false, closesAt: null };
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!raffleWindow.open || raffleWindow.closesAt === null) return;
    const wait = Date.parse(raffleWindow.closesAt) - Date.now();
    if (!(wait > 0 && wait < 2 ** 31 - 1)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [raffleWindow.open, raffleWindow.closesAt]);

  const start = (kind: Exclude<RaffleBusy, null>) => {
    if (!action.busy) setPending(kind);
  };

  const onCommit = (replace: boolean) => {
    start(replace ? 'replace' : 'commit');
    return action.run(() => calls.consoleCommitDraw({ body: { replace } }), {
      success: (made) => (made.replaced ? consoleRaffleText.commitment.replaced : made.message),
      onSuccess: (made) => {
        setFresh({ secret: made.secret, commitment: made.commitment });
        updateRaffle((raffle) => ({
          ...raffle,
          commitment: { commitment: made.commitment, created_at: made.created_at },
        }));
      },
    });
  };

  const onDraw = (input: DrawInput) => {
    start('draw');
    return action.run(
      () =>
        calls.consoleRunDraw({
          body: input.allowOpenRaffle
            ? { secret: input.secret, allow_open_raffle: true }
            : { secret: input.secret },
        }),
      {
        success: (drawn) => drawn.message,
        onSuccess: (drawn) => {
          setCheck(null);
          updateRaffle((raffle) => ({ ...raffle, draw: drawn.draw }));
          results.refresh();
        },
      },
    );
  };

  const onPublish = (published: boolean) => {
    start(published ? 'publish' : 'hold');
    return action.run(() => calls.consolePublishResults({ body: { published } }), {
      success: (answer) => answer.message,
      onSuccess: (answer) => {
        results.replace({ state: answer.state, published_at: answer.published_at, preview: answer.preview });
        updateRaffle((raffle) => ({ ...raffle, results_state: answer.state }));
      },
    });
  };

  const onCopy = (value: string, copied: string) => {
    const failed = (reason: string) => notify({ content: consoleRaffleText.copyFailed(reason), error: true });
    if (!('clipboard' in navigator)) {
      failed(consoleRaffleText.clipboardUnavailable);
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => notify({ content: copied }),
      (error: unknown) => failed(error instanceof Error ? error.message : String(error)),
    );
  };

  const onDownloadSecret = (secret: FreshSecret) => {
    const file = consoleRaffleText.secret.fileName(secret.commitment);
    downloadFile(file, `${secret.secret}\n`, 'text/plain');
    notify({ content: consoleRaffleText.secret.downloaded(file) });
  };

  const onDownloadRecord = (draw: ConsoleDraw) => {
    const file = consoleRaffleText.record.fileName(draw.drawn_at);
    // The record's canonical text exactly as stored: any other byte would fail its check.
    downloadFile(file, draw.record, 'application/json');
    notify({ content: consoleRaffleText.record.downloaded(file) });
  };

  const busy: RaffleBusy = action.busy ? pending : null;
  // Until the opened item's own stakes arrive (a quiet refresh keeps the previous item's), say they load.
  const stakesValue: Loadable<ConsoleItemStakesResponse> =
    stakes.value.status !== 'ready'
      ? stakes.value
      : stakes.value.data === null || stakes.value.data.item.item_id !== openItem
        ? { status: 'loading' }
        : { status: 'ready', data: stakes.value.data };
  return (
    <ConsoleRaffle
      raffle={mapLoadable(shown, (loadedData) => loadedData.raffle)}
      refreshFailed={refreshFailed}
      window={raffleWindow}
      onRetry={data.retry}
      onRefresh={() => {
        data.refresh();
        results.refresh();
        stakes.refresh();
      }}
      stakes={openItem === null ? null : { itemId: openItem, value: stakesValue }}
      onOpenStakes={setOpenItem}
      onRetryStakes={stakes.retry}
      fresh={fresh}
      busy={busy}
      onCommit={onCommit}
      onSecretSaved={() => setFresh(null)}
      onCopy={onCopy}
      onDownloadSecret={onDownloadSecret}
      drawErrors={pending === 'draw' ? action.errors : {}}
      onDrawEdit={action.clear}
      onDraw={onDraw}
      onDownloadRecord={onDownloadRecord}
      onCheckRecord={(text, what) => setCheck({ what, result: verifyDrawRecordText(text) })}
      check={check}
      onFileError={(message) => notify({ content: message, error: true })}
      results={results.value}
      onRetryResults={results.retry}
      onPublish={onPublish}
    />
  );
}
