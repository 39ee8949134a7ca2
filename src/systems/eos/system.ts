import type { GameSystem } from '../../core/systems/game-system';
import { EOS_PAYLOAD_SCHEMAS } from '../../db/eos-payload-schemas';
import { listRulings } from './rules';

/** The Eos pack's manifest: what the core asks of the game once one of its pages is open. */
export const eosSystem: GameSystem = {
  id: 'eos',
  rulings: listRulings(),
  schemas: { ...EOS_PAYLOAD_SCHEMAS, houseRules: EOS_PAYLOAD_SCHEMAS.houseRules! },
  payloadVersion: 1,
  migrations: [],
};
