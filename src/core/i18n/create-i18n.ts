import i18next, { type i18n, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Loads one catalogue: the JSON of namespace `namespace` in `language` (each is its own lazily loaded file). */
export type CatalogueLoader = (language: Language, namespace: string) => Promise<ResourceKey>;

/** The core's own catalogue: the app's frame, the campaigns, settings, backups and every shared component. */
export const CORE_NAMESPACE = 'core';

interface I18nOptions {
  language: Language;
  /** The namespaces loaded before the instance is ready (the core's always); the rest load when a view asks. */
  namespaces?: readonly string[];
  /** Catalogues loaded on demand, in the browser. */
  load?: CatalogueLoader;
  /** Catalogues given whole and used at once (the build's prerender, the tests). */
  resources?: Record<string, Record<string, ResourceKey>>;
  /** Called with each key a view asked for that no catalogue holds (tests fail on it). */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

/**
 * The app's i18next instance, registered with react-i18next so every `useTranslation(namespace)` reads it. A view's
 * namespace loads the first time the view asks for it (React suspends until it is there), so each language and each
 * game's strings arrive only when needed.
 */
export async function createI18n({
  language,
  namespaces = [],
  load,
  resources,
  onMissingKey,
}: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  if (load) instance.use(resourcesToBackend((lng: string, ns: string) => load(lng as Language, ns)));
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: [CORE_NAMESPACE, ...namespaces.filter((namespace) => namespace !== CORE_NAMESPACE)],
    defaultNS: CORE_NAMESPACE,
    resources,
    partialBundledLanguages: Boolean(load && resources),
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey
      ? (languages, namespace, key) => languages.forEach((lng) => onMissingKey(lng, namespace, key))
      : undefined,
    react: { useSuspense: true },
  });
  return instance;
}
