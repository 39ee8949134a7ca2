import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import { dailyTaskCount, dailyTaskHours, thirdTaskBlocker } from '../../src/systems/eos/rules/daily-tasks';

describe('dailyTaskCount', () => {
  it('"Each day a player may assign their character to work on 2 “daily tasks”"', () => {
    expect(dailyTaskCount({ choreDelegation: false, hoursOfLight: 0 })).toBe(2);
    expect(dailyTaskCount({ choreDelegation: false, hoursOfLight: 10 })).toBe(2);
  });

  it('Chore Delegation: "Allowing the ally to perform a 3rd Daily Task" with 5 hours of light and a full day of meals', () => {
    expect(dailyTaskCount({ choreDelegation: true, hoursOfLight: 5, fedByCook: true })).toBe(3);
    expect(dailyTaskCount({ choreDelegation: true, hoursOfLight: 5 })).toBe(3);
  });

  it('"The ally must provide themselves with 5 hours of light to use the 3rd task slot"', () => {
    expect(dailyTaskCount({ choreDelegation: true, hoursOfLight: 4.5 })).toBe(2);
    expect(thirdTaskBlocker({ choreDelegation: true, hoursOfLight: 4 })).toBe('light');
  });

  it('"requires the Cook to feed that character a full day worth of meals to apply"', () => {
    expect(dailyTaskCount({ choreDelegation: true, hoursOfLight: 10, fedByCook: false })).toBe(2);
    expect(thirdTaskBlocker({ choreDelegation: true, hoursOfLight: 10, fedByCook: false })).toBe('meals');
  });

  it('names why there is no third task', () => {
    expect(thirdTaskBlocker({ choreDelegation: false, hoursOfLight: 10 })).toBe('no-delegation');
    expect(thirdTaskBlocker({ choreDelegation: true, hoursOfLight: 5 })).toBeNull();
  });

  it('refuses impossible hours of light', () => {
    expect(() => dailyTaskCount({ choreDelegation: true, hoursOfLight: -1 })).toThrow(RulesError);
    expect(() => dailyTaskCount({ choreDelegation: true, hoursOfLight: 25 })).toThrow(/Hours of light/);
  });
});

describe('dailyTaskHours', () => {
  it('"Each task assumes a 5 hours dedicated to it"; "working 10 hours" for two tasks', () => {
    expect(dailyTaskHours(1)).toBe(5);
    expect(dailyTaskHours(2)).toBe(10);
    expect(dailyTaskHours(3)).toBe(15);
    expect(() => dailyTaskHours(4)).toThrow(RulesError);
    expect(() => dailyTaskHours(1.5)).toThrow(RulesError);
  });
});
