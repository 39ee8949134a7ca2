import { z } from 'zod';

/** A reading the app chose where the rules text contradicts itself, has a typo in a table, or is silent. */
export const RulingSchema = z.strictObject({
  /**
   * The guide's id (C-01 contradiction, A-01 ambiguity, M-01 missing, T-01 typo), with a letter when one guide item
   * needed two readings in different rules (A-07, A-07b), or R-<area>-<n> for a question the guide does not list.
   */
  id: z.string().regex(/^([CAMT]-\d{2}[b-h]?|R-[a-z]+-\d+)$/),
  topic: z.string().min(1),
  /** The rules text's own words, quoted exactly. */
  quote: z.string().min(1),
  /** What the app does. */
  reading: z.string().min(1),
  /** The other reading a GM might prefer. */
  alternative: z.string().min(1),
  /** Present when the GM can switch to the alternative as a house rule. */
  houseRule: z.strictObject({ key: z.string().regex(/^[a-z][A-Za-z0-9]*$/), label: z.string().min(1) }).optional(),
  /** The rule functions that follow this ruling. */
  appliesTo: z.array(z.string().min(1)),
});

export const RulingsFileSchema = z.array(RulingSchema);

export type Ruling = z.infer<typeof RulingSchema>;
