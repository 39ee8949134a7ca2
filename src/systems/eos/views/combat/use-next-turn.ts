import { useCallback } from 'react';
import { afterNextPaint } from '../../../../core/scheduling/next-paint';
import { nextTurn } from '../../rules';
import { useCombatUi } from './combat-ui-store';
import { useStep } from './use-step';

/**
 * Focus for the next action once a step is drawn: the attack's Roll button when the new fighter can roll, else the
 * attack's heading, else nothing (the banner's own button keeps it). Never the page's body.
 */
export function focusNextAction(): void {
  const roll = document.querySelector<HTMLButtonElement>('.attack-panel .resolve-button');
  if (roll && !roll.disabled) return roll.focus();
  document.querySelector<HTMLElement>('#attack-title')?.focus();
}

/**
 * Ends the turn and starts the next fighter's: the result goes, the next fighter declares their own attack. With
 * `focusAttack` (the tap came from a control that leaves, the result card's button), focus then goes to their attack.
 */
export function useNextTurn(encounterId: string) {
  const step = useStep(encounterId);
  return useCallback(
    async (options: { focusAttack?: boolean } = {}) => {
      const { clearResult, newTurn } = useCombatUi.getState();
      clearResult();
      newTurn();
      const done = step((s) => nextTurn(s));
      if (options.focusAttack) {
        // The fight's later half (the attack panel) is drawn a frame after the step, and again after the next.
        await afterNextPaint();
        await afterNextPaint();
        focusNextAction();
      }
      return done;
    },
    [step],
  );
}
