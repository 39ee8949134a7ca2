import gearData from '../../../../../data/eos/gear.json';
import type { GearFile } from '../schemas/gear';
import { MAX_TIER, requireOneOf, requireWhole } from '../../../../core/rules';

const GEAR = gearData as GearFile;

export type ProtectionKind = 'armor' | 'shield';

/** One armor suit or shield the builder offers "from the book", with what it does and what it needs. */
export interface ProtectionChoice {
  readonly kind: ProtectionKind;
  readonly tier: number;
  /** "Tier 3 armor", "Tier 3 shield": the item's name when added. */
  readonly name: string;
  /** "−3 damage received from most attacks · needs Body 3". */
  readonly numbers: string;
  readonly ruleQuote: string;
}

/**
 * The armor suits or shields of the book a character of this Body can equip. The book names none, only tiers ("Each
 * Quality Level of gear … will increase the damage or armor rating"), so these are Tier 1 up to Tier Body (R-gear-6):
 * armor "reduces the amount of damage receive against most attacks by it's Tier value" and needs "a Body stat higher or
 * equal to the armor's Tier"; a shield works "the same as Armor" but "only reduces damage when receiving attacks from
 * the front", in hand, and "takes 1 round to complete" to equip. Body 0 can equip neither ("disallow … armor & shields").
 * @example protectionChoices('armor', 2).map((c) => c.name) // ['Tier 1 armor', 'Tier 2 armor']
 */
export function protectionChoices(kind: ProtectionKind, body: number): ProtectionChoice[] {
  requireOneOf('Armor or shield', kind, ['armor', 'shield'] as const);
  // A draft's Body may be above its cap while the player edits it: the tiers still stop at the highest tier there is.
  const most = Math.min(requireWhole('Body', body), MAX_TIER);
  return Array.from({ length: most }, (_, index) => {
    const tier = index + 1;
    const numbers =
      kind === 'armor'
        ? `−${tier} damage received from most attacks · needs Body ${tier}`
        : `−${tier} damage from attacks from the front, in hand only · needs Body ${tier} · 1 round to equip`;
    return {
      kind,
      tier,
      name: `Tier ${tier} ${kind}`,
      numbers,
      ruleQuote: kind === 'armor' ? GEAR.armorEffectQuote : `${GEAR.shieldEffectQuote} ${GEAR.shieldEquipQuote}`,
    };
  });
}
