/**
 * The two browser calls the update notice needs, in their own module so component tests can replace them (jsdom has
 * no service workers and cannot reload).
 */

export function reloadPage(): void {
  window.location.reload();
}

/**
 * Calls `listener` each time a service worker takes control of this page. `replaced` is false the first time a page
 * that had no service worker is taken over (the first visit, with clientsClaim), true when a new version replaced the
 * one that served the page.
 * @returns a function that stops listening
 */
export function onControllerChange(listener: (replaced: boolean) => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  let controlled = container.controller !== null;
  const handle = () => {
    listener(controlled);
    controlled = true;
  };
  container.addEventListener('controllerchange', handle);
  return () => container.removeEventListener('controllerchange', handle);
}
