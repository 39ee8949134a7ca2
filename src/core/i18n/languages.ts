/** The languages the app speaks; the first is the fallback for a key a catalogue lacks and for any other browser language. */
export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale each language formats numbers, dates and plurals with. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

/**
 * Where the player's own choice is kept on this device (Settings → Language). With nothing stored the app follows the
 * browser's languages, so a Swedish phone opens in Swedish.
 */
export const LANGUAGE_STORAGE_KEY = 'table-companion.language';

/** The language the player chose on this device, or undefined to follow the browser. */
export function storedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Language | undefined {
  const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

/** Keeps the player's choice on this device; undefined forgets it (follow the browser again). */
export function storeLanguage(
  language: Language | undefined,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeLocalStorage(),
): void {
  if (!storage) return;
  if (language) storage.setItem(LANGUAGE_STORAGE_KEY, language);
  else storage.removeItem(LANGUAGE_STORAGE_KEY);
}

/** The first of the browser's languages the app speaks ("sv-FI" counts as Swedish), else the fallback. */
export function browserLanguage(preferred: readonly string[] = browserLanguages()): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** The language to start in: the player's choice, else the browser's. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

// Storage may be missing (server render) or refuse access (a privacy mode): then the choice lasts the session only.
function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
