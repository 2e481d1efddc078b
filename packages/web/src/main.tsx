import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/providers.js';
import { preloadScreen } from './app/routes.js';
import { initialLocale, registerCatalogues, switchCatalogues } from './locale/catalogues.js';
import { playerCatalogues } from './locale/player-catalogues.js';
import { pseudoLocaleChosen } from './locale/pseudo-choice.js';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  preloadScreen(window.location.pathname);
  await registerCatalogues(playerCatalogues);
  // The pseudo-locale of the browser walks (docs/decisions/0171): its chunk is downloaded only when chosen.
  const texts = pseudoLocaleChosen()
    ? import('./locale/pseudo-locale.js').then(({ showPseudoLocale }) => showPseudoLocale())
    : switchCatalogues(initialLocale(), false);
  const [services] = await Promise.all([createAppServices(), texts]);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
