import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/providers.js';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  const services = await createAppServices();
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
