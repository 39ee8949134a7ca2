import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router';

/**
 * The home page as HTML, for the build (scripts/prerender-home.ts puts it in index.html): the same routes and the same
 * tree as src/main.tsx renders at "/", so the client hydrates it without a change.
 */
export function renderHome(): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
