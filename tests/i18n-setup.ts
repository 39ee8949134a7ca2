import type { ResourceKey } from 'i18next';
import { afterEach } from 'vitest';
import { createI18n } from '../src/core/i18n/create-i18n';
import type { Language } from '../src/core/i18n/languages';

/*
 * Every test that renders a view gets the app's i18next instance with every catalogue loaded at once (no suspense),
 * in English unless the test switches. A key that no catalogue holds fails the test that rendered it.
 */
const files = import.meta.glob<ResourceKey>('../src/**/locales/*/*.json', { import: 'default', eager: true });

export const CATALOGUES: Record<string, Record<string, ResourceKey>> = {};
for (const [path, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(path) ?? [];
  if (language && namespace) (CATALOGUES[language] ??= {})[namespace] = catalogue;
}

const missing: string[] = [];

export const testI18n = await createI18n({
  language: 'en',
  resources: CATALOGUES,
  onMissingKey: (language, namespace, key) => missing.push(`${language} ${namespace}:${key}`),
});

/** Renders what follows in `language` (the next test starts in English again). */
export async function useLanguageForTest(language: Language): Promise<void> {
  await testI18n.changeLanguage(language);
}

afterEach(async () => {
  const keys = missing.splice(0);
  if (testI18n.language !== 'en') await testI18n.changeLanguage('en');
  if (keys.length) throw new Error(`A view asked for keys no catalogue holds: ${[...new Set(keys)].join(', ')}`);
});
