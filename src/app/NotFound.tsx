import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Trans t={t} i18nKey="notFound.text" components={{ home: <Link to="/" /> }} />
      </p>
    </section>
  );
}
