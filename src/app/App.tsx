import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * The session's restore points are made by a worker once the app is idle after opening, not at the first save (which
 * then waits for nothing). Loaded lazily: the home page needs none of the storage code.
 */
function startRestorePoints(): void {
  void import('../db/restore-points').then(({ startRestorePointSession }) => startRestorePointSession(new Date()));
}

export function App() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(startRestorePoints, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(startRestorePoints, 2000);
    return () => clearTimeout(id);
  }, []);
  return <RouterProvider router={router} />;
}
