import { requireModifierValue, requireTypedName } from './checks';
import type { ModifierTarget } from './ids';
import { MODIFIER_MAX, MODIFIER_MIN, NAME_MAX, nameKey } from './limits';
import type { WdcFighter } from './schemas/fighter';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';

/** One term of a roll's modifier, as the breakdown shows it: "Aim 2 × 2" +4, "Small" +1. */
export interface ModifierPart {
  readonly label: string;
  readonly value: number;
}

/** A roll's modifier: its parts, their sum, and what the roll adds (the sum kept within −8…+8, A-05). */
export interface RollModifier {
  readonly parts: readonly ModifierPart[];
  readonly sum: number;
  readonly total: number;
  /** True when the sum was beyond −8…+8 and `total` is the cap. */
  readonly capped: boolean;
}

/**
 * "a modifier bonus (from -8 to +8)": adds the parts and keeps the sum within −8 and +8, as the dice window takes it
 * with the `uncappedModifiers` house rule the sum is used as it is. Each part must itself be −8 to +8.
 * @example rollModifier([{ label: 'Aim 3 × 2', value: 6 }, { label: 'Sharpshooter', value: 3 }]).total // 8
 */
export function rollModifier(
  parts: readonly ModifierPart[],
  rules: Pick<WdcHouseRules, 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): RollModifier {
  for (const part of parts) {
    requireTypedName('A modifier', part.label, NAME_MAX * 2);
    requireModifierValue(`The modifier “${part.label}”`, part.value);
  }
  const sum = parts.reduce((total, part) => total + part.value, 0);
  const total = rules.uncappedModifiers ? sum : Math.min(MODIFIER_MAX, Math.max(MODIFIER_MIN, sum));
  return { parts, sum, total, capped: total !== sum };
}

/** The fighter's profession, trait, environment and gear modifiers for one target (an ability by name). */
export function modifiersFor(fighter: WdcFighter, target: ModifierTarget, ability?: string): readonly ModifierPart[] {
  return fighter.modifiers
    .filter(
      (m) =>
        m.applies === target &&
        (m.applies !== 'ability' || (ability !== undefined && nameKey(m.ability) === nameKey(ability))),
    )
    .map((m) => ({ label: m.label, value: m.value }));
}
