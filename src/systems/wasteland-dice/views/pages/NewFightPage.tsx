import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FIGHT_PURPOSES, NAME_MAX, createFight, type FightPurpose, type FighterEntry } from '../../rules';
import { BackToCampaign, CampaignGate, NotReady } from '../components/CampaignGate';
import { SelectField, TextField } from '../components/fields';
import { PageTitle } from '../components/PageTitle';
import { useFighters, type WdcCampaignView } from '../data/hooks';
import { useWdc } from '../data/wdc-data-context';
import { attempt, errorText, problemsOf } from '../format';
import '../wdc.css';

const PURPOSE_LABELS: Record<FightPurpose, string> = { event: 'A Storyteller event', pvp: 'PvP' };

interface Pick {
  readonly chosen: boolean;
  readonly side: string;
  readonly armed: boolean;
}

function Form({ campaign }: { campaign: WdcCampaignView }) {
  const { data, paths, campaignId } = useWdc();
  const navigate = useNavigate();
  const fighters = useFighters().read;
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState<FightPurpose>('event');
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (fighters.status !== 'ready') {
    return <NotReady what="fighters" message={fighters.status === 'error' ? fighters.message : null} />;
  }
  const pickOf = (id: string): Pick => picks[id] ?? { chosen: false, side: '', armed: true };
  const update = (id: string, patch: Partial<Pick>) =>
    setPicks((all) => ({ ...all, [id]: { ...pickOf(id), ...patch } }));

  async function create() {
    if (name.trim().length === 0) return setError('The fight needs a name ("Raiders at the ford").');
    if (fighters.status !== 'ready') return;
    const entries: FighterEntry[] = fighters.value
      .filter((r) => pickOf(r.id).chosen)
      .map((r) => {
        const pick = pickOf(r.id);
        return {
          id: r.id,
          name: r.name,
          fighter: r.system,
          armed: pick.armed,
          ...(pick.side.trim() ? { side: pick.side.trim() } : {}),
        };
      });
    if (entries.length < 2) return setError('Pick at least two fighters.');
    const made = attempt(() => createFight({ purpose, rules: campaign.rules ?? undefined, fighters: entries }));
    if (!made.ok) return setError(made.message);
    setSaving(true);
    try {
      const record = await data.createFight(campaignId, { name: name.trim(), system: made.value });
      navigate(paths.fight(campaignId, record.id));
    } catch (e) {
      setError(errorText(e));
      setSaving(false);
    }
  }

  return (
    <form
      className="wdc-new-fight"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <div className="wdc-row-fields">
        <TextField label="Fight name" value={name} maxLength={NAME_MAX} onChange={setName} />
        <SelectField
          label="What the fight is for"
          value={purpose}
          options={FIGHT_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS[p] }))}
          onChange={setPurpose}
        />
      </div>
      <fieldset className="wdc-fieldset">
        <legend>Fighters</legend>
        {fighters.value.length === 0 ? <p className="muted">The campaign has no fighters yet.</p> : null}
        <ul className="wdc-rows">
          {fighters.value.map((record) => {
            const problems = problemsOf(record.system);
            const downed = problems.length === 0 && record.system.hp === 0;
            const why = problems.length > 0 ? `breaks a rule: ${problems[0]}` : downed ? 'downed (0 hit points)' : null;
            const pick = pickOf(record.id);
            return (
              <li key={record.id} className="wdc-row-fields wdc-pick-row">
                <label className="check">
                  <input
                    type="checkbox"
                    checked={pick.chosen}
                    disabled={why !== null}
                    onChange={(e) => update(record.id, { chosen: e.target.checked })}
                  />
                  <span>
                    {record.name}
                    {why === null ? (
                      <span className="muted"> · {record.system.hp} HP</span>
                    ) : (
                      <span className="field-error"> · {why}</span>
                    )}
                  </span>
                </label>
                {pick.chosen ? (
                  <>
                    <label className="field">
                      <span>Side</span>
                      <input
                        type="text"
                        aria-label={`${record.name}'s side`}
                        placeholder="Their own"
                        value={pick.side}
                        maxLength={NAME_MAX}
                        onChange={(e) => update(record.id, { side: e.target.value })}
                      />
                    </label>
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={pick.armed}
                        onChange={(e) => update(record.id, { armed: e.target.checked })}
                      />
                      <span>{record.name} holds a weapon</span>
                    </label>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="assertive">
        {error === null ? null : (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? 'Making the fight…' : 'Make the fight'}
      </button>
    </form>
  );
}

/** fights/new: name the fight, say what it is for and pick its fighters. */
export function NewFightPage() {
  return (
    <CampaignGate>
      {(campaign) => (
        <section className="page wdc-page" aria-labelledby="wdc-new-fight-title">
          <BackToCampaign name={campaign.name} />
          <PageTitle id="wdc-new-fight-title">New fight</PageTitle>
          <p className="lede">Initiative is rolled on the next page, once, at the start of the fight.</p>
          <Form campaign={campaign} />
        </section>
      )}
    </CampaignGate>
  );
}
