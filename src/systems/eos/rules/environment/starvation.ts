import {
  RulesError,
  requireNumber,
  requireOneOf,
  requireWhole,
  requireInput,
  requireList,
} from '../../../../core/rules';
import type { Ration, WorkLevel } from '../schemas/environment';
import { RATIONS } from './food';
import { ENVIRONMENT } from './data';

const STARVATION = ENVIRONMENT.starvation;
export const WORK_LEVELS = Object.keys(STARVATION.dailyPercentChange.full) as readonly WorkLevel[];

/** A day of eating and working: rations full / half / none; work full, half ("works/travels half production") or rest. */
export interface StarvationDay {
  ration: Ration;
  work: WorkLevel;
}

/**
 * Starvation and Repairing Lost HP from Starvation: the day's change in percent of the original max HP (negative is
 * lost). No food −20 %, half rations −10 % at full work and −5 % otherwise; proper food +5 % at full work,
 * +10 % at half work, +20 % at rest.
 */
export function starvationDailyChange(input: StarvationDay): number {
  const { ration, work } = requireInput('Starvation daily change', input);
  const r = requireOneOf('Ration', ration, RATIONS);
  const w = requireOneOf('Work', work, WORK_LEVELS);
  return STARVATION.dailyPercentChange[r][w];
}

/** Starvation: "The percentages are additive." The reduction after one more day, never below 0 % (recovery stops there). */
export function nextStarvationReduction(reductionPercent: number, day: StarvationDay): number {
  requireInput('Next starvation reduction', day);
  requireNumber('Starvation reduction (%)', reductionPercent);
  return Math.max(0, reductionPercent - starvationDailyChange(day));
}

/** Starvation: the running reduction after each day in turn, starting from `startPercent` (0 for a fed character). */
export function starvationReductionAfterDays(days: readonly StarvationDay[], startPercent = 0): number[] {
  requireList('Starvation reduction after days', days);
  const running: number[] = [];
  let reduction = requireNumber('Starvation reduction (%)', startPercent);
  for (const day of days) {
    reduction = nextStarvationReduction(reduction, day);
    running.push(reduction);
  }
  return running;
}

export interface AdjustedMaxHp {
  /** The exact adjusted max HP, kept for further arithmetic. */
  exact: number;
  /** Rounded down for display. */
  display: number;
  /** "If their adjusted total HP value becomes 0; immediate death." */
  dead: boolean;
}

/** Starvation: the original max HP lowered by the additive reduction percent; at 100 % or more the character dies. */
export function adjustedMaxHp(input: { originalMaxHp: number; reductionPercent: number }): AdjustedMaxHp {
  const { originalMaxHp, reductionPercent } = requireInput('Adjusted max hp', input);
  const max = requireWhole('Max HP', originalMaxHp, 1);
  const reduction = requireNumber('Starvation reduction (%)', reductionPercent);
  if (reduction >= STARVATION.deathAtReductionPercent) return { exact: 0, display: 0, dead: true };
  const exact = (max * (STARVATION.deathAtReductionPercent - reduction)) / STARVATION.deathAtReductionPercent;
  return { exact, display: Math.floor(exact), dead: false };
}

/** Starvation: days of the same regime until the reduction reaches 100 % ("starve in 5 days"), or null when it never does. */
export function daysUntilStarvation(day: StarvationDay, startPercent = 0): number | null {
  requireInput('Days until starvation', day);
  const start = requireNumber('Starvation reduction (%)', startPercent);
  const change = starvationDailyChange(day);
  if (start >= STARVATION.deathAtReductionPercent) {
    throw new RulesError('invalid-number', `A reduction of ${start} % is already death.`);
  }
  if (change >= 0) return null;
  return Math.ceil((STARVATION.deathAtReductionPercent - start) / -change);
}
