import calendarData from '../../../../../data/eos/calendar.json';
import type { CalendarFile } from '../schemas/calendar';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { CalendarDate, Season } from './types';

const CALENDAR = calendarData as unknown as CalendarFile;
const DAYS_PER_YEAR = CALENDAR.daysPerMonth * CALENDAR.monthsPerYear;

function requireDay(label: string, day: number): number {
  return requireWhole(label, day, CALENDAR.firstDay);
}

function seasonOf(month: number): { id: Season; name: string; firstMonth: number } {
  const season = CALENDAR.seasons.find((s) => s.months.includes(month));
  if (season === undefined) throw new RulesError('invalid-number', `Month ${month} belongs to no season.`);
  return { id: season.id, name: season.name, firstMonth: Math.min(...season.months) };
}

/**
 * The calendar (R-calendar-1): day 1 is the first day of spring, year 1; 12 months of 30 days ("5 days to plant & 5 days
 * to harvest, leaving the middle 20 days open"), a season is 3 months ("3 months of snow"), the year opens in spring
 * ("Each year (at spring)").
 */
export function calendarDate(day: number): CalendarDate {
  const d = requireDay('Campaign day', day);
  const index = d - CALENDAR.firstDay;
  const year = Math.floor(index / DAYS_PER_YEAR) + 1;
  const dayOfYear = index % DAYS_PER_YEAR;
  const month = Math.floor(dayOfYear / CALENDAR.daysPerMonth) + 1;
  const dayOfMonth = (dayOfYear % CALENDAR.daysPerMonth) + 1;
  const season = seasonOf(month);
  const monthName = CALENDAR.months.find((m) => m.month === month)?.name ?? `Month ${month}`;
  const dayOfSeason = (month - season.firstMonth) * CALENDAR.daysPerMonth + dayOfMonth;
  return {
    day: d,
    year,
    month,
    monthName,
    dayOfMonth,
    season: season.id,
    dayOfSeason,
    label: `Day ${dayOfMonth} of ${monthName} (month ${month}, ${season.name.toLowerCase()}), year ${year}`,
  };
}

/** The campaign day number of a date: the inverse of calendarDate. */
export function dayOfDate(input: { year: number; month: number; dayOfMonth: number }): number {
  const { year, month, dayOfMonth } = requireInput('Day of date', input);
  const y = requireWhole('Year', year, 1);
  const m = requireWhole('Month', month, 1, CALENDAR.monthsPerYear);
  const d = requireWhole('Day of the month', dayOfMonth, 1, CALENDAR.daysPerMonth);
  return CALENDAR.firstDay + (y - 1) * DAYS_PER_YEAR + (m - 1) * CALENDAR.daysPerMonth + (d - 1);
}

/** Months that begin after `fromDay` up to and including `toDay`: "For each month that passes" (passive skill points, trapping). */
export function monthsBeginningBetween(fromDay: number, toDay: number): number {
  const from = requireDay('From day', fromDay);
  const to = requireDay('To day', toDay);
  if (to < from) throw new RulesError('invalid-number', `Day ${to} comes before day ${from}.`);
  const monthIndex = (day: number) => Math.floor((day - CALENDAR.firstDay) / CALENDAR.daysPerMonth);
  return monthIndex(to) - monthIndex(from);
}

/** Springs that begin after `fromDay` up to and including `toDay`: "Each year (at spring)" (hunting regeneration). */
export function springsBeginningBetween(fromDay: number, toDay: number): number {
  const from = requireDay('From day', fromDay);
  const to = requireDay('To day', toDay);
  if (to < from) throw new RulesError('invalid-number', `Day ${to} comes before day ${from}.`);
  const yearIndex = (day: number) => Math.floor((day - CALENDAR.firstDay) / DAYS_PER_YEAR);
  return yearIndex(to) - yearIndex(from);
}

/** The calendar's shape for the UI: days per month, months per year, the month names and seasons. */
export const CALENDAR_SHAPE: {
  readonly daysPerMonth: number;
  readonly monthsPerYear: number;
  readonly daysPerYear: number;
  readonly months: readonly { month: number; name: string; season: Season }[];
} = {
  daysPerMonth: CALENDAR.daysPerMonth,
  monthsPerYear: CALENDAR.monthsPerYear,
  daysPerYear: DAYS_PER_YEAR,
  months: CALENDAR.months.map((m) => ({ month: m.month, name: m.name, season: seasonOf(m.month).id })),
};
