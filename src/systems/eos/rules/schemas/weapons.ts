import { z } from 'zod';
import { SKILL_IDS, WEAPON_KIND_IDS } from './ids';

export { WEAPON_KIND_IDS };

export const WEAPON_FAMILIES = ['melee', 'thrown', 'bow', 'crossbow', 'firearm', 'siege'] as const;

/** One kind of weapon as the combat skills describe it. */
export const WeaponKindSchema = z.strictObject({
  id: z.enum(WEAPON_KIND_IDS),
  name: z.string().min(1),
  /** Which damage formula the weapon follows. */
  family: z.enum(WEAPON_FAMILIES),
  /** The skill rolled with it (natural weapons roll Unarmed Melee). */
  skill: z.enum(SKILL_IDS),
  /** Hands it occupies; siege weapons are not held. */
  hands: z.number().int().min(0).max(2),
  /** Longest reach in tiles before the size bonus; siege range is (T + Scholar) × 10, so null. */
  rangeTiles: z.number().int().positive().nullable(),
  /** Where a hit needs no roll: nowhere, within the skill level, or within twice the skill level (C-03). */
  guaranteedHit: z.enum(['none', 'skill', 'double-skill']),
  /** Non-contested actions to reload; 0 for weapons loaded within the attack; siege reloads in turns (null). */
  reloadActions: z.number().int().nonnegative().nullable(),
  /** "Weapons require a Body stat equal or higher than the Tier of the weapon used, unless stated otherwise". */
  bodyRequirement: z.enum(['tier', 'none', 'mounted-xl-only']),
  /** Whether a defender winning with it in melee range deals damage back. */
  canCounterDamage: z.boolean(),
  /** Firearms ignore armor and shields. */
  armorApplies: z.boolean(),
  /** Crossbows: armor the bolt ignores per weapon tier (1H 1, 2H 2). */
  armorPiercingPerTier: z.number().int().positive().optional(),
  quote: z.string().min(1),
});

export const WeaponsFileSchema = z.strictObject({ kinds: z.array(WeaponKindSchema).length(WEAPON_KIND_IDS.length) });

export type WeaponKindId = (typeof WEAPON_KIND_IDS)[number];
export type WeaponFamily = (typeof WEAPON_FAMILIES)[number];
export type WeaponKind = z.infer<typeof WeaponKindSchema>;
export type WeaponsFile = z.infer<typeof WeaponsFileSchema>;
