import { RulesError } from '../../../core/rules';
import { requireHp } from './checks';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { COMBAT } from './tables';

/** "Your character has a total of five hit points". */
export const MAX_HIT_POINTS = COMBAT.hitPoints.total;

/** "Once they're reduced to zero, they are considered downed and can't take part in combat anymore." */
export function isDowned(hp: number): boolean {
  return requireHp('The fighter', hp) === COMBAT.hitPoints.downedAt;
}

/**
 * Hit points after a hit: "loses one from each successful attack against them". A downed fighter cannot be hit again
 * nothing takes HP below 0.
 * @example hpAfterHit(5) // 4
 */
export function hpAfterHit(hp: number): number {
  if (isDowned(hp)) {
    throw new RulesError('not-allowed', 'A downed fighter has no hit points left to lose and cannot be attacked.');
  }
  return hp - COMBAT.hitPoints.lostPerHit;
}

/**
 * What being downed means beyond the fight: the text says "For the longer term consequences, see PvP Outcomes", which
 * it does not include (M-02). The Storyteller's words, or a line saying they decide.
 */
export function downedNotice(rules: Pick<WdcHouseRules, 'downedConsequences'> = DEFAULT_HOUSE_RULES): string {
  const words = rules.downedConsequences.trim();
  return words.length > 0
    ? words
    : 'Roleplay being stunned on the ground, badly wounded or unconscious. The text points to PvP Outcomes for what follows, which it does not include: the Storyteller decides.';
}
