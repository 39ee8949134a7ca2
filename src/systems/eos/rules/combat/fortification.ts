import fortificationsJson from '../../../../../data/eos/fortifications.json';
import type { FortificationsFile } from '../schemas/fortifications';
import { requireTier, requireWhole, requireInput } from '../../../../core/rules';

const table = fortificationsJson as unknown as FortificationsFile;

/** C-01: the Tier 6 row prints HP 90; the prose (10 × Tier) gives 60. */
export type FortificationTableReading = 'prose' | 'as-printed';

export interface FortificationStats {
  readonly hp: number;
  readonly armor: number;
}

/**
 * Fortification: "For each Tier value that the wall is, it will have HP & Armor equal to 10 times it's Tier." Tier 0 is
 * "destroyed beyond repair" (0 / 0). With `table: 'as-printed'` the printed rows are used where they exist (T6 HP 90).
 * @example fortificationStats(6) // { hp: 60, armor: 60 }
 */
export function fortificationStats(tier: number, options?: { table?: FortificationTableReading }): FortificationStats {
  if (options !== undefined) requireInput('Fortification stats', options);
  const t = requireTier(tier, 'Fortification tier');
  const formula = { hp: table.hpPerTier * t, armor: table.armorPerTier * t };
  switch (options?.table ?? 'prose') {
    case 'prose':
      return formula;
    case 'as-printed': {
      const row = table.rows.find((r) => r.tier === t);
      return row === undefined ? formula : { hp: row.hp, armor: row.armor };
    }
  }
}

/**
 * "Fortified Structures can lose Tier value from time or from critical hits … The total damage received (if any) is
 * removed from its new Total HP value of the lower Tier each time it is reduced."
 * @example fortificationHpLeft({ tier: 4, damageTaken: 25 }) // 15
 */
export function fortificationHpLeft(input: {
  tier: number;
  damageTaken: number;
  options?: { table?: FortificationTableReading };
}): number {
  requireInput('Fortification hp left', input);
  const damage = requireWhole('Damage taken', input.damageTaken);
  return Math.max(0, fortificationStats(input.tier, input.options).hp - damage);
}
