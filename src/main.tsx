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
  // The core's catalogue loads while React's code does.
  const [{ createRoot, hydrateRoot }, i18n] = await Promise.all([
    import('react-dom/client'),
    import('./app/i18n').then(({ startI18n }) => startI18n()),
  ]);
  await nextTask();
  const { App, createAppRouter, PRERENDER_LANGUAGE } = await import('./app/App');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} i18n={i18n} />
    </StrictMode>
  );
  // The prerendered home page is English: in another language the page is drawn afresh.
  const prerendered = container.hasAttribute('data-prerendered') && location.pathname === '/';
  if (prerendered && i18n.resolvedLanguage === PRERENDER_LANGUAGE) {
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
