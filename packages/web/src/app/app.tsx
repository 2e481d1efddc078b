import { BrowserRouter } from 'react-router';
import { AppFrame } from './app-frame.js';
import { PageTitle } from './page-title.js';
import { ServicesProvider, type AppServices } from '../services/app-services.js';
import { AppRoutes } from './routes.js';

/** The web app: the router, the services of the composition root, the frame and the routes. */
export function App({ services }: { services: AppServices }) {
  return (
    <BrowserRouter>
      <ServicesProvider services={services}>
        <PageTitle />
        <AppFrame>
          <AppRoutes />
        </AppFrame>
      </ServicesProvider>
    </BrowserRouter>
  );
}
