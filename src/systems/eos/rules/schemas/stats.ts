import { z } from 'zod';
import { STAT_IDS } from './ids';

export { STAT_IDS };

export type StatId = (typeof STAT_IDS)[number];

export const StatSchema = z.strictObject({
  id: z.enum(STAT_IDS),
  name: z.string().min(1),
  abbreviation: z.string().min(1),
  /** false for Aura: "Aura stat is not used at this time." It is still stored (C-08). */
  used: z.boolean(),
  /** The stat's paragraph from "Stats & Progression", quoted. */
  text: z.string().min(1),
  note: z.string().min(1).optional(),
});

export const StatsFileSchema = z.array(StatSchema).length(STAT_IDS.length);

export type Stat = z.infer<typeof StatSchema>;

/** Assigned points for every stat (creation points, level points, or final values). */
export type StatBlock = Readonly<Record<StatId, number>>;
