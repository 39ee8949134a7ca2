import { Link } from 'react-router';
import { useActiveEncounters } from './use-combat-data';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';
import { useCampaigns } from '../../../../db/react';

/** /combat: the fights still running in any campaign, and where to start a new one. */
export function CombatHomePage() {
  const active = useActiveEncounters();
  const campaigns = useCampaigns();
  return (
    <section className="page combat-home" aria-labelledby="combat-title">
      <h1 id="combat-title">Combat</h1>
      <p className="lede">
        Initiative, actions, contested rolls with their exact odds, damage and criticals — every number from the rules.
      </p>
      <div className="toolbar">
        <Link className="button" to={paths.dice}>
          Dice tray
        </Link>
      </div>
      <h2>Fights in progress</h2>
      {active === undefined ? (
        <p className="empty">Loading…</p>
      ) : active.length === 0 ? (
        <p className="empty">No fight is running.</p>
      ) : (
        <ul className="card-grid" aria-label="Fights in progress">
          {active.map((e) => (
            <li key={e.id} className="card">
              <h3>
                <Link to={eosPaths.encounter(e.id)}>{e.name}</Link>
              </h3>
              <p className="encounter-meta">
                {e.campaignName} · {e.round === 0 ? 'not started' : `round ${e.round}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h2>Start a fight</h2>
      {campaigns === undefined ? (
        <p className="empty">Loading…</p>
      ) : campaigns.length === 0 ? (
        <p className="empty">
          Fights belong to a campaign. <Link to={paths.campaigns()}>Create a campaign</Link> or load the example first.
        </p>
      ) : (
        <ul className="stack combat-campaigns" aria-label="Campaigns">
          {campaigns.map((c) => (
            <li key={c.id} className="card combat-campaign">
              <h3>{c.name}</h3>
              <div className="card-actions">
                <Link className="button primary" to={eosPaths.newEncounter(c.id)}>
                  New encounter<span className="visually-hidden"> in {c.name}</span>
                </Link>
                <Link className="button" to={eosPaths.encounters(c.id)}>
                  All fights<span className="visually-hidden"> of {c.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
