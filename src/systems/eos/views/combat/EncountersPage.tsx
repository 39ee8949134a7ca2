import { useState } from 'react';
import { CampaignGate, opensIn } from '../../../../core/ui/CampaignGate';
import { UndoBanner } from '../../../../core/ui/UndoBanner';
import { Link, useParams } from 'react-router';
import { deleteEncounter, restoreEncounter, type EncounterRecord, type EncounterSummary } from '../../../../db';
import { formatChanged } from '../../../../features/campaigns/format';

import { useEncounterPage } from './use-combat-data';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';
import { useCampaign } from '../../../../db/react';

/** /campaigns/:campaignId/encounters: the campaign's fights, running and finished (their logs kept), a page at a time. */
export function EncountersPage() {
  const { campaignId } = useParams();
  const campaign = useCampaign(campaignId);
  const [page, setPage] = useState(0);
  const list = useEncounterPage(campaignId, page);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removed, setRemoved] = useState<EncounterRecord | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'error'; text: string } | null>(null);

  if (!opensIn(campaign, 'eos')) return <CampaignGate campaign={campaign} />;

  const pages = list === undefined ? 1 : Math.max(1, Math.ceil(list.total / list.pageSize));

  async function remove(id: string) {
    try {
      const record = await deleteEncounter(id);
      setRemoved(record);
      setConfirming(null);
      setMessage(null);
    } catch (e) {
      setMessage({ kind: 'error', text: failureMessage(e) });
    }
  }

  async function putBack() {
    if (removed === null) return;
    try {
      await restoreEncounter(removed);
      setMessage({ kind: 'status', text: `Restored “${removed.name}”.` });
      setRemoved(null);
    } catch (e) {
      setMessage({ kind: 'error', text: failureMessage(e) });
    }
  }

  return (
    <section className="page encounters-page" aria-labelledby="encounters-title">
      <p className="breadcrumb">
        <Link to={eosPaths.campaign(campaign.id)}>← {campaign.name}</Link>
      </p>
      <h1 id="encounters-title">Fights</h1>
      <p className="lede">
        Every fight of {campaign.name}: carry on one that is running, or read the log of one that is over.
      </p>
      <div className="toolbar">
        <Link className="button primary" to={eosPaths.newEncounter(campaign.id)}>
          New encounter
        </Link>
        <Link className="button" to={paths.dice}>
          Dice tray
        </Link>
      </div>
      {message?.kind === 'error' && (
        <p className="notice notice-error" role="alert">
          {message.text}
        </p>
      )}
      <p className="status-line" role="status">
        {message?.kind === 'status' ? message.text : null}
      </p>
      {removed && (
        <UndoBanner deletedId={removed.id} onUndo={() => void putBack()} onDismiss={() => setRemoved(null)}>
          Deleted “{removed.name}”.
        </UndoBanner>
      )}
      {list === undefined ? (
        <p className="empty">Loading the fights…</p>
      ) : list.total === 0 ? (
        <p className="empty">No fights yet. Start one with “New encounter”.</p>
      ) : (
        <>
          <ul className="card-grid encounter-list" aria-label="Fights">
            {list.encounters.map((e) => (
              <EncounterCard
                key={e.id}
                encounter={e}
                confirming={confirming === e.id}
                onAskDelete={() => setConfirming(e.id)}
                onCancel={() => setConfirming(null)}
                onDelete={() => void remove(e.id)}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label="Pages of fights">
              <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Newer
              </button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function EncounterCard({
  encounter,
  confirming,
  onAskDelete,
  onCancel,
  onDelete,
}: {
  encounter: EncounterSummary;
  confirming: boolean;
  onAskDelete: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const party = encounter.combatants.filter((c) => c.side === 'party');
  const foes = encounter.combatants.filter((c) => c.side === 'foe');
  const who = (list: typeof party) => list.map((c) => `${c.name} ${c.hp}/${c.maxHp}`).join(', ') || 'nobody';
  return (
    <li className="card encounter-card" aria-labelledby={`encounter-${encounter.id}`}>
      <h2 id={`encounter-${encounter.id}`}>
        <Link to={eosPaths.encounter(encounter.id)}>{encounter.name}</Link>
        <span className={`badge encounter-status-${encounter.status}`}>
          {encounter.status === 'active' ? 'Running' : 'Over'}
        </span>
      </h2>
      <p className="encounter-meta">
        {encounter.round === 0 ? 'Not started' : `Round ${encounter.round}`} · changed{' '}
        {formatChanged(encounter.updatedAt)}
      </p>
      <p className="encounter-sides">
        <span>Party: {who(party)}</span>
        <br />
        <span>Opponents: {who(foes)}</span>
      </p>
      {confirming ? (
        <div className="confirm-delete" role="group" aria-label={`Delete ${encounter.name}?`}>
          <p>Delete “{encounter.name}” and its log? You can undo this until you leave the page.</p>
          <div className="card-actions">
            <button type="button" className="button danger" onClick={onDelete}>
              Delete fight
            </button>
            <button type="button" className="button" onClick={onCancel}>
              Keep
            </button>
          </div>
        </div>
      ) : (
        <div className="card-actions">
          <Link className="button" to={eosPaths.encounter(encounter.id)}>
            {encounter.status === 'active' ? 'Continue' : 'Read the log'}
            <span className="visually-hidden"> of {encounter.name}</span>
          </Link>
          <button type="button" className="button danger" onClick={onAskDelete}>
            Delete<span className="visually-hidden"> {encounter.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
