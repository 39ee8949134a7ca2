import { fatStorageOutlook } from '../environment/food';
import environmentData from '../../../../../data/eos/environment.json';
import type { EnvironmentFile } from '../schemas/environment';
import {
  COLD_ORDERS,
  coldDamagePerHour,
  shelterCountsForCold,
  shelterTierAfter,
  type ColdOrder,
} from '../environment/cold';
import {
  RATIONS,
  dailyFoodNeed,
  dailyWaterNeed,
  fatStorageDays,
  foodSpoilsOnDay,
  spoiledFoodExtraWeeks,
} from '../environment/food';
import { dailyHealing, medicineHealing, naturalHealing } from '../environment/healing';
import {
  WORK_LEVELS,
  adjustedMaxHp,
  daysUntilStarvation,
  starvationDailyChange,
  starvationReductionAfterDays,
} from '../environment/starvation';
import type { Ration, ShelterKind, WorkLevel } from '../schemas/environment';
import { TOOL_LEVELS, type ToolLevel } from '../tools';
import { choice, halves, num, plural, str, whole, yesNo, type Calculator } from './types';

const yes = (value: string) => value === 'yes';
const SHELTER_KINDS = (environmentData as unknown as EnvironmentFile).shelterDecay.map((d) => d.kind);
const RATION_NAMES: Record<string, string> = { full: 'Full rations', half: 'Half rations', none: 'No food' };
const WORK_NAMES: Record<string, string> = { full: 'Full work (2 tasks)', half: 'Half work (1 task)', rest: 'Rest' };
const rationInput = choice(
  'ration',
  'Food',
  RATIONS.map((r) => [r, RATION_NAMES[r] ?? r] as const),
  'half',
);
const workInput = choice(
  'work',
  'Work',
  WORK_LEVELS.map((w) => [w, WORK_NAMES[w] ?? w] as const),
  'full',
);
const toolInput = choice(
  'tools',
  'Tools',
  TOOL_LEVELS.map((t) => [t, t] as const),
  'crude',
);

