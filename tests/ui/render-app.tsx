import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { createTestRouter } from '../../src/app/router';

/** Renders the whole app at `path` with an in-memory router, as bulletproof-react's test-utils do. */
export function renderApp(path = '/') {
  const router = createTestRouter(path);
  return { router, ...render(<RouterProvider router={router} />) };
}
