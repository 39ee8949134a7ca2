import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  dayOfDate,
  monthsBeginningBetween,
  springsBeginningBetween,
} from '../../src/systems/eos/rules/calendar/calendar';
import { RulesError } from '../../src/core/rules/errors';

describe('calendarDate (R-calendar-1: 12 months of 30 days, 3 months a season, the year opens in spring)', () => {
  it.each([
    [1, 1, 1, 1, 'spring', 1, 'Early Spring'],
    [30, 1, 1, 30, 'spring', 30, 'Early Spring'],
    [31, 1, 2, 1, 'spring', 31, 'Mid Spring'],
    [90, 1, 3, 30, 'spring', 90, 'Late Spring'],
    [91, 1, 4, 1, 'summer', 1, 'Early Summer'],
    [271, 1, 10, 1, 'winter', 1, 'Early Winter'],
    [360, 1, 12, 30, 'winter', 90, 'Late Winter'],
    [361, 2, 1, 1, 'spring', 1, 'Early Spring'],
  ])(
    'day %i is year %i, month %i, day %i of the month, %s (day %i of the season), %s',
    (day, year, month, dom, season, dos, name) => {
      expect(calendarDate(day)).toMatchObject({
        day,
        year,
        month,
        dayOfMonth: dom,
        season,
        dayOfSeason: dos,
        monthName: name,
      });
    },
  );

  it('labels a date in words', () => {
    expect(calendarDate(42).label).toBe('Day 12 of Mid Spring (month 2, spring), year 1');
  });

  it('dayOfDate is its inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), (day) => {
        const d = calendarDate(day);
        expect(dayOfDate({ year: d.year, month: d.month, dayOfMonth: d.dayOfMonth })).toBe(day);
      }),
    );
  });

  it('counts the months and springs that begin between two days ("For each month that passes", "Each year (at spring)")', () => {
    expect(monthsBeginningBetween(30, 31)).toBe(1);
    expect(monthsBeginningBetween(31, 60)).toBe(0);
    expect(monthsBeginningBetween(1, 361)).toBe(12);
    expect(springsBeginningBetween(360, 361)).toBe(1);
    expect(springsBeginningBetween(1, 360)).toBe(0);
  });

  it('refuses day 0, fractions and a day before the start', () => {
    expect(() => calendarDate(0)).toThrow(RulesError);
    expect(() => calendarDate(1.5)).toThrow(/whole number/);
    expect(() => monthsBeginningBetween(40, 30)).toThrow(/comes before/);
    expect(() => dayOfDate({ year: 1, month: 13, dayOfMonth: 1 })).toThrow(RulesError);
  });
});
