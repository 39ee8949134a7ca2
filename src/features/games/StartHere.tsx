import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/**
 * The home page's three steps for someone who has never used the app: the example campaign, a campaign of their own,
 * a character in it. Static, so the prerendered home page
 * needs no storage to show it.
 */
export function StartHere() {
  const { t } = useTranslation('games');
  const campaigns = { campaigns: <Link to={paths.campaigns()} /> };
  return (
    <aside className="start-here" aria-labelledby="start-here-title">
      <p id="start-here-title" className="start-here-title">
        {t('start.title')}
      </p>
      <ol className="start-here-steps">
        <li>
          <Trans t={t} i18nKey="start.example" components={campaigns} />
        </li>
        <li>
          <Trans t={t} i18nKey="start.own" components={campaigns} />
        </li>
        <li>
          <Trans t={t} i18nKey="start.character" components={{ strong: <strong /> }} />
        </li>
      </ol>
    </aside>
  );
}
