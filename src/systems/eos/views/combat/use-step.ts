import { useCallback } from 'react';
import { afterNextPaintAndQueuedTasks } from '../../../../core/scheduling/next-paint';
import { saveEncounterStep, type EncounterRecord } from '../../../../db';
import type { Encounter, Transition } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { takeStep } from './encounter-steps';
import { useShownEncounter } from './shown-encounter';
import { failureMessage } from '../../../../core/ui/failure-message';

/** The saves of the steps shown so far, one after another (see stepsSaved). */
let saving: Promise<unknown> = Promise.resolve();

/** Resolves once every step shown so far has been saved or refused: what works on the stored fight waits for it. */
export function stepsSaved(): Promise<void> {
  return saving.then(
    () => undefined,
    () => undefined,
  );
}

/** Steps whose save failed: a step taken on top of one of them fails too, and the first failure's message stands. */
const rolledBack = new WeakSet<EncounterRecord>();

/**
 * Runs a step of the fight and tells the table what happened: the new log lines are announced (aria-live), and a step
 * that rolled dice or dealt damage shows as the result card. A refused step shows why and changes nothing.
 *
 * The step is worked out on the fight as shown and drawn at once, in the frame after the tap; it is saved just after.
 * Should the save fail (a full disk, another tab's step in between), the page goes back to the fight as saved and says
 * why: nothing is lost that was ever shown as saved.
 */
export function useStep(encounterId: string) {
  const shown = useShownEncounter();
  return useCallback(
    async (step: (state: Encounter) => Transition, options: { result?: string } = {}): Promise<boolean> => {
      // The store's actions, read when used: every fighter's card takes steps, and subscribing each of them to six
      // actions that never change would only add work to every change of the store.
      const { stepShown, clearResult, failed, saved, unsaved } = useCombatUi.getState();
      const base = shown.current;
      if (base === null || base.id !== encounterId) {
        failed('The fight is still loading; try again in a moment.');
        return false;
      }
      let taken;
      try {
        taken = takeStep(base, step);
      } catch (error) {
        failed(failureMessage(error));
        return false;
      }
      const { record, entries } = taken;
      // The next tap starts from this step, even before React has drawn it.
      shown.current = record;
      // One render shows the fight, the result and the announcement together.
      saved(record);
      stepShown(
        entries.map((e) => e.text).join(' '),
        options.result === undefined ? undefined : { title: options.result, entries },
      );
      const save = afterNextPaintAndQueuedTasks().then(() => saveEncounterStep(base, record));
      saving = save;
      try {
        await save;
        return true;
      } catch (error) {
        rolledBack.add(record);
        unsaved();
        if (!rolledBack.has(base)) {
          clearResult();
          failed(`This step was not saved. ${failureMessage(error)}`);
        }
        return false;
      }
    },
    [encounterId, shown],
  );
}
