import type { PayloadSchemas } from './payload-schemas';
import { HouseRulesSchema } from './schemas/campaign';
import { EosCharacterPayloadSchema } from './schemas/character';
import { EosEncounterPayloadSchema } from './schemas/encounter';

/** Eos's payload schemas, loaded by the registry (payload-schemas.ts) with the first check that needs them. */
export const EOS_PAYLOAD_SCHEMAS: PayloadSchemas = {
  character: EosCharacterPayloadSchema,
  encounter: EosEncounterPayloadSchema,
  houseRules: HouseRulesSchema,
};
