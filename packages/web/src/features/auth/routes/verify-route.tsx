import { checkVerificationToken, errorNotification } from '@dubloon-quest/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api.js';
import { VerifyScreen, type VerifyStatus } from '../components/verify-screen.js';

/** How long a malformed link's message stays before the page moves to /error-401. */
const MALFORMED_REDIRECT_MS = 4000;

/**
 * /register/verify-email/verify: checks the token of the query with core (spec 5: a missing one says so; a
 * malformed one says so, then goes to /error-401), then asks the server, showing Success or Failed.
 */
export function VerifyRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const check = checkVerificationToken(params.get('token'));
  const token = check.kind === 'valid' ? check.token : null;
  const redirectTo = check.kind === 'malformed' ? check.redirectTo : null;
  const [status, setStatus] = useState<VerifyStatus>(() =>
    check.kind === 'missing' ? { kind: 'missingToken' } : check.kind === 'malformed' ? { kind: 'malformedToken' } : { kind: 'verifying' },
  );

  useEffect(() => {
    if (redirectTo === null) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), MALFORMED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    api.verifyEmail({ token }).then(
      ({ data }) => current && setStatus({ kind: 'success', message: data.message }),
      (error: unknown) => current && setStatus({ kind: 'failed', message: errorNotification(error).content }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  return <VerifyScreen status={status} />;
}
