import type { z } from 'zod';
import type { SyncedTable } from './placement';

/**
 * The words for a change another device sent that this device will not store: which record, what is wrong, and that
 * nothing was stored. The record is named by what a player sees (its name, the day of a log), never by an internal id
 * alone unless it has nothing else.
 */

/** A change from another device that was not let into this device's database. */
export interface Refusal {
  /** The table, or the document's top-level name for something that is not a table of this document. */
  table: string;
  key: string;
  message: string;
}

const NOUNS: Record<SyncedTable, string> = {
  campaigns: 'the campaign',
  characters: 'the character',
  encounters: 'the fight',
  creatureTemplates: 'the saved creature',
  calendars: 'the calendar',
  dayLogs: 'the log of a day',
};

/** A short, printable quote of text another device wrote. */
function quote(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu, ' ').trim();
  const chars = [...printable];
  return `“${chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : printable}”`;
}

/** "the character “Maren Holt”", "the log of day 12", "the fight “a1b2…”" from what the document holds. */
export function recordLabel(table: SyncedTable, key: string, record: object | undefined): string {
  const fields = record as Record<string, unknown> | undefined;
  const name = fields?.name;
  if (table === 'dayLogs' && Number.isSafeInteger(fields?.day)) return `the log of day ${String(fields?.day)}`;
  if (typeof name === 'string' && name.trim() !== '') return `${NOUNS[table]} ${quote(name)}`;
  return `${NOUNS[table]} ${quote(key)}`;
}

export function refusal(table: string, key: string, label: string, problems: readonly string[]): Refusal {
  const shown = problems
    .slice(0, 3)
    .map((problem) => problem.replace(/\.$/u, ''))
    .join('; ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return {
    table,
    key,
    message: `A change from another device to ${label} was refused: ${shown}${more}. This device keeps what it had.`,
  };
}

/** A schema's issues as "build.creationStats.body: expected a whole number from 0 to 15, got 99". */
export function schemaProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => quote(key)).join(', ');
      return `${where === '' ? 'it' : where} holds what this app does not know: ${keys}`;
    }
    const input = (issue as { input?: unknown }).input;
    const got =
      typeof input === 'number'
        ? `, got ${input.toLocaleString('en')}`
        : typeof input === 'string'
          ? `, got ${quote(input)}`
          : '';
    return `${where === '' ? 'the record' : where}: ${issue.message}${got}`;
  });
}
