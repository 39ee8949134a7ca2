import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { GamesContext } from '../core/systems/games-context';
import { AppUpdate } from '../features/app-update/AppUpdate';
import { DATA_PAGES } from './data-pages';
import { PageLoading } from './PageLoading';
import { paths } from './paths';
import { GAMES } from './systems';
import { eosPaths } from '../systems/eos/paths';

// The storage code (Dexie) is not part of the first page: the banner about another tab's database loads with the first
// page that opens the database (before that it has nothing to say).
const DatabaseStatusBanner = lazy(async () => ({
  default: (await import('../features/backup/DatabaseStatusBanner')).DatabaseStatusBanner,
}));

/** The bar's destinations; `label` is a key of the core's `nav` catalogue. */
const links = [
  { to: paths.home, label: 'games', end: true },
  { to: paths.campaigns(), label: 'campaigns', end: false },
  { to: paths.combat, label: 'combat', end: false },
  { to: paths.dice, label: 'dice', end: false },
  { to: eosPaths.races, label: 'races', end: false },
  { to: eosPaths.calculators, label: 'calculators', end: false },
  { to: paths.rulings(), label: 'rulings', end: false },
  { to: paths.settings, label: 'settings', end: false },
] as const;

/**
 * How many links a phone's bar shows; the rest are one tap away under "More". The CSS decides which width is a phone,
 * and on the narrowest (under 375 px) the last of these moves under More too.
 */
const ON_A_PHONE_BAR = 4;

/** Where a link of the bar shows: always, or not on a phone, or not on the narrowest phone (then it is under More). */
function barClass(i: number): string | undefined {
  return i >= ON_A_PHONE_BAR ? 'nav-extra' : i === ON_A_PHONE_BAR - 1 ? 'nav-wide-phone' : undefined;
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [databaseOpened, setDatabaseOpened] = useState(false);
  if (!databaseOpened && DATA_PAGES.test(pathname)) setDatabaseOpened(true);
  return (
    <GamesContext value={GAMES}>
      <div className="app">
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <header className="app-header">
          <span className="app-title">
            <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
              <path d="M32 8 54 50H10z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
              <circle cx="32" cy="38" r="6" fill="currentColor" />
            </svg>
            <span className="app-title-text">{t('app.title')}</span>
          </span>
          <nav aria-label={t('nav.label')}>
            <ul className="nav-list">
              {links.map((link, i) => (
                <li key={link.to} className={barClass(i)}>
                  <NavLink to={link.to} end={link.end}>
                    {t(`nav.${link.label}`)}
                  </NavLink>
                </li>
              ))}
              <MoreLinks key={pathname} pathname={pathname} />
            </ul>
          </nav>
        </header>
        <main id="main" className="app-main">
          {databaseOpened && (
            <Suspense fallback={null}>
              <DatabaseStatusBanner />
            </Suspense>
          )}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <AppUpdate />
      </div>
    </GamesContext>
  );
}

/**
 * A phone's "More": the destinations that do not fit its bar, in a small menu (hidden on wider screens, where the bar
 * shows them all). A native disclosure, so it opens by tap, Enter or Space even before the prerendered home page has
 * come alive; Escape closes it and gives focus back, a tap elsewhere closes it, and a new page starts it closed (the
 * layout gives it a new key per page).
 */
function MoreLinks({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDetailsElement>(null);
  // Closed, its links are out of the accessibility tree (a DOM without styles would list them twice otherwise).
  const [open, setOpen] = useState(false);
  const extra = links.slice(ON_A_PHONE_BAR - 1);
  const here = extra.slice(1).some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  useEffect(() => {
    // Opened by a tap on the prerendered page before it came alive, it missed onToggle: read it as it is.
    setOpen(box.current?.open ?? false);
    const away = (event: PointerEvent) => {
      if (box.current?.open && !box.current.contains(event.target as Node)) box.current.open = false;
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, []);
  return (
    <li className="nav-more">
      <details
        ref={box}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !box.current?.open) return;
          box.current.open = false;
          box.current.querySelector('summary')?.focus();
        }}
      >
        <summary className={here ? 'active' : undefined}>{t('nav.more')}</summary>
        <ul className="nav-more-menu" aria-hidden={open ? undefined : true}>
          {extra.map((link, i) => (
            <li key={link.to} className={i === 0 ? 'nav-narrow-phone' : undefined}>
              <NavLink to={link.to} end={link.end}>
                {t(`nav.${link.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
