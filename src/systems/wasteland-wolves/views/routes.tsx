import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { WW_ROUTES } from '../paths';

/*
 * The pack's routes, relative to the game root the app mounts them under (inside a WwDataProvider). Every page loads
 * lazily with its CSS; the element form works in a data router and in <Routes>/useRoutes alike.
 */

const GamePage = lazy(() => import('./pages/GamePage').then((m) => ({ default: m.GamePage })));
const NewPlayerPage = lazy(() => import('./pages/PlayerBuilderPage').then((m) => ({ default: m.NewPlayerPage })));
const PlayerBuilderPage = lazy(() =>
  import('./pages/PlayerBuilderPage').then((m) => ({ default: m.PlayerBuilderPage })),
);
const TurnPlannerPage = lazy(() => import('./pages/TurnPlannerPage').then((m) => ({ default: m.TurnPlannerPage })));
const CraftingPage = lazy(() => import('./pages/CraftingPage').then((m) => ({ default: m.CraftingPage })));
const OddsPage = lazy(() => import('./pages/OddsPage').then((m) => ({ default: m.OddsPage })));
const RulesPage = lazy(() => import('./pages/RulesPage').then((m) => ({ default: m.RulesPage })));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<p className="empty">Loading…</p>}>
      <Page />
    </Suspense>
  );
}

export const wwRoutes: RouteObject[] = [
  { index: true, element: page(GamePage) },
  { path: WW_ROUTES.newPlayer, element: page(NewPlayerPage) },
  { path: WW_ROUTES.player, element: page(PlayerBuilderPage) },
  { path: WW_ROUTES.plan, element: page(TurnPlannerPage) },
  { path: WW_ROUTES.crafting, element: page(CraftingPage) },
  { path: WW_ROUTES.odds, element: page(OddsPage) },
  { path: WW_ROUTES.rules, element: page(RulesPage) },
];
