import { z } from 'zod';
import { COMBAT_SPECIAL_IDS } from './ids';

export { COMBAT_SPECIAL_IDS };

const ACTION_TYPES = ['contested', 'non-contested'] as const;

export const CombatFileSchema = z.strictObject({
  actions: z.strictObject({
    perTurn: z.number().int().positive(),
    contestedPerTurn: z.number().int().positive(),
    /** "Equipping a shield takes 1 round to complete (2 consecutive non-contested actions)." */
    equipShield: z.number().int().positive(),
    /** "Each trap set up in combat requires 3 (three) actions" — in order. */
    setTrapInCombat: z.array(z.enum(ACTION_TYPES)).min(1),
    quote: z.string().min(1),
  }),
  /** Contested shots with crossbows and firearms outside the guaranteed zone: "a maximum range of 15 tiles". */
  contestedMaxRangeTiles: z.number().int().positive(),
  criticals: z.strictObject({
    hitRoll: z.number().int().min(1).max(20),
    failureRoll: z.number().int().min(1).max(20),
    /** Any gear a crit strikes, natural armor and weapons included: "reduce … Tier by 1". */
    gearTierLoss: z.number().int().positive(),
    /** Unarmed natural 1, or a crit against a T0 natural weapon: 10 damage ignoring armor. */
    bodyAsWeaponDamage: z.number().int().positive(),
    quote: z.string().min(1),
  }),
  firearm: z.strictObject({
    weaponTierMultiplier: z.number().int().positive(),
    bulletTierMultiplier: z.number().int().positive(),
  }),
  siege: z.strictObject({ tierDamageMultiplier: z.number().int().positive() }),
  traps: z.strictObject({
    basicToolsMultiplier: z.number().int().positive(),
    /** Warhog "Trap Survivor": "it instead drops their HP to 1". */
    trapSurvivorHp: z.number().int().positive(),
  }),
});

export type CombatSpecialId = (typeof COMBAT_SPECIAL_IDS)[number];
export type CombatFile = z.infer<typeof CombatFileSchema>;
