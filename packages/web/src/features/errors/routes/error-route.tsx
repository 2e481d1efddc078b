import { messages, PATHS } from '@dubloon-quest/core';
import { Link, useNavigate } from 'react-router';
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

/** One of the five error pages of spec section 8. */
export function ErrorRoute({ status }: { status: ErrorStatus }) {
  return <ErrorPage status={status} action={<ErrorAction status={status} />} />;
}
