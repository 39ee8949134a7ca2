import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { WDC_CAMPAIGN_ROOT } from '../descriptor';
import { wdcPaths } from '../paths';
import { DatabaseWdcData } from './data/database-wdc-data';
import { WdcDataProvider } from './data/wdc-data-context';

const paths = wdcPaths(WDC_CAMPAIGN_ROOT);

/** The pack's pages as the app mounts them: under one campaign, on the app's database, with the app's dice. */
export function WdcMount() {
  const { campaignId = '' } = useParams();
  const data = useMemo(() => new DatabaseWdcData(campaignId), [campaignId]);
  return (
    <WdcDataProvider data={data} campaignId={campaignId} paths={paths}>
      <Outlet />
    </WdcDataProvider>
  );
}
