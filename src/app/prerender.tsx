import { StrictMode } from 'react';
import type { ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../core/i18n/create-i18n';
import { PRERENDER_LANGUAGE } from './App';
import { routes } from './router';

const englishCatalogues = import.meta.glob<ResourceKey>('../**/locales/en/*.json', { import: 'default', eager: true });

/**
 * The home page as HTML, for the build (scripts/prerender-home.ts puts it in index.html): the same routes and the same
 * tree as src/main.tsx renders at "/", so the client hydrates it without a change. It is English; src/main.tsx draws
 * the page afresh in another language.
 */
export async function renderHome(): Promise<string> {
  const en: Record<string, ResourceKey> = {};
  for (const [path, catalogue] of Object.entries(englishCatalogues))
    en[path.replace(/^.*\/(.+)\.json$/, '$1')] = catalogue;
  const i18n = await createI18n({ language: PRERENDER_LANGUAGE, resources: { [PRERENDER_LANGUAGE]: en } });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
