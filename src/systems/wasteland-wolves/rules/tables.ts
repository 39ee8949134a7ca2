import gameData from '../../../../data/wasteland-wolves/game.json';
import houseRulesData from '../../../../data/wasteland-wolves/house-rules.json';
import itemsData from '../../../../data/wasteland-wolves/items.json';
import perksData from '../../../../data/wasteland-wolves/perks.json';
import rulingsData from '../../../../data/wasteland-wolves/rulings.json';
import type { Ruling } from '../../../core/rules';
import type { GameNumbers } from './schemas/game';
import type { HouseRuleSetting } from './schemas/house-rules';
import type { ItemsFile } from './schemas/items';
import type { Perk } from './schemas/perks';

/*
 * The pack's data files, typed by their schemas. The files are validated against those schemas in
 * tests/systems/wasteland-wolves/data.test.ts, so the casts hold; zod itself stays out of the rule modules.
 */

export const GAME = gameData as unknown as GameNumbers;
export const ITEMS = itemsData as unknown as ItemsFile;
export const PERKS = perksData as unknown as readonly Perk[];
export const HOUSE_RULE_SETTINGS = houseRulesData as unknown as readonly HouseRuleSetting[];
export const RULINGS = rulingsData as unknown as readonly Ruling[];
