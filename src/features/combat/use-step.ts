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
  return useCallback(
    async (step: (state: Encounter) => Transition, options: { result?: string } = {}): Promise<boolean> => {
      try {
        const { entries } = await runStep(encounterId, step);
        if (options.result !== undefined) showResult(options.result, entries);
        succeeded(entries.map((e) => e.text).join(' '));
        return true;
      } catch (error) {
        failed(stepFailure(error));
        return false;
      }
    },
    [encounterId, showResult, succeeded, failed],
  );
}
