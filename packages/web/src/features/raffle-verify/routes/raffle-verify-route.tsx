import { createPublicDrawApi } from '@dubloon-quest/adapters/http';
import { drawCheckText, errorNotification, type GameApi, type RaffleDrawResponse } from '@dubloon-quest/core';
import { checkDrawRecord } from '@dubloon-quest/core/draw';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Loadable } from '@dubloon-quest/core';
import { RaffleVerifyScreen, type CheckState } from '../components/raffle-verify-screen.js';
import { checkResultOf, publishedDrawOf } from './raffle-verify-view.js';
import { registerCatalogues } from '../../../locale/catalogues.js';
import { contractCatalogues } from '../../../locale/contract-catalogues.js';

// A record file that is not a draw's is described by the contract's texts, in the reader's language: this page loads
// no API module (`lib/api.ts`), which registers them for the other pages.
void registerCatalogues(contractCatalogues);

/**
 * The one call this page makes, without the full HTTP adapter (every call's schema and ky): a visitor who only
 * checks the draw downloads the draw's code and this call, nothing else (docs/decisions/0051).
 */
const defaultApi = createPublicDrawApi();

/** Lets the browser paint the progress before the draw is recomputed on the main thread. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  });
}

/**
 * /raffle/verify, open to anyone (core's route table: restriction 0), logged in or not, in every period: fairness
 * must not depend on an account or on the game still running. It loads the draw the server publishes
 * (`GET /game/raffle/draw`, no login) without the game logic, and recomputes the
 * published record as soon as it arrives (with `?event=<id>`, an archived event's draw), or a record file the player picks, with core's `checkDrawRecord`
 * (its `verifyDrawRecordText`, the very code the organizers drew with), in the browser. The check is synchronous
 * and runs on the main thread once the progress line is painted. Measured in Node (core's pure-TypeScript
 * SHA-256): 80,000 stakes (40 items, 2,000 players each, a 2.4 MB record) take about 2 s; a usual event
 * (thousands of stakes) a fraction of a second. A record that large would freeze the page for that long: moving
 * the check into a Web Worker is the next step if events grow so big.
 */
export function RaffleVerifyRoute({ api: given }: { api?: Pick<GameApi, 'getRaffleDraw'> } = {}) {
  // `?event=<id>`: an archived event's draw, as it was archived (docs/decisions/0110-event-after-event.md).
  const [params] = useSearchParams();
  const event = /^[1-9]\d{0,9}$/.test(params.get('event') ?? '') ? Number(params.get('event')) : null;
  // `?draw=<hex>`: a draw by its commitment's start, the presenter's QR code (in play or archived since; decision 0180).
  const draw = /^[0-9a-f]{16,64}$/.test(params.get('draw') ?? '') ? params.get('draw')! : null;
  const api = useMemo(
    () => given ?? (event !== null ? createPublicDrawApi({ eventId: event }) : draw !== null ? createPublicDrawApi({ draw }) : defaultApi),
    [given, event, draw],
  );
  const [answer, setAnswer] = useState<Loadable<RaffleDrawResponse>>({ status: 'loading' });
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const [noted, setNoted] = useState('');
  const latest = useRef(0);
  const autoChecked = useRef(false);

  const load = useCallback(() => {
    setAnswer({ status: 'loading' });
    api.getRaffleDraw().then(
      ({ data }) => setAnswer({ status: 'ready', data }),
      (error: unknown) => setAnswer({ status: 'failed', message: errorNotification(error, drawCheckText.loadFailed).content }),
    );
  }, [api]);
  useEffect(load, [load]);

  const published = answer.status === 'ready' ? answer.data : null;
  const run = useCallback(
    async (source: string, read: () => Promise<string>) => {
      const run = ++latest.current;
      setCheck({ status: 'checking', source });
      let text: string;
      try {
        text = await read();
      } catch {
        if (run === latest.current)
          setCheck({ status: 'done', result: { source, matches: false, failure: drawCheckText.fileUnreadable, commitmentLines: [], summary: null, details: null } });
        return;
      }
      await nextPaint();
      if (run !== latest.current) return;
      const outcome = checkDrawRecord(text, { published: published?.commitment ?? null, noted });
      setCheck({ status: 'done', result: checkResultOf(outcome, source, published?.commitment?.commitment ?? null) });
    },
    [published, noted],
  );

  const record = published?.draw?.record ?? null;
  const checkPublished = useCallback(() => {
    if (record !== null) void run(drawCheckText.publishedRecord, () => Promise.resolve(record));
  }, [record, run]);

  // The published record is checked as soon as it arrives: that is what the player came for.
  useEffect(() => {
    if (record === null || autoChecked.current) return;
    autoChecked.current = true;
    checkPublished();
  }, [record, checkPublished]);

  return (
    <RaffleVerifyScreen
      published={answer.status === 'ready' ? { status: 'ready', data: publishedDrawOf(answer.data) } : answer}
      onRetry={load}
      check={check}
      noted={noted}
      onNotedChange={setNoted}
      onCheckPublished={checkPublished}
      onCheckFile={(file) => void run(file.name, () => file.text())}
    />
  );
}
