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
