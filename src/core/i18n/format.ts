import { useMemo } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from './languages';

/** Numbers, percentages, dates and lists in one language's own way ("1,341.5" in English, "1 341,5" in Swedish). */
export interface Formats {
  readonly language: Language;
  readonly locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A chance from 0 to 1 as a percentage, with up to `fractionDigits` decimals. */
  percent(chance: number, fractionDigits?: number): string;
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  list(items: readonly string[], type?: Intl.ListFormatType): string;
}

const cache = new Map<Language, Formats>();

/** The formats of `language`; the same object every time, so a view may keep it in a dependency list. */
export function formatsOf(language: Language): Formats {
  let formats = cache.get(language);
  if (!formats) {
    const locale = INTL_LOCALE[language];
    const numbers = new Map<string, Intl.NumberFormat>();
    const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
      const key = JSON.stringify(options);
      let format = numbers.get(key);
      if (!format) numbers.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format;
    };
    formats = {
      language,
      locale,
      number: (value, options) => numberFormat(options).format(value),
      percent: (chance, fractionDigits = 1) =>
        numberFormat({ style: 'percent', maximumFractionDigits: fractionDigits }).format(chance),
      date: (value, options) => new Intl.DateTimeFormat(locale, options).format(value),
      list: (items, type = 'conjunction') => new Intl.ListFormat(locale, { style: 'long', type }).format(items),
    };
    cache.set(language, formats);
  }
  return formats;
}

/** The formats of the language the app shows now; a view re-renders in the new one when the player switches. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  return useMemo(() => formatsOf(language), [language]);
}

/**
 * The formats of the language shown, for a helper called outside a component (react-i18next's instance); a view
 * uses useFormats, which re-renders when the player switches.
 */
export function currentFormats(): Formats {
  const language = getI18n()?.resolvedLanguage;
  return formatsOf(isLanguage(language) ? language : FALLBACK_LANGUAGE);
}
