import type { PayloadSchemas } from './payload-schemas';
import { EosCharacterPayloadSchema, EosEncounterPayloadSchema, HouseRulesSchema } from './record-schemas';

/** Eos's payload schemas, loaded by the registry (payload-schemas.ts) with the first check that needs them. */
export const EOS_PAYLOAD_SCHEMAS: PayloadSchemas = {
  character: EosCharacterPayloadSchema,
  encounter: EosEncounterPayloadSchema,
  houseRules: HouseRulesSchema,
};
