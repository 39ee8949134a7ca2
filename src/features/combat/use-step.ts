import { useCallback } from 'react';
import type { Encounter, Transition } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { runStep } from './encounter-steps';
import { stepFailure } from './format';

/**
 * Runs a step of the fight and tells the table what happened: the new log lines are announced (aria-live), and a step
 * that rolled dice or dealt damage shows as the result card. A refused step shows why and changes nothing.
 */
export function useStep(encounterId: string) {
  const showResult = useCombatUi((s) => s.showResult);
  const succeeded = useCombatUi((s) => s.succeeded);
  const failed = useCombatUi((s) => s.failed);
  const saved = useCombatUi((s) => s.saved);
  return useCallback(
    async (step: (state: Encounter) => Transition, options: { result?: string } = {}): Promise<boolean> => {
      try {
        const { record, entries } = await runStep(encounterId, step);
        // One render shows the saved fight, the result and the announcement together.
        saved(record);
        if (options.result !== undefined) showResult(options.result, entries);
        succeeded(entries.map((e) => e.text).join(' '));
        return true;
      } catch (error) {
        failed(stepFailure(error));
        return false;
      }
    },
    [encounterId, saved, showResult, succeeded, failed],
  );
}
