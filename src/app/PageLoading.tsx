import { useTranslation } from 'react-i18next';

/** Shown while a page's code arrives on its first visit (a deep link, or a page not loaded ahead). */
export function PageLoading() {
  const { t } = useTranslation();
  return <p className="empty">{t('loading')}</p>;
}
