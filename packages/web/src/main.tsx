import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/providers.js';
import { preloadScreen } from './app/routes.js';
import { initialLocale, registerCatalogues, switchCatalogues } from './locale/catalogues.js';
import { playerCatalogues } from './locale/player-catalogues.js';
import { pseudoLocaleChosen } from './locale/pseudo-choice.js';
import './styles/global.css';

/**
 * Shows the app once the reader's catalogues are in. Not a top-level `await`: the catalogue chunks import the
 * app's own chunk, which holds this entry (docs/decisions/0169); a chunk whose entry awaits them would wait for
 * itself, and the page would stay blank.
 */
async function start(root: HTMLElement): Promise<void> {
  // The language first (nothing to download yet), so that the screen's loader below and the player's texts come
  // in it only (in the build, either language's texts are a chunk of their own); then the game, which may read
  // them as it starts (docs/decisions/0169).
  // The pseudo-locale of the browser walks (docs/decisions/0171) is derived from the English texts, shown once
  // those are in; its chunk is downloaded only when chosen.
  const pseudo = pseudoLocaleChosen();
  await switchCatalogues(pseudo ? 'en' : initialLocale(), false);
  preloadScreen(window.location.pathname);
  await registerCatalogues(playerCatalogues);
  if (pseudo) await import('./locale/pseudo-locale.js').then(({ showPseudoLocale }) => showPseudoLocale());
  const services = await createAppServices();
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
