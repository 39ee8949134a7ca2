import { z } from 'zod';

export const CARRY_SLOT_IDS = ['right-hip', 'left-hip', 'back'] as const;

const quote = z.string().min(1);

/** "Wear, Equip, & Carry": the carry slots, the items each place holds and the quotes behind the gear limits. */
export const GearFileSchema = z.strictObject({
  carrySlots: z
    .array(
      z.strictObject({
        id: z.enum(CARRY_SLOT_IDS),
        name: z.string().min(1),
        /** What the weapon place takes: hips "[1h-weapon]", back "[2h-weapon -or- 1h-weapon x2 -or- shield]". */
        weaponPlace: z.enum(['1h-weapon', '2h-weapon-or-two-1h-or-shield']),
        /** Room in the weapon place, counted in one-handed weapons (a 2h weapon or a shield takes 2). */
        weaponUnits: z.number().int().positive(),
        quote,
      }),
    )
    .length(CARRY_SLOT_IDS.length),
  /** "Each character may have 1 item assigned to each slot listed." (a Dwarf ×2). */
  itemsPerPlace: z.number().int().positive(),
  itemsPerPlaceQuote: quote,
  weaponUnits: z.strictObject({
    oneHanded: z.number().int().positive(),
    twoHanded: z.number().int().positive(),
    shield: z.number().int().positive(),
  }),
  /** Armor suits worn at once (a Dwarf's card: 2). */
  armorSuits: z.number().int().positive(),
  armorQuote: quote,
  cloakQuote: quote,
  clothingQuote: quote,
  sizeQuote: quote,
  weaponQuote: quote,
  slotWeaponQuote: quote,
  shieldQuote: quote,
  /** What armor and shields do, quoted under the builder's choices "from the book". */
  armorEffectQuote: quote,
  shieldEffectQuote: quote,
  shieldEquipQuote: quote,
  shieldInHandQuote: quote,
  containerQuote: quote,
  tierQuote: quote,
  /** Extra-large races: a mounted siege weapon "requires an empty 2h weapon/shield carry slot on their back". */
  siegeMountQuote: quote,
});

export type GearFile = z.infer<typeof GearFileSchema>;
