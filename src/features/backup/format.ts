import type { SnapshotKind } from '../../db';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "5 Jan 2026, 18:30" in the reader's locale. */
export function formatDateTime(ms: number): string {
  return dateTime.format(ms);
}

/** "5 Jan 2026". */
export function formatDate(ms: number): string {
  return dateOnly.format(ms);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "yesterday", "12 days ago": how long since `then`, in whole days of real time. */
export function daysAgo(then: number, now: Date): string {
  const days = Math.floor((now.getTime() - then) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** How each table's records are counted for a player; a table not listed yet shows under its own name. */
const TABLE_WORDS: Record<string, [one: string, many: string]> = {
  characters: ['character', 'characters'],
  encounters: ['encounter', 'encounters'],
  creatureTemplates: ['saved creature', 'saved creatures'],
  calendars: ['calendar', 'calendars'],
  dayLogs: ['logged day', 'logged days'],
};

/** "5 characters, 2 encounters" (tables without records left out); "nothing yet" when all are empty. */
export function countsText(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => {
      const [one, many] = TABLE_WORDS[table] ?? [table, table];
      return `${n.toLocaleString()} ${n === 1 ? one : many}`;
    });
  return parts.length === 0 ? 'no records yet' : parts.join(', ');
}

export const KIND_LABELS: Record<SnapshotKind, string> = {
  session: 'Start of a play session',
  daily: 'Daily',
  weekly: 'Weekly',
  'before-import': 'Before an import replaced it',
  'before-delete': 'Before it was deleted',
  'before-restore': 'Before a restore',
};

/** Bytes as kilobytes or megabytes for people: "3 KB", "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString()} KB`;
  return `${(bytes / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 1 })} MB`;
}
