/**
 * Build step: the home page ("/") rendered to HTML inside index.html's #root, so a cold load paints the games before
 * any script has run; src/main.tsx then hydrates that markup (issue 7: LCP within 1.25× the floor page's).
 *
 * index.html is also every deep link's page (`vite preview`'s SPA fallback, the service worker's navigateFallback), so
 * the prerendered home page must never show anywhere else: a one-line script at the top of <head>, run before anything
 * can paint, marks the document when the path is not "/", and a rule beside it hides the prerendered markup; main.tsx
 * then clears it and renders the real page.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the built index.html holds in place of the empty `<div id="root"></div>`. */
export const PRERENDERED_ROOT = '<div id="root" data-prerendered>';

/** Runs first in <head>: on any path but "/" the prerendered home page stays hidden (src/main.tsx replaces it). */
export const DEEP_LINK_GUARD =
  '<script>if(location.pathname!=="/")document.documentElement.setAttribute("data-deep-link","")</script>' +
  '<style>[data-deep-link] #root[data-prerendered]{display:none}</style>';

/**
 * useRegisterSW as it is on its first render (nothing to report yet), for the server render: the real module registers
 * the service worker, which Node has not.
 */
const PWA_REGISTER_STUB = `
export function useRegisterSW() {
  return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} };
}`;

function pwaRegisterStub(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'eos:pwa-register-stub',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? PWA_REGISTER_STUB : undefined),
  };
}

/** Renders src/app/prerender.tsx in a throwaway Vite SSR server (the same transforms as the app: JSX, JSON, define). */
async function renderHome(define: Record<string, string>): Promise<string> {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    define,
    plugins: [react(), pwaRegisterStub()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
    return await module.renderHome();
  } finally {
    await server.close();
  }
}

/** The Vite plugin (build only): index.html gets the home page's markup and the deep-link guard. */
export function prerenderHome(options: { define: Record<string, string> }): Plugin {
  return {
    name: 'eos:prerender-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        const markup = await renderHome(options.define);
        const charset = /<meta charset="UTF-8" \/>/u;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />');
        return html
          .replace(charset, (meta) => `${meta}\n    ${DEEP_LINK_GUARD}`)
          .replace('<div id="root"></div>', `${PRERENDERED_ROOT}${markup}</div>`);
      },
    },
  };
}
