import { memo, useState } from 'react';
import { finishEncounter, type EncounterRecord } from '../../../../db';
import { repairAfterBattle } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { stepsSaved, useStep } from './use-step';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * After the fight: "repair after battle" restores the gear criticals lowered; finishing the fight writes every
 * character's HP back to their sheet in one save and keeps the log with the campaign.
 */
function AfterTheFightView({ record }: { record: EncounterRecord }) {
  const step = useStep(record.id);
  const succeeded = useCombatUi((s) => s.succeeded);
  const failed = useCombatUi((s) => s.failed);
  const [confirming, setConfirming] = useState(false);
  const characters = record.state.combatants.filter((c) => c.source.kind === 'character');
  const damaged = record.state.combatants.some((c) => c.gear.some((g) => g.tier < g.fullTier));

  async function finish() {
    try {
      // The fight ends as stored, with every step shown so far.
      await stepsSaved();
      const { written } = await finishEncounter(record.id);
      setConfirming(false);
      succeeded(
        written.length === 0
          ? 'The fight is over.'
          : `The fight is over. HP written back: ${written
              .map((w) => `${w.name} ${w.after === null ? 'full' : w.after}`)
              .join(', ')}.`,
      );
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <section className="card after-fight" aria-labelledby="after-title">
      <h2 id="after-title">After the fight</h2>
      <div className="toolbar">
        <button
          type="button"
          className="button"
          disabled={!damaged}
          onClick={() => void step((s) => repairAfterBattle(s))}
        >
          Repair after battle
        </button>
        {!confirming && (
          <button type="button" className="button danger" onClick={() => setConfirming(true)}>
            Finish the fight
          </button>
        )}
      </div>
      {confirming && (
        <div className="confirm-delete" role="group" aria-label="Finish the fight?">
          <p>
            End the fight? {characters.length > 0 ? 'Each character keeps the HP they have now: ' : ''}
            {characters.map((c) => `${c.name} ${c.hp}/${c.maxHp}`).join(', ')}
            {characters.length > 0 ? '. ' : ''}The log stays with the campaign; the fight can no longer be undone.
          </p>
          <div className="card-actions">
            <button type="button" className="button danger" onClick={() => void finish()}>
              Finish and save HP
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep fighting
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const AfterTheFight = memo(AfterTheFightView);
