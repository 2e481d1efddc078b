import type { Locale } from '@dubloon-quest/core';
import { BrowserRouter } from 'react-router';
import { LocaleProvider } from '../locale/locale-context.js';
import { AppFrame } from './app-frame.js';
import { PageTitle } from './page-title.js';
import { ServicesProvider, type AppServices } from '../services/app-services.js';
import { AppRoutes } from './routes.js';

/**
 * Keeps a logged-in person's new language on the account (decision 0163). The API module is loaded on a
 * switch only, so the first page carries nothing more for it.
 */
async function rememberOnAccount(locale: Locale): Promise<void> {
  const { rememberLanguageOnAccount } = await import('../lib/api.js');
  await rememberLanguageOnAccount(locale);
}

/** The web app: the reader's language, the router, the services of the composition root, the frame and the routes. */
export function App({ services }: { services: AppServices }) {
  return (
    <LocaleProvider
      onSwitched={rememberOnAccount}
      render={() => (
        <BrowserRouter>
          <ServicesProvider services={services}>
            <PageTitle />
            <AppFrame>
              <AppRoutes />
            </AppFrame>
          </ServicesProvider>
        </BrowserRouter>
      )}
    />
  );
}
