import { messages, playersInBulkText } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { RegisterScreen, type RegisterScreenProps } from './register-screen.js';

const text = messages.ui.register;

const props = (overrides: Partial<RegisterScreenProps> = {}): RegisterScreenProps => ({
  countries: ['Canada', 'Mexico'],
  regions: [],
  regionsLoading: false,
  onCountryChange: vi.fn(),
  submitting: false,
  onSubmit: vi.fn(),
  notice: null,
  privacyUrl: '/privacy.html',
  ...overrides,
});

describe('RegisterScreen', () => {
  it('opens school only once an education level is chosen (spec 5)', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterScreen {...props()} />);
    expect(screen.getByLabelText(text.school)).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(text.education), 'Grade 11');
    expect(screen.getByLabelText(text.school)).toBeEnabled();
  });

  it('asks for the regions of a chosen country and opens region once they load, then city', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    const { rerender } = renderWithRouter(<RegisterScreen {...props({ onCountryChange })} />);
    expect(screen.getByLabelText(text.region)).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(text.country), 'Canada');
    expect(onCountryChange).toHaveBeenCalledWith('Canada');
    rerender(<RegisterScreen {...props({ onCountryChange, regionsLoading: true })} />);
    expect(screen.getByLabelText(text.region)).toBeDisabled();
    rerender(<RegisterScreen {...props({ onCountryChange, regions: ['Ontario', 'Quebec'] })} />);
    expect(screen.getByLabelText(text.region)).toBeEnabled();
    expect(screen.getByLabelText(text.city)).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(text.region), 'Ontario');
    expect(screen.getByLabelText(text.city)).toBeEnabled();
  });

  it('resets the region when the country changes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterScreen {...props({ regions: ['Ontario'] })} />);
    await user.selectOptions(screen.getByLabelText(text.country), 'Canada');
    await user.selectOptions(screen.getByLabelText(text.region), 'Ontario');
    await user.selectOptions(screen.getByLabelText(text.country), 'Mexico');
    expect(screen.getByLabelText(text.region)).toHaveValue('');
  });

  it('submits every field under the names of the register call', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithRouter(<RegisterScreen {...props({ onSubmit, regions: ['Ontario'] })} />);
    await user.type(screen.getByLabelText(text.name), 'Ann Bonny');
    await user.type(screen.getByLabelText(messages.ui.common.email), 'ann@example.com');
    await user.type(screen.getByLabelText(messages.ui.common.password), 'piecesof8');
    await user.type(screen.getByLabelText(messages.ui.common.passwordConfirmation), 'piecesof8');
    await user.selectOptions(screen.getByLabelText(text.education), 'Other');
    await user.type(screen.getByLabelText(text.school), 'Sea School');
    await user.selectOptions(screen.getByLabelText(text.country), 'Canada');
    await user.selectOptions(screen.getByLabelText(text.region), 'Ontario');
    await user.type(screen.getByLabelText(text.city), 'Kingston');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ann Bonny',
      email: 'ann@example.com',
      password: 'piecesof8',
      password_confirmation: 'piecesof8',
      education: 'Other',
      school: 'Sea School',
      country: 'Canada',
      region: 'Ontario',
      city: 'Kingston',
    });
  });

  it('shows the demo alert and the field errors', () => {
    renderWithRouter(
      <RegisterScreen {...props({ notice: { kind: 'error', text: messages.auth.demoCannotRegister }, errors: { name: [messages.validation.nameTooShort] } })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.auth.demoCannotRegister);
    expect(screen.getByLabelText(text.name)).toHaveAccessibleDescription(messages.validation.nameTooShort);
    expect(screen.getByRole('link', { name: messages.ui.common.privacyPolicy })).toBeInTheDocument();
  });

  it('says a class or group link is in use, and when its group is gone (issue 32)', () => {
    const { unmount } = renderWithRouter(<RegisterScreen {...props({ groupNotice: { text: playersInBulkText.joining, error: false } })} />);
    expect(screen.getByRole('note')).toHaveTextContent(playersInBulkText.joining);
    unmount();
    renderWithRouter(<RegisterScreen {...props({ groupNotice: { text: playersInBulkText.unknownGroup, error: true } })} />);
    expect(screen.getByText(playersInBulkText.unknownGroup)).toHaveAttribute('role', 'alert');
  });
});
