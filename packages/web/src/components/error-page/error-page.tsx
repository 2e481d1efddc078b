import { messages } from '@dubloon-quest/core';
import type { ReactNode } from 'react';

export type ErrorStatus = 409 | 404 | 403 | 401 | 500;

/** The text of each error page (spec 8). */
export const ERROR_PAGE_TEXT: Readonly<Record<ErrorStatus, string>> = {
  // Read when shown, so in the reader's language (docs/decisions/0150).
  get 409() {
    return messages.errorPages.conflict;
  },
  get 404() {
    return messages.errorPages.notFound;
  },
  get 403() {
    return messages.errorPages.forbidden;
  },
  get 401() {
    return messages.errorPages.unauthorized;
  },
  get 500() {
    return messages.errorPages.serverError;
  },
};

export interface ErrorPageProps {
  status: ErrorStatus;
  /** True on 401 and 403 while the timed logout (1.2 s) runs. */
  loggingOut?: boolean;
  /** The way out: back, home or login, per spec 8. */
  action: ReactNode;
}

/** One of the five error pages of spec 8. */
export function ErrorPage({ status, loggingOut = false, action }: ErrorPageProps) {
  return (
    <section className="page error-page panel panel--narrow" aria-labelledby="error-page-title">
      <p className="error-page__status">{messages.ui.errorPages.heading(status)}</p>
      <h1 id="error-page-title">{ERROR_PAGE_TEXT[status]}</h1>
      {loggingOut ? (
        <p role="status" className="muted">
          {messages.ui.errorPages.loggingOut}
        </p>
      ) : null}
      <div>{action}</div>
    </section>
  );
}
