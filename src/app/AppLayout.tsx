import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AppUpdate } from '../features/app-update/AppUpdate';
import { DATA_PAGES } from './data-pages';
import { PageLoading } from './PageLoading';

// The storage code (Dexie) is not part of the first page: the banner about another tab's database loads with the first
// page that opens the database (before that it has nothing to say).
const DatabaseStatusBanner = lazy(async () => ({
  default: (await import('../features/backup/DatabaseStatusBanner')).DatabaseStatusBanner,
}));

const links = [
  { to: '/', label: 'Races', end: true },
  { to: '/campaigns', label: 'Campaigns', end: false },
  { to: '/combat', label: 'Combat', end: false },
  { to: '/dice', label: 'Dice', end: false },
  { to: '/calculators', label: 'Calculators', end: false },
  { to: '/rulings', label: 'Rulings', end: false },
  { to: '/settings', label: 'Settings', end: false },
];

export function AppLayout() {
  const { pathname } = useLocation();
  const [databaseOpened, setDatabaseOpened] = useState(false);
  if (!databaseOpened && DATA_PAGES.test(pathname)) setDatabaseOpened(true);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="app-title">
          <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
            <path d="M32 8 54 50H10z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
            <circle cx="32" cy="38" r="6" fill="currentColor" />
          </svg>
          <span className="app-title-text">Eos Table Companion</span>
        </span>
        <nav aria-label="Main">
          <ul className="nav-list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
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
  );
}
