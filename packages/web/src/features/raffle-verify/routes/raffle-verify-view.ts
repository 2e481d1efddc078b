import { drawCheckText, type RaffleDrawResponse } from '@dubloon-quest/core';
import { type DrawCheck } from '@dubloon-quest/core/draw';
import type { CheckLine, CheckResultView, PublishedDrawView } from '../components/raffle-verify-screen.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';

const dateTimeFormat = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

/** The server's answer about the draw, ready to show. Pure. */
export function publishedDrawOf(response: RaffleDrawResponse, format: Intl.DateTimeFormat = dateTimeFormat()): PublishedDrawView {
  return {
    commitment: response.commitment && {
      value: response.commitment.commitment,
      date: format.format(new Date(response.commitment.committed_at)),
    },
    draw: response.draw && { date: format.format(new Date(response.draw.drawn_at)), recordPublished: response.draw.record !== null },
  };
}

/** A record's check (core's `checkDrawRecord`), worded for the page. Pure. */
export function checkResultOf(check: DrawCheck, source: string, publishedCommitment: string | null, format: Intl.DateTimeFormat = dateTimeFormat()): CheckResultView {
  const text = drawCheckText;
  const { verification } = check;
  if (!verification.ok) {
    return { source, matches: false, failure: verification.message, commitmentLines: [], summary: null, details: null };
  }
  const record = verification.value;
  const lines: CheckLine[] = [];
  if (check.published === 'matches') lines.push({ text: text.commitmentMatches, ok: true });
  if (check.published === 'differs') lines.push({ text: text.commitmentDiffers(publishedCommitment ?? ''), ok: false });
  if (check.published === 'late') lines.push({ text: text.commitmentLate, ok: false });
  if (check.noted === 'matches') lines.push({ text: text.noteMatches, ok: true });
  if (check.noted === 'differs') lines.push({ text: text.noteDiffers, ok: false });
  const winners = record.winners.reduce((sum, item) => sum + item.player_ids.length, 0);
  return {
    source,
    // The record checks out; a commitment that is not the one published before the draw (or the one the player
    // noted) proves nothing, so the page does not say "matches" then.
    matches: lines.every((line) => line.ok),
    failure: null,
    commitmentLines: lines,
    summary: text.summary(record.winners.length, winners),
    details: {
      secret: record.secret,
      snapshotHash: record.snapshot_hash,
      seed: record.seed,
      frozenAt: format.format(new Date(record.snapshot.frozen_at)),
      winners: record.winners.map((item) => ({ item: text.winnersOf(item.item_id), players: item.player_ids.join(', ') || '-' })),
    },
  };
}
