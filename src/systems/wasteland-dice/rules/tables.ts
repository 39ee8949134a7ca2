import abilitiesData from '../../../../data/wasteland-dice/abilities.json';
import armourData from '../../../../data/wasteland-dice/armour.json';
import combatData from '../../../../data/wasteland-dice/combat.json';
import houseRulesData from '../../../../data/wasteland-dice/house-rules.json';
import rulingsData from '../../../../data/wasteland-dice/rulings.json';
import type { Ruling } from '../../../core/rules';
import type { AbilitiesFile } from './schemas/abilities';
import type { ArmourTables } from './schemas/armour';
import type { CombatNumbers } from './schemas/combat';
import type { HouseRuleSetting } from './schemas/house-rules';

/*
 * The pack's data files, typed by their schemas. The files are validated against those schemas in
 * tests/systems/wasteland-dice/data.test.ts, so the casts hold; zod itself stays out of the rule modules.
 */

export const COMBAT = combatData as unknown as CombatNumbers;
export const ARMOUR = armourData as unknown as ArmourTables;
export const ABILITIES = abilitiesData as unknown as AbilitiesFile;
export const HOUSE_RULE_SETTINGS = houseRulesData as unknown as readonly HouseRuleSetting[];
export const RULINGS = rulingsData as unknown as readonly Ruling[];
