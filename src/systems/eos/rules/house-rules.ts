import type { CharacterOptions } from './character/build';
import type { FallBeyondTable } from './combat/falling';
import type { FortificationTableReading } from './combat/fortification';
import type { DwarfCloakRule } from './combat/gear-limits';
import type { ColdOrder } from './environment/cold';
import type { LockTargetBasis, LockpickingTaskRounding } from './gathering/lockpicking';
import type { LightRadiusReading } from './light';
import type { PartyOffRoadRule } from './travel';
import { requireInput } from '../../../core/rules';

/**
 * The house-rule switches a campaign can turn on: each takes the other reading of one ruling in data/eos/rulings.json
 * (the ruling's `houseRule.key`). Off means the app's recommended reading.
 */
export const HOUSE_RULE_KEYS = [
  'fortificationTable',
  'lockTargetFromSmithSkill',
  'dwarfCloaks',
  'coldOrder',
  'partyOffRoad',
  'lockpickingTasksLostRoundUp',
  'lightRadius',
  'fallBeyondTable',
  'mindZeroKeepsRacialSkills',
  'visitedAreaNoToolkit',
  'gearBodyTier',
] as const;

export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number];
export type HouseRules = Partial<Record<HouseRuleKey, boolean>>;

/** The options each rule function takes, as a campaign's switches set them; views pass these, never build their own. */
export interface RuleOptions {
  readonly character: CharacterOptions;
  readonly gear: { readonly dwarfCloaks: DwarfCloakRule };
  readonly cold: { readonly coldOrder: ColdOrder };
  readonly fortification: { readonly table: FortificationTableReading };
  readonly falling: { readonly beyondTable: FallBeyondTable };
  readonly light: { readonly lightRadius: LightRadiusReading };
  readonly lockTarget: { readonly basis: LockTargetBasis };
  readonly lockpickingTasks: { readonly rounding: LockpickingTaskRounding };
  readonly partyTravel: { readonly partyOffRoad: PartyOffRoadRule };
  readonly navigation: { readonly visitedAreaNeedsToolkit: boolean };
}

/** Translates a campaign's house-rule switches into the options of every rule function that has a switchable reading. */
export function ruleOptions(houseRules: HouseRules = {}): RuleOptions {
  requireInput('Rule options', houseRules);
  const on = (key: HouseRuleKey) => houseRules[key] === true;
  const dwarfCloaks: DwarfCloakRule = on('dwarfCloaks') ? 'two-per-free-body-point' : 'shared-pool';
  return {
    character: {
      mindZeroKeepsRacialSkills: on('mindZeroKeepsRacialSkills'),
      dwarfCloaks: dwarfCloaks,
      gearBodyTier: on('gearBodyTier') ? 'current' : 'full',
    },
    gear: { dwarfCloaks },
    cold: { coldOrder: on('coldOrder') ? 'halve-then-reduce' : 'reduce-then-halve' },
    fortification: { table: on('fortificationTable') ? 'as-printed' : 'prose' },
    falling: { beyondTable: on('fallBeyondTable') ? 'cap-at-table' : 'keep-doubling' },
    light: { lightRadius: on('lightRadius') ? 'beyond-bright' : 'from-source' },
    lockTarget: { basis: on('lockTargetFromSmithSkill') ? 'smith-skill' : 'lock-tier' },
    lockpickingTasks: { rounding: on('lockpickingTasksLostRoundUp') ? 'ceil' : 'floor' },
    partyTravel: { partyOffRoad: on('partyOffRoad') ? 'each-member-with-bonus' : 'slowest-road-speed' },
    navigation: { visitedAreaNeedsToolkit: !on('visitedAreaNoToolkit') },
  };
}
