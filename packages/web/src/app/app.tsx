import { BrowserRouter } from 'react-router';
import { LocaleProvider } from '../locale/locale-context.js';
import { AppFrame } from './app-frame.js';
import { PageTitle } from './page-title.js';
import { ServicesProvider, type AppServices } from '../services/app-services.js';
import { AppRoutes } from './routes.js';

/** The web app: the reader's language, the router, the services of the composition root, the frame and the routes. */
export function App({ services }: { services: AppServices }) {
  return (
    <LocaleProvider
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
