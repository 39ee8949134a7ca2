import {
  D20_SIDES,
  RulesError,
  requireWhole,
  rollAdvantage,
  rollD20,
  rollDisadvantage,
  type RandomSource,
} from '../../../core/rules';
import { requireBoolean } from './checks';
import type { RollMode } from './ids';

/** The dice of a roll: typed from the table (every D20 thrown) or rolled by the app from a random source. */
export type D20Dice = RandomSource | readonly number[];

/** A thrown D20 roll: every die in the order thrown and the one kept. */
export interface D20Throw {
  readonly mode: RollMode;
  readonly dice: readonly number[];
  readonly kept: number;
}

/** What calls for advantage or disadvantage on one roll: the Storyteller's word, cover (R-house-3) … */
export interface RollCalls {
  readonly advantage?: boolean;
  readonly disadvantage?: boolean;
}

/**
 * "the rules or a storyteller may instruct you to make your roll with an advantage or disadvantage": both at once
 * cancel into a plain D20.
 * @example rollModeOf({ advantage: true, disadvantage: true }) // 'normal'
 */
export function rollModeOf(calls: RollCalls): RollMode {
  const advantage = requireBoolean('Advantage', calls.advantage ?? false);
  const disadvantage = requireBoolean('Disadvantage', calls.disadvantage ?? false);
  if (advantage === disadvantage) return 'normal';
  return advantage ? 'advantage' : 'disadvantage';
}

/** How many D20 a roll throws: one, or two with advantage or disadvantage. */
export function diceCount(mode: RollMode): number {
  switch (mode) {
    case 'normal':
      return 1;
    case 'advantage':
    case 'disadvantage':
      return 2;
  }
}

/**
 * Throws a roll's D20s: "On an advantage roll, two D20s are rolled and you keep the greater of the two results. On a
 * disadvantaged roll, you roll two D20s and keep the lesser". Typed dice must be as many as the mode throws, 1 to 20.
 * @example throwD20([10], 'normal').kept // 10
 */
export function throwD20(dice: D20Dice, mode: RollMode, who = 'The roll'): D20Throw {
  if (typeof dice === 'function') {
    switch (mode) {
      case 'normal': {
        const kept = rollD20(dice);
        return { mode, dice: [kept], kept };
      }
      case 'advantage': {
        const { rolls, kept } = rollAdvantage(dice);
        return { mode, dice: rolls, kept };
      }
      case 'disadvantage': {
        const { rolls, kept } = rollDisadvantage(dice);
        return { mode, dice: rolls, kept };
      }
    }
  }
  const count = diceCount(mode);
  if (!Array.isArray(dice) || dice.length !== count) {
    throw new RulesError(
      'invalid-number',
      count === 1 ? `${who} throws one D20: type the die.` : `${who} throws two D20 (${mode}): type both dice.`,
    );
  }
  dice.forEach((die) => requireWhole(`${who}'s D20`, die, 1, D20_SIDES));
  const kept = mode === 'normal' ? (dice[0] as number) : mode === 'advantage' ? Math.max(...dice) : Math.min(...dice);
  return { mode, dice: [...dice], kept };
}
