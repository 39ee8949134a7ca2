import type { CharacterOptions } from '../character/build';
import {
  RulesError,
  describeValue,
  requireNumber,
  requireOneOf,
  requireWhole,
  requireInput,
  requireList,
  requireText,
} from '../../../../core/rules';
import { mineOreLeft } from '../gathering/mining';
import { quarryStonesLeft } from '../gathering/quarrying';
import { requireZones } from './calendar-input';
import { calendarProfile } from './party';
import { addCounted, addFood, addTiered, draftStock, emptyStock, finishStock, takeCounted, takeTiered } from './stock';
import { COUNTED_MATERIALS, TIERED_MATERIALS } from './types';
import type {
  CalendarCharacter,
  CampaignDayState,
  CampaignZone,
  CharacterDayState,
  CountedMaterial,
  PartyStock,
  StockFoodBatch,
  TieredMaterial,
  DayConditions,
  DayPlan,
  TaskSlot,
  ZoneKind,
} from './types';
import { entryOf } from '../../../../core/rules';

/**
 * Setting up a campaign calendar and keeping it in step with the party: the planner's starting state, the state of a
 * character who joins, a zone the GM adds, and the conditions of a first day. No rule of the day is computed here; the
 * day runner (runDay) applies them.
 */

export const ZONE_KINDS: readonly ZoneKind[] = ['town', 'road', 'wilderness'];

/** A character's calendar state when they join: HP as the sheet has it (null = at the sheet's max), fed, no fat stored. */
export function newCharacterDayState(
  character: CalendarCharacter,
  currentHp: number | null,
  options: CharacterOptions = {},
): CharacterDayState {
  requireInput('The character', character);
  requireInput('The options', options);
  const { maxHp, name } = calendarProfile(character, options);
  const hp = currentHp === null ? maxHp : requireWhole(`${name}'s current HP`, currentHp, Number.MIN_SAFE_INTEGER);
  if (hp > maxHp) {
    throw new RulesError('invalid-number', `${name}'s current HP (${hp}) is above their max HP (${maxHp}).`);
  }
  return { currentHp: hp, starvationReductionPercent: 0, ration: 'full', fatStored: 0 };
}

export interface NewZone {
  id: string;
  name: string;
  kind: ZoneKind;
  /** Hunting: miles from the nearest town (0 in town). */
  milesFromTown: number;
  /** Trapping: zones (miles) from the nearest road or city (0 in town or on a road). */
  zonesFromRoadOrCity: number;
  /** A mine here, full ("Each mine holds" its capacity of ore) when true. */
  mine?: boolean;
  /** A quarry here, full when true. */
  quarry?: boolean;
  /** Beams its trees give, as the GM counts them (left out: not counted, logging not limited). */
  treeBeams?: number;
}

/**
 * A zone the party starts to use: fresh game (no successful hunting or trapping days yet), a full mine and quarry when
 * it has one. A town is 0 miles from town and a town or road 0 zones from a road.
 */
export function newZone(zone: NewZone): CampaignZone {
  requireInput('New zone', zone);
  const name = requireText('The zone’s name', zone.name).trim();
  if (name.length === 0) throw new RulesError('invalid-number', 'A zone needs a name.');
  const kind = requireOneOf('Zone kind', zone.kind, ZONE_KINDS);
  const miles = requireNumber(`${name}: miles from town`, zone.milesFromTown);
  const zones = requireWhole(`${name}: zones from a road or city`, zone.zonesFromRoadOrCity);
  if (kind === 'town' && miles !== 0)
    throw new RulesError('invalid-number', `${name} is a town: it is 0 miles from town.`);
  if (kind !== 'wilderness' && zones !== 0) {
    throw new RulesError('invalid-number', `${name} is a ${kind}: it is 0 zones from a road or city.`);
  }
  return {
    id: zone.id,
    name,
    kind,
    milesFromTown: miles,
    zonesFromRoadOrCity: zones,
    huntingSuccessDays: 0,
    trappingSuccessDays: 0,
    lastHuntingReset: null,
    lastTrappingReset: null,
    mineOreLeft: zone.mine === true ? mineOreLeft(0) : null,
    quarryStoneLeft: zone.quarry === true ? quarryStonesLeft(0) : null,
    ...(zone.treeBeams === undefined
      ? {}
      : { treeBeamsLeft: requireWhole(`${name}: beams in its trees`, zone.treeBeams) }),
  };
}

/**
 * The state with the GM's count of the beams zone `zoneId`'s trees still give ("The number of beams available (as
 * trees) within a zone is to be determined by GM (it should not be infinite unless some magic is involved)"); null
 * stops counting them (logging there is then not limited).
 */
