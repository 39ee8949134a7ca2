import type { CombatSpecialId } from '../schemas/combat';
import type { SizeCategoryId } from '../schemas/sizes';
import type { WeaponKindId } from '../schemas/weapons';
import { RulesError, requireStat, requireText, requireTier, requireWhole, requireInput } from '../../../../core/rules';
import { hasSpecial } from './combatant';
import { specialValue } from './race-specials';
import { weaponKind } from './weapon-kinds';

export type GearCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** C-11: how a Dwarf's extra cloaks count against Body. */
export type DwarfCloakRule = 'shared-pool' | 'two-per-free-body-point';

export interface WornGearInput {
  readonly body: number;
  /** Tiers of the armor suits worn (one, or two for a Dwarf); empty when unarmored. */
  readonly armorTiers: readonly number[];
  /** Number of (Tier 1) Bushcrafter's Cloaks worn: "each Cloak requiring an available Body stat point". */
  readonly cloaks: number;
  readonly specials?: readonly CombatSpecialId[];
  readonly options?: { readonly dwarfCloaks?: DwarfCloakRule };
}

const OK: GearCheck = { ok: true };
const fail = (reason: string): GearCheck => ({ ok: false, reason });

/**
 * Gear needs Body ≥ its tier: weapons ("Weapons require a Body stat equal or higher than the Tier of the weapon used"),
 * armor ("a Body stat higher or equal to the armor's Tier") and shields ("a T8 Shield requires Body: 8+").
 */
export function bodyForTier(body: number, tier: number, what: string): GearCheck {
  requireWhole('Body', body);
  requireTier(tier);
  requireText('What the gear is', what);
  return tier <= body
    ? OK
    : fail(`A Tier ${tier} ${what} needs Body ${tier} or more; this character has Body ${body}.`);
}

/** bodyForTier, refusing with RulesError('not-allowed') when Body is too low. */
export function requireBodyForTier(body: number, tier: number, what: string): void {
  const check = bodyForTier(body, tier, what);
  if (!check.ok) throw new RulesError('not-allowed', check.reason);
}

/**
 * "the Body stat requirement of their equipped armor and cloaks": the armor tiers plus 1 per (Tier 1) cloak.
 * @example wornBodyRequirement({ armorTiers: [5], cloaks: 2 }) // 7
 */
export function wornBodyRequirement(input: { armorTiers: readonly number[]; cloaks: number }): number {
  requireInput('Worn body requirement', input);
  const cloaks = requireWhole('Cloaks worn', input.cloaks);
  return input.armorTiers.reduce((sum, tier) => sum + requireTier(tier, 'Armor tier'), 0) + cloaks;
}

/** Why the armor alone cannot be worn (too many suits, a suit above Body), or null. Refuses a tier outside 0–15. */
function armorProblem(body: number, armorTiers: readonly number[], dwarf: boolean): string | null {
  armorTiers.forEach((tier) => requireTier(tier, 'Armor tier'));
  const suits = dwarf ? specialValue('double-armor', (card) => card.traits.armorSuits) : 1;
  if (armorTiers.length > suits) {
    return `${dwarf ? 'A Dwarf' : 'A character'} can wear ${suits} suit${suits === 1 ? '' : 's'} of armor at most.`;
  }
  for (const tier of armorTiers) {
    const check = bodyForTier(body, tier, 'armor');
    if (!check.ok) return check.reason;
  }
  return null;
}

/**
 * The most (Tier 1) cloaks a character can wear over this armor. "each Cloak requiring an available Body stat point
 * assigned to it after armor Tier value is subtracted from the Body stat value" (Body 4 with T2 armor: 2). Dwarves
 * "can wear 2 pieces of armor, each up to their Body stat. Or any combination of 1-2 armors & Cloaks … equal to 2x
 * their Body stat": by default armor tiers + cloaks ≤ 2 × Body (C-11 shared pool; Body 5 with T2 armor: 8), or
 * 2 × (Body − armor tiers) with `dwarfCloaks: 'two-per-free-body-point'` (6). Refuses armor that cannot be worn.
 * @example maxCloaks({ body: 5, armorTiers: [2] }) // 3
 */
export function maxCloaks(input: Omit<WornGearInput, 'cloaks'>): number {
  requireInput('Max cloaks', input);
  const body = requireStat('Body', input.body);
  const dwarf = hasSpecial(input.specials, 'double-armor');
  const problem = armorProblem(body, input.armorTiers, dwarf);
  if (problem !== null) throw new RulesError('not-allowed', problem);
  const armorLoad = wornBodyRequirement({ armorTiers: input.armorTiers, cloaks: 0 });
  if (!dwarf) return body - armorLoad;
  const perBody = specialValue('double-armor', (card) => card.traits.cloaksPerBody);
  switch (input.options?.dwarfCloaks ?? 'shared-pool') {
    case 'shared-pool':
      return perBody * body - armorLoad;
    case 'two-per-free-body-point':
      return perBody * Math.max(0, body - armorLoad);
  }
}

/**
 * Combat Gear – Armor: "To equip armor, the character must have a Body stat higher or equal to the armor's Tier. A
 * character may not stack armor … However, Cloaks … can stack … a T2 armor & three T1 Cloaks with a Body stat value of
 * 5" — the armor must be wearable and the cloaks within maxCloaks.
 * @example wornGearCheck({ body: 5, armorTiers: [2], cloaks: 3 }) // { ok: true }
 */
export function wornGearCheck(input: WornGearInput): GearCheck {
  requireInput('Worn gear check', input);
  const body = requireStat('Body', input.body);
  const cloaks = requireWhole('Cloaks worn', input.cloaks);
  const problem = armorProblem(body, input.armorTiers, hasSpecial(input.specials, 'double-armor'));
  if (problem !== null) return fail(problem);
  const allowed = maxCloaks(input);
  return cloaks <= allowed
    ? OK
    : fail(`Over this armor Body ${body} allows ${allowed} cloak${allowed === 1 ? '' : 's'}, not ${cloaks}.`);
}

/** "For each Tier value the shield is, the user must have that value in their Body stat or higher (ie: a T8 Shield requires Body: 8+)." */
export function shieldCheck(body: number, shieldTier: number): GearCheck {
  return bodyForTier(requireStat('Body', body), requireTier(shieldTier, 'Shield tier'), 'shield');
}

/**
 * "Weapons require a Body stat equal or higher than the Tier of the weapon used, unless stated otherwise": melee, thrown
 * and bows need Body ≥ tier; crossbows and firearms need nothing ("requires no stats nor skills"); a siege weapon can be
 * carried only mounted on an XL creature with Body ≥ its tier (otherwise it is crewed, see siegeCrew).
 */
export function weaponCheck(input: {
  body: number;
  weapon: WeaponKindId;
  tier: number;
  sizeCategory: SizeCategoryId;
}): GearCheck {
  requireInput('Weapon check', input);
  const body = requireStat('Body', input.body);
  const tier = requireTier(input.tier, 'Weapon tier');
  const kind = weaponKind(input.weapon);
  switch (kind.bodyRequirement) {
    case 'none':
      return OK;
    case 'tier':
      return bodyForTier(body, tier, kind.name);
    case 'mounted-xl-only':
      if (input.sizeCategory !== 'xl')
        return fail('Only extra-large creatures can carry a siege weapon mounted on them.');
      return bodyForTier(body, tier, 'mounted siege weapon');
  }
}
