import { messages } from '@dubloon-quest/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.js';
import { VerifyScreen } from './verify-screen.js';

describe('VerifyScreen', () => {
  it('says it is verifying', () => {
    renderWithRouter(<VerifyScreen status={{ kind: 'verifying' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.ui.verify.verifying);
  });

  it('shows Success with a link to login', () => {
    renderWithRouter(<VerifyScreen status={{ kind: 'success', message: 'Email verified' }} />);
    expect(screen.getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText(messages.ui.verify.successBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.ui.common.toLogin })).toHaveAttribute('href', '/login');
  });

  it('says what the success means when the server only says "Success", never "Success / Success"', () => {
    renderWithRouter(<VerifyScreen status={{ kind: 'success', message: messages.auth.verifySuccess }} />);
    expect(screen.getAllByText(messages.auth.verifySuccess)).toHaveLength(1);
    expect(screen.getByText(messages.ui.verify.successBody)).toBeInTheDocument();
  });

  it('shows Failed with the server message', () => {
    renderWithRouter(<VerifyScreen status={{ kind: 'failed', message: 'This link has expired' }} />);
    expect(screen.getByRole('heading', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired')).toBeInTheDocument();
  });

  it.each([
    ['missingToken', 'There is nothing to verify. Please use the link from the verification email to navigate here.'],
    ['malformedToken', 'Your token is malformed. Use the link from the verification email to try again.'],
  ] as const)('explains a %s (spec 5)', (kind, text) => {
    renderWithRouter(<VerifyScreen status={{ kind }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
