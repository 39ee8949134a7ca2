import type { GameSystem } from '../../core/systems/game-system';
import { wwRulings } from './rules';
import { StoredHouseRulesSchema } from './rules/schemas/house-rules';
import { WwPlayerSchema } from './rules/schemas/player';
import { WwTrackerSchema } from './rules/schemas/tracker';

/** The Wasteland Wolves pack's manifest: its rulings and the checks of its players, trackers and settings. */
export const wwSystem: GameSystem = {
  id: 'wasteland-wolves',
  rulings: wwRulings(),
  schemas: { character: WwPlayerSchema, encounter: WwTrackerSchema, houseRules: StoredHouseRulesSchema },
  payloadVersion: 1,
  migrations: [],
};
