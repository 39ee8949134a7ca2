import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lockTargetNumber,
  lockTargetNumberWitnessed,
  lockpickAttempt,
  lockpickingTasksLost,
  type LockpickingTaskRounding,
} from '../../src/systems/eos/rules/gathering/lockpicking';
import { expectRulesError } from './gathering-expect';

describe('lockTargetNumber (C-04)', () => {
  it('"(ie: a T7 Lock has a target number of 27 to unlock it)"', () => {
    expect(lockTargetNumber({ tier: 7 })).toBe(27);
  });

  it('uses the lock tier even when the smith could make better locks', () => {
    expect(lockTargetNumber({ tier: 3, smithLevel: 9 })).toBe(23);
  });

  it('house rule "[Locksmithing skill + 20]" uses the smith level', () => {
    expect(lockTargetNumber({ tier: 3, smithLevel: 9 }, { basis: 'smith-skill' })).toBe(29);
    expectRulesError(
      () => lockTargetNumber({ tier: 3 }, { basis: 'smith-skill' }),
      'invalid-number',
      /needs the Locksmith level/,
    );
  });

  it('"a Locksmith:3 can make up to a T3 Lock"', () => {
    expectRulesError(
      () => lockTargetNumber({ tier: 4, smithLevel: 3 }),
      'not-allowed',
      /Locksmith 3 can make locks up to T3/,
    );
  });

  it('refuses tiers outside 1–15', () => {
    expectRulesError(() => lockTargetNumber({ tier: 0 }), 'not-allowed', /at least 1/);
    expectRulesError(() => lockTargetNumber({ tier: 16 }), 'tier-out-of-range', /Lock tier/);
  });

  it('is tier + 20: never below 21 and rising with tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), (tier) => {
        expect(lockTargetNumber({ tier })).toBeGreaterThanOrEqual(21);
        expect(lockTargetNumber({ tier: tier + 1 })).toBe(lockTargetNumber({ tier }) + 1);
      }),
    );
  });
});

describe('lockTargetNumberWitnessed', () => {
  it('"a T7 Lock, made by a craftsman with 5 Prs, who rolled a 18 at completion would be a target number of 30"', () => {
    expect(lockTargetNumberWitnessed({ tier: 7, presence: 5, roll: 18 })).toBe(30);
  });

  it('refuses a roll that is not a d20', () => {
    expectRulesError(() => lockTargetNumberWitnessed({ tier: 7, presence: 5, roll: 22 }), 'invalid-number', /roll/);
  });
});

describe('lockpickAttempt', () => {
  const pick = { level: 5, presence: 4, tools: 'basic' as const, lockTargetNumber: 27 };

  it('"[Lockpicking skill + Presence + 1d20 vs the difficulty of the lock]": 5 + 4 + 20 = 29 beats 27 by 2', () => {
    expect(lockpickAttempt({ ...pick, roll: 20 })).toEqual({
      total: 29,
      margin: 2,
      success: true,
      minutes: 50,
      fewSeconds: false,
    });
  });

  it('"If the roll fails to beat the target number, the hour is wasted" — a tie fails (A-05)', () => {
    expect(lockpickAttempt({ ...pick, roll: 18 })).toEqual({
      total: 27,
      margin: 0,
      success: false,
      minutes: 60,
      fewSeconds: false,
    });
  });

  it.each([
    [1, 55],
    [6, 30],
    [11, 5],
    [12, 0],
    [13, 0],
    [20, 0],
  ])(
    '"for each number rolled over the difficulty of the lock, remove 5 mins" (C-13): over by %i → %i min',
    (m, min) => {
      const result = lockpickAttempt({ level: 15, presence: 15, roll: 1, tools: 'workshop', lockTargetNumber: 31 - m });
      expect(result.margin).toBe(m);
      expect(result.minutes).toBe(min);
      expect(result.fewSeconds).toBe(min === 0);
    },
  );

  it('"Lockpicking requires Basic tools"', () => {
    expectRulesError(() => lockpickAttempt({ ...pick, roll: 10, tools: 'crude' }), 'not-allowed', /Basic tools/);
  });

  it('"They may not attempt greater than 10 times each day"', () => {
    expect(lockpickAttempt({ ...pick, roll: 10, attemptsToday: 9 }).total).toBe(19);
    expectRulesError(
      () => lockpickAttempt({ ...pick, roll: 10, attemptsToday: 10 }),
      'not-allowed',
      /more than 10 times each day/,
    );
  });

  it('refuses bad input', () => {
    expectRulesError(() => lockpickAttempt({ ...pick, roll: 0 }), 'invalid-number', /Lockpicking roll/);
    expectRulesError(() => lockpickAttempt({ ...pick, roll: 5, presence: 16 }), 'invalid-stat', /Presence/);
  });

  it('minutes lie in 0–60 and never rise as the margin grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 20 }), fc.nat(60), (level, roll, tn) => {
        const a = lockpickAttempt({ level, presence: 0, roll, tools: 'basic', lockTargetNumber: tn });
        const b = lockpickAttempt({ level: level + 1, presence: 0, roll, tools: 'basic', lockTargetNumber: tn });
        expect(a.minutes).toBeGreaterThanOrEqual(0);
        expect(a.minutes).toBeLessThanOrEqual(60);
        expect(b.minutes).toBeLessThanOrEqual(a.minutes);
      }),
    );
  });
});

describe('lockpickingTasksLost (A-16)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9.5, 1],
    [10, 2],
  ])('"Every 5 hours that character loses the ability to do a Daily Task": %d hours → %i tasks', (hours, tasks) => {
    expect(lockpickingTasksLost(hours)).toBe(tasks);
  });

  it('house rule: any started 5 hours costs a task', () => {
    expect(lockpickingTasksLost(1, { rounding: 'ceil' })).toBe(1);
    expect(lockpickingTasksLost(6, { rounding: 'ceil' })).toBe(2);
    expect(lockpickingTasksLost(0, { rounding: 'ceil' })).toBe(0);
  });

  it('refuses more than the 10 hours of 10 attempts and unknown rounding', () => {
    expectRulesError(() => lockpickingTasksLost(11), 'invalid-number', /Hours spent picking locks/);
    expectRulesError(
      () => lockpickingTasksLost(3, { rounding: 'round' as LockpickingTaskRounding }),
      'unknown-option',
      /Rounding/,
    );
  });
});
