import '@testing-library/jest-dom/vitest';
import '../../../i18n-setup';
import { cleanup, configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams, useRoutes } from 'react-router';
import { afterEach } from 'vitest';
import {
  createSeededRandom,
  type RandomSource,
  type Tracker,
  type WwPlayer,
} from '../../../../src/systems/wasteland-wolves/rules';
import {
  InMemoryWwData,
  WwDataProvider,
  wwPaths,
  wwRoutes,
  type WwPlayerRecord,
  type WwTrackerRecord,
} from '../../../../src/systems/wasteland-wolves/views';

/*
 * The views' tests run in the 'rules' project (tests/systems/**\/*.test.ts) with a jsdom docblock; this module mounts
 * the pack's routes as the app will.
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());

export const GAME_ID = 'game-1';
export const PATHS = wwPaths('/ww/:campaignId');

function Mount({ data, random }: { data: InMemoryWwData; random: RandomSource }) {
  const { campaignId = '' } = useParams();
  const routes = useRoutes(wwRoutes);
  return (
    <WwDataProvider data={data} campaignId={campaignId} paths={PATHS} random={random}>
      {routes}
    </WwDataProvider>
  );
}

export function playerRecord(id: string, name: string, system: Partial<WwPlayer> = {}): WwPlayerRecord {
  return {
    id,
    campaignId: GAME_ID,
    name,
    createdAt: 1,
    updatedAt: 1,
    system: { experience: 0, perks: {}, inventory: {}, weapon: null, armour: null, ...system },
  };
}

export function trackerRecord(id: string, system: Tracker): WwTrackerRecord {
  return { id, campaignId: GAME_ID, name: 'The game', createdAt: 1, updatedAt: 1, system };
}

export function memoryData(
  players: readonly WwPlayerRecord[] = [],
  trackers: readonly WwTrackerRecord[] = [],
): InMemoryWwData {
  let n = 0;
  let t = 10;
  return new InMemoryWwData({
    games: [{ id: GAME_ID, name: 'The Homeland', houseRules: {} }],
    players,
    trackers,
    newId: () => `rec-${++n}`,
    now: () => ++t,
  });
}

/** Renders the pack at `path` (relative to the game root) in a MemoryRouter with the in-memory data. */
export function renderWw(
  path: string,
  data: InMemoryWwData = memoryData(),
  random: RandomSource = createSeededRandom('ww views'),
) {
  const url = `/ww/${GAME_ID}${path === '' ? '' : `/${path}`}`;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/ww/:campaignId/*" element={<Mount data={data} random={random} />} />
      </Routes>
    </MemoryRouter>,
  );
  return data;
}
