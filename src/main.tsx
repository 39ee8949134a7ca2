import { startTransition, StrictMode } from 'react';
import { afterNextPaint } from './core/scheduling/next-paint';
import './styles.css';

/** Resolves in a new task: between two pieces of start-up work the browser may paint and answer a tap. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The build puts the home page's HTML in index.html (scripts/prerender-home.ts): at "/" React takes it over as it is.
 * index.html also answers every deep link, where that markup is hidden from the start and replaced by the real page.
 * The page is painted before any of this runs (it waits for the first frame), and the start-up work is cut into tasks
 * none of which holds the page long: React's DOM code, then the app's code, then the router, then the hydration itself
 * (in slices, as a transition).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  await afterNextPaint();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App, createAppRouter } = await import('./app/App');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.hasAttribute('data-prerendered') && location.pathname === '/') {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.removeAttribute('data-prerendered');
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
