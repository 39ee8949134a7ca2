import { useTranslation } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  browserLanguage,
  isLanguage,
  storeLanguage,
  storedLanguage,
  type Language,
} from './languages';

/** The language shown, the player's stored choice (undefined: the browser's) and a way to change it on this device. */
export function useLanguage(): {
  language: Language;
  choice: Language | undefined;
  choose(language: Language | undefined): Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return {
    language,
    choice: storedLanguage(),
    async choose(choice) {
      storeLanguage(choice);
      await i18n.changeLanguage(choice ?? browserLanguage());
    },
  };
}
