import { messages } from '@dubloon-quest/core';
import { Link } from 'react-router';

/**
 * Where verification stands: checking the token with the server, verified, refused by the server, or a
 * token that is missing or malformed (spec 5; a malformed one also sends the user to /error-401).
 */
export type VerifyStatus =
  | { kind: 'verifying' }
  | { kind: 'success'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'missingToken' }
  | { kind: 'malformedToken' };

/** The e-mail verification page (spec 2): Success with a link to login, or Failed. */
export function VerifyScreen({ status }: { status: VerifyStatus }) {
  const text = messages.ui.verify;
  return (
    <section className="page" aria-labelledby="verify-title">
      <div className="panel panel--narrow stack" aria-live="polite">
        <h1 id="verify-title">{text.heading}</h1>
        {status.kind === 'verifying' ? <p role="status">{text.verifying}</p> : null}
        {status.kind === 'success' ? (
          <>
            <h2>{messages.auth.verifySuccess}</h2>
            {/* The page's own sentence: the server's message only repeats the heading ("Success / Success"). */}
            <p>{text.successBody}</p>
            <p>
              <Link className="button" to="/login">
                {messages.ui.common.toLogin}
              </Link>
            </p>
          </>
        ) : null}
        {status.kind === 'failed' ? (
          <>
            <h2>{messages.auth.verifyFailed}</h2>
            <p className="notice notice--error">{status.message || text.failedBody}</p>
            <p>
              <Link to="/register/verify-email">{text.resend}</Link>
            </p>
          </>
        ) : null}
        {status.kind === 'missingToken' || status.kind === 'malformedToken' ? (
          <>
            <h2>{messages.auth.verifyFailed}</h2>
            <p className="notice notice--error" role="alert">
              {status.kind === 'missingToken' ? messages.validation.tokenMissing : messages.validation.tokenMalformed}
            </p>
            <p>
              <Link to="/register/verify-email">{text.resend}</Link>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
