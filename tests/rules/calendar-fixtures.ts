import type {
  CalendarCharacter,
  CampaignDayState,
  CampaignZone,
  DayConditions,
} from '../../src/systems/eos/rules/calendar/types';
import { emptyStock } from '../../src/systems/eos/rules/calendar/stock';
import { buildOf, clothing, gearOf, skillsOf, toolkit, weapon } from './character-fixtures';

/**
 * The example party of five (all creation stats 5, combat level 1):
 * - Mara, Human: Fishing 4, Cooking 3; Basic fishing kit, Crude cooking kit; T3 clothing. Max HP 5 × 1 + 20 = 25, eats 1.
 * - Bron, Neo-Bear (large, 4 tiles): Hunting 3, a T2 spear; Fat Storage 120 (+12 a day). Max HP 5 + 32 = 37, eats 4.
 * - Pip, Neo-Rat (Reflex 8): Traps 3 with a Crude kit; eats spoiled food another week. Max HP 25, eats 1.
 * - Tova, Dwarf: Logging 2, Tailor 2, Woodworks 1; Crude logging and tailor kits; two T2 clothing sets. Max HP 25, eats 1.
 * - Kel, Neo-Tabby (small, Presence 8): Medicine 2 with a Basic kit, Bushcraft 2. Max HP 5 + 15 = 20, eats ½.
 */
export function party(): CalendarCharacter[] {
  return [
    {
      id: 'mara',
      name: 'Mara',
      build: buildOf('human', {}, { skills: skillsOf({ fishing: [4, 0], cooking: [3, 0] }) }),
      gear: gearOf({
        toolkits: [{ ...toolkit('fishing', 'right-hip'), level: 'basic' }, toolkit('cooking', 'left-hip')],
        clothing: [clothing(3)],
      }),
    },
    {
      id: 'bron',
      name: 'Bron',
      build: buildOf('neo-bear', {}, { skills: skillsOf({ hunting: [3, 0] }) }),
      gear: gearOf({ weapons: [weapon('main-hand-melee', 2, 'right-hip', { size: 'large' })] }),
    },
    {
      id: 'pip',
      name: 'Pip',
      build: buildOf('neo-rat', {}, { skills: skillsOf({ traps: [3, 0] }) }),
      gear: gearOf({ toolkits: [toolkit('traps', 'right-hip')] }),
    },
    {
      id: 'tova',
      name: 'Tova',
      build: buildOf('dwarf', {}, { skills: skillsOf({ logging: [2, 0], tailor: [2, 0], woodworks: [1, 0] }) }),
      gear: gearOf({
        toolkits: [toolkit('logging', 'right-hip'), toolkit('tailor', 'left-hip')],
        clothing: [clothing(2), clothing(2)],
      }),
    },
    {
      id: 'kel',
      name: 'Kel',
      build: buildOf('neo-tabby', {}, { skills: skillsOf({ medicine: [2, 0], bushcraft: [2, 0] }) }),
      gear: gearOf({ toolkits: [{ ...toolkit('medicine', 'right-hip', { size: 'small' }), level: 'basic' }] }),
    },
  ];
}

export const MAX_HP = { mara: 25, bron: 37, pip: 25, tova: 25, kel: 20 } as const;

export function zone(over: Partial<CampaignZone> = {}): CampaignZone {
  return {
    id: 'pines',
    name: 'Pine Woods',
    kind: 'wilderness',
    milesFromTown: 12,
    zonesFromRoadOrCity: 6,
    huntingSuccessDays: 0,
    trappingSuccessDays: 0,
    lastHuntingReset: null,
    lastTrappingReset: null,
    mineOreLeft: null,
    quarryStoneLeft: null,
    ...over,
  };
}

/** Day `day` with everyone at full HP, fed, on full rations, and `food` units harvested that day. */
export function startState(day: number, food = 0, over: Partial<CampaignDayState> = {}): CampaignDayState {
  const stock = emptyStock();
  return {
    day,
    stock: {
      ...stock,
      food: food > 0 ? [{ id: 'start', units: food, harvestedDay: day, preserved: false }] : [],
    },
    characters: Object.fromEntries(
      Object.entries(MAX_HP).map(([id, hp]) => [
        id,
        { currentHp: hp, starvationReductionPercent: 0, ration: 'full' as const, fatStored: 0 },
      ]),
    ),
    projects: [],
    zones: [zone()],
    ...over,
  };
}

/** A mild day: no cold, no exposure, in the Pine Woods, 5 hours of light, no snow. */
export function mildDay(over: Partial<DayConditions> = {}): DayConditions {
  return {
    coldDay: 0,
    coldNight: 0,
    hoursExposedDay: 0,
    hoursExposedNight: 0,
    shelter: false,
    fire: false,
    zoneId: 'pines',
    hoursOfLight: 5,
    snow: false,
    ...over,
  };
}

/** Deep-freezes a value so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
