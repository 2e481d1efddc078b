import { messages, playersInBulkText } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { ResetScreen } from './reset-screen.js';

const text = messages.ui.reset;

describe('ResetScreen', () => {
  it('says the link is invalid without a token, and offers no form (spec 5)', () => {
    renderWithRouter(<ResetScreen hasToken={false} submitting={false} notice={null} onSubmit={vi.fn()} />);
    expect(
      screen.getByText('The reset link is invalid. Please ensure you accessed this page through the link provided in your email.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(text.password)).not.toBeInTheDocument();
  });

  it('sends the new password and its confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<ResetScreen hasToken submitting={false} notice={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(text.password), 'newsecret1');
    await user.type(screen.getByLabelText(text.passwordConfirmation), 'newsecret1');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ email: '', name: '', password: 'newsecret1', password_confirmation: 'newsecret1' });
  });

  it('says an invitation is one: its heading, what the link is for, and "Set my password" (no word of a reset)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<ResetScreen hasToken invitation submitting={false} notice={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.invitationHeading);
    expect(screen.getByText(text.invitationIntro)).toBeInTheDocument();
    expect(screen.queryByText(/reset/i)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(text.password), 'newsecret1');
    await user.type(screen.getByLabelText(text.passwordConfirmation), 'newsecret1');
    await user.click(screen.getByRole('button', { name: text.invitationSubmit }));
    expect(onSubmit).toHaveBeenCalledWith({ email: '', name: '', password: 'newsecret1', password_confirmation: 'newsecret1' });
  });

  it("speaks to a player on an imported player's invitation (issue 32), not to one who runs the event", () => {
    renderWithRouter(<ResetScreen hasToken invitation player submitting={false} notice={null} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.invitationHeading);
    expect(screen.getByText(playersInBulkText.invitationIntro)).toBeInTheDocument();
    expect(screen.queryByText(text.invitationIntro)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.invitationSubmit })).toBeInTheDocument();
  });

  it("says the first organizer's link is an invitation to become the event's first organizer, and asks for the address and name", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<ResetScreen hasToken firstOrganizer submitting={false} notice={null} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.invitationHeading);
    expect(screen.getByText(text.firstOrganizerIntro)).toHaveTextContent("invited to become this event's first organizer");
    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(text.nameHint);
    await user.type(screen.getByLabelText(text.email), 'olivia@example.org');
    await user.type(screen.getByLabelText(text.password), 'newsecret1');
    await user.type(screen.getByLabelText(text.passwordConfirmation), 'newsecret1');
    await user.click(screen.getByRole('button', { name: text.firstOrganizerSubmit }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'olivia@example.org', name: '', password: 'newsecret1', password_confirmation: 'newsecret1' });
  });

  it('shows the first organizer form\'s refusals on their fields', () => {
    renderWithRouter(
      <ResetScreen
        hasToken
        firstOrganizer
        submitting={false}
        notice={null}
        errors={{ email: [messages.validation.invalidEmail], name: [messages.validation.nameTooShort] }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(messages.validation.invalidEmail);
    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(expect.stringContaining(messages.validation.nameTooShort));
  });

  it('offers the way to login once the password is reset', () => {
    renderWithRouter(<ResetScreen hasToken submitting={false} notice={{ kind: 'success', text: messages.auth.passwordReset }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.auth.passwordReset);
    expect(screen.queryByLabelText(text.password)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.ui.common.toLogin })).toHaveAttribute('href', '/login');
  });

  it('shows the confirmation mismatch on its field', () => {
    renderWithRouter(
      <ResetScreen hasToken submitting={false} notice={null} errors={{ password_confirmation: [messages.validation.passwordsDoNotMatch] }} onSubmit={vi.fn()} />,
    );
    expect(screen.getByLabelText(text.passwordConfirmation)).toHaveAccessibleDescription('Passwords do not match');
  });
});
