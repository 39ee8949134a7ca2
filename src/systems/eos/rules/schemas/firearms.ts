import { z } from 'zod';

/** One printed row of an "Arm vs Ammo" table: the firearm tier and the damage for bullet tiers 1–12. */
export const FirearmTableRowSchema = z.strictObject({
  firearmTier: z.number().int().min(1).max(15),
  damage: z.array(z.number().int().nonnegative()),
});

/** One of the two printed tables (under Main-Hand Firearm and under Two-Handed Firearm), cell by cell. */
export const FirearmTableSchema = z.strictObject({
  section: z.enum(['main-hand-firearm', 'two-handed-firearm']),
  /** Line of the header in eos-rules.txt. */
  line: z.number().int().positive(),
  bulletTiers: z.array(z.number().int().min(1).max(15)),
  rows: z.array(FirearmTableRowSchema),
});

export const FirearmsFileSchema = z.strictObject({
  quote: z.string().min(1),
  header: z.string().min(1),
  tables: z.array(FirearmTableSchema).length(2),
});

export type FirearmTable = z.infer<typeof FirearmTableSchema>;
export type FirearmsFile = z.infer<typeof FirearmsFileSchema>;
