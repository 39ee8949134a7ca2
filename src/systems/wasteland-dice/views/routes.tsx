import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { WDC_ROUTES } from '../paths';

/*
 * The pack's routes, relative to the campaign root the app mounts them under (inside a WdcDataProvider). Every page
 * loads lazily with its CSS; the element form works in a data router and in <Routes>/useRoutes alike.
 */

const CampaignPage = lazy(() => import('./pages/CampaignPage').then((m) => ({ default: m.CampaignPage })));
const NewFighterPage = lazy(() => import('./pages/FighterEditorPage').then((m) => ({ default: m.NewFighterPage })));
const FighterEditorPage = lazy(() =>
  import('./pages/FighterEditorPage').then((m) => ({ default: m.FighterEditorPage })),
);
const NewFightPage = lazy(() => import('./pages/NewFightPage').then((m) => ({ default: m.NewFightPage })));
const FightPage = lazy(() => import('./pages/FightPage').then((m) => ({ default: m.FightPage })));
const RulesPage = lazy(() => import('./pages/RulesPage').then((m) => ({ default: m.RulesPage })));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<p className="empty">Loading…</p>}>
      <Page />
    </Suspense>
  );
}

export const wdcRoutes: RouteObject[] = [
  { index: true, element: page(CampaignPage) },
  { path: WDC_ROUTES.newFighter, element: page(NewFighterPage) },
  { path: WDC_ROUTES.fighter, element: page(FighterEditorPage) },
  { path: WDC_ROUTES.newFight, element: page(NewFightPage) },
  { path: WDC_ROUTES.fight, element: page(FightPage) },
  { path: WDC_ROUTES.rules, element: page(RulesPage) },
];
