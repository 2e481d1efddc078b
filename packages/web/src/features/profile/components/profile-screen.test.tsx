import { messages } from '@dubloon-quest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { ProfileScreen, type ProfileScreenProps } from './profile-screen.js';

const text = messages.ui.profile;

const saved = {
  name: 'Ann Bonny',
  email: 'ann@example.com',
  education: 'Grade 12',
  school: 'Sea School',
  country: 'Canada',
  region: 'Ontario',
  city: 'Kingston',
};

const props = (overrides: Partial<ProfileScreenProps> = {}): ProfileScreenProps => ({
  saved,
  countries: ['Canada', 'Mexico'],
  regions: ['Ontario'],
  regionsLoading: false,
  onCountryChange: vi.fn(),
  saving: false,
  onSaveProfile: vi.fn(),
  coinHistory: { status: 'ready', data: [{ source: 'Signup bonus', count: 3 }, { source: 'Chests', count: 8 }] },
  referrals: { status: 'ready', data: [] },
  referralLink: 'https://game.example/register?ref=abc',
  onCopyReferralLink: vi.fn(),
  changingPassword: false,
  onChangePassword: vi.fn(),
  isPlayer: true,
  ...overrides,
});

describe('ProfileScreen', () => {
  it('starts from the saved profile and sends the whole edited profile (core keeps only the changes)', async () => {
    const user = userEvent.setup();
    const onSaveProfile = vi.fn();
    renderWithRouter(<ProfileScreen {...props({ onSaveProfile })} />);
    const name = screen.getByLabelText(messages.ui.register.name);
    expect(name).toHaveValue('Ann Bonny');
    await user.clear(name);
    await user.type(name, 'Anne Bonny');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(onSaveProfile).toHaveBeenCalledWith({ ...saved, name: 'Anne Bonny' });
  });

  it('shows "Nothing to update" and other errors on the form', () => {
    renderWithRouter(<ProfileScreen {...props({ profileErrors: { email: [messages.validation.invalidEmail] } })} />);
    expect(screen.getByLabelText(messages.ui.common.email)).toHaveAccessibleDescription('Invalid Email');
  });

  it('lists the coins by source with their total', () => {
    renderWithRouter(<ProfileScreen {...props()} />);
    const table = within(screen.getByRole('region', { name: text.coinsHeading })).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Signup bonus 3' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `${text.total} 11` })).toBeInTheDocument();
  });

  it('says when the coin history failed to load, and retries', async () => {
    const user = userEvent.setup();
    const onRetryCoinHistory = vi.fn();
    renderWithRouter(
      <ProfileScreen {...props({ coinHistory: { status: 'failed', message: messages.profile.coinHistoryFailed }, onRetryCoinHistory })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.profile.coinHistoryFailed);
    await user.click(screen.getByRole('button', { name: messages.ui.common.retry }));
    expect(onRetryCoinHistory).toHaveBeenCalledOnce();
  });

  it('shows the referrals table, or "No referrals has been used yet"', () => {
    const { rerender } = renderWithRouter(<ProfileScreen {...props()} />);
    expect(screen.getByText('No referrals has been used yet')).toBeInTheDocument();
    rerender(
      <ProfileScreen {...props({ referrals: { status: 'ready', data: [{ date: '2026-04-20', name: 'Mary Read', coins: 2 }] } })} />,
    );
    expect(screen.getByRole('row', { name: '2026-04-20 Mary Read 2' })).toBeInTheDocument();
  });

  it('copies the referral link', async () => {
    const user = userEvent.setup();
    const onCopyReferralLink = vi.fn();
    renderWithRouter(<ProfileScreen {...props({ onCopyReferralLink })} />);
    expect(screen.getByLabelText(text.referralLink)).toHaveValue('https://game.example/register?ref=abc');
    await user.click(screen.getByRole('button', { name: text.copyLink }));
    expect(onCopyReferralLink).toHaveBeenCalledWith('https://game.example/register?ref=abc');
  });

  it('changes the password and empties the form after success', async () => {
    const user = userEvent.setup();
    const onChangePassword = vi.fn();
    const { rerender } = renderWithRouter(<ProfileScreen {...props({ onChangePassword })} />);
    await user.type(screen.getByLabelText(text.oldPassword), 'oldsecret1');
    await user.type(screen.getByLabelText(text.newPassword), 'newsecret1');
    await user.type(screen.getByLabelText(text.newPasswordConfirmation), 'newsecret1');
    await user.click(screen.getByRole('button', { name: text.changePassword }));
    expect(onChangePassword).toHaveBeenCalledWith({ old_password: 'oldsecret1', password: 'newsecret1', password_confirmation: 'newsecret1' });
    rerender(<ProfileScreen {...props({ onChangePassword, passwordFormVersion: 1 })} />);
    expect(screen.getByLabelText(text.oldPassword)).toHaveValue('');
  });

  it('tells a non-player that some features are for players only', () => {
    renderWithRouter(<ProfileScreen {...props({ isPlayer: false })} />);
    expect(screen.getByRole('note')).toHaveTextContent('Only players have access to certain features on this page');
  });
});
