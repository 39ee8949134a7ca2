import { z } from 'zod';
import { HOUSE_RULE_KEYS, type HouseRules } from '../../systems/eos/rules';
import type { CampaignRecord } from '../campaign';
import { type Assert, type SchemaMatches, id, name, oneOf, packObject, timestamp } from './fields';

/** The campaigns table: the campaign as the core stores it, and Eos's house rules. */

export const HouseRulesSchema = z.partialRecord(
  oneOf(HOUSE_RULE_KEYS, 'a house rule switch of the Rulings page'),
  z.boolean({ error: 'expected true or false' }),
);

/** A rules pack's id ('eos', 'wasteland-dice'): lower-case letters, digits and “-”. */
export const systemId = z
  .string({ error: 'expected the id of a game (text)' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/u, { error: 'expected the id of a game, such as “eos”' });

/**
 * The campaign as the core stores it. Its house rules are the pack's: here only an object, checked by the pack's
 * house-rules schema (backup-validate.ts, pack-records.ts) — for Eos, HouseRulesSchema.
 */
export const CampaignRecordSchema = z.strictObject({
  id,
  name,
  systemId,
  createdAt: timestamp,
  updatedAt: timestamp,
  houseRules: packObject<HouseRules>('the house rules (an object)').optional(),
});

// The stored campaign and its schema agree both ways (the house rules are only an object here, typed as Eos's).
export type _CampaignRecordBothWays = Assert<SchemaMatches<z.output<typeof CampaignRecordSchema>, CampaignRecord>>;
