import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Sections"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'a', label: 'Video', panel: <p>video panel</p> },
        { key: 'b', label: 'Challenge', panel: <p>challenge panel</p> },
        { key: 'c', label: 'Q&A Wrap-Up', panel: <p>meetup panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected panel, labelled by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Video' })).toHaveTextContent('video panel');
  });

  it('moves with the arrow keys, Home and End, wrapping around, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Challenge' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('challenge panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Q&A Wrap-Up' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Q&A Wrap-Up' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab by click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Q&A Wrap-Up' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('meetup panel');
  });
});