export function setZoneTrees(state: CampaignDayState, zoneId: string, beams: number | null): CampaignDayState {
  requireInput('Set zone trees', state);
  requireZones('The zones', state.zones);
  requireText('The zone', zoneId);
  const zone = state.zones.find((z) => z.id === zoneId);
  if (!zone) throw new RulesError('unknown-option', `There is no zone "${zoneId}".`);
  const next: CampaignZone = { ...zone };
  if (beams === null) delete next.treeBeamsLeft;
  else next.treeBeamsLeft = requireWhole(`${zone.name}: beams in its trees`, beams);
  return { ...state, zones: state.zones.map((z) => (z.id === zoneId ? next : z)) };
}

/** The state with one more zone (newZone checks it); a second zone with the same id or name is refused. */
export function addZone(state: CampaignDayState, zone: NewZone): CampaignDayState {
  requireInput('The state', state);
  requireInput('The zone', zone);
  const added = newZone(zone);
  if (state.zones.some((z) => z.id === added.id)) {
    throw new RulesError('invalid-number', `A zone "${added.id}" already exists.`);
  }
  if (state.zones.some((z) => z.name.toLowerCase() === added.name.toLowerCase())) {
    throw new RulesError('not-allowed', `There is already a zone called “${added.name}”.`);
  }
  return { ...state, zones: [...state.zones, added] };
}

/** The state with zone `zoneId` renamed; its difficulty and depletion stay as they are. */
export function renameZone(state: CampaignDayState, zoneId: string, name: string): CampaignDayState {
  requireInput('Rename zone', state);
  requireZones('The zones', state.zones);
  requireText('The zone', zoneId);
  const trimmed = requireText('The zone’s name', name).trim();
  if (trimmed.length === 0) throw new RulesError('invalid-number', 'A zone needs a name.');
  if (!state.zones.some((z) => z.id === zoneId)) {
    throw new RulesError('unknown-option', `There is no zone "${zoneId}".`);
  }
  if (state.zones.some((z) => z.id !== zoneId && z.name.toLowerCase() === trimmed.toLowerCase())) {
    throw new RulesError('not-allowed', `There is already a zone called “${trimmed}”.`);
  }
  return { ...state, zones: state.zones.map((z) => (z.id === zoneId ? { ...z, name: trimmed } : z)) };
}

/** The calendar of a new campaign: day `day`, an empty stock, the party as the sheets have them, one starting zone. */
export function startingCalendarState(input: {
  day?: number;
  characters: readonly { character: CalendarCharacter; currentHp: number | null }[];
  zone: NewZone;
  options?: CharacterOptions;
}): CampaignDayState {
  const { day = 1, characters, zone, options = {} } = requireInput('Starting calendar state', input);
  requireWhole('Campaign day', day, 1);
  requireList('The characters', characters);
  requireInput('The options', options);
  return {
    day,
    stock: emptyStock(),
    characters: Object.fromEntries(
      characters.map((joining, index) => {
        const { character, currentHp } = requireInput(`Character ${index + 1}`, joining);
        return [
          requireInput(`Character ${index + 1}`, character).id,
          newCharacterDayState(character, currentHp, options),
        ];
      }),
    ),
    projects: [],
    zones: [newZone(zone)],
  };
}

/**
 * The state in step with the party's sheets: a character built after the calendar started joins fed, and everyone's
 * current HP is the sheet's (null = the sheet's max; a stored HP above the max counts as the max), so a fight or a
 * potion recorded on the sheet between two days is the HP the next day starts from. Characters no longer in the party
 * keep their entry (the day log still names them); the runner only reads the party it is given. Returns the same object
 * when nothing changes.
 */
export function syncParty(
  state: CampaignDayState,
  characters: readonly { character: CalendarCharacter; currentHp: number | null }[],
  options: CharacterOptions = {},
): CampaignDayState {
  requireInput('The state', state);
  requireInput('The calendar’s characters', state.characters);
  requireList('The characters', characters);
  requireInput('The options', options);
  const updates: [string, CharacterDayState][] = [];
  for (const entry of characters) {
    const { character, currentHp } = requireInput('A character of the party', entry);
    requireText('A character’s id', requireInput('A character of the party', character).id);
    if (currentHp !== null) requireWhole(`${character.name}'s current HP`, currentHp, Number.MIN_SAFE_INTEGER);
    const known = entryOf(state.characters, character.id);
    if (known === undefined) {
      updates.push([character.id, newCharacterDayState(character, currentHp, options)]);
      continue;
    }
    const { maxHp } = calendarProfile(character, options);
    requireInput(`${character.name}'s calendar state`, known);
    const sheetHp = currentHp === null ? maxHp : Math.min(currentHp, maxHp);
    if (sheetHp !== known.currentHp) updates.push([character.id, { ...known, currentHp: sheetHp }]);
  }
  if (updates.length === 0) return state;
  return { ...state, characters: { ...state.characters, ...Object.fromEntries(updates) } };
}

