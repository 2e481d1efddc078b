import { consoleExportsText } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleExports } from './console-exports.js';

const text = consoleExportsText;
const files = text.files;

describe('ConsoleExports', () => {
  it('offers one button per export, and reports which one was pressed', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(
      <ConsoleExports
        exports={['players', 'winners']}
        running={null}
        failed={null}
        onDownload={onDownload}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: text.download(files.winners.title) }));
    expect(onDownload).toHaveBeenCalledWith('winners');
  });

  it('says which file is being prepared and keeps the others waiting', () => {
    render(
      <ConsoleExports exports={['players', 'meetup']} running="meetup" failed={null} onDownload={vi.fn()} />,
    );
    const card = screen.getByRole('article', { name: files.meetup.title });
    expect(within(card).getByRole('button')).toHaveAccessibleName(text.downloading(files.meetup.title));
    expect(within(card).getByRole('status')).toHaveTextContent(text.downloading(files.meetup.title));
    expect(screen.getByRole('button', { name: text.download(files.players.title) })).toBeDisabled();
  });

  it('shows the failure on the file that failed only', () => {
    render(
      <ConsoleExports exports={['players', 'meetup']} running={null} failed="players" onDownload={vi.fn()} />,
    );
    expect(screen.getByRole('article', { name: files.players.title })).toHaveTextContent(
      text.failed(files.players.title),
    );
    expect(screen.getByRole('article', { name: files.meetup.title })).not.toHaveTextContent(
      text.failed(files.meetup.title),
    );
  });
});
