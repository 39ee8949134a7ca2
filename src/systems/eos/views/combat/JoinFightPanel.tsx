import { memo, useId, useState } from 'react';
import { createCreatureTemplate, type EncounterRecord } from '../../../../db';
import { addCombatant, type CombatantInput, type CombatSide, type QuickCreature } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { EMPTY_CREATURE, type CreatureDraft } from './creature-form';
import { characterInput, creatureInput, numberedNames } from './party-combatants';
import { QuickCreatureForm } from './QuickCreatureForm';
import { useCreatureTemplates } from './use-combat-data';
import { useStep } from './use-step';
import { failureMessage } from '../../../../core/ui/failure-message';
import { useCampaign, useCharacters } from '../../../../db/react';

/**
 * Someone joins a fight already running: a campaign character (with the party or against it), a saved creature or a
 * quick creature, at the place in the turn order the rules give them (a party member after the party, anyone else
 * last) or one the GM picks. Each join is a step of the fight, in the log and undone like any other.
 */
function JoinFightPanelView({ record }: { record: EncounterRecord }) {
  const state = record.state;
  const step = useStep(record.id);
  const failed = useCombatUi((s) => s.failed);
  const campaign = useCampaign(record.campaignId);
  const characters = useCharacters(record.campaignId);
  const templates = useCreatureTemplates(record.campaignId);
  const ids = useId();
  const [place, setPlace] = useState('');
  const [draft, setDraft] = useState<CreatureDraft>(EMPTY_CREATURE);
  const name = (id: string) => state.combatants.find((c) => c.id === id)?.name ?? id;
  const waitsForInitiative = state.orderMode === 'initiative' && state.initiative.length === 0;
  const inFight = new Set(
    state.combatants.flatMap((c) => (c.source.kind === 'character' ? [c.source.characterId] : [])),
  );
  const outside = (characters ?? []).filter((c) => !c.draft && !inFight.has(c.id));
  const position = place === '' ? undefined : Number(place);

  /**
   * Each newcomer is a step of their own (one undo takes back one), at consecutive places when the GM picks one. No
   * result card: nothing is thrown, the newcomer's card and the log show it, and the GM stays here to add the next.
   */
  async function join(inputs: readonly CombatantInput[]): Promise<boolean> {
    for (const [i, input] of inputs.entries()) {
      const options = position === undefined ? {} : { position: position + i };
      const ok = await step((s) => addCombatant(s, input, options));
      if (!ok) return false;
    }
    return true;
  }

  function joinCharacter(id: string, side: CombatSide) {
    const character = outside.find((c) => c.id === id);
    if (character === undefined || !campaign) return;
    const made = characterInput(character, campaign, side);
    if ('problem' in made) return failed(`${character.name} cannot fight: ${made.problem}`);
    void join([made.input]);
  }

  function creatures(creature: QuickCreature, templateId: string | null, count: number): CombatantInput[] {
    const names = numberedNames(
      Array.from({ length: count }, () => creature.name),
      state.combatants.map((c) => c.name),
    );
    return names.map((n) => creatureInput(creature, n, templateId));
  }

  async function submitCreature(creature: QuickCreature, options: { count: number; saveTemplate: boolean }) {
    let templateId: string | null = null;
    if (options.saveTemplate) {
      try {
        templateId = (await createCreatureTemplate(record.campaignId, creature)).id;
      } catch (error) {
        return failed(failureMessage(error));
      }
    }
    if (await join(creatures(creature, templateId, options.count))) setDraft(EMPTY_CREATURE);
  }

  return (
    <section className="card join-panel" aria-labelledby="join-title">
      <h2 id="join-title">Someone joins the fight</h2>
      {waitsForInitiative ? (
        <p className="muted">Newcomers wait for initiative like everyone else.</p>
      ) : (
        <div className="field">
          <label htmlFor={`${ids}-place`}>Place in the turn order</label>
          <select
            id={`${ids}-place`}
            aria-describedby={`${ids}-place-hint`}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          >
            <option value="">Where the rules put them</option>
            {state.order.map((id, i) => (
              <option key={id} value={i}>
                {i + 1}: before {name(id)}
              </option>
            ))}
            <option value={state.order.length}>{state.order.length + 1}: last</option>
          </select>
          <span id={`${ids}-place-hint`} className="field-hint">
            The rules put a party member after the party, anyone else last.
          </span>
        </div>
      )}
      <h3>Characters of the campaign</h3>
      {outside.length === 0 ? (
        <p className="muted">Every finished character of the campaign is in the fight.</p>
      ) : (
        <ul className="template-list" aria-label="Characters who can join">
          {outside.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <span className="card-actions">
                <button type="button" className="button" onClick={() => joinCharacter(c.id, 'party')}>
                  {c.name} joins the party
                </button>
                <button type="button" className="button" onClick={() => joinCharacter(c.id, 'foe')}>
                  {c.name} joins the opponents
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {templates !== undefined && templates.length > 0 && (
        <>
          <h3>Saved creatures</h3>
          <ul className="template-list" aria-label="Saved creatures who can join">
            {templates.map((t) => (
              <li key={t.id}>
                <span>
                  <strong>{t.name}</strong> — {t.creature.maxHp} HP, Body {t.creature.body}, Reflex {t.creature.reflex}
                </span>
                <button type="button" className="button" onClick={() => void join(creatures(t.creature, t.id, 1))}>
                  {t.name} joins
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="action-more">
        <summary>A quick creature joins</summary>
        <QuickCreatureForm draft={draft} onChange={setDraft} onSubmit={submitCreature} editing={null} />
      </details>
    </section>
  );
}

/** Renders again only when the fight changes. */
export const JoinFightPanel = memo(JoinFightPanelView);