export interface StockAdjustment {
  material: CountedMaterial | TieredMaterial;
  /** Required for cloth and ingots. */
  tier?: number;
  /** Positive adds (found, bought), negative takes away (lost, sold, used outside the calendar). */
  quantity: number;
}

/**
 * The stock after the GM adds or takes some of a material outside any task (bought in town, lost in a river). Taking
 * more than the stock holds is refused with what is there.
 */
export function adjustStock(stock: PartyStock, input: StockAdjustment): PartyStock {
  requireInput('The stock', stock);
  const { material, tier, quantity } = requireInput('Adjust stock', input);
  requireNumber('Quantity', Math.abs(quantity));
  const draft = draftStock(stock);
  const tiered = (TIERED_MATERIALS as readonly string[]).includes(material);
  const why = 'Taking it out of the stock';
  if (tiered) {
    if (tier === undefined) throw new RulesError('invalid-number', `Say which tier of ${material} to change.`);
    const m = material as TieredMaterial;
    if (quantity >= 0) addTiered(draft, m, tier, quantity);
    else takeTiered(draft, m, tier, -quantity, why);
  } else {
    const m = requireOneOf('Material', material, COUNTED_MATERIALS);
    if (quantity >= 0) addCounted(draft, m, quantity);
    else takeCounted(draft, m, -quantity, why);
  }
  return finishStock(draft);
}

/** The stock with food bought or found: a batch harvested on `harvestedDay` (it spoils a week after unless preserved). */
export function addFoodBatch(stock: PartyStock, batch: StockFoodBatch): PartyStock {
  requireInput('The stock', stock);
  requireInput('The batch', batch);
  requireNumber('Food units', batch.units);
  if (batch.units === 0) throw new RulesError('invalid-number', 'Add at least some food.');
  const draft = draftStock(stock);
  addFood(draft, batch);
  return finishStock(draft);
}

/** A mild first day in `zoneId`: no cold, nobody exposed, no shelter or fire yet, no extra light, no snow. */
export function firstDayConditions(zoneId: string): DayConditions {
  requireText('The zone', zoneId);
  return {
    coldDay: 0,
    coldNight: 0,
    hoursExposedDay: 0,
    hoursExposedNight: 0,
    shelter: false,
    fire: false,
    zoneId,
    hoursOfLight: 0,
    snow: false,
  };
}

/** A plan with no task for anyone yet. */
export const EMPTY_PLAN: DayPlan = { characters: {} };

/**
 * Tomorrow's plan from today's: the same tasks, so a GM repeats a routine day with one tap, without what belongs to one
 * day only — typed rolls, a farm's monthly harvest, food bought, ore smelted.
 */
export function nextDayPlan(plan: DayPlan): DayPlan {
  requireInput('Next day plan', plan);
  requireInput('The plan’s characters', plan.characters);
  return {
    characters: Object.fromEntries(
      Object.entries(plan.characters).map(([id, own]) => {
        requireInput(`The plan for “${id}”`, own);
        const slots = requireList(`The tasks for “${id}”`, own.slots).map((slot, index) =>
          withoutRolls(requireInput(`Task ${index + 1} for “${id}”`, slot)),
        );
        return [id, { ...own, slots }];
      }),
    ),
  };
}

function withoutRolls(slot: TaskSlot): TaskSlot {
  switch (slot.kind) {
    case 'gathering': {
      const copy = { ...slot };
      delete copy.roll;
      return copy;
    }
    case 'farming': {
      const copy = { ...slot };
      delete copy.harvest;
      return copy;
    }
    case 'lockpicking': {
      const copy = { ...slot };
      delete copy.rolls;
      return copy;
    }
    case 'bushcraft':
    case 'cooking':
    case 'project':
    case 'processing':
    case 'travel':
    case 'medicine':
    case 'rest':
    case 'scholar':
    case 'break-down':
    case 'free':
      return slot;
    default:
      throw new RulesError(
        'unknown-option',
        `A task must be one the calendar knows, not ${describeValue((slot as { kind?: unknown }).kind)}.`,
      );
  }
}
