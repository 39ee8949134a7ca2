import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguage, isLanguage, LANGUAGES } from '../../core/i18n/languages';
import { useLanguage } from '../../core/i18n/use-language';

/** The select's value for "follow the browser" (no choice stored on this device). */
const FOLLOW_BROWSER = 'browser';

/**
 * Settings → Language: follow the browser, or one of the app's languages, kept on this device. The app changes at once;
 * each language's name is written in that language, so a player who cannot read the current one still finds theirs.
 */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const { choice, choose } = useLanguage();
  const fieldId = useId();
  return (
    <section className="card settings-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('language.title')}</h2>
      <p>{t('language.text')}</p>
      <div className="field">
        <label htmlFor={fieldId}>{t('language.field')}</label>
        <select
          id={fieldId}
          value={choice ?? FOLLOW_BROWSER}
          onChange={(event) => {
            const picked = event.target.value;
            void choose(isLanguage(picked) ? picked : undefined);
          }}
        >
          <option value={FOLLOW_BROWSER}>
            {t('language.browser', { language: t(`core:language.${browserLanguage()}`) })}
          </option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`core:language.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
