import { gamePeriodAt, isFeatureOpen, type ValidationErrors } from '@dubloon-quest/core';
import { consoleMessages, consoleRaffleText, type ConsoleSchedule } from '@dubloon-quest/core/console';
import { drawMessages, isDrawSecret, verifyCommitment } from '@dubloon-quest/core/draw';
import { readerLanguageTag } from '../../../locale/catalogues.js';

const timeFormat = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as the console shows it (the browser's language and time zone). Pure for a given locale. */
export function formatConsoleTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat().format(date);
}

/**
 * A player's chance on an item as the stakes table shows it: exact for one prize, "at least" for several
 * (core's `chanceOfWinning` is then a lower bound, decision 0071) unless it is certain. Pure.
 */
export function chanceText(chance: number, prizes: number): string {
  const text = consoleRaffleText.stakes;
  return prizes > 1 && chance < 1 ? text.atLeast(chance) : text.exact(chance);
}

/** Whether the raffle is open now, by the schedule in force, and when it closes (the server refuses a draw then). */
export interface RaffleWindow {
  readonly open: boolean;
  readonly closesAt: string | null;
}

/** The raffle's window at `nowMs` from the console's schedule: open during game start, as the server decides. Pure. */
export function raffleWindowAt(schedule: ConsoleSchedule, nowMs: number): RaffleWindow {
  if (schedule.timestamps === null) return { open: false, closesAt: null };
  const { period } = gamePeriodAt(schedule.timestamps, nowMs);
  return { open: isFeatureOpen('raffle', period), closesAt: schedule.timestamps.review_start };
}

/** What the draw form sends. */
export interface DrawInput {
  readonly secret: string;
  readonly allowOpenRaffle: boolean;
}

/**
 * The draw form's errors, by field, with the server's own checks and texts: the secret's form (core's
 * `isDrawSecret`), the secret against the commitment in force (`verifyCommitment`), and the raffle still open
 * without the organizer's explicit consent. Empty when the server would accept the draw. Pure.
 */
export function drawInputErrors(input: DrawInput, commitment: string, raffleOpen: boolean): ValidationErrors {
  const errors: ValidationErrors = {};
  const secret = input.secret.trim();
  if (!isDrawSecret(secret)) errors.secret = [drawMessages.invalidSecret];
  else if (!verifyCommitment(secret, commitment)) errors.secret = [consoleMessages.raffle.secretMismatch];
  if (raffleOpen && !input.allowOpenRaffle)
    errors.allow_open_raffle = [consoleRaffleText.draw.allowOpenRequired];
  return errors;
}
