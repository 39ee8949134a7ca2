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

/** The app's i18next instance, in the player's language, once the core's catalogue is loaded. */
export async function startI18n() {
  const instance = await createI18n({ language: initialLanguage(), load: loadCatalogue });
  const mark = (language: string) => document.documentElement.setAttribute('lang', language);
  mark(instance.resolvedLanguage ?? instance.language);
  instance.on('languageChanged', () => mark(instance.resolvedLanguage ?? instance.language));
  return instance;
}
