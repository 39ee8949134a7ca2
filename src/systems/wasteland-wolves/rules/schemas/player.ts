import { z } from 'zod';
import { MAX_EXPERIENCE, MAX_STOCK } from '../checks';
import { ITEM_IDS, MATERIAL_IDS, PERK_IDS } from '../ids';

/*
 * The pack's character payload: a Wasteland Wolves player as stored inside the core's character record (which owns the
 * id and name). The schema checks shape and range only and never changes a value; the rules refuse what breaks a rule
 * (perkBuildProblems: a rank above the level, points overspent, a missing prerequisite) so the views can say so.
 */

function wholeNumber(min: number, max: number) {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const perkRank = wholeNumber(0, 3);

export const StockSchema = z.enum([...MATERIAL_IDS, ...ITEM_IDS.filter((id) => id !== 'unarmed')]);

/** A count per material or item held (a missing one is 0). */
export const InventorySchema = z.partialRecord(StockSchema, wholeNumber(0, MAX_STOCK));

/** The ranks held, by perk (a missing perk is rank 0). */
export const PerkBuildSchema = z.partialRecord(z.enum(PERK_IDS), perkRank);

export const WwPlayerSchema = z.strictObject({
  /** Experience points: the level follows (75 / 200 / 375). */
  experience: wholeNumber(0, MAX_EXPERIENCE),
  perks: PerkBuildSchema,
  inventory: InventorySchema,
  /** The equipped weapon and armour, or null. */
  weapon: z.enum(ITEM_IDS).nullable(),
  armour: z.enum(ITEM_IDS).nullable(),
});

export type WwPlayer = z.infer<typeof WwPlayerSchema>;
