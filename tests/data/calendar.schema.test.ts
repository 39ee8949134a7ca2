import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import calendar from '../../data/eos/calendar.json';
import { CalendarFileSchema, SEASON_IDS } from '../../src/systems/eos/rules/schemas/calendar';

describe('data/eos/calendar.json', () => {
  it('matches its schema', () => {
    expect(CalendarFileSchema.safeParse(calendar).success).toBe(true);
  });

  it("has the farming text's 30-day month, 12 months and 4 seasons of 3 months, opening in spring", () => {
    const parsed = CalendarFileSchema.parse(calendar);
    expect(parsed.daysPerMonth).toBe(30);
    expect(parsed.monthsPerYear).toBe(12);
    expect(parsed.seasons.map((s) => s.id)).toEqual([...SEASON_IDS]);
    expect(parsed.seasons.map((s) => s.months.length)).toEqual([3, 3, 3, 3]);
    expect(parsed.seasons[0]?.months).toContain(1);
  });

  it.each(Object.entries(calendar.quotes))('quotes the rules text word for word (%s)', (_key, quote) => {
    const fold = (t: string) => t.replace(/\s+/g, ' ').trim();
    const text = fold(readFileSync(new URL('../../data/source/eos-rules.txt', import.meta.url), 'utf8'));
    expect(text.includes(fold(quote)), quote).toBe(true);
  });

  it('rejects a month in two seasons or a missing month name', () => {
    const twice = { ...calendar, seasons: calendar.seasons.map((s, i) => (i === 1 ? { ...s, months: [3, 5, 6] } : s)) };
    expect(CalendarFileSchema.safeParse(twice).success).toBe(false);
    expect(CalendarFileSchema.safeParse({ ...calendar, months: calendar.months.slice(1) }).success).toBe(false);
  });
});
