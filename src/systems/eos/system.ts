import type { GameSystem } from '../../core/systems/game-system';
import { CharacterRecordSchema, EncounterRecordSchema, HouseRulesSchema } from '../../db/record-schemas';
import { listRulings } from '../../rules';

/** The Eos pack's manifest: what the core asks of the game once one of its pages is open. */
export const eosSystem: GameSystem = {
  id: 'eos',
  rulings: listRulings(),
  schemas: { character: CharacterRecordSchema, encounter: EncounterRecordSchema, houseRules: HouseRulesSchema },
  payloadVersion: 1,
  migrations: [],
};
