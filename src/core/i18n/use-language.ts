import { useState } from 'react';
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
  // Kept in state too: following the browser when it speaks the language shown changes no language, yet the choice.
  const [choice, setChoice] = useState(storedLanguage);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return {
    language,
    choice,
    async choose(next) {
      storeLanguage(next);
      setChoice(next);
      await i18n.changeLanguage(next ?? browserLanguage());
    },
  };
}
