import '@testing-library/jest-dom/vitest';
import '../../../i18n-setup';
import { cleanup, configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams, useRoutes } from 'react-router';
import { afterEach } from 'vitest';
import { createSeededRandom, type RandomSource, type WdcFighter } from '../../../../src/systems/wasteland-dice/rules';
import {
  InMemoryWdcData,
  WdcDataProvider,
  wdcPaths,
  wdcRoutes,
  type WdcFighterRecord,
} from '../../../../src/systems/wasteland-dice/views';

/*
 * The views' tests run in the 'rules' project (tests/systems/**\/*.test.ts) with a jsdom docblock; this module gives
 * them what tests/setup-dom.ts gives the ui project, and mounts the pack's routes as the app will.
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());

export const CAMPAIGN_ID = 'camp-1';
export const PATHS = wdcPaths('/wdc/:campaignId');

function Mount({ data, random }: { data: InMemoryWdcData; random: RandomSource }) {
  const { campaignId = '' } = useParams();
  const routes = useRoutes(wdcRoutes);
  return (
    <WdcDataProvider data={data} campaignId={campaignId} paths={PATHS} random={random}>
      {routes}
    </WdcDataProvider>
  );
}

/** A stored fighter record around a payload. */
export function fighterRecord(id: string, name: string, system: WdcFighter): WdcFighterRecord {
  return { id, campaignId: CAMPAIGN_ID, name, createdAt: 1, updatedAt: 1, system };
}

export function memoryData(fighters: readonly WdcFighterRecord[] = []): InMemoryWdcData {
  let n = 0;
  return new InMemoryWdcData({
    campaigns: [{ id: CAMPAIGN_ID, name: 'The Ashlands', houseRules: {} }],
    fighters,
    newId: () => `rec-${++n}`,
  });
}

/** Renders the pack at `path` (relative to the campaign root) in a MemoryRouter with the in-memory data. */
export function renderWdc(
  path: string,
  data: InMemoryWdcData = memoryData(),
  random: RandomSource = createSeededRandom('wdc views'),
) {
  const url = `/wdc/${CAMPAIGN_ID}${path === '' ? '' : `/${path}`}`;
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/wdc/:campaignId/*" element={<Mount data={data} random={random} />} />
      </Routes>
    </MemoryRouter>,
  );
  return data;
}
