import type { Race } from '../../rules';

/** "+12", "−5", "0": how the race cards print modifiers. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return '0';
}

/** Food per day as the cards print it: ½ for small races. */
export function food(n: number): string {
  return n === 0.5 ? '½' : String(n);
}

export function naturalArmorLabel(race: Race): string {
  const { combat, environmentTier } = race.naturalArmor;
  const inCombat = combat.kind === 'tier' ? (combat.tier === 0 ? 'none' : `T${combat.tier}`) : 'Body + level';
  return environmentTier > 0 ? `${inCombat} (T${environmentTier} vs cold)` : inCombat;
}

export function range(r: { min: number; max: number }, unit: string): string {
  return `${r.min}–${r.max} ${unit}`;
}

/** "2×2 · 4 tiles", "1×1 · 1 tile", and "½ tile" for small races (their card prints "1/2"). */
export function footprintLabel(race: Race): string {
  if (race.tiles < 1) return `${food(race.tiles)} tile`;
  return `${race.size} · ${race.tiles} ${race.tiles === 1 ? 'tile' : 'tiles'}`;
}
