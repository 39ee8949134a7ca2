import type { ResourceKey } from 'i18next';
import { createI18n, type CatalogueLoader } from '../core/i18n/create-i18n';
import { initialLanguage, type Language } from '../core/i18n/languages';

/**
 * Every catalogue of the app: `src/<anywhere>/locales/<language>/<namespace>.json`, the core's and each game's own
 * (docs/i18n.md). Each file is its own chunk, loaded the first time a view of the language asks for its namespace.
 */
const catalogueFiles = import.meta.glob<ResourceKey>('../**/locales/*/*.json', { import: 'default' });

const CATALOGUE_PATH = /\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/;

const catalogues = new Map<string, () => Promise<ResourceKey>>();
for (const [path, load] of Object.entries(catalogueFiles)) {
  const match = CATALOGUE_PATH.exec(path);
  if (match) catalogues.set(`${match[1]}/${match[2]}`, load);
}

export const loadCatalogue: CatalogueLoader = async (language: Language, namespace: string) => {
  const load = catalogues.get(`${language}/${namespace}`);
  if (!load) throw new Error(`No ${language} catalogue for the namespace "${namespace}".`);
  return load();
};

/** A game's own catalogue (GameDescriptor.namespace): its name and lines for the home page, the campaigns and the nav. */
const GAME_NAMESPACE = /-game$/;

/**
 * What the first page may show, loaded before it is drawn so that the prerendered home page hydrates in one pass (no
 * Suspense fallback): the core's frame, the home page's own strings and every game's name and tagline.
 */
export const FIRST_PAGE_NAMESPACES: readonly string[] = [
  'core',
  'games',
  ...new Set([...catalogues.keys()].map((id) => id.split('/')[1]!).filter((ns) => GAME_NAMESPACE.test(ns))),
];

/**
 * The app's i18next instance, in the player's language, once the first page's catalogues are loaded. The database's
 * messages follow at once, without holding the first page: a failed save may need them on any page.
 */
export async function startI18n() {
  const instance = await createI18n({
    language: initialLanguage(),
    namespaces: FIRST_PAGE_NAMESPACES,
    load: loadCatalogue,
  });
  void instance.loadNamespaces('storage');
  const mark = (language: string) => document.documentElement.setAttribute('lang', language);
  mark(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', () => mark(instance.resolvedLanguage ?? instance.language));
  return instance;
}
