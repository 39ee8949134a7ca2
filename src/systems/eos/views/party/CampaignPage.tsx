import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { CampaignGate, opensIn } from '../../../../core/ui/CampaignGate';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useIdle } from '../../../../core/scheduling/idle';
import { PartyCoverageHint } from '../components/PartyCoverageHint';
import { ExportReminder } from '../../../../features/backup/ExportReminder';
import { HouseRulesPanel } from '../house-rules/HouseRulesPanel';
import { characterCountLabel } from '../../../../features/campaigns/format';
import { useSheetsAhead } from '../character-sheet/use-character';
import { PartyMemberCard } from './PartyMemberCard';
import { PartyUndoBanner } from './PartyUndoBanner';
import { usePartyUi } from './party-ui-store';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';
import { useCampaign, useCharacters } from '../../../../db/react';

/** The party's skill advice, drawn again only when the party changes (not when the router moves on to a sheet). */
const PartyCoverage = memo(PartyCoverageHint);

/** Reads the calendar live and works out the planner's first numbers while this page is open (shows nothing). */
const PlannerAhead = lazy(async () => ({ default: (await import('../calendar/PlannerAhead')).PlannerAhead }));

/** Party members per page: a large party (a GM's NPCs too) is drawn, and its sheets worked out ahead, a page at a time. */
export const PARTY_PAGE_SIZE = 24;

/** What the builder passes along after a save, to be announced here. */
export interface CampaignPageState {
  saved?: string;
}

/**
 * /campaigns/:campaignId: the party of one campaign, with HP, drafts and what is wrong with them, links to each sheet,
 * a new-character button, delete with undo, and which key survival skills nobody has yet.
 */
export function CampaignPage() {
  const { campaignId } = useParams();
  const campaign = useCampaign(campaignId);
  const party = useCharacters(campaignId);
  const error = usePartyUi((s) => s.error);
  const status = usePartyUi((s) => s.status);
  const reset = usePartyUi((s) => s.reset);
  const succeeded = usePartyUi((s) => s.succeeded);
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as CampaignPageState | null)?.saved;
  // The page belongs to the campaign shown: another campaign opens on its first page.
  const [paging, setPaging] = useState({ campaignId, page: 0 });
  const page = paging.campaignId === campaignId ? paging.page : 0;
  const setPage = (next: number) => setPaging({ campaignId, page: next });
  const pages = party === undefined ? 1 : Math.max(1, Math.ceil(party.length / PARTY_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const members = useMemo(
    () => party?.slice(shownPage * PARTY_PAGE_SIZE, (shownPage + 1) * PARTY_PAGE_SIZE),
    [party, shownPage],
  );
  // What a tap on a name or on "Calendar" opens, ready ahead: the sheets at once, the planner from the first idle moment.
  useSheetsAhead(members, campaign);
  const idle = useIdle();

  // The undo and the confirmation last until the page is left.
  useEffect(() => reset, [reset, campaignId]);
  // The builder's "Saved …" is announced once, not again after a reload: it moves from the history entry to the page.
  useEffect(() => {
    if (!saved) return;
    succeeded(saved);
    void navigate(location.pathname, { replace: true, state: null });
  }, [saved, succeeded, navigate, location.pathname]);

  if (!opensIn(campaign, 'eos')) return <CampaignGate campaign={campaign} />;

  return (
    <section className="page party-page" aria-labelledby="party-title">
      <p className="breadcrumb">
        <Link to={paths.campaigns()}>← All campaigns</Link>
      </p>
      <h1 id="party-title">{campaign.name}</h1>
      <p className="lede">
        {party === undefined ? 'Loading the party…' : `The party: ${characterCountLabel(party.length)}.`} Open a
        character’s sheet for every number with its formula.
      </p>
      <div className="toolbar">
        <Link className="button primary" to={eosPaths.newCharacter(campaign.id)}>
          New character
        </Link>
        <Link className="button" to={eosPaths.calendar(campaign.id)}>
          Calendar
        </Link>
        <Link className="button" to={eosPaths.encounters(campaign.id)}>
          Fights
        </Link>
        <Link className="button" to={eosPaths.newEncounter(campaign.id)}>
          Start a fight
        </Link>
        <Link className="button" to={paths.campaignSettings(campaign.id)}>
          Backup
        </Link>
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line" role="status">
        {status ?? saved}
      </p>
      <PartyUndoBanner />
      <ExportReminder campaignId={campaign.id} />
      {party !== undefined && party.length > 0 && <PartyCoverage members={party} />}
      {party === undefined ? null : party.length === 0 ? (
        <p className="empty">No characters yet. Build the first one with “New character”.</p>
      ) : (
        <>
          <ul className="card-grid party-list" aria-label="Party">
            {members?.map((character) => (
              <PartyMemberCard key={character.id} character={character} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label="Pages of the party">
              <button
                type="button"
                className="button"
                disabled={shownPage === 0}
                onClick={() => setPage(shownPage - 1)}
              >
                Previous
              </button>
              <span>
                Page {shownPage + 1} of {pages} ({shownPage * PARTY_PAGE_SIZE + 1}–
                {Math.min(party.length, (shownPage + 1) * PARTY_PAGE_SIZE)} of {party.length})
              </span>
              <button
                type="button"
                className="button"
                disabled={shownPage + 1 >= pages}
                onClick={() => setPage(shownPage + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      <HouseRulesPanel campaign={campaign} />
      {idle && (
        <Suspense fallback={null}>
          <PlannerAhead campaignId={campaign.id} />
        </Suspense>
      )}
    </section>
  );
}
