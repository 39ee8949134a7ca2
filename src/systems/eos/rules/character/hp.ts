import { requireStat, requireWhole, requireInput } from '../../../../core/rules';
import type { RaceId } from '../schemas/races';
import { baseHp, type SizedCreature } from '../size';
import { rule } from './progression';

/**
 * "[(Body x Combat Level)+ 20HP]" with the size-aware base (C-10): Body × level + base HP
 * (small 15, medium 20, large/XL 20 + 3 × tiles). A Forest Troll (2×2) has 32 HP at Body 0.
 */
export function maxHp(input: { body: number; level: number; race: SizedCreature | RaceId }): number {
  requireInput('Max hp', input);
  const body = requireStat('Body', input.body);
  const level = requireWhole('Combat level', input.level, 1);
  return body * level + baseHp(input.race);
}

/**
 * "a character with 20HP total will be out of combat at 0HP & dead at -20HP": death at HP ≤ −maxHp (C-09), the one
 * place the threshold is computed (healthState uses it).
 */
export function deathHp(maxHitPoints: number): number {
  return 0 - requireWhole('Maximum HP', maxHitPoints);
}

/** "A character becomes unconscious as soon as their HP becomes 0 (zero) or less": the HP at which that happens. */
export function unconsciousHp(): number {
  return rule('unconsciousAtHp');
}
