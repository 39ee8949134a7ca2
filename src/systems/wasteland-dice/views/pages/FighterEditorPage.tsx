import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import {
  MODIFIER_MAX,
  MODIFIER_MIN,
  MODIFIER_SOURCES,
  MODIFIER_TARGETS,
  HIT_POINTS,
  NAME_MAX,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  type ModifierSource,
  type ModifierTarget,
} from '../../rules';
import { ArmourPicker } from '../components/ArmourPicker';
import { BackToCampaign, CampaignGate, NotReady } from '../components/CampaignGate';
import { NumberField, TextField } from '../components/fields';
import { PageTitle } from '../components/PageTitle';
import { RecordBoundary } from '../components/RecordBoundary';
import { SkillRolls } from '../components/SkillRolls';
import { FighterNumbers, FighterSummaryLine } from '../components/FighterNumbers';
import { useFighter, type WdcCampaignView } from '../data/hooks';
import type { WdcFighterRecord } from '../data/wdc-data';
import { useWdc } from '../data/wdc-data-context';
import { blankFighter, createFighterDraftStore, mendedFighter, type FighterDraft } from '../fighter-draft-store';
import { errorText, fighterShapeProblems, problemsOf } from '../format';
import '../wdc.css';
import { DeleteRecord } from '../components/DeleteRecord';

export const SOURCE_LABELS: Record<ModifierSource, string> = {
  profession: 'Profession',
  trait: 'Trait',
  environment: 'Environment',
  gear: 'Gear',
};

export const TARGET_LABELS: Record<ModifierTarget, string> = {
  initiative: 'Initiative',
  'melee-attack': 'Melee attacks',
  'ranged-attack': 'Ranged attacks',
  'unarmed-attack': 'Unarmed attacks',
  'melee-defence': 'Melee defence',
  'ranged-defence': 'Ranged defence',
  movement: 'Movement',
  ability: 'An ability roll',
};

const LEVEL_HINT = `Starting level, ${SKILL_LEVEL_MIN} to ${SKILL_LEVEL_MAX}`;

