import { messages } from '@dubloon-quest/core';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.js';
import { ERROR_PAGE_TEXT, ErrorPage } from './error-page.js';

describe('ErrorPage', () => {
  it.each([
    [409, "Conflict; you're already logged in"],
    [404, 'The requested page was not found'],
    [403, 'Forbidden; User authorization has expired or not valid.'],
    [401, 'Unauthorized; User Authorization is missing or required.'],
    [500, 'Internal server error'],
  ] as const)('shows the text of spec section 8 for %i', (status, text) => {
    render(<ErrorPage status={status} action={<a href="/">home</a>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
    expect(ERROR_PAGE_TEXT[status]).toBe(text);
  });

  it('says the user is being logged out', () => {
    render(<ErrorPage status={401} loggingOut action={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.ui.errorPages.loggingOut);
  });
});

function Boom(): never {
  throw new Error('boom');
}

describe('AppErrorBoundary', () => {
  it('shows the router error screen instead of a blank page, and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    let navigate: (to: string) => void = () => undefined;
    function Harness() {
      const [path, setPath] = useState('/broken');
      navigate = setPath;
      return (
        <AppErrorBoundary resetKey={path} onError={onError}>
          {path === '/broken' ? <Boom /> : <p>fine</p>}
        </AppErrorBoundary>
      );
    }
    const { rerender } = render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
    navigate('/');
    rerender(<Harness />);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
