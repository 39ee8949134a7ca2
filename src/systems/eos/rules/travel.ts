import travel from '../../../../data/eos/travel.json';
import {
  RulesError,
  requireNumber,
  requireOneOf,
  requireStat,
  requireTier,
  requireWhole,
  requireInput,
  requireList,
} from '../../../core/rules';
import type { RiverCraft, TravelFile, Watercraft } from './schemas/travel';

const TRAVEL = travel as unknown as TravelFile;
const MAX_SKILL_LEVEL = 15;

export type Road = 'road' | 'off-road';
const ROADS: readonly Road[] = ['road', 'off-road'];

/** how a party with a navigator moves off road. */
export type PartyOffRoadRule = 'slowest-road-speed' | 'each-member-with-bonus';
const PARTY_OFF_ROAD_RULES: readonly PartyOffRoadRule[] = ['slowest-road-speed', 'each-member-with-bonus'];

export type RiverDirection = 'downstream' | 'upstream';
const RIVER_DIRECTIONS: readonly RiverDirection[] = ['downstream', 'upstream'];

/** The printed example watercraft and their Move (M-14). */
export const WATERCRAFT: readonly Watercraft[] = TRAVEL.watercraft;

function requireMove(move: number): number {
  return requireWhole('Move', move);
}

/**
 * Navigation: "Navigation Bonus = [(Map Tier + Navigation skill) /2] (rounded up)". It needs the toolkit and a Map; an
 * area visited before counts as a Map of the navigator's own level. Navigation 0 gives no bonus ("with a skill of 0 (zero)
 * you cannot do any of these").
 */
export function navigationBonus(
  input: { navigation: number; mapTier?: number | null; hasToolkit: boolean; visitedBefore?: boolean },
  options: { visitedAreaNeedsToolkit?: boolean } = {},
): number {
  const { navigation, mapTier, hasToolkit, visitedBefore = false } = requireInput('Navigation bonus', input);
  const { visitedAreaNeedsToolkit = true } = requireInput('Navigation bonus options', options);
  const skill = requireWhole('Navigation level', navigation, 0, MAX_SKILL_LEVEL);
  const map = mapTier == null ? null : requireTier(mapTier, 'Map tier');
  if (skill === 0) return 0;
  const fromMap = map !== null && hasToolkit ? map : null;
  const fromMemory = visitedBefore && (hasToolkit || !visitedAreaNeedsToolkit) ? skill : null;
  const effectiveMap = Math.max(fromMap ?? -1, fromMemory ?? -1);
  return effectiveMap < 0 ? 0 : Math.ceil((effectiveMap + skill) / 2);
}

/**
 * Body and Navigation: miles in one travel task. Road "[Daily Miles= Body + Move]"; off road "(Body+ Move) /2", or
 * "[(Body+ Move+ Navigation Bonus) /2]" for a navigator. The half mile is kept; Navigation does not help on a road.
 * Neo-Cheetahs use their printed Move 3.
 */
export function dailyMiles(input: { body: number; move: number; road: Road; navigationBonus?: number }): number {
  const { body, move, road, navigationBonus: bonus = 0 } = requireInput('Daily miles', input);
  const sum = requireStat('Body', body) + requireMove(move);
  const b = requireWhole('Navigation bonus', bonus, 0, MAX_SKILL_LEVEL);
  switch (requireOneOf('Road', road, ROADS)) {
    case 'road':
      return sum;
    case 'off-road':
      return (sum + b) / TRAVEL.offRoadDivisor;
  }
}

export interface PartyMember {
  body: number;
  move: number;
}

/**
 * Navigation, Effects on Land: the party moves "at the rate of an adventuring group's slowest member". Off road with a
 * navigator the group "may still only move at the rate of the adventuring party's lowest [Body+ Move] if it is lower than
 * the navigators off-road travel rate" (A-10, literal reading by default).
 */
