import { useState } from 'react';
import { CampaignGate, opensIn } from '../../../../core/ui/CampaignGate';
import { Link, useNavigate, useParams } from 'react-router';
import {
  createCreatureTemplate,
  createEncounterRecord,
  deleteCreatureTemplate,
  updateCreatureTemplate,
  type CampaignRecord,
  type CharacterRecord,
  type CreatureTemplateRecord,
} from '../../../../db';
import { createEncounter, entryOf, type CombatantInput, type OrderMode, type QuickCreature } from '../../rules';
import { draftOf, EMPTY_CREATURE, type CreatureDraft } from './creature-form';
import { characterInput, creatureInput, firearmsOf, numberedNames } from './party-combatants';
import { QuickCreatureForm } from './QuickCreatureForm';
import { useCreatureTemplates, useEncounterPage } from './use-combat-data';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';
import { useCampaign, useCharacters } from '../../../../db/react';

type Opponent =
  | { key: string; kind: 'creature'; creature: QuickCreature; templateId: string | null }
  | { key: string; kind: 'character'; characterId: string };

/**
 * /campaigns/:campaignId/encounters/new: pick the party members who fight, add opponents (characters of the campaign,
 * saved creatures, or a quick creature saved as a template), choose the turn order, start.
 */
export function NewEncounterPage() {
  const { campaignId } = useParams();
  const campaign = useCampaign(campaignId);
  const characters = useCharacters(campaignId);
  const templates = useCreatureTemplates(campaignId);
  const existing = useEncounterPage(campaignId, 0);
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  const [opponents, setOpponents] = useState<Opponent[]>([]);
  const [orderMode, setOrderMode] = useState<OrderMode>('clockwise');
  const [bullets, setBullets] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<CreatureDraft>(EMPTY_CREATURE);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (characters === undefined || !opensIn(campaign, 'eos'))
    return <CampaignGate campaign={characters === undefined ? undefined : campaign} />;

  const bulletTiers = (c: CharacterRecord) =>
    Object.fromEntries(
      firearmsOf(c).flatMap((w) =>
        entryOf(bullets, w.id)?.trim() ? [[w.id, Number(entryOf(bullets, w.id))] as const] : [],
      ),
    );
  const canFight = (c: CharacterRecord) => characterInput(c, campaign, 'party', bulletTiers(c));
  const isPicked = (c: CharacterRecord) => entryOf(picked, c.id) ?? (!c.draft && 'input' in canFight(c));
  const opponentCharacters = new Set(opponents.flatMap((o) => (o.kind === 'character' ? [o.characterId] : [])));
  const party = characters.filter((c) => isPicked(c) && !opponentCharacters.has(c.id));
  const suggestedName = `Fight ${(existing?.total ?? 0) + 1}`;
  // Numbered as they are added ("Frost wolf 1", "Frost wolf 2"), the same names the fight will use.
  const names = numberedNames(
    opponents.map((o) =>
      o.kind === 'creature' ? o.creature.name : (characters.find((c) => c.id === o.characterId)?.name ?? '?'),
    ),
    party.map((c) => c.name),
  );

  function addCreatures(creature: QuickCreature, templateId: string | null, count: number) {
    const added = Array.from({ length: count }, () => ({
      key: crypto.randomUUID(),
      kind: 'creature' as const,
      creature,
      templateId,
    }));
    setOpponents((list) => [...list, ...added]);
    setStatus(`Added ${count === 1 ? '' : `${count} × `}${creature.name} to the fight.`);
    setError(null);
  }

  async function submitCreature(creature: QuickCreature, options: { count: number; saveTemplate: boolean }) {
    let templateId: string | null = null;
    try {
      if (options.saveTemplate) {
        const saved =
          editing === null
            ? await createCreatureTemplate(campaign!.id, creature)
            : await updateCreatureTemplate(editing, creature);
        templateId = saved.id;
      }
    } catch (e) {
      setError(failureMessage(e));
      return;
    }
    addCreatures(creature, templateId, options.count);
    setDraft(EMPTY_CREATURE);
    setEditing(null);
  }

  async function removeTemplate(template: CreatureTemplateRecord) {
    try {
      await deleteCreatureTemplate(template.id);
      setStatus(`Deleted the template “${template.name}”. Fights that used it keep their creatures.`);
      if (editing === template.id) setEditing(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  async function start() {
    if (party.length === 0 || opponents.length === 0) {
      setError('Pick at least one party member and add at least one opponent.');
      return;
    }
    const inputs: CombatantInput[] = [];
    for (const c of party) {
      const made = characterInput(c, campaign!, 'party', bulletTiers(c));
      if ('problem' in made) return setError(`${c.name} cannot fight: ${made.problem}`);
      inputs.push(made.input);
    }
    for (const [i, o] of opponents.entries()) {
      if (o.kind === 'creature') {
        inputs.push(creatureInput(o.creature, names[i]!, o.templateId));
        continue;
      }
      const c = characters!.find((x) => x.id === o.characterId);
      if (!c) return setError('An opponent character no longer exists; remove them and try again.');
      const made = characterInput(c, campaign!, 'foe', bulletTiers(c));
      if ('problem' in made) return setError(`${c.name} cannot fight: ${made.problem}`);
      inputs.push({ ...made.input, name: names[i]! });
    }
    setBusy(true);
    try {
      const state = createEncounter({ combatants: inputs, orderMode }).encounter;
      const record = await createEncounterRecord(campaign!.id, { name: name ?? suggestedName, state });
      await navigate(eosPaths.encounter(record.id));
    } catch (e) {
      setError(failureMessage(e));
      setBusy(false);
    }
  }

  return (
    <section className="page new-encounter" aria-labelledby="new-encounter-title">
      <p className="breadcrumb">
        <Link to={eosPaths.encounters(campaign.id)}>← Fights of {campaign.name}</Link>
      </p>
      <h1 id="new-encounter-title">New encounter</h1>
      <p className="lede">Who fights, against whom, and in which order.</p>
      <label className="field encounter-name">
        Encounter name
        <input value={name ?? suggestedName} onChange={(e) => setName(e.target.value)} />
      </label>

      <section className="card" aria-labelledby="pick-party">
        <h2 id="pick-party">The party</h2>
        {characters.length === 0 ? (
          <p className="empty">This campaign has no characters yet.</p>
        ) : (
          <ul className="pick-list">
            {characters.map((c) => (
              <PartyPick
                key={c.id}
                character={c}
                campaign={campaign}
                picked={isPicked(c) && !opponentCharacters.has(c.id)}
                disabled={opponentCharacters.has(c.id)}
                onPick={(on) => setPicked({ ...picked, [c.id]: on })}
                bullets={bullets}
                onBullet={(id, v) => setBullets({ ...bullets, [id]: v })}
                problem={(() => {
                  const made = canFight(c);
                  return 'problem' in made ? made.problem : null;
                })()}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="opponents-title">
        <h2 id="opponents-title">Opponents ({opponents.length})</h2>
        {opponents.length === 0 ? (
          <p className="muted">No opponents yet: add a saved creature, a quick creature or a character below.</p>
        ) : (
          <ul className="opponent-list" aria-label="Opponents">
            {opponents.map((o, i) => {
              const label =
                o.kind === 'creature'
                  ? `${names[i]} — ${o.creature.maxHp} HP, Body ${o.creature.body}, Reflex ${o.creature.reflex}`
                  : `${names[i]} (character)`;
              return (
                <li key={o.key}>
                  <span>{label}</span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setOpponents(opponents.filter((x) => x.key !== o.key))}
                  >
                    Remove<span className="visually-hidden"> opponent {i + 1}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        <h3>Saved creatures</h3>
        {templates === undefined ? null : templates.length === 0 ? (
          <p className="muted">None saved yet: a quick creature is saved here when you add it.</p>
        ) : (
          <ul className="template-list" aria-label="Saved creatures">
            {templates.map((t) => (
              <li key={t.id}>
                <span>
                  <strong>{t.name}</strong> — {t.creature.maxHp} HP, Body {t.creature.body}, Reflex {t.creature.reflex}
                </span>
                <span className="card-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => addCreatures(t.creature, t.id, 1)}
                    aria-label={`Add ${t.name}`}
                  >
                    Add
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setDraft(draftOf(t.creature));
                      setEditing(t.id);
                    }}
                    aria-label={`Edit ${t.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button danger"
                    onClick={() => void removeTemplate(t)}
                    aria-label={`Delete template ${t.name}`}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}

        <h3>{editing ? 'Change a saved creature' : 'Quick creature'}</h3>
        <QuickCreatureForm draft={draft} onChange={setDraft} onSubmit={submitCreature} editing={editing} />
        <p className="status-line" role="status">
          {status}
        </p>

        {characters.length > 0 && (
          <>
            <h3>Characters as opponents</h3>
            <ul className="template-list" aria-label="Characters as opponents">
              {characters
                .filter((c) => !opponentCharacters.has(c.id))
                .map((c) => (
                  <li key={c.id}>
                    <span>{c.name}</span>
                    <button
                      type="button"
                      className="button"
                      onClick={() =>
                        setOpponents([...opponents, { key: crypto.randomUUID(), kind: 'character', characterId: c.id }])
                      }
                    >
                      Add as an opponent<span className="visually-hidden">: {c.name}</span>
                    </button>
                  </li>
                ))}
            </ul>
          </>
        )}
      </section>

      <fieldset className="card order-choice">
        <legend>Turn order</legend>
        <label className="check">
          <input
            type="radio"
            name="order-mode"
            checked={orderMode === 'clockwise'}
            onChange={() => setOrderMode('clockwise')}
          />
          <span>Clockwise: the players first, then the opponents</span>
        </label>
        <label className="check">
          <input
            type="radio"
            name="order-mode"
            checked={orderMode === 'initiative'}
            onChange={() => setOrderMode('initiative')}
          />
          <span>Initiative: d20 + Reflex, ties re-rolled (rolled by the app or typed from the table)</span>
        </label>
      </fieldset>

      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="toolbar">
        <button type="button" className="button primary start-fight" onClick={() => void start()} disabled={busy}>
          Start the fight
        </button>
      </div>
    </section>
  );
}

function PartyPick({
  character,
  campaign,
  picked,
  disabled,
  onPick,
  bullets,
  onBullet,
  problem,
}: {
  character: CharacterRecord;
  campaign: CampaignRecord;
  picked: boolean;
  disabled: boolean;
  onPick: (on: boolean) => void;
  bullets: Record<string, string>;
  onBullet: (weaponId: string, value: string) => void;
  problem: string | null;
}) {
  const firearms = firearmsOf(character);
  const made = characterInput(character, campaign, 'party', {});
  const hp = 'input' in made ? `${made.input.hp ?? made.input.profile.maxHp}/${made.input.profile.maxHp} HP` : null;
  return (
    <li className="pick">
      <label className="check">
        <input type="checkbox" checked={picked} disabled={disabled} onChange={(e) => onPick(e.target.checked)} />
        <span>
          <strong>{character.name}</strong>
          {hp && <span className="muted"> · {hp}</span>}
          {disabled && <span className="muted"> · fights as an opponent</span>}
        </span>
      </label>
      {firearms.map((w) => (
        <label className="field" key={w.id}>
          Bullet tier loaded in {w.name}
          <input inputMode="numeric" value={bullets[w.id] ?? ''} onChange={(e) => onBullet(w.id, e.target.value)} />
        </label>
      ))}
      {problem && firearms.length === 0 && <p className="field-error">{problem}</p>}
    </li>
  );
}
