import { messages } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import type { DemoLogin } from '../../../services/settings.js';
import { LoginScreen, type LoginScreenProps } from './login-screen.js';

const demo: DemoLogin = {
  accounts: [
    { role: 'Player', email: 'demo.player@example.com' },
    { role: 'Partner', email: 'demo.partner@example.com' },
    { role: 'Organizer', email: 'demo.organizer@example.com' },
  ],
  password: 'demo-password',
};

const props = (overrides: Partial<LoginScreenProps> = {}): LoginScreenProps => ({
  demo,
  submitting: false,
  onSubmit: vi.fn(),
  disclaimerOpen: false,
  onAcceptDisclaimer: vi.fn(),
  privacyUrl: '/privacy.html',
  sourceUrl: 'https://example.org/source',
  ...overrides,
});

describe('LoginScreen', () => {
  it('prefills the demo account in disabled fields and submits it (spec 2)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<LoginScreen {...props({ onSubmit })} />);
    const email = screen.getByLabelText(messages.ui.common.email);
    const password = screen.getByLabelText(messages.ui.common.password);
    expect(email).toBeDisabled();
    expect(email).toHaveValue('demo.player@example.com');
    expect(password).toBeDisabled();
    expect(password).toHaveValue(demo.password);
    await user.click(screen.getByRole('button', { name: messages.ui.login.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo.player@example.com', password: demo.password });
  });

  it("offers the demo's partner and organizer accounts, still locked, for a look at the console", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<LoginScreen {...props({ onSubmit })} />);
    const choices = screen.getByRole('group', { name: messages.ui.login.demoAs });
    expect(choices).toHaveAccessibleDescription(messages.ui.login.demoConsoleHint);
    expect(screen.getByRole('radio', { name: messages.ui.login.demoRoles.Player })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: messages.ui.login.demoRoles.Organizer }));
    expect(screen.getByLabelText(messages.ui.common.email)).toHaveValue('demo.organizer@example.com');
    expect(screen.getByLabelText(messages.ui.common.email)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: messages.ui.login.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo.organizer@example.com', password: demo.password });
  });

  it('lets the user type credentials outside demo mode', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<LoginScreen {...props({ demo: null, onSubmit })} />);
    await user.type(screen.getByLabelText(messages.ui.common.email), 'ann@example.com');
    await user.type(screen.getByLabelText(messages.ui.common.password), 'longenough');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'longenough' });
  });

  it('links to resend verification, forgot password, register and the privacy policy', () => {
    renderWithRouter(<LoginScreen {...props()} />);
    expect(screen.getByRole('link', { name: messages.ui.login.resendVerification })).toHaveAttribute('href', '/register/verify-email');
    expect(screen.getByRole('link', { name: messages.ui.login.forgotPassword })).toHaveAttribute('href', '/login/forgot');
    expect(screen.getByRole('link', { name: messages.ui.login.register })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: messages.ui.common.privacyPolicy })).toHaveAttribute('href', '/privacy.html');
  });

  it('shows field errors tied to their fields, and a busy button while submitting', () => {
    renderWithRouter(<LoginScreen {...props({ demo: null, submitting: true, errors: { email: [messages.validation.invalidEmail] } })} />);
    expect(screen.getByLabelText(messages.ui.common.email)).toHaveAccessibleDescription(messages.validation.invalidEmail);
    expect(screen.getByLabelText(messages.ui.common.email)).toBeInvalid();
    expect(screen.getByRole('button', { name: messages.ui.login.submitting })).toBeDisabled();
  });

  it('says when logging in could not start', () => {
    renderWithRouter(<LoginScreen {...props({ failure: messages.network.resourceLoadFailed })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.network.resourceLoadFailed);
  });

  it('shows the demo disclaimer with its links until it is accepted', async () => {
    const user = userEvent.setup();
    const onAcceptDisclaimer = vi.fn();
    renderWithRouter(<LoginScreen {...props({ disclaimerOpen: true, onAcceptDisclaimer })} />);
    const dialog = screen.getByRole('dialog', { name: messages.ui.disclaimer.title });
    expect(dialog).toHaveTextContent(messages.demo.disclaimer);
    expect(screen.getByRole('link', { name: messages.ui.disclaimer.sourceLink })).toHaveAttribute('href', 'https://example.org/source');
    await user.click(screen.getByRole('button', { name: messages.ui.disclaimer.accept }));
    expect(onAcceptDisclaimer).toHaveBeenCalledOnce();
  });
});
