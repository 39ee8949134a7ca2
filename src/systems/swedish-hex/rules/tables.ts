import folkslagExampleData from '../../../../data/swedish-hex/folkslag-example.json';
import houseRulesData from '../../../../data/swedish-hex/house-rules.json';
import itemsExampleData from '../../../../data/swedish-hex/items-example.json';
import numbersData from '../../../../data/swedish-hex/numbers.json';
import rulingsData from '../../../../data/swedish-hex/rulings.json';
import type { Ruling } from '../../../core/rules';
import type { FolkslagTable } from './schemas/folkslag';
import type { HouseRuleSetting } from './schemas/house-rules';
import type { ItemCatalogue } from './schemas/items';
import type { HexNumbers } from './schemas/numbers';

/*
 * The pack's data files, typed by their schemas. The files are validated against those schemas in
 * tests/systems/swedish-hex/data.test.ts, so the casts hold; zod itself stays out of the rule modules.
 */

export const NUMBERS = numbersData as unknown as HexNumbers;
export const HOUSE_RULE_SETTINGS = houseRulesData as unknown as readonly HouseRuleSetting[];
export const RULINGS = rulingsData as unknown as readonly Ruling[];

/** The worked examples the app ships, each marked `example: true` (the text lists no folkslag and no items). */
export const FOLKSLAG_EXAMPLE = folkslagExampleData as unknown as FolkslagTable;
export const ITEMS_EXAMPLE = itemsExampleData as unknown as ItemCatalogue;
