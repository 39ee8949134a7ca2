import { z } from 'zod';

export const SEASON_IDS = ['spring', 'summer', 'autumn', 'winter'] as const;

const month = z.number().int().min(1);

/**
 * The campaign calendar (ruling R-calendar-1): day 1 is the first day of spring of year 1; months of 30 days ("5 days to
 * plant & 5 days to harvest, leaving the middle 20 days open"), 12 months a year, 3 months a season ("3 months of snow").
 */
export const CalendarFileSchema = z
  .strictObject({
    firstDay: z.literal(1),
    daysPerMonth: z.number().int().positive(),
    monthsPerYear: z.number().int().positive(),
    seasons: z
      .array(z.strictObject({ id: z.enum(SEASON_IDS), name: z.string().min(1), months: z.array(month).min(1) }))
      .length(SEASON_IDS.length),
    months: z.array(z.strictObject({ month, name: z.string().min(1) })).min(1),
    quotes: z.strictObject({
      month: z.string().min(1),
      thirtyDayMonth: z.string().min(1),
      spring: z.string().min(1),
      winter: z.string().min(1),
    }),
  })
  .refine((file) => file.months.length === file.monthsPerYear, 'one name per month of the year')
  .refine(
    (file) =>
      file.seasons
        .flatMap((s) => s.months)
        .sort((a, b) => a - b)
        .every((m, i) => m === i + 1) && file.seasons.flatMap((s) => s.months).length === file.monthsPerYear,
    'every month belongs to exactly one season',
  );

export type CalendarFile = z.infer<typeof CalendarFileSchema>;
export type SeasonId = (typeof SEASON_IDS)[number];
