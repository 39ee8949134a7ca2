import { z } from 'zod';
import { SKILL_IDS } from './ids';

const skill = z.enum(SKILL_IDS);
const level = z.number().int().min(1).max(15);

/** What a party needs for one piece of advice to be met. */
export const AdviceRequirementSchema = z.discriminatedUnion('kind', [
  /** "a skill level at least as high as the number of characters in your group" (someone's level ≥ party size). */
  z.strictObject({ kind: z.literal('level-at-least-party-size'), skill }),
  /** Every listed skill at `level` or more in someone ("at least a 1 in each of these skills"). */
  z.strictObject({ kind: z.literal('each-skill'), skills: z.array(skill).min(1), level }),
  /** One of the listed skills at `level` or more in someone ("at least one of the other food gathering skills"). */
  z.strictObject({ kind: z.literal('any-skill'), skills: z.array(skill).min(2), level }),
]);

/** One piece of the Beginner's Guide "Advice on Skills", quoted. */
export const AdviceSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(1),
  quote: z.string().min(1),
  requirement: AdviceRequirementSchema,
});

export const AdviceFileSchema = z.strictObject({
  source: z.string().min(1),
  intro: z.string().min(1),
  advice: z.array(AdviceSchema).min(1),
});

export type AdviceRequirement = z.infer<typeof AdviceRequirementSchema>;
export type Advice = z.infer<typeof AdviceSchema>;
export type AdviceFile = z.infer<typeof AdviceFileSchema>;