export const FOOD_AND_COLD_CALCULATORS: readonly Calculator[] = [
  {
    id: 'food-and-water',
    group: 'food-and-cold',
    title: 'Food and water for a day',
    runs: ['dailyFoodNeed', 'dailyWaterNeed'],
    quote: 'For the time being: For each day of food, we can assume there is also an equal number of days of water.',
    inputs: [halves('foodPerDay', 'Food/day of the race', 0.5, 25, 1), rationInput],
    compute(v) {
      const food = dailyFoodNeed({ foodPerDay: num(v, 'foodPerDay'), ration: str(v, 'ration') as Ration });
      const water = dailyWaterNeed(food);
      return {
        answer: `${food} food, ${water} water`,
        formula: `${num(v, 'foodPerDay')} food/day × ${str(v, 'ration')} ration = ${food}; water = food = ${water}`,
      };
    },
  },
  {
    id: 'fat-days',
    group: 'food-and-cold',
    title: 'Days fed by stored fat',
    runs: ['fatStorageDays'],
    quote: 'The character may subtract 1 day worth of units of food from fat storage at anytime instead of eating.',
    inputs: [
      halves('stored', 'Units of fat stored', 0, 1000, 60),
      halves('foodPerDay', 'Food/day of the race', 0.5, 25, 4),
    ],
    compute(v) {
      const days = fatStorageDays({ stored: num(v, 'stored'), foodPerDay: num(v, 'foodPerDay') });
      return { answer: plural(days, 'day'), formula: `⌊${num(v, 'stored')} ÷ ${num(v, 'foodPerDay')}⌋ = ${days}` };
    },
  },
  {
    id: 'food-spoils',
    group: 'food-and-cold',
    title: 'When food spoils',
    runs: ['foodSpoilsOnDay', 'spoiledFoodExtraWeeks'],
    quote:
      'A character must conclude the preservation of food & drink before they spoil at the end of the 7th day from their harvest.',
    inputs: [
      whole('harvest', 'Harvested on day', 0, 100_000, 10),
      whole('mind', 'Mind of the eater', 0, 15, 0),
      yesNo('rat', 'A Neo-Rat'),
    ],
    compute(v) {
      const spoils = foodSpoilsOnDay({ harvestDay: num(v, 'harvest') }) as number;
      const extra = spoiledFoodExtraWeeks({ mind: num(v, 'mind'), eatsSpoiledFood: yes(str(v, 'rat')) });
      return {
        answer: `Spoiled on day ${spoils}${extra > 0 ? `; this eater may still eat it for ${plural(extra, 'more week')}` : ''}`,
        formula: `day ${num(v, 'harvest')} + 7 = ${spoils}${extra > 0 ? ` (+ ${extra} × 7 days for Mind 0 or a Neo-Rat)` : ''}`,
      };
    },
  },
  {
    id: 'starvation',
    group: 'food-and-cold',
    title: 'Starvation: max HP lost',
    runs: [
      'starvationDailyChange',
      'starvationReductionAfterDays',
      'adjustedMaxHp',
      'daysUntilStarvation',
      'WORK_LEVELS',
    ],
    quote: 'The percentages are additive.',
    inputs: [
      rationInput,
      workInput,
      whole('days', 'Days in a row', 1, 365, 3),
      whole('maxHp', 'Max HP when fed', 1, 100_000, 30),
    ],
    compute(v) {
      const day = { ration: str(v, 'ration') as Ration, work: str(v, 'work') as WorkLevel };
      const change = starvationDailyChange(day);
      const after = starvationReductionAfterDays(Array.from({ length: num(v, 'days') }, () => day)).at(-1) ?? 0;
      const hp = adjustedMaxHp({ originalMaxHp: num(v, 'maxHp'), reductionPercent: after });
      const death = daysUntilStarvation(day);
      return {
        answer: hp.dead
          ? 'Dead of starvation'
          : `Max HP ${hp.display} (−${after} %)${death === null ? '' : `; dead after ${plural(death, 'day')} of this`}`,
        formula: `${change > 0 ? '+' : ''}${change} % a day × ${num(v, 'days')} days = −${after} % (not below 0); ${num(v, 'maxHp')} × (100 − ${after}) % = ${hp.exact}`,
      };
    },
  },
  {
    id: 'cold',
    group: 'food-and-cold',
    title: 'Cold damage an hour',
    runs: ['coldDamagePerHour', 'COLD_ORDERS'],
    quote:
      'For each Level of environmental damage GM decides to declare, each character will lose 1hp each hour while exposed.',
    inputs: [
      whole('cold', 'Cold level', 0, 100, 12),
      whole('clothing', 'Clothing tier (0: none)', 0, 15, 3),
      whole('cloaks', 'Cloaks', 0, 30, 1),
      whole('bedroll', 'Bedroll tier in use (0: none)', 0, 15, 0),
      whole('natural', 'Natural armor vs environment', 0, 30, 0),
      yesNo('shelter', 'Shelter'),
      yesNo('fire', 'Fire'),
      choice(
        'order',
        'Order (house rule)',
        COLD_ORDERS.map(
          (o) => [o, o === 'reduce-then-halve' ? 'armor first, then halve' : 'halve first, then armor'] as const,
        ),
        'reduce-then-halve',
      ),
    ],
    compute(v) {
      const clothing = num(v, 'clothing');
      const cold = coldDamagePerHour(
        {
          cold: num(v, 'cold'),
          clothingTiers: clothing === 0 ? [] : [clothing],
          cloaks: num(v, 'cloaks'),
          bedrollTier: num(v, 'bedroll'),
          naturalEnvironmentArmor: num(v, 'natural'),
          shelter: yes(str(v, 'shelter')),
          fire: yes(str(v, 'fire')),
        },
        { coldOrder: str(v, 'order') as ColdOrder },
      );
      const armor = `clothing ${cold.clothingArmor} + cloaks ${cold.cloakArmor} + bedroll ${cold.bedrollArmor} + natural ${cold.naturalArmor} = ${cold.totalArmor}`;
      const protection =
        cold.protection === 'shelter-and-fire'
          ? 'shelter and fire: 0'
          : cold.protection === 'halved'
            ? 'halved, rounded up'
            : 'exposed';
      return {
        answer: `${cold.damagePerHour} HP an hour`,
        formula: `cold ${cold.cold} − armor (${armor}), ${protection} (${cold.order}) = ${cold.damagePerHour}`,
      };
    },
  },
  {
    id: 'shelter-decay',
    group: 'food-and-cold',
    title: 'A shelter wears down',
    runs: ['shelterTierAfter', 'shelterCountsForCold'],
    quote: 'Each week, the shelter will reduce it’s Tier value by 1.',
    inputs: [
      choice(
        'kind',
        'Shelter',
        SHELTER_KINDS.map((k) => [k, k.replace('-', ' ')] as const),
        'bushcraft',
      ),
      whole('tier', 'Tier built', 0, 15, 3),
      whole('days', 'Days since', 0, 100_000, 15),
    ],
    compute(v) {
      const tier = shelterTierAfter({
        kind: str(v, 'kind') as ShelterKind,
        tier: num(v, 'tier'),
        elapsedDays: num(v, 'days'),
      });
      return {
        answer: `Tier ${tier}${shelterCountsForCold(tier) ? ', still shelter' : ', no longer shelter'}`,
        formula: `T${num(v, 'tier')} − tiers lost in ${num(v, 'days')} days (${str(v, 'kind')}) = T${tier}`,
      };
    },
  },
  {
    id: 'healing',
    group: 'food-and-cold',
    title: 'Healing in a day',
    runs: ['naturalHealing', 'medicineHealing', 'dailyHealing'],
    quote: 'For each level in Medicine it will heal them 1HP.',
    inputs: [
      whole('body', 'Body', 0, 15, 4),
      yesNo('hibernating', 'Overnight Hibernation'),
      whole('medicine', 'Healer’s Medicine level (0: none)', 0, 15, 5),
      toolInput,
      yesNo('resting', 'Patient rests', 'yes'),
    ],
    compute(v) {
      const level = num(v, 'medicine');
      const healers = level === 0 ? [] : [{ level, tools: str(v, 'tools') as ToolLevel }];
      const day = dailyHealing({
        body: num(v, 'body'),
        resting: yes(str(v, 'resting')),
        hibernating: yes(str(v, 'hibernating')),
        healers,
      });
      const natural = naturalHealing(num(v, 'body'), { hibernating: yes(str(v, 'hibernating')) });
      const medicine = healers.length === 0 ? 0 : medicineHealing(healers[0] as { level: number; tools: ToolLevel });
      return {
        answer: `${day.total} HP`,
        formula: `Body ${num(v, 'body')}${yes(str(v, 'hibernating')) ? ' × 2' : ''} = ${natural}; + Medicine ${level} (${str(v, 'tools')}) = ${medicine}; total ${day.total}`,
      };
    },
  },
  {
    id: 'fat-storage',
    group: 'food-and-cold',
    title: 'Filling a fat store',
    runs: ['fatStorageOutlook'],
    quote: 'The character can consume a maximum of 12 extra units of food each day to build their fat stores.',
    inputs: [
      halves('stored', 'Units of fat stored', 0, 1000, 40),
      halves('capacity', 'Fat store of the race (Neo-Bear 120)', 0, 1000, 120),
      halves('perDay', 'Extra food a day (Neo-Bear 12)', 0.5, 100, 12),
      halves('foodPerDay', 'Food/day of the race', 0.5, 25, 4),
    ],
    compute(v) {
      const outlook = fatStorageOutlook({
        stored: num(v, 'stored'),
        capacity: num(v, 'capacity'),
        maxPerDay: num(v, 'perDay'),
        foodPerDay: num(v, 'foodPerDay'),
      });
      return {
        answer: `Up to ${outlook.mostFoodToday} food today; full in ${plural(outlook.daysToFill, 'day')}; feeds ${plural(outlook.daysStored, 'day')} now, ${outlook.daysWhenFull} when full`,
        formula: `${num(v, 'foodPerDay')} + min(${num(v, 'perDay')}, room ${outlook.room}) = ${outlook.mostFoodToday}; ⌈${outlook.room} ÷ ${num(v, 'perDay')}⌉ = ${outlook.daysToFill}`,
      };
    },
  },
];
