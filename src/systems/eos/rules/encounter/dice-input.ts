import {
  D20_SIDES,
  contestWinner,
  rollD20,
  rollKeepBest,
  type ContestSide,
  type ContestWinner,
} from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { RandomSource } from '../../../../core/rules';
import type { D20Input, LogDiceSide } from './types';

/** The dice of a contested roll: typed from the table (every die thrown, per side), or rolled by the app. */
export type ContestDice = RandomSource | { readonly attacker: readonly number[]; readonly defender: readonly number[] };

/** One side's throw: every die, the kept (highest) die, modifier and total. */
export function throwSide(side: ContestSide, dice: RandomSource | readonly number[], who: string): LogDiceSide {
  requireInput('Throw side', side);
  if (typeof dice === 'function') {
    if (side.dice === 0) return { rolls: [], natural: null, modifier: side.modifier, total: side.modifier };
    const { rolls, kept } = rollKeepBest(side.dice, dice);
    return { rolls, natural: kept, modifier: side.modifier, total: kept + side.modifier };
  }
  if (dice.length !== side.dice) {
    throw new RulesError(
      'invalid-number',
      side.dice === 0
        ? `${who} throws no dice here.`
        : `${who} throws ${side.dice}d20: type ${side.dice === 1 ? 'the die' : `all ${side.dice} dice`}.`,
    );
  }
  dice.forEach((d) => requireWhole(`${who}'s d20`, d, 1, D20_SIDES));
  if (side.dice === 0) return { rolls: [], natural: null, modifier: side.modifier, total: side.modifier };
  const kept = Math.max(...dice);
  return { rolls: [...dice], natural: kept, modifier: side.modifier, total: kept + side.modifier };
}

export interface ThrownContest {
  readonly attacker: LogDiceSide;
  readonly defender: LogDiceSide;
  readonly difference: number;
  readonly winner: ContestWinner;
}

/** Throws both sides of a contested roll, attacker first (as dice.contestedRoll draws them). */
export function throwContest(
  sides: { attacker: ContestSide; defender: ContestSide },
  dice: ContestDice,
  names: { attacker: string; defender: string },
): ThrownContest {
  requireInput('The sides', sides);
  requireInput('The names', names);
  const attacker = throwSide(sides.attacker, typeof dice === 'function' ? dice : dice.attacker, names.attacker);
  const defender = throwSide(sides.defender, typeof dice === 'function' ? dice : dice.defender, names.defender);
  const difference = attacker.total - defender.total;
  return { attacker, defender, difference, winner: contestWinner(difference) };
}

/** One d20, typed or rolled. */
export function throwD20(dice: D20Input, who: string): number {
  return typeof dice === 'function' ? rollD20(dice) : requireWhole(`${who}'s d20`, dice, 1, D20_SIDES);
}

/** "d20 14 + 7 = 21", or "7" for a side that threw nothing. */
export function describeSide(side: LogDiceSide): string {
  requireInput('Describe side', side);
  if (side.natural === null) return String(side.total);
  const dice = side.rolls.length > 1 ? `d20 [${side.rolls.join(', ')}] keeps ${side.natural}` : `d20 ${side.natural}`;
  return `${dice} + ${side.modifier} = ${side.total}`;
}
