import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { NotFound } from './NotFound';
import { RaceReferencePage } from '../features/races/RaceReferencePage';

/** Every page of the app. The home page is eager (it is the first paint); heavier views load lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // Shown while a lazily loaded page arrives on a deep link (e.g. opening /rulings directly).
    hydrateFallbackElement: <p className="empty">Loading…</p>,
    children: [
      { index: true, element: <RaceReferencePage /> },
      {
        path: 'rulings',
        lazy: async () => ({ Component: (await import('../features/rulings/RulingsPage')).RulingsPage }),
      },
      {
        path: 'campaigns',
        lazy: async () => ({ Component: (await import('../features/campaigns/CampaignsPage')).CampaignsPage }),
      },
      {
        path: 'campaigns/:campaignId',
        lazy: async () => ({ Component: (await import('../features/party/CampaignPage')).CampaignPage }),
      },
      {
        path: 'campaigns/:campaignId/new-character',
        lazy: async () => ({ Component: (await import('../features/builder/BuilderPage')).BuilderPage }),
      },
      {
        path: 'campaigns/:campaignId/calendar',
        lazy: async () => ({ Component: (await import('../features/calendar/CalendarLayout')).CalendarLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/calendar/TodayPage')).TodayPage }),
          },
          {
            path: 'projects',
            lazy: async () => ({ Component: (await import('../features/calendar/ProjectsPage')).ProjectsPage }),
          },
          {
            path: 'stock',
            lazy: async () => ({ Component: (await import('../features/calendar/StockPage')).StockPage }),
          },
          {
            path: 'zones',
            lazy: async () => ({ Component: (await import('../features/calendar/ZonesPage')).ZonesPage }),
          },
          {
            path: 'log',
            lazy: async () => ({ Component: (await import('../features/calendar/DayLogPage')).DayLogPage }),
          },
        ],
      },
      {
        path: 'characters/:characterId',
        lazy: async () => ({
          Component: (await import('../features/character-sheet/CharacterSheetPage')).CharacterSheetPage,
        }),
      },
      {
        path: 'characters/:characterId/edit',
        lazy: async () => ({ Component: (await import('../features/builder/BuilderPage')).BuilderPage }),
      },
      {
        path: 'campaigns/:campaignId/encounters',
        lazy: async () => ({ Component: (await import('../features/combat/EncountersPage')).EncountersPage }),
      },
      {
        path: 'campaigns/:campaignId/encounters/new',
        lazy: async () => ({ Component: (await import('../features/combat/NewEncounterPage')).NewEncounterPage }),
      },
      {
        path: 'encounters/:encounterId',
        lazy: async () => ({ Component: (await import('../features/combat/EncounterPage')).EncounterPage }),
      },
      {
        path: 'combat',
        lazy: async () => ({ Component: (await import('../features/combat/CombatHomePage')).CombatHomePage }),
      },
      {
        path: 'dice',
        lazy: async () => ({ Component: (await import('../features/dice/DiceTrayPage')).DiceTrayPage }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
  // The print view stands outside the app layout: one page, black on white, no navigation.
  {
    path: '/characters/:characterId/print',
    hydrateFallbackElement: <p className="empty">Loading…</p>,
    lazy: async () => ({
      Component: (await import('../features/character-sheet/PrintSheetPage')).PrintSheetPage,
    }),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, for component tests. */
export function createTestRouter(initialPath = '/') {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
