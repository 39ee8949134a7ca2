import { z } from 'zod';

export const RIVER_CRAFTS = ['boat', 'raft'] as const;
export const WATERCRAFT_IDS = ['raft', 'rowboat', 'small-sailboat', 'medium-sailboat', 'large-sailboat'] as const;

const riverSpeeds = z.strictObject({ downstream: z.number().positive(), upstream: z.number().positive() });

/** Body (daily miles), Navigation (land, rivers, open water) and the Bushcraft raft and skid. */
export const TravelFileSchema = z.strictObject({
  /** "traveling off road or off trail will be considered half speed [Daily Miles= (Body+ Move) /2]". */
  offRoadDivisor: z.number().int().positive(),
  /** Two Daily Tasks, three with Chore Delegation: the most travel tasks one day can hold. */
  maxTravelTasksPerDay: z.number().int().positive(),
  /** "For most watercraft traveling down river the speed is 25 miles per day" … rafts 15 / 3. */
  rivers: z.strictObject({ boat: riverSpeeds, raft: riverSpeeds }),
  /** The example crafts "Raft – Move: 1" … "Large Sailboat – Move: 5" (M-14). */
  watercraft: z
    .array(
      z.strictObject({
        id: z.enum(WATERCRAFT_IDS),
        name: z.string().min(1),
        move: z.number().int().positive(),
        riverCraft: z.enum(RIVER_CRAFTS),
      }),
    )
    .length(WATERCRAFT_IDS.length),
  /** "Requires 5 feet of cordage per person in size." */
  raft: z.strictObject({ cordageFeetPerPerson: z.number().int().positive() }),
  /** "Requires Body 2+ to move. A character pulling a Skid cannot take double-movement actions or enter a run state." */
  skid: z.strictObject({
    minBody: z.number().int().positive(),
    cordageFeet: z.number().int().positive(),
    looseSlots: z.number().int().positive(),
    canDoubleMove: z.boolean(),
    canRun: z.boolean(),
  }),
});

export type TravelFile = z.infer<typeof TravelFileSchema>;
export type RiverCraft = (typeof RIVER_CRAFTS)[number];
export type WatercraftId = (typeof WATERCRAFT_IDS)[number];
export type Watercraft = TravelFile['watercraft'][number];
