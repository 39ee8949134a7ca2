import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { SystemId } from '../systems/game-system';
import { useGame } from '../systems/games-context';

/** A campaign as a page of a game reads it: undefined while loading, null when there is none with that id. */
type Read = { id: string; name: string; systemId: SystemId } | null | undefined;

/** Whether a page of `systemId` can draw `campaign`: it is read, it exists, and it plays that game. */
export function opensIn<T extends { name: string; systemId: SystemId }>(
  campaign: T | null | undefined,
  systemId: SystemId,
): campaign is T {
  return campaign !== null && campaign !== undefined && campaign.systemId === systemId;
}

/**
 * What a campaign's page shows instead of itself when it cannot draw the campaign (opensIn said no): a loading line, a
 * campaign that is gone, or one of another game with the way to its own page. One gate for every game's pages.
 */
export function CampaignGate({ campaign, loading = 'Loading the campaign…' }: { campaign: Read; loading?: string }) {
  const game = useGame(campaign?.systemId);
  if (campaign === undefined) return <p className="empty">{loading}</p>;
  return (
    <section className="page">
      {campaign === null ? (
        <>
          <h1>Campaign not found</h1>
          <p>
            This campaign does not exist; it may have been deleted in another tab.{' '}
            <Link to={paths.campaigns()}>Back to the campaigns</Link>.
          </p>
        </>
      ) : (
        <>
          <h1>{campaign.name}</h1>
          <p>
            This campaign plays {game ? game.name : `a game this app does not know (“${campaign.systemId}”)`}, so this
            page cannot show it.{' '}
            {game ? (
              <Link to={game.campaignPath(campaign.id)}>Open it as a {game.name} campaign</Link>
            ) : (
              <Link to={paths.campaigns()}>Back to the campaigns</Link>
            )}
            .
          </p>
        </>
      )}
    </section>
  );
}
