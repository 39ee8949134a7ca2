import { Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazy-page';
import { NotFound } from './NotFound';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import { GamesPage } from '../features/games/GamesPage';
import { WDC_CAMPAIGN_ROOT } from '../systems/wasteland-dice/descriptor';
import { wdcRoutes } from '../systems/wasteland-dice/views/routes';
import { WW_CAMPAIGN_ROOT } from '../systems/wasteland-wolves/descriptor';
import { wwRoutes } from '../systems/wasteland-wolves/views/routes';

// A new character and an edited one are the same page.
const BuilderRoute = lazyPage(async () => (await import('../systems/eos/views/builder/BuilderPage')).BuilderPage);
const PrintSheetRoute = lazyPage(
  async () => (await import('../systems/eos/views/character-sheet/PrintSheetPage')).PrintSheetPage,
);

const RulingsRoute = lazyPage(async () => (await import('../features/rulings/RulingsPage')).RulingsPage);

/** Every page of the app. The home page is eager (it is the first paint); heavier views load lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // A page whose code cannot load or whose read fails: said in words, not the router's screen for developers.
    errorElement: <RouteError />,
    children: [
      { index: true, element: <GamesPage /> },
      {
        path: 'eos/races',
        Component: lazyPage(
          async () => (await import('../systems/eos/views/races/RaceReferencePage')).RaceReferencePage,
        ),
      },
      { path: 'rulings', Component: RulingsRoute },
      { path: 'rulings/:systemId', Component: RulingsRoute },
      {
        path: 'campaigns',
        Component: lazyPage(async () => (await import('../features/campaigns/CampaignsPage')).CampaignsPage),
      },
      {
        path: 'campaigns/:campaignId',
        Component: lazyPage(async () => (await import('../systems/eos/views/party/CampaignPage')).CampaignPage),
      },
      {
        path: 'campaigns/:campaignId/new-character',
        Component: BuilderRoute,
      },
      {
        path: 'campaigns/:campaignId/calendar',
        Component: lazyPage(async () => (await import('../systems/eos/views/calendar/CalendarLayout')).CalendarLayout),
        children: [
          {
            index: true,
            Component: lazyPage(async () => (await import('../systems/eos/views/calendar/TodayPage')).TodayPage),
          },
          {
            path: 'projects',
            Component: lazyPage(async () => (await import('../systems/eos/views/calendar/ProjectsPage')).ProjectsPage),
          },
          {
            path: 'stock',
            Component: lazyPage(async () => (await import('../systems/eos/views/calendar/StockPage')).StockPage),
          },
          {
            path: 'zones',
            Component: lazyPage(async () => (await import('../systems/eos/views/calendar/ZonesPage')).ZonesPage),
          },
          {
            path: 'log',
            Component: lazyPage(async () => (await import('../systems/eos/views/calendar/DayLogPage')).DayLogPage),
          },
        ],
      },
      {
        path: 'characters/:characterId',
        Component: lazyPage(
          async () => (await import('../systems/eos/views/character-sheet/CharacterSheetPage')).CharacterSheetPage,
        ),
      },
      {
        path: 'characters/:characterId/edit',
        Component: BuilderRoute,
      },
      {
        path: 'campaigns/:campaignId/encounters',
        Component: lazyPage(async () => (await import('../systems/eos/views/combat/EncountersPage')).EncountersPage),
      },
      {
        path: 'campaigns/:campaignId/encounters/new',
        Component: lazyPage(
          async () => (await import('../systems/eos/views/combat/NewEncounterPage')).NewEncounterPage,
        ),
      },
      {
        path: 'encounters/:encounterId',
        Component: lazyPage(async () => (await import('../systems/eos/views/combat/EncounterPage')).EncounterPage),
      },
      {
        path: 'combat',
        Component: lazyPage(async () => (await import('../systems/eos/views/combat/CombatHomePage')).CombatHomePage),
      },
      {
        path: 'dice',
        Component: lazyPage(async () => (await import('../features/dice/DiceTrayPage')).DiceTrayPage),
      },
      {
        path: 'calculators',
        Component: lazyPage(
          async () => (await import('../systems/eos/views/calculators/CalculatorsPage')).CalculatorsPage,
        ),
      },
      // Wasteland Dice Combat: a campaign's pages, on the app's database (the pack's code loads with the first of them).
      {
        path: WDC_CAMPAIGN_ROOT.slice(1),
        Component: lazyPage(async () => (await import('../systems/wasteland-dice/views/WdcMount')).WdcMount),
        children: wdcRoutes,
      },
      // Wasteland Wolves: a game's pages, the same way.
      {
        path: WW_CAMPAIGN_ROOT.slice(1),
        Component: lazyPage(async () => (await import('../systems/wasteland-wolves/views/WwMount')).WwMount),
        children: wwRoutes,
      },
      {
        path: 'settings',
        Component: lazyPage(async () => (await import('../features/settings/SettingsPage')).SettingsPage),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
  // The print view stands outside the app layout: one page, black on white, no navigation.
  {
    path: '/characters/:characterId/print',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <PrintSheetRoute />
      </Suspense>
    ),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, for component tests. */
export function createTestRouter(initialPath = '/') {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
