import { useState, type FormEvent } from 'react';
import { addZone, renameZone, setZoneTrees } from '../../../../db';
import {
  ZONE_KINDS,
  zoneHuntingTargetNumber,
  zoneTrappingTargetNumber,
  type CampaignZone,
  type ZoneKind,
} from '../../rules';
import { useStartedCalendar } from './CalendarLayout';
import { failureMessage } from '../../../../core/ui/failure-message';

const KIND_LABEL: Readonly<Record<ZoneKind, string>> = { town: 'Town', road: 'Road', wilderness: 'Wilderness' };

/**
 * The zones the party has used (/campaigns/:campaignId/calendar/zones): hunting and trapping target numbers as they
 * stand today (each successful day raises them; trapping regenerates monthly, hunting each spring), what the mine, the
 * quarry and the trees (as the GM counted them) still hold, and a form to add or rename one.
 */
export function ZonesPage() {
  const { calendar } = useStartedCalendar();
  const zones = calendar.state.zones;
  const today = calendar.conditions.zoneId;
  return (
    <section className="zones" aria-labelledby="zones-title">
      <h2 id="zones-title">Zones</h2>
      <p className="lede">
        Depletion and regeneration carry over from week to week: each successful hunting or trapping day makes the zone
        harder; trapping grounds recover by a day each month, hunting grounds each spring.
      </p>
      <ul className="card-grid zone-list" aria-label="Zones">
        {zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} today={zone.id === today} />
        ))}
      </ul>
      <AddZoneForm />
    </section>
  );
}

function ZoneCard({ zone, today }: { zone: CampaignZone; today: boolean }) {
  const { campaign } = useStartedCalendar();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(zone.name);
  const [error, setError] = useState<string | null>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      await renameZone(campaign.id, zone.id, name);
      setRenaming(false);
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <li className="card zone-card" aria-labelledby={`zone-${zone.id}`}>
      <h3 id={`zone-${zone.id}`}>
        <span>{zone.name}</span>
        <span className="badge">{KIND_LABEL[zone.kind]}</span>
      </h3>
      {today && <p className="zone-today">The party is here today.</p>}
      <dl className="zone-facts">
        <div>
          <dt>From town</dt>
          <dd>{zone.milesFromTown} miles</dd>
        </div>
        {zone.kind === 'wilderness' && (
          <div>
            <dt>From a road</dt>
            <dd>
              {zone.zonesFromRoadOrCity} zone{zone.zonesFromRoadOrCity === 1 ? '' : 's'}
            </dd>
          </div>
        )}
        <div>
          <dt>Hunting TN</dt>
          <dd>
            {zoneHuntingTargetNumber(zone)}
            {zone.huntingSuccessDays > 0 && ` (+${zone.huntingSuccessDays} hunted)`}
          </dd>
        </div>
        <div>
          <dt>Trapping TN</dt>
          <dd>
            {zoneTrappingTargetNumber(zone)}
            {zone.trappingSuccessDays > 0 && ` (+${zone.trappingSuccessDays} trapped)`}
          </dd>
        </div>
        {zone.mineOreLeft !== null && (
          <div>
            <dt>Mine</dt>
            <dd>{zone.mineOreLeft} ore left</dd>
          </div>
        )}
        {zone.quarryStoneLeft !== null && (
          <div>
            <dt>Quarry</dt>
            <dd>{zone.quarryStoneLeft} stones left</dd>
          </div>
        )}
        <div>
          <dt>Trees</dt>
          <dd>{zone.treeBeamsLeft === undefined ? 'not counted' : `${zone.treeBeamsLeft} beams left`}</dd>
        </div>
      </dl>
      <TreesForm key={zone.treeBeamsLeft ?? 'none'} zone={zone} />
      {renaming ? (
        <form className="inline-form" onSubmit={(e) => void rename(e)}>
          <label className="field">
            New name for {zone.name}
            <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error !== null || undefined} />
          </label>
          <button type="submit" className="button primary">
            Save
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="card-actions">
          <button type="button" className="button" onClick={() => setRenaming(true)} aria-label={`Rename ${zone.name}`}>
            Rename
          </button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The GM's count of the beams a zone's trees still give ("determined by GM"); empty stops counting. */
function TreesForm({ zone }: { zone: CampaignZone }) {
  const { campaign } = useStartedCalendar();
  const [beams, setBeams] = useState(zone.treeBeamsLeft === undefined ? '' : String(zone.treeBeamsLeft));
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await setZoneTrees(campaign.id, zone.id, beams.trim() === '' ? null : Number(beams));
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <form className="inline-form zone-trees" onSubmit={(e) => void save(e)}>
      <label className="field">
        Beams in the trees of {zone.name}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="not counted"
          value={beams}
          onChange={(e) => setBeams(e.target.value)}
          aria-invalid={error !== null || undefined}
        />
      </label>
      <button type="submit" className="button" aria-label={`Save the trees of ${zone.name}`}>
        Save trees
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function AddZoneForm() {
  const { campaign } = useStartedCalendar();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ZoneKind>('wilderness');
  const [miles, setMiles] = useState(5);
  const [zones, setZones] = useState(1);
  const [mine, setMine] = useState(false);
  const [quarry, setQuarry] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await addZone(campaign.id, {
        name,
        kind,
        milesFromTown: kind === 'town' ? 0 : miles,
        zonesFromRoadOrCity: kind === 'wilderness' ? zones : 0,
        mine,
        quarry,
      });
      setAdded(`${name.trim()} added.`);
      setError(null);
      setName('');
    } catch (e) {
      setError(failureMessage(e));
      setAdded(null);
    }
  }

  return (
    <form className="card zone-add" onSubmit={(e) => void submit(e)} aria-labelledby="zone-add-title">
      <h3 id="zone-add-title">Add a zone</h3>
      <div className="inline-form">
        <label className="field">
          Zone name
          <input value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="field">
          Kind
          <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value as ZoneKind)}>
            {ZONE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        {kind !== 'town' && (
          <label className="field">
            Miles from town
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={miles}
              onChange={(e) => setMiles(Math.max(0, Number(e.target.value) || 0))}
            />
          </label>
        )}
        {kind === 'wilderness' && (
          <label className="field">
            Zones from a road or city
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={zones}
              onChange={(e) => setZones(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
          </label>
        )}
        <label className="plan-check">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          <span>Has a mine</span>
        </label>
        <label className="plan-check">
          <input type="checkbox" checked={quarry} onChange={(e) => setQuarry(e.target.checked)} />
          <span>Has a quarry</span>
        </label>
        <button type="submit" className="button primary">
          Add zone
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line" role="status">
        {added}
      </p>
    </form>
  );
}
