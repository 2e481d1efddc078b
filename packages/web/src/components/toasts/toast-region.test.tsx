import { messages } from '@dubloon-quest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region.js';

describe('ToastRegion', () => {
  it('announces errors as alerts and successes as status messages', () => {
    render(
      <ToastRegion
        toasts={[
          { id: 'a', error: true, content: messages.network.unexpectedServer },
          { id: 'b', error: false, content: messages.profile.updated },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    expect(within(screen.getByRole('alert')).getByText(messages.network.unexpectedServer)).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(messages.profile.updated)).toBeInTheDocument();
  });

  it('keeps both live regions mounted when there is nothing to say, so the first toast is announced', () => {
    render(<ToastRegion toasts={[]} onDismiss={vi.fn()} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('dismisses a toast by its id and marks a closing one for the fade-out', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={[{ id: 'x1', error: false, content: 'Saved', closing: true }]} onDismiss={onDismiss} />);
    expect(screen.getByText('Saved').parentElement).toHaveClass('toast--closing');
    await user.click(screen.getByRole('button', { name: messages.ui.shell.dismissNotification }));
    expect(onDismiss).toHaveBeenCalledWith('x1');
  });
});
