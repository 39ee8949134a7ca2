import type { GameSystem } from '../../core/systems/game-system';
import { wdcRulings } from './rules';
import { WdcFightSchema } from './rules/schemas/fight';
import { WdcFighterSchema } from './rules/schemas/fighter';
import { StoredHouseRulesSchema } from './rules/schemas/house-rules';

/** The Wasteland Dice Combat pack's manifest: its rulings and the checks of its fighters, fights and settings. */
export const wdcSystem: GameSystem = {
  id: 'wasteland-dice',
  rulings: wdcRulings(),
  schemas: { character: WdcFighterSchema, encounter: WdcFightSchema, houseRules: StoredHouseRulesSchema },
  payloadVersion: 1,
  migrations: [],
};
