import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { SystemId } from '../systems/game-system';
import { useGame } from '../systems/games-context';
import { useGameText } from '../systems/game-text';

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
export function CampaignGate({ campaign, loading }: { campaign: Read; loading?: string }) {
  const { t } = useTranslation();
  const game = useGame(campaign?.systemId);
  const text = useGameText();
  if (campaign === undefined) return <p className="empty">{loading ?? t('campaignGate.loading')}</p>;
  const toCampaigns = { campaigns: <Link to={paths.campaigns()} /> };
  return (
    <section className="page">
      {campaign === null ? (
        <>
          <h1>{t('campaignGate.notFound')}</h1>
          <p>
            <Trans t={t} i18nKey="campaignGate.gone" components={toCampaigns} />
          </p>
        </>
      ) : (
        <>
          <h1>{campaign.name}</h1>
          <p>
            {game ? (
              <Trans
                t={t}
                i18nKey="campaignGate.otherGame"
                values={{ game: text(game).name, aCampaign: text(game).aCampaign }}
                components={{ open: <Link to={game.campaignPath(campaign.id)} /> }}
              />
            ) : (
              <Trans
                t={t}
                i18nKey="campaignGate.unknownGame"
                values={{ systemId: campaign.systemId }}
                components={toCampaigns}
              />
            )}
          </p>
        </>
      )}
    </section>
  );
}
