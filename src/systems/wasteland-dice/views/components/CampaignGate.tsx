import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWdcCampaign, type WdcCampaignView } from '../data/hooks';
import { useWdc } from '../data/wdc-data-context';
import { PageTitle } from './PageTitle';

/** Draws its page once the campaign is read: a loading line, the read's failure, or "not found" otherwise. */
export function CampaignGate({ children }: { children: (campaign: WdcCampaignView) => ReactNode }) {
  const { read } = useWdcCampaign();
  if (read.status === 'loading') return <p className="empty">Loading the campaign…</p>;
  if (read.status === 'error') {
    return (
      <section className="page">
        <PageTitle>The campaign could not be read</PageTitle>
        <p className="notice notice-error" role="alert">
          {read.message}
        </p>
      </section>
    );
  }
  if (read.value === null) {
    return (
      <section className="page">
        <PageTitle>Campaign not found</PageTitle>
        <p>This campaign does not exist; it may have been deleted in another tab.</p>
      </section>
    );
  }
  return <>{children(read.value)}</>;
}

/** The link back to the campaign page, at the top of every inner page. */
export function BackToCampaign({ name }: { name: string }) {
  const { paths, campaignId } = useWdc();
  return (
    <p className="breadcrumb">
      <Link to={paths.campaign(campaignId)}>← {name}</Link>
    </p>
  );
}

/** A record's read that is not ready: loading, failed or missing. */
export function NotReady({ what, message }: { what: string; message: string | null }) {
  if (message === null) return <p className="empty">Loading the {what}…</p>;
  return (
    <p className="notice notice-error" role="alert">
      {message}
    </p>
  );
}
