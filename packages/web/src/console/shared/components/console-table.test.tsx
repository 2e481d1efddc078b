import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleTable } from './console-table.js';

const columns = [
  { header: 'Name', cell: (row: { name: string; coins: number }) => row.name },
  { header: 'Coins', cell: (row: { name: string; coins: number }) => row.coins, numeric: true },
];

describe('ConsoleTable', () => {
  it('is a captioned table in a focusable scrolling region, numbers aligned right', () => {
    render(
      <ConsoleTable
        caption="Players"
        columns={columns}
        rows={[{ name: 'Ana', coins: 12 }]}
        rowKey={(row) => row.name}
      />,
    );
    const region = screen.getByRole('region', { name: 'Players' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Players' });
    expect(within(table).getByRole('columnheader', { name: 'Coins' })).toHaveClass('number');
    expect(within(table).getByRole('row', { name: 'Ana 12' })).toBeInTheDocument();
  });

  it('names each cell\'s column in data-label, which a phone shows beside the value, and keeps the roles', () => {
    render(
      <ConsoleTable
        caption="Players"
        columns={columns}
        rows={[{ name: 'Ana', coins: 12 }]}
        rowKey={(row) => row.name}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Name', 'Ana'],
      ['Coins', '12'],
    ]);
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2);
  });

  it('says so instead of showing an empty table', () => {
    render(
      <ConsoleTable
        caption="Players"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.name}
        empty="No players match"
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No players match')).toBeInTheDocument();
  });
});
