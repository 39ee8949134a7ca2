import {
  RulesError,
  requireNumber,
  requireOneOf,
  requireStat,
  requireTier,
  requireWhole,
  requireInput,
} from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { requireD20, requireSkillLevel, requireTargetNumber, requireToolsAtLeast } from './inputs';

const LOCKPICKING = GATHERING.lockpicking;

export type LockTargetBasis = 'lock-tier' | 'smith-skill';

/**
 * A lock's target number (C-04): "[Tier value +20]. (ie: a T7 Lock has a target number of 27 to unlock it)". The
 * Lockpicking section's "[Locksmithing skill + 20]" is the `basis: 'smith-skill'` house rule, which needs `smithLevel`.
 * A smith makes locks "rated in Tier value up to their Locksmithing level".
 */
export function lockTargetNumber(
  input: { tier: number; smithLevel?: number },
  options: { basis?: LockTargetBasis } = {},
): number {
  const { tier, smithLevel } = requireInput('Lock target number', input);
  const { basis = 'lock-tier' } = requireInput('Lock target number options', options);
  requireLockTier(tier, smithLevel);
  switch (requireOneOf('Lock target basis', basis, ['lock-tier', 'smith-skill'] as const)) {
    case 'lock-tier':
      return tier + LOCKPICKING.lockTargetNumberBase;
    case 'smith-skill':
      if (smithLevel === undefined) {
        throw new RulesError('invalid-number', 'The smith-skill lock rule needs the Locksmith level of the maker.');
      }
      return smithLevel + LOCKPICKING.lockTargetNumberBase;
  }
}

/**
 * The gambler's lock: "[Tier value + presence + 1d20]. (ie: a T7 Lock, made by a craftsman with 5 Prs, who rolled a
 * 18 at completion would be a target number of 30). GM must be witness to the 1d20 roll for this method."
 */
export function lockTargetNumberWitnessed(input: {
  tier: number;
  presence: number;
  roll: number;
  smithLevel?: number;
}): number {
  const { tier, presence, roll, smithLevel } = requireInput('Lock target number witnessed', input);
  requireLockTier(tier, smithLevel);
  requireStat('Presence', presence);
  requireD20('Lock roll', roll);
  return tier + presence + roll;
}

export interface LockpickResult {
  /** Lockpicking skill + Presence + 1d20. */
  total: number;
  /** total − lock target number. */
  margin: number;
  /** "If the roll fails to beat the target number, the hour is wasted" — a tie fails. */
  success: boolean;
  /** Minutes spent: a failure wastes the hour; a success removes 5 minutes per point over (C-13). */
  minutes: number;
  /** "the lock opens only a few seconds" once the 60 minutes are all removed. */
  fewSeconds: boolean;
}

/**
 * One lockpicking attempt: "[Lockpicking skill + Presence + 1d20 vs the difficulty of the lock]", one hour each, at most
 * 10 per day. Needs Basic tools.
 */
export function lockpickAttempt(input: {
  level: number;
  presence: number;
  roll: number;
  lockTargetNumber: number;
  tools: ToolLevel;
  /** Attempts already made today, before this one. */
  attemptsToday?: number;
}): LockpickResult {
  const {
    level,
    presence,
    roll,
    lockTargetNumber: targetNumber,
    tools,
    attemptsToday = 0,
  } = requireInput('Lockpick attempt', input);
  requireSkillLevel('Lockpicking', level);
  requireStat('Presence', presence);
  requireD20('Lockpicking roll', roll);
  requireTargetNumber('Lock target number', targetNumber);
  requireToolsAtLeast('Lockpicking', tools, LOCKPICKING.requiresTools);
  requireWhole('Attempts already made today', attemptsToday);
  if (attemptsToday >= LOCKPICKING.maxAttemptsPerDay) {
    throw new RulesError(
      'not-allowed',
      `A character may not attempt to pick locks more than ${LOCKPICKING.maxAttemptsPerDay} times each day.`,
    );
  }
  const total = level + presence + roll;
  const margin = total - targetNumber;
  const success = margin > 0;
  const minutes = success
    ? Math.max(0, LOCKPICKING.attemptMinutes - LOCKPICKING.minutesSavedPerPoint * margin)
    : LOCKPICKING.attemptMinutes;
  return { total, margin, success, minutes, fewSeconds: success && minutes === 0 };
}

export type LockpickingTaskRounding = 'floor' | 'ceil';

/**
 * "Every 5 hours that character loses the ability to do a Daily Task for that day": floor(hours / 5), so 10
 * attempts cost 2 tasks. `rounding: 'ceil'` is the stricter house rule (any started 5 hours costs a task).
 */
export function lockpickingTasksLost(hours: number, options: { rounding?: LockpickingTaskRounding } = {}): number {
  const { rounding = 'floor' } = requireInput('Lockpicking tasks lost options', options);
  const max = LOCKPICKING.maxAttemptsPerDay * (LOCKPICKING.attemptMinutes / 60);
  requireNumber('Hours spent picking locks', hours, 0, max);
  const tasks = hours / LOCKPICKING.hoursPerLostTask;
  switch (requireOneOf('Rounding', rounding, ['floor', 'ceil'] as const)) {
    case 'floor':
      return Math.floor(tasks);
    case 'ceil':
      return Math.ceil(tasks);
  }
}

function requireLockTier(tier: number, smithLevel: number | undefined): void {
  requireTier(tier, 'Lock tier');
  if (tier < 1) throw new RulesError('not-allowed', 'A lock has a tier of at least 1.');
  if (smithLevel === undefined) return;
  requireSkillLevel('Locksmith', smithLevel);
  if (tier > smithLevel) {
    throw new RulesError('not-allowed', `Locksmith ${smithLevel} can make locks up to T${smithLevel}, not T${tier}.`);
  }
}
