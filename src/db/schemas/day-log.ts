import { z } from 'zod';
import { DAY_PHASES } from '../../systems/eos/rules';
import type { DayLogPrevious, DayLogRecord } from '../calendar';
import {
  amount,
  CalendarRecordSchema,
  calendarKey,
  campaignDay,
  craftedItem,
  d20,
  DayConditionsSchema,
  DayPlanSchema,
  FinishedItemSchema,
  type WithoutHibernate,
} from './calendar';
import { CharacterRecordSchema } from './character';
import { type Assert, type SchemaMatches, id, label, oneOf, text, timestamp, wholeNumber } from './fields';

// dayLogs (campaign calendar): each ended day with what it changed, and (for undo) what it was before.

const CalendarDateSchema = z.strictObject({
  day: campaignDay,
  year: wholeNumber(1, 1_000_000),
  month: wholeNumber(1, 12),
  monthName: label(100),
  dayOfMonth: wholeNumber(1, 30),
  season: oneOf(['spring', 'summer', 'autumn', 'winter'], 'a season'),
  dayOfSeason: wholeNumber(1, 90),
  label: label(200),
});

const quantity = z.number().min(-1e12).max(1e12);
const DaySummarySchema = z.strictObject({
  day: campaignDay,
  date: CalendarDateSchema,
  nextDate: CalendarDateSchema,
  foodGained: amount,
  foodEaten: amount,
  foodSpoiled: amount,
  foodPreserved: amount,
  milesTravelled: amount,
  finished: z.array(FinishedItemSchema).max(10_000),
  made: z.array(z.strictObject({ characterId: id, what: label(200), quantity })).max(10_000),
  brokenDown: z
    .array(z.strictObject({ characterId: id, itemId: calendarKey.nullable(), item: craftedItem }))
    .max(10_000),
  pendingSkillGrants: z
    .array(z.strictObject({ characterId: id, months: wholeNumber(0, 100_000), points: wholeNumber(0, 1_000_000) }))
    .max(10_000),
  hungry: z.array(id).max(10_000),
  dead: z.array(id).max(10_000),
  unconscious: z.array(id).max(10_000),
  skipped: z
    .array(
      z.strictObject({
        characterId: id,
        slotIndex: wholeNumber(0, 10).nullable(),
        task: text(2_000),
        reasons: z.array(text(2_000)).max(100),
      }),
    )
    .max(10_000)
    .optional(),
});

export const DayLogRecordSchema = z.strictObject({
  id,
  campaignId: id,
  day: campaignDay,
  endedAt: timestamp,
  plan: DayPlanSchema,
  conditions: DayConditionsSchema,
  rolls: z
    .array(
      z.strictObject({
        characterId: id,
        slotIndex: wholeNumber(0, 10),
        label: label(200),
        roll: d20,
        source: oneOf(['typed', 'random'], 'typed or random'),
      }),
    )
    .max(10_000),
  lines: z
    .array(
      z.strictObject({ phase: oneOf(DAY_PHASES, 'a phase of the day'), characterId: id.nullable(), text: text(2_000) }),
    )
    .max(100_000),
  summary: DaySummarySchema,
  previous: z
    .strictObject({
      calendar: CalendarRecordSchema,
      characters: z.array(CharacterRecordSchema).max(10_000),
      campaignUpdatedAt: timestamp,
      writtenAt: timestamp,
    })
    .optional(),
});

// The day's plan and the calendar kept for undo, without `hibernate` (calendar.ts: WithoutHibernate).
type CheckedDayLog = Omit<DayLogRecord, 'plan' | 'previous'> & {
  plan: WithoutHibernate<DayLogRecord['plan']>;
  previous?: Omit<DayLogPrevious, 'calendar'> & {
    calendar: Omit<DayLogPrevious['calendar'], 'plan'> & { plan: WithoutHibernate<DayLogRecord['plan']> };
  };
};

export type _DayLogRecordBothWays = Assert<SchemaMatches<z.output<typeof DayLogRecordSchema>, CheckedDayLog>>;
