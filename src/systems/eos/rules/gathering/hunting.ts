import {
  RulesError,
  requireNumber,
  requireStat,
  requireTier,
  requireWhole,
  requireInput,
} from '../../../../core/rules';
import { GATHERING } from './gathering-data';
import { requireD20, requireSkillLevel, requireTargetNumber } from './inputs';

const HUNTING = GATHERING.hunting;
const MAX_HUNTING = GATHERING.inputLimits.maxHuntingLevel;

/**
 * Hunting baseline: "30 in and around any town. For every 5 miles outside that town, the difficulty will lower by 5,
 * to a minimum of 5." Only full 5-mile steps count (A-28: 12 miles gives 20).
 */
export function huntingBaseTargetNumber(milesFromTown: number): number {
  requireNumber('Miles from town', milesFromTown);
  const steps = Math.floor(milesFromTown / HUNTING.milesPerStep);
  return Math.max(HUNTING.minimumTargetNumber, HUNTING.townTargetNumber - HUNTING.targetNumberDropPerStep * steps);
}

/**
 * A zone's hunting TN: the baseline, "increases by 1" for each day with a successful hunt there, and "Each year (at
 * spring) the difficulty of every zone reduces by 1, until they return to baseline" — never below the baseline.
 * The counts assume the successful days came before those springs (a spring with no extra difficulty does nothing).
 */
export function huntingTargetNumber(input: {
  milesFromTown: number;
  zoneSuccessfulDays?: number;
  yearsPassed?: number;
}): number {
  const { milesFromTown, zoneSuccessfulDays = 0, yearsPassed = 0 } = requireInput('Hunting target number', input);
  const base = huntingBaseTargetNumber(milesFromTown);
  requireWhole('Successful hunting days in the zone', zoneSuccessfulDays);
  requireWhole('Years passed', yearsPassed);
  const pressure = zoneSuccessfulDays * HUNTING.successfulDayIncrease - yearsPassed * HUNTING.yearlyRegeneration;
  return base + Math.max(0, pressure);
}

export interface HuntingResult {
  /** Hunting skill + Presence + 1d20. */
  total: number;
  /** "each number rolled over the target number" (a tie is 0, A-05). */
  pointsOver: number;
  /** Days of food for 1 person. */
  food: number;
  animalFat: number;
  boneShards: number;
  clothFragments: number;
  /** "If a hunting roll exceeds 30 (regardless of that Zone’s difficulty value), it may become an encounter". */
  encounterPossible: boolean;
}

/**
 * Hunting as gathering: "Hunting skill + Presence + 1d20 vs [that Zone’s difficulty value]. For each number rolled
 * over the target number the hunter gains 5 days of food for 1 person, 1 unit of “Animal Fat” …, 1 “Bone Shard” …, &
 * 4 cloth fragments". Needs "a weapon of T1 or greater"; no toolkit or workshop bonus.
 */
export function huntingYield(input: {
  level: number;
  presence: number;
  roll: number;
  targetNumber: number;
  weaponTier: number;
}): HuntingResult {
  const { level, presence, roll, targetNumber, weaponTier } = requireInput('Hunting yield', input);
  requireSkillLevel('Hunting', level, MAX_HUNTING);
  requireStat('Presence', presence);
  requireD20('Hunting roll', roll);
  requireTargetNumber('Hunting target number', targetNumber);
  requireTier(weaponTier, 'Weapon tier');
  if (weaponTier < HUNTING.minimumWeaponTier) {
    throw new RulesError('not-allowed', `Hunting needs a weapon of T${HUNTING.minimumWeaponTier} or greater.`);
  }
  const total = level + presence + roll;
  const pointsOver = Math.max(0, total - targetNumber);
  const per = HUNTING.perPoint;
  return {
    total,
    pointsOver,
    food: pointsOver * per.food,
    animalFat: pointsOver * per.animalFat,
    boneShards: pointsOver * per.boneShards,
    clothFragments: pointsOver * per.clothFragments,
    encounterPossible: total > HUNTING.encounterAbove,
  };
}

export interface TrackingSide {
  level: number;
  presence: number;
  roll: number;
}

/**
 * Hunting as tracking, one roll per day followed: "[Hunting skill+ Presence + 1d20 vs the opponent’s Hunting skill +
 * Presence + 1d20] … It is a simple “Pass or Fail” roll." A tie fails. `daysCold` adds the optional GM "+2 to
 * the defender for each day the trail goes cold"; `targetBonus` any other narrative bonus (rain …).
 */
export function trackingRoll(input: {
  tracker: TrackingSide;
  target: TrackingSide;
  daysCold?: number;
  targetBonus?: number;
}): { trackerTotal: number; targetTotal: number; followed: boolean } {
  const { tracker, target, daysCold = 0, targetBonus = 0 } = requireInput('Tracking roll', input);
  const trackerTotal = sideTotal('Tracker', tracker);
  requireWhole('Days the trail went cold', daysCold);
  requireWhole('Target bonus', targetBonus);
  const targetTotal = sideTotal('Target', target) + daysCold * HUNTING.trailColdBonusPerDay + targetBonus;
  return { trackerTotal, targetTotal, followed: trackerTotal > targetTotal };
}

function sideTotal(who: string, side: TrackingSide): number {
  const { level, presence, roll } = requireInput(`The ${who.toLowerCase()}'s roll`, side);
  requireSkillLevel(`${who} Hunting`, level, MAX_HUNTING);
  requireStat(`${who} Presence`, presence);
  requireD20(`${who} roll`, roll);
  return level + presence + roll;
}
