import { messages } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { ForgotScreen } from './forgot-screen.js';
import { VerifyEmailScreen } from './verify-email-screen.js';

describe.each([
  ['VerifyEmailScreen', VerifyEmailScreen, messages.ui.verifyEmail],
  ['ForgotScreen', ForgotScreen, messages.ui.forgot],
] as const)('%s', (_name, Screen, text) => {
  it('sends the typed address', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<Screen sending={false} expiry={null} notice={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.heading);
    await user.type(screen.getByLabelText(messages.ui.common.email), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).toHaveBeenCalledWith('ann@example.com');
  });

  it('counts the 10-minute link expiry down, then says it expired (spec 2 and 9)', () => {
    const { rerender } = renderWithRouter(<Screen sending={false} expiry={{ time: '00:10:00' }} notice={null} onSubmit={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent(`${messages.ui.countdown.expiresIn} 00:10:00`);
    rerender(<Screen sending={false} expiry="expired" notice={null} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(messages.ui.countdown.expired)).toBeInTheDocument();
  });

  it('says the mail was sent, or why it was not', () => {
    const { rerender } = renderWithRouter(
      <Screen sending={false} expiry={{ time: '00:10:00' }} notice={{ kind: 'success', text: messages.auth.verificationSent }} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(messages.auth.verificationSent);
    rerender(<Screen sending={false} expiry={null} notice={{ kind: 'error', text: messages.network.offline }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.offline);
  });

  it('disables the button while sending and shows the email errors', () => {
    renderWithRouter(<Screen sending expiry={null} notice={null} emailErrors={[messages.validation.notAValidEmail]} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: text.sending })).toBeDisabled();
    expect(screen.getByLabelText(messages.ui.common.email)).toHaveAccessibleDescription(messages.validation.notAValidEmail);
  });
});
