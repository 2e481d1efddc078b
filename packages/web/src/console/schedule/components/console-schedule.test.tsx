import { consoleScheduleText, type ConsoleSchedule as ScheduleView } from '@dubloon-quest/core/console';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleSchedule, type ConsoleScheduleProps } from './console-schedule.js';
import { draftOf } from './console-schedule-form.js';

const text = consoleScheduleText;
const NOW = Date.parse('2026-04-21T12:00:00.000Z');
const timestamps = {
  game_start: '2026-04-21T11:00:00.000Z',
  review_start: '2026-04-22T12:00:00.000Z',
  review_end: '2026-04-22T13:00:00.000Z',
  game_end: '2026-04-22T14:00:00.000Z',
};
const schedule: ScheduleView = {
  event_name: 'Harbor Days',
  timestamps,
  source: 'demo',
  period: 'gameStart',
  ends_at: timestamps.review_start,
};

function props(overrides: Partial<ConsoleScheduleProps> = {}): ConsoleScheduleProps {
  return {
    schedule,
    current: { period: 'gameStart', endsAt: Date.parse(timestamps.review_start) },
    now: NOW,
    timeZone: { zone: 'America/Toronto', offset: 'UTC-04:00' },
    draft: draftOf(timestamps),
    errors: {},
    effect: text.effects.unchanged,
    dirty: false,
    changedElsewhere: false,
    busy: null,
    confirm: null,
    onChange: vi.fn(),
    onSave: vi.fn(),
    onReset: vi.fn(),
    onUnschedule: vi.fn(),
    onConfirm: vi.fn(),
    onCancelConfirm: vi.fn(),
    ...overrides,
  };
}

describe('ConsoleSchedule', () => {
  it('says where the schedule comes from, the period now, when it ends and the time zone', () => {
    render(<ConsoleSchedule {...props()} />);
    expect(screen.getByText(text.source.demo)).toBeInTheDocument();
    expect(screen.getByText('game start')).toBeInTheDocument();
    expect(screen.getByText(/\(in 1d 00:00:00\)$/)).toBeInTheDocument();
    expect(screen.getByText(text.timeZone('America/Toronto', 'UTC-04:00'))).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: text.tableCaption })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`${text.fields.pre_game}${text.notSet}`);
    expect(within(rows[2]!).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      timestamps.game_start,
    );
  });

  it('says when nothing is scheduled and offers no unscheduling', () => {
    render(
      <ConsoleSchedule
        {...props({
          schedule: { ...schedule, timestamps: null, period: null, ends_at: null },
          current: null,
          draft: draftOf(null),
        })}
      />,
    );
    expect(screen.getByText(text.notScheduled)).toBeInTheDocument();
    expect(screen.getByText(text.noPeriod)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.unschedule })).toBeDisabled();
  });

  it('reports each edit and saves from the form', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onChange = vi.fn();
    render(
      <ConsoleSchedule
        {...props({ dirty: true, onSave, onChange, effect: 'Players in game start move to review at once.' })}
      />,
    );
    expect(screen.getByText('Players in game start move to review at once.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(text.fields.pre_game), { target: { value: '2026-04-20T09:30' } });
    expect(onChange).toHaveBeenCalledWith('pre_game', '2026-04-20T09:30');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('shows progress while saving, with every button disabled', () => {
    render(<ConsoleSchedule {...props({ dirty: true, busy: 'save' })} />);
    expect(screen.getByRole('button', { name: text.saving })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.reset })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.unschedule })).toBeDisabled();
  });

  it('shows field errors under their field and the order error on the group', () => {
    render(
      <ConsoleSchedule
        {...props({
          dirty: true,
          errors: { timestamps: ['Out of order'], 'timestamps.pre_game': ['Too late'] },
        })}
      />,
    );
    expect(screen.getByLabelText(text.fields.pre_game)).toHaveAccessibleDescription(
      expect.stringContaining('Too late'),
    );
    expect(screen.getByLabelText(text.fields.pre_game)).toBeInvalid();
    expect(screen.getByRole('group', { name: text.formLegend })).toHaveAccessibleDescription('Out of order');
  });

  it('asks before moving the period, and tells a change made elsewhere', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancelConfirm = vi.fn();
    render(
      <ConsoleSchedule
        {...props({
          changedElsewhere: true,
          confirm: { kind: 'move', effect: 'Players move.' },
          onConfirm,
          onCancelConfirm,
        })}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: text.confirmMoveTitle });
    expect(dialog).toHaveTextContent(text.confirmMove('Players move.'));
    await user.click(within(dialog).getByRole('button', { name: text.confirmMoveLabel }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByText(text.changedElsewhere)).toBeInTheDocument();
  });
});
