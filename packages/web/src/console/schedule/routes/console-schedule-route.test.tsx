import { messages, serverMessages } from '@dubloon-quest/core';
import {
  consoleMessages,
  type ConsoleSchedule,
  consoleScheduleText,
  consoleShellText,
} from '@dubloon-quest/core/console';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { openConsole, type SeenRequest } from '../../../../test/console-test-app.js';
import { toLocalInput } from '../components/console-schedule-form.js';

const text = consoleScheduleText;
const HOUR = 3_600_000;

afterEach(() => vi.unstubAllGlobals());

/** A schedule in game start: started an hour ago, the review in a day. */
function runningSchedule(now = Date.now()): ConsoleSchedule {
  const iso = (hours: number) => new Date(now + hours * HOUR).toISOString();
  return {
    timestamps: {
      pre_game: iso(-2),
      game_start: iso(-1),
      review_start: iso(24),
      review_end: iso(25),
      game_end: iso(26),
    },
    event_name: 'Harbor Days',
    source: 'event',
    period: 'gameStart',
    ends_at: iso(24),
  };
}

/** The server's schedule calls: GET answers `current`, PATCH stores the body's timestamps and answers them. */
function scheduleServer(initial: ConsoleSchedule) {
  let current = initial;
  return {
    get current() {
      return current;
    },
    set(next: ConsoleSchedule) {
      current = next;
    },
    handle(request: SeenRequest) {
      if (request.path.startsWith('/console/event/name') && request.method === 'PATCH') {
        current = { ...current, event_name: (request.body as { name: string }).name.trim() };
        return Response.json(current);
      }
      if (!request.path.startsWith('/console/schedule')) return undefined;
      if (request.method === 'PATCH') {
        const { timestamps } = request.body as Pick<ConsoleSchedule, 'timestamps'>;
        current = { ...current, timestamps, source: 'console', period: timestamps ? 'reviewStart' : null, ends_at: null };
      }
      return Response.json(current);
    },
  };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('the Schedule screen', () => {
  it('shows the schedule in force, its source, the period now and the time zone', async () => {
    const server = scheduleServer(runningSchedule());
    await openConsole('/console/schedule', (request) => server.handle(request));

    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });
    expect(screen.getByText(text.source.event)).toBeInTheDocument();
    expect(screen.getByText(serverMessages.periodNames.gameStart)).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`^Times are in your time zone, ${new Intl.DateTimeFormat('en').resolvedOptions().timeZone}`),
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: text.tableCaption });
    // The header, the five boundaries, the challenge window's two ends and the meeting.
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(field(text.fields.review_start)).toHaveValue(
      toLocalInput(server.current.timestamps!.review_start),
    );
    expect(screen.getByText(text.effects.unchanged)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.save })).toBeDisabled();
  });

  it('asks before a change that moves the period, then saves it and shows the saved schedule', async () => {
    const server = scheduleServer(runningSchedule());
    const before = server.current.timestamps!;
    const { user, requests } = await openConsole('/console/schedule', (request) => server.handle(request));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });

    const reviewNow = toLocalInput(new Date(Date.now() - 60_000).toISOString());
    fireEvent.change(field(text.fields.review_start), { target: { value: reviewNow } });
    const effect = text.effects.move(
      serverMessages.periodNames.gameStart,
      serverMessages.periodNames.reviewStart,
    );
    expect(screen.getByText(effect)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.save }));
    const dialog = await screen.findByRole('alertdialog', { name: text.confirmMoveTitle });
    expect(dialog).toHaveTextContent(effect);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: text.confirmMoveLabel }));

    await screen.findByText(text.saved);
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe('/console/schedule');
    expect(patch.headers.get('x-xsrf-token')).toBeTruthy();
    expect(patch.body).toEqual({
      timestamps: { ...before, review_start: new Date(reviewNow).toISOString() },
    });
    expect(screen.getByText(text.source.console)).toBeInTheDocument();
    expect(screen.getByText(serverMessages.periodNames.reviewStart)).toBeInTheDocument();
    expect(field(text.fields.review_start)).toHaveValue(reviewNow);
    expect(screen.getByRole('button', { name: text.save })).toBeDisabled();
  });

  it("renames the event: core's check first, then the new name from the server's answer", async () => {
    const server = scheduleServer(runningSchedule());
    const { user, requests } = await openConsole('/console/schedule', (request) => server.handle(request));
    const name = await screen.findByLabelText(text.nameLabel, { selector: 'input' });
    expect(name).toHaveValue('Harbor Days');
    expect(screen.getByRole('button', { name: text.rename })).toBeDisabled();
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: text.rename }));
    expect(await screen.findByText(consoleMessages.schedule.eventNameLength)).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/console/event/name'))).toBe(false);
    await user.clear(name);
    await user.type(name, 'Harbor Days 2026');
    await user.click(screen.getByRole('button', { name: text.rename }));
    await screen.findByText(text.renamed);
    expect(requests.find((request) => request.path.startsWith('/console/event/name'))?.body).toEqual({
      name: 'Harbor Days 2026',
      name_fr: '',
    });
    expect(name).toHaveValue('Harbor Days 2026');
  });

  it('saves a change within the period without asking', async () => {
    const server = scheduleServer(runningSchedule());
    const { user, requests } = await openConsole('/console/schedule', (request) => server.handle(request));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });

    const later = toLocalInput(new Date(Date.now() + 48 * HOUR).toISOString());
    fireEvent.change(field(text.fields.game_end), { target: { value: later } });
    expect(screen.getByText(/^Players stay in game start; it now ends at/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.save }));
    await screen.findByText(text.saved);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      (requests.find((request) => request.method === 'PATCH')!.body as ConsoleSchedule).timestamps!.game_end,
    ).toBe(new Date(later).toISOString());
  });

  it("checks the order with core's rule before saving, and sends nothing", async () => {
    const server = scheduleServer(runningSchedule());
    const { user, requests } = await openConsole('/console/schedule', (request) => server.handle(request));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });

    fireEvent.change(field(text.fields.game_end), {
      target: { value: toLocalInput(new Date().toISOString()) },
    });
    expect(screen.getByText(text.effects.invalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(messages.period.unorderedTimestamps)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: text.formLegend })).toHaveAccessibleDescription(
      messages.period.unorderedTimestamps,
    );
    fireEvent.change(field(text.fields.game_start), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(field(text.fields.game_start)).toHaveAccessibleDescription(expect.stringContaining(consoleMessages.content.required));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it("shows the server's field errors under the field and keeps the edits", async () => {
    const server = scheduleServer(runningSchedule());
    const { user } = await openConsole('/console/schedule', (request) =>
      request.method === 'PATCH'
        ? Response.json(
            {
              message: 'The given data was invalid.',
              errors: { 'timestamps.game_end': ['The server says no'] },
            },
            { status: 422 },
          )
        : server.handle(request),
    );
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });
    const later = toLocalInput(new Date(Date.now() + 48 * HOUR).toISOString());
    fireEvent.change(field(text.fields.game_end), { target: { value: later } });
    await user.click(screen.getByRole('button', { name: text.save }));

    await waitFor(() =>
      expect(field(text.fields.game_end)).toHaveAccessibleDescription(
        expect.stringContaining('The server says no'),
      ),
    );
    expect(field(text.fields.game_end)).toHaveValue(later);
    expect(screen.getByRole('button', { name: text.save })).toBeEnabled();
  });

  it('unschedules the event after a confirmation', async () => {
    const server = scheduleServer(runningSchedule());
    const { user, requests } = await openConsole('/console/schedule', (request) => server.handle(request));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });
    await user.click(screen.getByRole('button', { name: text.unschedule }));
    const dialog = await screen.findByRole('alertdialog', { name: text.confirmUnscheduleTitle });
    await user.click(within(dialog).getByRole('button', { name: text.confirmUnscheduleLabel }));
    await screen.findByText(text.unscheduled);
    expect(requests.find((request) => request.method === 'PATCH')!.body).toEqual({ timestamps: null });
    expect(screen.getByText(text.notScheduled)).toBeInTheDocument();
    expect(screen.getByText(text.noPeriod)).toBeInTheDocument();
  });

  it('follows a schedule change pushed by the server, and keeps edits in progress', async () => {
    const server = scheduleServer(runningSchedule());
    const app = await openConsole('/console/schedule', (request) => server.handle(request));
    await screen.findByRole('heading', { level: 1, name: consoleShellText.screens.schedule });
    await app.flushRealtime();

    const moved = runningSchedule(Date.now() + 5 * HOUR);
    server.set({ ...moved, source: 'console' });
    app.server.setTimestamps(moved.timestamps!);
    await app.flushRealtime();
    await waitFor(() =>
      expect(field(text.fields.game_end)).toHaveValue(toLocalInput(moved.timestamps!.game_end)),
    );
    expect(screen.getByText(text.source.console)).toBeInTheDocument();

    const edit = toLocalInput(new Date(Date.now() + 60 * HOUR).toISOString());
    fireEvent.change(field(text.fields.game_end), { target: { value: edit } });
    const again = runningSchedule(Date.now() + 6 * HOUR);
    server.set({ ...again, source: 'console' });
    app.server.setTimestamps(again.timestamps!);
    await app.flushRealtime();
    await screen.findByText(text.changedElsewhere);
    expect(field(text.fields.game_end)).toHaveValue(edit);
  });
});
