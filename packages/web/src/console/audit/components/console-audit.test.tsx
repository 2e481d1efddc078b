import { consoleAuditText, consoleExportsText, messages, type ConsoleAuditEntry } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleAudit, NO_FILTERS, type ConsoleAuditProps } from './console-audit.js';

const text = consoleAuditText;

const entry = (overrides: Partial<ConsoleAuditEntry>): ConsoleAuditEntry => ({
  id: 1,
  at: '2026-04-21T20:00:00.000Z',
  actor: { user_id: 2, email: 'lead@event.example', role: 'Organizer' },
  action: 'items.create',
  target: 'item:5',
  before: null,
  after: { name: 'Headphones', partner: 'Harbor Tech' },
  ...overrides,
});

function props(overrides: Partial<ConsoleAuditProps> = {}): ConsoleAuditProps {
  return {
    filters: NO_FILTERS,
    page: { status: 'ready', data: { entries: [], next_before_id: null } },
    onRetry: vi.fn(),
    onApply: vi.fn(),
    onClear: vi.fn(),
    paged: false,
    canGoNewer: false,
    onNewest: vi.fn(),
    onNewer: vi.fn(),
    onOlder: vi.fn(),
    exportRunning: null,
    exportFailed: null,
    onExport: vi.fn(),
    formatInstant: (iso) => `at ${iso}`,
    ...overrides,
  };
}

describe('ConsoleAudit', () => {
  it('tells an empty log from filters that match nothing', () => {
    const { unmount } = render(<ConsoleAudit {...props()} />);
    expect(screen.getByText(text.emptyLog)).toBeInTheDocument();
    unmount();
    render(<ConsoleAudit {...props({ filters: { ...NO_FILTERS, actor: 'nobody' } })} />);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(screen.getByLabelText(text.actor)).toHaveValue('nobody');
  });

  it('shows creations, removals, nothing recorded, and cuts long changes short', () => {
    const entries = [
      entry({ id: 4 }),
      entry({ id: 3, action: 'items.retire', before: { name: 'Headphones' }, after: null }),
      entry({
        id: 2,
        action: 'players.kick',
        before: null,
        after: null,
        actor: { user_id: null, email: 'cli', role: 'Organizer' },
      }),
      entry({
        id: 1,
        action: 'items.update',
        before: { a: 1, b: 1, c: 1, d: 1, e: 1 },
        after: { a: 2, b: 2, c: 2, d: 2, e: 2 },
      }),
    ];
    render(<ConsoleAudit {...props({ page: { status: 'ready', data: { entries, next_before_id: 1 } } })} />);
    const rows = within(screen.getByRole('table', { name: text.caption(4) }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(text.created);
    expect(rows[0]).toHaveTextContent('name Headphones');
    expect(rows[0]).toHaveTextContent('at 2026-04-21T20:00:00.000Z');
    expect(rows[1]).toHaveTextContent(text.removed);
    expect(rows[2]).toHaveTextContent(text.noChange);
    expect(rows[2]).toHaveTextContent(text.organizerTool);
    expect(rows[3]).toHaveTextContent(text.changedFields(5));
    expect(rows[3]).toHaveTextContent(text.more(2));
    expect(within(rows[3]!).getAllByRole('listitem')).toHaveLength(4);
  });

  it('offers the pages it can reach', async () => {
    const user = userEvent.setup();
    const onOlder = vi.fn();
    const onNewer = vi.fn();
    render(
      <ConsoleAudit
        {...props({
          paged: true,
          canGoNewer: true,
          onOlder,
          onNewer,
          page: { status: 'ready', data: { entries: [entry({ id: 40 })], next_before_id: 40 } },
        })}
      />,
    );
    const pages = screen.getByRole('navigation', { name: text.pages });
    expect(within(pages).getByRole('button', { name: text.newest })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: text.older }));
    expect(onOlder).toHaveBeenCalledWith(40);
    await user.click(within(pages).getByRole('button', { name: text.newer }));
    expect(onNewer).toHaveBeenCalledOnce();
  });

  it('applies the filters typed, trimmed, and clears them', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClear = vi.fn();
    render(<ConsoleAudit {...props({ onApply, onClear })} />);
    await user.selectOptions(screen.getByLabelText(text.action), 'schedule.');
    await user.type(screen.getByLabelText(text.target), ' schedule ');
    await user.click(screen.getByRole('button', { name: text.apply }));
    expect(onApply).toHaveBeenCalledWith({ action: 'schedule.', actor: '', target: 'schedule' });
    await user.click(screen.getByRole('button', { name: text.clear }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows the loading state, a failure with retry, and the export in progress', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<ConsoleAudit {...props({ page: { status: 'loading' } })} />);
    expect(screen.getByText(messages.ui.common.loading)).toHaveAttribute('role', 'status');
    rerender(
      <ConsoleAudit
        {...props({ page: { status: 'failed', message: 'Down' }, onRetry, exportRunning: 'audit' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(
      screen.getByRole('button', {
        name: consoleExportsText.downloading(consoleExportsText.files.audit.title),
      }),
    ).toBeDisabled();
  });
});
