import { memo } from 'react';
import type { EncounterRecord } from '../../../../db';
import { actionsLeft, combatantHealth, currentCombatant, type Encounter } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { undoStep } from './encounter-steps';
import { SIDE_LABEL } from './format';
import { useHeaderOffset } from './use-header-offset';
import { useNextTurn } from './use-next-turn';
import { stepsSaved } from './use-step';
import { failureMessage } from '../../../../core/ui/failure-message';

/** The first log line of the step undo would take back. */
function undoLabel(state: Encounter): string | null {
  const step = state.undo.at(-1);
  if (step === undefined) return null;
  return state.log[step.logLength]?.text ?? 'the last step';
}

/**
 * What happened to the acting combatant as their turn began: "At the start of each character's turn, if any effect is
 * in play attached to that character – apply those effects" (regeneration, bleeding, immobilized, the GM's effects).
 */
function startOfTurnNotes(state: Encounter, actingId: string): string[] {
  const start = state.log.findLastIndex((e) => e.kind === 'turn' && e.actorId === actingId);
  if (start === -1) return [];
  return state.log
    .slice(start + 1)
    .filter((e) => e.kind === 'effect')
    .map((e) => e.text);
}

/**
 * Whose turn it is, unmistakable across the table: round, name in very large type on the acting side's colour, the
 * actions left, and the buttons that move the fight on (next turn, end turn, undo).
 */
function TurnBannerView({ record }: { record: EncounterRecord }) {
  const state = record.state;
  const finished = record.status === 'finished';
  const goOn = useNextTurn(record.id);
  const succeeded = useCombatUi((s) => s.succeeded);
  const failed = useCombatUi((s) => s.failed);
  const clearResult = useCombatUi((s) => s.clearResult);
  const saved = useCombatUi((s) => s.saved);
  const top = useHeaderOffset();
  const current = finished ? null : currentCombatant(state);
  const left = actionsLeft(state);
  const undoing = undoLabel(state);
  const needsOrder = state.order.length === 0;
  const next = state.order[(state.turnIndex + 1) % Math.max(1, state.order.length)];
  const nextName = state.combatants.find((c) => c.id === next)?.name;

  async function takeBack() {
    try {
      // Undo takes back the last step stored: one just shown is stored first.
      await stepsSaved();
      saved(await undoStep(record.id));
      clearResult();
      succeeded(`Undone: ${undoing}`);
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  const headline = finished
    ? 'The fight is over'
    : current
      ? current.name
      : state.round === 0
        ? needsOrder
          ? 'Set the turn order'
          : 'Ready to begin'
        : `Next: ${nextName ?? '—'}`;
  const sideClass = current ? `turn-${current.side}` : 'turn-none';

  return (
    <section className={`turn-banner ${sideClass}`} style={{ top }} aria-labelledby="turn-headline">
      <div className="turn-now" aria-live="polite" aria-atomic="true">
        <p className="turn-round">
          {state.round === 0
            ? 'Before the first round'
            : `Round ${state.round}${current ? ` · turn ${state.turnIndex + 1} of ${state.order.length}` : ''}`}
          {current && <span className="turn-side"> · {SIDE_LABEL[current.side]}</span>}
        </p>
        <h2 id="turn-headline" className="turn-name">
          {current && <span className="visually-hidden">Now acting: </span>}
          {headline}
        </h2>
      </div>
      {current && (
        <p className="turn-actions" aria-label="Actions left this turn">
          <span className={`action-chip${left.contested ? '' : ' used'}`}>
            Contested: {left.contested ? '1 left' : 'used'}
          </span>
          <span className={`action-chip${left.nonContested > 0 ? '' : ' used'}`}>
            Non-contested: {left.nonContested} left
          </span>
          {combatantHealth(current) !== 'conscious' && <span className="action-chip used">Cannot act</span>}
        </p>
      )}
      {current && startOfTurnNotes(state, current.id).length > 0 && (
        <ul className="turn-effects" aria-label="At the start of this turn">
          {startOfTurnNotes(state, current.id).map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {!finished && (
        <div className="turn-buttons">
          <button
            type="button"
            className="button turn-next"
            disabled={needsOrder || state.pending !== null}
            onClick={() => void goOn()}
          >
            {state.round === 0 ? 'Start round 1' : 'Next turn'}
          </button>
          <button
            type="button"
            className="button"
            disabled={undoing === null}
            onClick={() => void takeBack()}
            aria-label={undoing === null ? 'Undo (nothing to undo)' : `Undo: ${undoing}`}
          >
            Undo
          </button>
        </div>
      )}
    </section>
  );
}

/** Renders again only when its props change: the live query reading back a saved step leaves it alone. */
export const TurnBanner = memo(TurnBannerView);
