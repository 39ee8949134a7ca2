import { z } from 'zod';
import type { CreatureTemplateRecord } from '../creature-template';
import { heldWeaponKind, naturalTier, SizedSchema, skillLevels, specials } from './encounter';
import { type Assert, type SchemaMatches, id, label, name, stat, tier, timestamp, wholeNumber } from './fields';

// creatureTemplates (combat helper): the GM's quick creatures, saved to add to later fights.

export const QuickCreatureSchema = z.strictObject({
  name,
  size: SizedSchema,
  maxHp: wholeNumber(0, 1_000_000),
  body: stat,
  reflex: stat,
  presence: stat,
  mind: stat.optional(),
  combatLevel: wholeNumber(1, 10_000).optional(),
  move: wholeNumber(0, 1_000),
  skills: skillLevels,
  weapons: z
    .array(z.strictObject({ kind: heldWeaponKind, tier, name: label(200).optional(), bulletTier: tier.optional() }))
    .max(50),
  armorTier: tier,
  shieldTier: tier.nullable(),
  naturalArmor: naturalTier,
  naturalWeapon: naturalTier.nullable(),
  specials,
});

export const CreatureTemplateRecordSchema = z.strictObject({
  id,
  campaignId: id,
  name,
  createdAt: timestamp,
  updatedAt: timestamp,
  creature: QuickCreatureSchema,
});

export type _CreatureTemplateRecordBothWays = Assert<
  SchemaMatches<z.output<typeof CreatureTemplateRecordSchema>, CreatureTemplateRecord>
>;