export function partyDailyMiles(
  input: {
    members: readonly PartyMember[];
    road: Road;
    /** The member who navigates (index into members) and their Navigation Bonus. */
    navigator?: { memberIndex: number; navigationBonus: number };
  },
  options: { partyOffRoad?: PartyOffRoadRule } = {},
): number {
  const { members, road, navigator } = requireInput('Party daily miles', input);
  const { partyOffRoad = 'slowest-road-speed' } = requireInput('Party daily miles options', options);
  requireList('The party', members);
  for (const [index, member] of members.entries()) requireInput(`Party member ${index + 1}`, member);
  if (navigator !== undefined) requireInput('The navigator', navigator);
  if (members.length === 0) throw new RulesError('invalid-number', 'A party needs at least one member.');
  const rule = requireOneOf('Party off-road rule', partyOffRoad, PARTY_OFF_ROAD_RULES);
  const r = requireOneOf('Road', road, ROADS);
  const unaided = members.map((m) => dailyMiles({ ...m, road: r }));
  const bonus =
    navigator === undefined ? 0 : requireWhole('Navigation bonus', navigator.navigationBonus, 0, MAX_SKILL_LEVEL);
  if (r === 'road' || navigator === undefined || bonus === 0) return Math.min(...unaided);

  const nav = members[requireWhole('Navigator', navigator.memberIndex, 0, members.length - 1)];
  if (nav === undefined) throw new RulesError('invalid-number', 'The navigator must be one of the party.');
  switch (rule) {
    case 'slowest-road-speed': {
      const navigatorRate = dailyMiles({ ...nav, road: 'off-road', navigationBonus: bonus });
      const slowestRoad = Math.min(...members.map((m) => dailyMiles({ ...m, road: 'road' })));
      return Math.min(navigatorRate, slowestRoad);
    }
    case 'each-member-with-bonus':
      return Math.min(...members.map((m) => dailyMiles({ ...m, road: 'off-road', navigationBonus: bonus })));
  }
}

/** Daily Activities and C-14: the daily-miles formula is per travel task, so two travel tasks cover twice the distance. */
export function milesForTravelTasks(input: { milesPerTask: number; travelTasks: number }): number {
  const { milesPerTask, travelTasks } = requireInput('Miles for travel tasks', input);
  return (
    requireNumber('Miles per travel task', milesPerTask) *
    requireWhole('Travel tasks', travelTasks, 0, TRAVEL.maxTravelTasksPerDay)
  );
}

/**
 * Travel on Rivers: fixed speeds by current, "down river the speed is 25 miles per day … up river … 5"; rafts 15 and 3.
 * Navigation does not apply (C-16). A craft built with its own river speeds passes them as `customSpeeds`.
 */
export function riverMilesPerDay(input: {
  craft: RiverCraft;
  direction: RiverDirection;
  customSpeeds?: { downstream: number; upstream: number };
}): number {
  const { craft, direction, customSpeeds } = requireInput('River miles per day', input);
  const d = requireOneOf('River direction', direction, RIVER_DIRECTIONS);
  if (customSpeeds !== undefined) return requireNumber(`Custom ${d} speed`, customSpeeds[d]);
  const c = requireOneOf('Watercraft', craft, Object.keys(TRAVEL.rivers) as readonly RiverCraft[]);
  return TRAVEL.rivers[c][d];
}

/**
 * Effects of Navigation While on Open Water: "[Move x Navigation bonus]" miles a day, with the highest bonus among the
 * pilots. With a bonus of 0 "They cannot travel on open water."
 */
export function openWaterMilesPerDay(input: { craftMove: number; pilotNavigationBonuses: readonly number[] }): number {
  const { craftMove, pilotNavigationBonuses } = requireInput('Open water miles per day', input);
  const move = requireWhole('Watercraft Move', craftMove, 1);
  const best = Math.max(
    0,
    ...pilotNavigationBonuses.map((b) => requireWhole('Navigation bonus', b, 0, MAX_SKILL_LEVEL)),
  );
  if (best === 0) {
    throw new RulesError(
      'not-allowed',
      'Without a navigator with a map (Navigation Bonus 0) a craft cannot travel on open water.',
    );
  }
  return move * best;
}

/**
 * Bushcraft, Create a Raft: "Each level in Bushcraft determines the maximum size of the craft in persons carried …
 * Requires 5 feet of cordage per person in size." Returns the cordage a raft of `persons` needs.
 */
export function raftCordageFeet(input: { persons: number; bushcraft: number }): number {
  const { persons, bushcraft } = requireInput('Raft cordage feet', input);
  const skill = requireWhole('Bushcraft level', bushcraft, 0, MAX_SKILL_LEVEL);
  const size = requireWhole('Raft size (persons)', persons, 1);
  if (size > skill) {
    throw new RulesError(
      'not-allowed',
      `Bushcraft ${skill} can build a raft for at most ${skill} persons, not ${size}.`,
    );
  }
  return size * TRAVEL.raft.cordageFeetPerPerson;
}

/** Bushcraft, Create a skid/sled: "Requires Body 2+ to move"; the puller cannot double-move or run. */
export function canPullSkid(body: number): boolean {
  return requireStat('Body', body) >= TRAVEL.skid.minBody;
}

/** Bushcraft skid limits for the UI: capacity, cordage and the movement it forbids. */
export const SKID = TRAVEL.skid;
