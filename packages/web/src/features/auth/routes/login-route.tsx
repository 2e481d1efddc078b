import { isLoggingIn, loginLineNotice, messages, sessionFormErrors, type ValidationErrors } from '@dubloon-quest/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { returnToOf } from '../../../components/shell/route-redirect.js';
import { privacyUrlFor } from '../../../locale/catalogues.js';
import { useGameServices, useServices } from '../../../services/app-services.js';
import { useOptionalSelector } from '../../../hooks/use-optional-selector.js';
import { LoginScreen, type Credentials } from '../components/login-screen.js';

const noErrors: ValidationErrors = {};

/**
 * /login. The game (core's logic, the adapters) is downloaded when the player logs in, not with the page;
 * then the session machine validates, calls, stores the tokens and shows the Treasure Map, or the page the
 * visitor was sent here from.
 */
export function LoginRoute() {
  const { settings, dismissals, game } = useServices();
  const session = useGameServices()?.logic.session ?? null;
  const loggingIn = useOptionalSelector(session, isLoggingIn, false);
  const errors = useOptionalSelector(session, sessionFormErrors, noErrors);
  const inLine = useOptionalSelector(session, loginLineNotice, null);
  // The page a logged-out visitor asked for (a business's link, say): core's session goes back there.
  const returnTo = returnToOf(useLocation().state);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(() => settings.demo !== null && !dismissals.isDismissed('demoDisclaimer'));

  const logIn = ({ email, password }: Credentials) => {
    setDownloading(true);
    setFailed(false);
    game.load().then(
      ({ logic }) => {
        setDownloading(false);
        logic.session.send({ type: 'session.login', email, password, ...(returnTo === undefined ? {} : { returnTo }) });
      },
      () => {
        setDownloading(false);
        setFailed(true);
      },
    );
  };

  return (
    <LoginScreen
      demo={settings.demo}
      submitting={downloading || loggingIn}
      errors={errors}
      failure={failed ? messages.network.resourceLoadFailed : null}
      inLine={inLine}
      onSubmit={logIn}
      disclaimerOpen={disclaimerOpen}
      onAcceptDisclaimer={() => {
        dismissals.dismiss('demoDisclaimer');
        setDisclaimerOpen(false);
      }}
      privacyUrl={privacyUrlFor(settings.privacyUrl)}
      sourceUrl={settings.sourceUrl}
    />
  );
}
