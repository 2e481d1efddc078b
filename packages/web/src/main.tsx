import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/providers.js';
import { preloadScreen } from './app/routes.js';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  preloadScreen(window.location.pathname);
  const services = await createAppServices();
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
