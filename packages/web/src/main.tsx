import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/providers.js';
import { preloadScreen } from './app/routes.js';
import { initialLocale, registerCatalogues, switchCatalogues } from './locale/catalogues.js';
import { playerCatalogues } from './locale/player-catalogues.js';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  preloadScreen(window.location.pathname);
  await registerCatalogues(playerCatalogues);
  const [services] = await Promise.all([createAppServices(), switchCatalogues(initialLocale(), false)]);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
