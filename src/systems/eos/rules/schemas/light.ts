import { z } from 'zod';

export const LIGHT_SOURCE_IDS = ['campfire', 'torch', 'candle'] as const;
export const BLIND_NPC_ACTIONS = [
  'diagonally-forward-left',
  'forward',
  'diagonally-forward-right',
  'right',
  'diagonally-backward-right',
  'backward',
  'diagonally-backward-left',
  'left',
  'remain',
  'other',
] as const;

/** "A lit campfire, torch, or candle will project a 5-tile radius of bright light and a secondary 10-tile radius of Low Light 1." */
export const LightSourceSchema = z.strictObject({
  id: z.enum(LIGHT_SOURCE_IDS),
  name: z.string().min(1),
  brightRadius: z.number().int().positive(),
  lowLightRadius: z.number().int().positive(),
  lowLightLevel: z.number().int().positive(),
  /** Torch: "enough for a total of 5 hours of light"; candles are "1-hour Candles"; a campfire is "1 day of fire". */
  hours: z.number().positive(),
});

export const LightFileSchema = z.strictObject({
  sources: z.array(LightSourceSchema).length(LIGHT_SOURCE_IDS.length),
  lowLight: z.strictObject({
    /** "“Low Light 0” on this scale is treated as total Darkness." */
    darkness: z.number().int().nonnegative(),
    /** "a scale of 1-100" */
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    /** "You can make range & projectile attacks at twice (2x) the declared Low Light level without penalty." */
    rangedUnpenalizedMultiplier: z.number().int().positive(),
  }),
  /** The GM's d20 table for a Blind NPC's move. */
  blindNpcMovement: z
    .array(
      z.strictObject({
        from: z.number().int().min(1).max(20),
        to: z.number().int().min(1).max(20),
        action: z.enum(BLIND_NPC_ACTIONS),
        label: z.string().min(1),
      }),
    )
    .length(BLIND_NPC_ACTIONS.length),
});

export type LightFile = z.infer<typeof LightFileSchema>;
export type LightSource = z.infer<typeof LightSourceSchema>;
export type LightSourceId = (typeof LIGHT_SOURCE_IDS)[number];
export type BlindNpcAction = (typeof BLIND_NPC_ACTIONS)[number];
