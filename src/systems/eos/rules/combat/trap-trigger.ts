import combatJson from '../../../../../data/eos/combat.json';
import type { CombatFile, CombatSpecialId } from '../schemas/combat';
import { requireWhole, requireInput } from '../../../../core/rules';
import type { TrapAttack } from './attack';
import { hasSpecial } from './combatant';
import { isKnockedOut } from './health';
import type { DamageResult } from './damage-result';
import { specialValue } from './race-specials';
import { trapDamage, trapToolMultiplier } from './trap-damage';

const { traps } = combatJson as unknown as CombatFile;

export interface TrapTrigger {
  readonly damage: DamageResult;
  /** HP after the trap. */
  readonly hpAfter: number;
  readonly immobilizedRounds: number;
}

/**
 * A triggered trap: damage = roll difference ignoring armor, "immobilizing them for the Trapper's level in their
 * Trapping skill in combat rounds", both doubled with Basic tools. Warhog "Uncatchable" cuts immobilization to 1 round;
 * "Trap Survivor" leaves a Warhog the trap would drop to 0 HP or lower at 1 HP.
 * @example trapTrigger({ rollDifference: 6, trapsLevel: 4, tools: 'basic', targetHp: 10 }) // damage 12, hpAfter -2, 8 rounds
 */
export function trapTrigger(input: {
  rollDifference: number;
  trapsLevel: number;
  tools: TrapAttack['tools'];
  targetHp: number;
  targetSpecials?: readonly CombatSpecialId[];
}): TrapTrigger {
  requireInput('Trap trigger', input);
  const level = requireWhole('Traps level', input.trapsLevel, 0, 15);
  const hp = requireWhole('HP', input.targetHp, Number.MIN_SAFE_INTEGER);
  const damage = trapDamage({ tools: input.tools }, input.rollDifference);
  const survives =
    hasSpecial(input.targetSpecials, 'trap-survivor') && !isKnockedOut(hp) && isKnockedOut(hp - damage.total);
  const rounds = level * trapToolMultiplier(input.tools);
  return {
    damage,
    hpAfter: survives ? traps.trapSurvivorHp : hp - damage.total,
    immobilizedRounds: hasSpecial(input.targetSpecials, 'uncatchable')
      ? Math.min(
          rounds,
          specialValue('uncatchable', (card) => card.traits.trapImmobilizeRounds),
        )
      : rounds,
  };
}
