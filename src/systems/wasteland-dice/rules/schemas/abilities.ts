import { z } from 'zod';

/** data/wasteland-dice/abilities.json: the abilities the text names, and its empty list (M-01). */
export const AbilitiesFileSchema = z.strictObject({
  listQuote: z.string().min(1),
  named: z.array(z.strictObject({ name: z.string().min(1), icon: z.string(), quote: z.string().min(1) })).min(1),
});

export type AbilitiesFile = z.infer<typeof AbilitiesFileSchema>;
