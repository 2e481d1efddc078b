import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a screen inside a memory router (screens link to other routes); `rerender` keeps the router. */
export function renderWithRouter(ui: ReactNode, path = '/'): RenderResult {
  const wrap = (element: ReactNode) => <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
