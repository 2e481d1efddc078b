import { isLoggedIn, messages, PATHS } from '@dubloon-quest/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGameServices } from '../../../services/app-services.js';
import { useOptionalSelector } from '../../../hooks/use-optional-selector.js';
import { ErrorPage, type ErrorStatus } from '../../../components/error-page/error-page.js';

/** The way out of each error page (spec 8): back for 409 and 500, home for 404, login for 401 and 403. */
function ErrorAction({ status }: { status: ErrorStatus }) {
  const navigate = useNavigate();
  if (status === 404)
    return (
      <Link className="button" to={PATHS.treasureMap}>
        {messages.ui.common.home}
      </Link>
    );
  if (status === 401 || status === 403)
    return (
      <Link className="button" to={PATHS.login}>
        {messages.ui.common.toLogin}
      </Link>
    );
  return (
    <button type="button" className="button" onClick={() => void navigate(-1)}>
      {messages.ui.common.back}
    </button>
  );
}

/** One of the five error pages of spec 8; 401 and 403 log a logged-in user out 1.2 s later (core's session). */
export function ErrorRoute({ status }: { status: ErrorStatus }) {
  const session = useGameServices()?.logic.session ?? null;
  const loggedIn = useOptionalSelector(session, isLoggedIn, false);
  const endsSession = status === 401 || status === 403;

  useEffect(() => {
    if (endsSession && session && isLoggedIn(session.getSnapshot())) session.send({ type: 'session.expire' });
  }, [endsSession, session]);

  return <ErrorPage status={status} loggingOut={endsSession && loggedIn} action={<ErrorAction status={status} />} />;
}