/** The form of one fighter, new or stored; its draft lives in its own store and survives a failed save. */
function FighterForm({
  campaign,
  record,
  initial,
}: {
  campaign: WdcCampaignView;
  record: WdcFighterRecord | null;
  initial: FighterDraft;
}) {
  const { data, paths, campaignId } = useWdc();
  const navigate = useNavigate();
  const [store] = useState(() => createFighterDraftStore(initial));
  const draft = useStore(store);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { fighter } = draft;
  const problems = problemsOf(fighter);
  const abilities = campaign.rules?.abilities ?? [];

  async function save() {
    if (draft.name.trim().length === 0) {
      setMessage({ kind: 'error', text: 'Not saved: the fighter needs a name.' });
      return;
    }
    if (problems.length > 0) {
      setMessage({
        kind: 'error',
        text: `Not saved: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more below)` : ''}`,
      });
      return;
    }
    setSaving(true);
    try {
      const payload = structuredClone(fighter);
      if (record === null) {
        await data.createFighter(campaignId, { name: draft.name.trim(), system: payload });
        navigate(paths.campaign(campaignId));
        return;
      }
      await data.updateFighter({ ...record, name: draft.name.trim(), system: payload });
      setMessage({ kind: 'ok', text: `Saved ${draft.name.trim()}.` });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (record === null) return;
    try {
      await data.deleteFighter(campaignId, record.id);
      navigate(paths.campaign(campaignId));
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
  }

  const skillRows = (list: 'melee' | 'other', title: string, what: string) => (
    <fieldset className="wdc-fieldset">
      <legend>{title}</legend>
      {fighter.skills[list].length === 0 ? <p className="muted">None yet.</p> : null}
      <ul className="wdc-rows">
        {fighter.skills[list].map((skill, index) => (
          <li key={index} className="wdc-row-fields">
            <label className="field">
              <span>Name</span>
              <input
                type="text"
                aria-label={`${what} ${index + 1}: name`}
                value={skill.name}
                maxLength={NAME_MAX}
                onChange={(e) => draft.setSkill(list, index, { name: e.target.value })}
              />
            </label>
            <label className="field wdc-number-field">
              <span>Level</span>
              <input
                type="number"
                aria-label={`${what} ${index + 1}: starting level`}
                min={SKILL_LEVEL_MIN}
                max={SKILL_LEVEL_MAX}
                value={Number.isFinite(skill.level) ? skill.level : ''}
                onChange={(e) =>
                  draft.setSkill(list, index, { level: e.target.value === '' ? Number.NaN : Number(e.target.value) })
                }
              />
            </label>
            <button type="button" className="button danger" onClick={() => draft.removeSkill(list, index)}>
              Remove<span className="visually-hidden"> {skill.name || `${what} ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => draft.addSkill(list)}>
        Add {what.toLowerCase()}
      </button>
    </fieldset>
  );

  return (
    <section className="page wdc-page wdc-fighter-page" aria-labelledby="wdc-fighter-title">
      <BackToCampaign name={campaign.name} />
      <PageTitle id="wdc-fighter-title">{record === null ? 'New fighter' : record.name}</PageTitle>
      <p className="lede">
        Starting skills 0–3, modifiers −8…+8 from profession, traits, environment and gear, and armour from the text's
        tables. The numbers on the right follow every change.
      </p>
      <form
        className="wdc-fighter-layout"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="wdc-fighter-form">
          <fieldset className="wdc-fieldset">
            <legend>Who</legend>
            <div className="wdc-row-fields">
              <TextField label="Fighter name" value={draft.name} maxLength={NAME_MAX} onChange={draft.setName} />
              <NumberField
                label="Hit points"
                value={fighter.hp}
                min={0}
                max={HIT_POINTS}
                onChange={draft.setHp}
                hint={`0 to ${HIT_POINTS}; 0 is downed`}
              />
            </div>
          </fieldset>
          <fieldset className="wdc-fieldset">
            <legend>Starting skills</legend>
            <div className="wdc-row-fields">
              <NumberField
                label="Aim"
                value={fighter.skills.aim}
                min={0}
                max={3}
                hint={`${LEVEL_HINT}: ranged attacks`}
                onChange={(v) => draft.setLevel('aim', v)}
              />
              <NumberField
                label="Nimble"
                value={fighter.skills.nimble}
                min={0}
                max={3}
                hint={`${LEVEL_HINT}: unarmed attacks`}
                onChange={(v) => draft.setLevel('nimble', v)}
              />
              <NumberField
                label="Sprinting"
                value={fighter.skills.sprinting}
                min={0}
                max={3}
                hint={`${LEVEL_HINT}: +1 tile each`}
                onChange={(v) => draft.setLevel('sprinting', v)}
              />
            </div>
          </fieldset>
          {skillRows('melee', 'Melee weapon skills', 'Melee skill')}
          {skillRows('other', 'Other skills (Farming, Mechanics …)', 'Other skill')}
          <fieldset className="wdc-fieldset">
            <legend>Modifiers</legend>
            {fighter.modifiers.length === 0 ? <p className="muted">None yet.</p> : null}
            <ul className="wdc-rows">
              {fighter.modifiers.map((modifier, index) => {
                const n = index + 1;
                const abilityOptions = [
                  ...new Set([...abilities, ...(modifier.applies === 'ability' ? [modifier.ability] : [])]),
                ];
                return (
                  <li key={index} className="wdc-row-fields wdc-modifier-row">
                    <label className="field">
                      <span>Name</span>
                      <input
                        type="text"
                        aria-label={`Modifier ${n}: name`}
                        value={modifier.label}
                        maxLength={NAME_MAX}
                        onChange={(e) => draft.setModifier(index, { label: e.target.value })}
                      />
                    </label>
                    <label className="field">
                      <span>From</span>
                      <select
                        aria-label={`Modifier ${n}: from`}
                        value={modifier.source}
                        onChange={(e) => draft.setModifier(index, { source: e.target.value as ModifierSource })}
                      >
                        {MODIFIER_SOURCES.map((source) => (
                          <option key={source} value={source}>
                            {SOURCE_LABELS[source]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="field">
                      <span>Changes</span>
                      <select
                        aria-label={`Modifier ${n}: changes`}
                        value={modifier.applies}
                        onChange={(e) =>
                          draft.setModifierTarget(index, e.target.value as ModifierTarget, abilities[0] ?? 'Awareness')
                        }
                      >
                        {MODIFIER_TARGETS.map((target) => (
                          <option key={target} value={target}>
                            {TARGET_LABELS[target]}
                          </option>
                        ))}
                      </select>
                    </label>
                    {modifier.applies === 'ability' ? (
                      <label className="field">
                        <span>Ability</span>
                        <select
                          aria-label={`Modifier ${n}: ability`}
                          value={modifier.ability}
                          onChange={(e) => draft.setModifier(index, { ability: e.target.value })}
                        >
                          {abilityOptions.map((name) => (
                            <option key={name} value={name}>
                              {name}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : null}
                    <label className="field wdc-number-field">
                      <span>Value</span>
                      <input
                        type="number"
                        aria-label={`Modifier ${n}: value`}
                        min={MODIFIER_MIN}
                        max={MODIFIER_MAX}
                        value={Number.isFinite(modifier.value) ? modifier.value : ''}
                        onChange={(e) =>
                          draft.setModifier(index, {
                            value: e.target.value === '' ? Number.NaN : Number(e.target.value),
                          })
                        }
                      />
                    </label>
                    <button type="button" className="button danger" onClick={() => draft.removeModifier(index)}>
                      Remove<span className="visually-hidden"> modifier {modifier.label || n}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <button type="button" className="button" onClick={() => draft.addModifier(abilities[0] ?? 'Awareness')}>
              Add a modifier
            </button>
          </fieldset>
          <ArmourPicker
            slot="torso"
            piece={fighter.armour.torso}
            onWear={(p) => draft.wear('torso', p)}
            onChange={(p) => draft.setPiece('torso', p)}
          />
          <ArmourPicker
            slot="helmet"
            piece={fighter.armour.helmet}
            onWear={(p) => draft.wear('helmet', p)}
            onChange={(p) => draft.setPiece('helmet', p)}
          />
        </div>
        <aside className="wdc-fighter-aside" aria-labelledby="wdc-numbers-title">
          <h2 id="wdc-numbers-title">In dice combat</h2>
          <div aria-live="polite">
            {problems.length === 0 ? null : (
              <div className="notice notice-warning wdc-problems">
                <p>What breaks a rule:</p>
                <ul className="field-problems">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <FighterNumbers fighter={fighter} rules={campaign.rules} />
          <SkillRolls
            rollers={[{ id: record?.id ?? 'new', name: draft.name.trim() || 'This fighter', fighter }]}
            rules={campaign.rules}
            headingLevel={3}
          />
        </aside>
        <div className="wdc-save-bar">
          <FighterSummaryLine fighter={fighter} rules={campaign.rules} />
          <div className="wdc-save-message" aria-live="assertive">
            {message === null ? null : message.kind === 'error' ? (
              <p className="notice notice-error" role="alert">
                {message.text}
              </p>
            ) : (
              <p className="status-line" role="status">
                {message.text}
              </p>
            )}
          </div>
          <div className="card-actions">
            <button type="submit" className="button primary" disabled={saving}>
              {saving ? 'Saving…' : record === null ? 'Save fighter' : 'Save changes'}
            </button>
            {record === null ? null : confirmDelete ? (
              <>
                <button type="button" className="button danger" onClick={() => void remove()}>
                  Delete {record.name} for good
                </button>
                <button type="button" className="button" onClick={() => setConfirmDelete(false)}>
                  Keep
                </button>
              </>
            ) : (
              <button type="button" className="button danger" onClick={() => setConfirmDelete(true)}>
                Delete fighter
              </button>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}

/** fighters/new */
export function NewFighterPage() {
  return (
    <CampaignGate>
      {(campaign) => <FighterForm campaign={campaign} record={null} initial={{ name: '', fighter: blankFighter() }} />}
    </CampaignGate>
  );
}

/** Deleting a stored fighter: two presses, then back to the campaign. */
function DeleteFighter({ record }: { record: WdcFighterRecord }) {
  const { data, campaignId } = useWdc();
  return (
    <DeleteRecord
      remove={() => data.deleteFighter(campaignId, record.id)}
      ask="Delete fighter"
      confirm={`Delete ${record.name} for good`}
      keep="Keep"
    />
  );
}

/**
 * A stored fighter whose record lacks parts the builder needs (an imported file, an older version): the page says what
 * is missing and changes nothing; the Storyteller can delete it or start its parts over from blanks, then save.
 */
function DamagedFighter({
  campaign,
  record,
  problems,
}: {
  campaign: WdcCampaignView;
  record: WdcFighterRecord;
  problems: readonly string[];
}) {
  const [rebuild, setRebuild] = useState(false);
  if (rebuild) {
    return (
      <FighterForm
        campaign={campaign}
        record={record}
        initial={{ name: record.name, fighter: mendedFighter(record.system) }}
      />
    );
  }
  return (
    <section className="page wdc-page" aria-labelledby="wdc-fighter-title">
      <BackToCampaign name={campaign.name} />
      <PageTitle id="wdc-fighter-title">{record.name}</PageTitle>
      <div className="notice notice-error wdc-damaged" role="alert">
        <p>
          The fighter “{record.name}” cannot be edited as stored: parts of the record are missing or of the wrong kind.
        </p>
        <ul className="field-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
      <p className="muted">
        Nothing was changed. Keep what is there and fill the missing parts with blanks (nothing is saved until you
        save), or delete the fighter.
      </p>
      <div className="wdc-damaged-actions">
        <div className="card-actions">
          <button type="button" className="button primary" onClick={() => setRebuild(true)}>
            Fill the missing parts with blanks and edit
          </button>
        </div>
        <DeleteFighter record={record} />
      </div>
    </section>
  );
}

function StoredFighter({ campaign, fighterId }: { campaign: WdcCampaignView; fighterId: string }) {
  const { read } = useFighter(fighterId);
  if (read.status !== 'ready')
    return <NotReady what="fighter" message={read.status === 'error' ? read.message : null} />;
  if (read.value === null) {
    return (
      <section className="page">
        <BackToCampaign name={campaign.name} />
        <PageTitle>Fighter not found</PageTitle>
        <p>This fighter does not exist; they may have been deleted in another tab.</p>
      </section>
    );
  }
  const record = read.value;
  const what = `The fighter “${record.name}”`;
  const shape = fighterShapeProblems(record.system);
  if (shape.length > 0) return <DamagedFighter campaign={campaign} record={record} problems={shape} />;
  return (
    <RecordBoundary what={what} resetKey={record.updatedAt} size="page" actions={<DeleteFighter record={record} />}>
      <FighterForm
        key={record.id}
        campaign={campaign}
        record={record}
        initial={{ name: record.name, fighter: record.system }}
      />
    </RecordBoundary>
  );
}

/** fighters/:fighterId */
export function FighterEditorPage() {
  const { fighterId = '' } = useParams();
  return <CampaignGate>{(campaign) => <StoredFighter campaign={campaign} fighterId={fighterId} />}</CampaignGate>;
}
