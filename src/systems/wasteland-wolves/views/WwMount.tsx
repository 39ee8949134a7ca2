import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { WW_CAMPAIGN_ROOT } from '../descriptor';
import { wwPaths } from '../paths';
import { DatabaseWwData } from './data/database-ww-data';
import { WwDataProvider } from './data/ww-data-context';

const paths = wwPaths(WW_CAMPAIGN_ROOT);

/** The pack's pages as the app mounts them: under one game, on the app's database, with the app's dice. */
export function WwMount() {
  const { campaignId = '' } = useParams();
  const data = useMemo(() => new DatabaseWwData(campaignId), [campaignId]);
  return (
    <WwDataProvider data={data} campaignId={campaignId} paths={paths}>
      <Outlet />
    </WwDataProvider>
  );
}
