import fallingJson from '../../../../../data/eos/falling.json';
import type { FallingFile } from '../schemas/falling';
import { requireWhole, requireInput } from '../../../../core/rules';

const falling = fallingJson as unknown as FallingFile;

/** beyond the printed 8 tiles keep doubling (9 tiles → 128), or stop at the last printed value. */
export type FallBeyondTable = 'keep-doubling' | 'cap-at-table';

/** Longest fall the app computes exactly (2^48 damage is far beyond any HP). */
export const MAX_FALL_TILES = 50;

/**
 * Climbing and Falling: "Falling 5 feet (1 vertical tile) will deal 0 damage. Falling 10 feet will deal 1 damage. For
 * each consecutive 5 feet, double that damage. This damage ignores armor and shields."
 * @example fallingDamage(8) // 64
 */
export function fallingDamage(tiles: number, options?: { beyondTable?: FallBeyondTable }): number {
  if (options !== undefined) requireInput('Falling damage', options);
  const fallen = requireWhole('Tiles fallen', tiles, 0, MAX_FALL_TILES);
  const lastPrinted = falling.rows[falling.rows.length - 1]?.tiles ?? fallen;
  const counted = (options?.beyondTable ?? 'keep-doubling') === 'cap-at-table' ? Math.min(fallen, lastPrinted) : fallen;
  if (counted < falling.firstDamagingTile) return 0;
  return falling.damageAtFirstDamagingTile * falling.multiplierPerTile ** (counted - falling.firstDamagingTile);
}
