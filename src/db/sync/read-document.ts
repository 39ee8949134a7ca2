import * as Y from 'yjs';
import { isId } from '../../../server/protocol';
import type { HouseRules } from '../../systems/eos/rules';
import { characterRecordProblems, dayLogProblems, encounterRecordProblems } from '../record-relations';
import { DEFAULT_SYSTEM_ID, type SystemId } from '../envelope';
import { EOS_PAYLOAD_SCHEMAS } from '../eos-payload-schemas';
import { toEosCharacter, toEosEncounter } from '../eos-records';
import { loadedPayloadSchemasOf, unknownSystemMessage } from '../payload-schemas';
import { RECORD_SCHEMAS } from '../record-schemas';
import { reservedIdProblem, timestamp } from '../schemas/fields';
import { keyOfRecord, type RecordOf } from '../tables';
import { COUNTER_FIELDS, counterKey, isCounterKey, readCounter, settleCounters } from './counters';
import { gatherPayload, PAYLOAD_PREFIX, withPath } from './json-paths';
import { isSyncedTable, tablesOfDocument, type DocumentKind, type SyncedTable } from './placement';
import { recordLabel, refusal, schemaProblems, type Refusal } from './refusals';
import { DELETED, type Tombstone } from './write-record';

/**
 * Records out of a shared document, each checked as an import is before it may reach this device's database: the
 * record schema (shape and range: HP 10⁹ is refused), its key and campaign (a player cannot move a character into
 * another campaign, nor one document's record into another), and the relations (record-relations.ts). What fails comes
 * back as a refusal in a player's words, and the rest of the document is still read; nothing here throws.
 */

/** `systemId`: the game the campaign plays, whose pack's schemas check the payloads (Eos when not given). */
export type ReadContext =
  | { kind: 'campaign'; campaignId: string; systemId?: SystemId; houseRules?: HouseRules }
  | { kind: 'character'; campaignId: string; characterId: string; systemId?: SystemId; houseRules?: HouseRules };

/** The pack's payload schemas, loaded (this module checks synchronously); Eos's are always at hand. */
function payloadSchemasFor(systemId: SystemId) {
  return loadedPayloadSchemasOf(systemId) ?? (systemId === DEFAULT_SYSTEM_ID ? EOS_PAYLOAD_SCHEMAS : undefined);
}

const PAYLOAD_KIND = { characters: 'character', encounters: 'encounter' } as const;

export interface DeletedRecord extends Tombstone {
  table: SyncedTable;
  key: string;
}

export interface DocumentRead {
  records: { [T in SyncedTable]?: RecordOf<T>[] };
  deleted: DeletedRecord[];
  refusals: Refusal[];
}

const WHERE: Record<DocumentKind, string> = {
  campaign: 'the campaign’s shared document',
  character: 'a character’s shared document',
};

/** Records by table and key: what changed in a transaction (changedRecords), or what to read. */
export type RecordKeys = ReadonlyMap<SyncedTable, ReadonlySet<string>>;

/**
 * The records of `doc` and what is wrong with the rest. `only`: read just these records (those a remote update
 * changed), so a three-year campaign is not checked whole on every change; `deleted` always lists every tombstone.
 */
export function readDocument(doc: Y.Doc, context: ReadContext, only?: RecordKeys): DocumentRead {
  const read: DocumentRead = { records: {}, deleted: [], refusals: [] };
  try {
    const tables = tablesOfDocument(context.kind);
    for (const name of doc.share.keys()) {
      if (name === DELETED || (tables as string[]).includes(name)) continue;
      const what = isSyncedTable(name) ? `records of “${name}”, which belong elsewhere` : `unknown data “${name}”`;
      read.refusals.push(refusal(name, '', WHERE[context.kind], [`it holds ${what}`]));
    }
    const deleted = readTombstones(doc, tables, read);
    for (const table of tables) readTable(doc, table, context, deleted, read, only?.get(table) ?? (only && new Set()));
    checkDayLogs(doc, context, deleted, read);
  } catch (error) {
    read.refusals.push(refusal('', '', WHERE[context.kind], [`it could not be read (${String(error)})`]));
  }
  return read;
}

function readTombstones(doc: Y.Doc, tables: readonly SyncedTable[], read: DocumentRead): Set<string> {
  const keys = new Set<string>();
  for (const [name, value] of doc.getMap<unknown>(DELETED).entries()) {
    const slash = name.indexOf('/');
    const table = name.slice(0, slash);
    const key = name.slice(slash + 1);
    const tombstone = value as Partial<Record<keyof Tombstone, unknown>> | null;
    const whole =
      slash > 0 &&
      (tables as string[]).includes(table) &&
      isId(key) &&
      typeof tombstone === 'object' &&
      tombstone !== null &&
      typeof tombstone.by === 'string' &&
      tombstone.by.length <= 200 &&
      timestamp.safeParse(tombstone.at).success &&
      (tombstone.name === undefined || typeof tombstone.name === 'string');
    if (!whole) {
      read.refusals.push(refusal(DELETED, name, 'a deletion', ['it does not say which record, who or when']));
      continue;
    }
    keys.add(name);
    read.deleted.push({
      table: table as SyncedTable,
      key,
      by: tombstone.by as string,
      at: tombstone.at as number,
      ...(typeof tombstone.name === 'string' ? { name: tombstone.name } : {}),
    });
  }
  return keys;
}

function readTable<T extends SyncedTable>(
  doc: Y.Doc,
  table: T,
  context: ReadContext,
  deleted: ReadonlySet<string>,
  read: DocumentRead,
  keys: ReadonlySet<string> | undefined,
): void {
  const records: RecordOf<T>[] = [];
  const map = doc.getMap<unknown>(table);
  const entries =
    keys === undefined
      ? map.entries()
      : [...keys].filter((key) => map.has(key)).map((key) => [key, map.get(key)] as const);
  for (const [key, entry] of entries) {
    if (deleted.has(`${table}/${key}`)) continue; // the delete wins over any edit (write-record.ts)
    const fields = entry instanceof Y.Map ? plainFields(entry) : undefined;
    const label = recordLabel(table, key, fields);
    try {
      const result = checkRecord(table, key, entry, fields, context);
      if ('problems' in result) read.refusals.push(refusal(table, key, label, result.problems));
      else records.push(result.record);
    } catch (error) {
      read.refusals.push(refusal(table, key, label, [`it could not be checked (${String(error)})`]));
    }
  }
  if (records.length > 0) (read.records as Record<string, unknown[]>)[table] = records;
}

/** A record's fields as stored, counters left out; a key named like a built-in is kept as data for the schema to refuse. */
function plainFields(entry: Y.Map<unknown>): Record<string, unknown> {
  return gatherPayload(Object.fromEntries([...entry.entries()].filter(([field]) => !isCounterKey(field))));
}

/** A field's name as a refusal says it: a payload's field without its envelope ("system.build.exp" → "build.exp"). */
function shownField(field: string): string {
  return field.startsWith(PAYLOAD_PREFIX) ? field.slice(PAYLOAD_PREFIX.length) : field;
}

function checkRecord<T extends SyncedTable>(
  table: T,
  key: string,
  entry: unknown,
  fields: Record<string, unknown> | undefined,
  context: ReadContext,
): { record: RecordOf<T> } | { problems: string[] } {
  const keyProblem = reservedIdProblem(key) ?? (isId(key) ? null : 'it is filed under something that is not an id');
  if (keyProblem !== null) return { problems: [keyProblem] };
  if (!(entry instanceof Y.Map) || fields === undefined) return { problems: ['it is not a record'] };
  // Looked for in the map itself: a payload field ("system.notes") is named as the sheet names it ("notes").
  const nested = [...entry.entries()].flatMap(([field, value]) =>
    !isCounterKey(field) && value instanceof Y.AbstractType ? [shownField(field)] : [],
  );
  if (nested.length > 0) return { problems: nested.map((field) => `${field}: expected a value, got a shared type`) };
  let raw: unknown = fields;
  const counters = COUNTER_FIELDS[table] ?? [];
  for (const counter of counters) {
    if (!entry.has(counterKey(counter))) continue;
    const value = readCounter(entry.get(counterKey(counter)), counter, raw, context.houseRules);
    if ('problem' in value) return { problems: [`${shownField(counter.path.join('.'))}: ${value.problem}`] };
    raw = withPath(raw, counter.path, value.value);
  }
  const parsed = RECORD_SCHEMAS[table].safeParse(raw, { reportInput: true });
  if (!parsed.success) return { problems: schemaProblems(parsed.error) };
  const systemId = context.systemId ?? DEFAULT_SYSTEM_ID;
  if (table === 'characters' || table === 'encounters') {
    const schemas = payloadSchemasFor(systemId);
    if (schemas === undefined) return { problems: [unknownSystemMessage(systemId)] };
    // The payload's problems are named by its own fields ("currentHp: …"), as the sheet shows them.
    const payload = schemas[PAYLOAD_KIND[table as 'characters' | 'encounters']].safeParse(
      (parsed.data as { system: unknown }).system,
      {
        reportInput: true,
      },
    );
    if (!payload.success) return { problems: schemaProblems(payload.error) };
  }
  const record = settleCounters(parsed.data as RecordOf<T>, counters, context.houseRules);
  const problems: string[] = [];
  if (String(keyOfRecord(table, record as object)) !== key) problems.push(`it is filed under another id (“${key}”)`);
  const campaignId =
    table === 'campaigns' ? (record as { id: string }).id : (record as { campaignId: string }).campaignId;
  if (campaignId !== context.campaignId) problems.push(`it belongs to another campaign (“${campaignId}”)`);
  if (context.kind === 'character' && key !== context.characterId) {
    problems.push(`it was put into the document of another character (“${context.characterId}”)`);
  }
  // The relations are Eos's (its sheets and fights).
  if (table === 'characters' && systemId === DEFAULT_SYSTEM_ID) {
    problems.push(...characterRecordProblems(toEosCharacter(record as RecordOf<'characters'>), context.houseRules));
  }
  if (table === 'encounters' && systemId === DEFAULT_SYSTEM_ID) {
    problems.push(...encounterRecordProblems(toEosEncounter(record as RecordOf<'encounters'>)));
  }
  return problems.length > 0 ? { problems } : { record };
}

/**
 * The day logs' relations need the campaign's calendar day and which log is the newest: the calendar read (or, when
 * only some records are read, checked on its own) and the highest day logged before it.
 */
function checkDayLogs(doc: Y.Doc, context: ReadContext, deleted: ReadonlySet<string>, read: DocumentRead): void {
  const logs = read.records.dayLogs;
  if (logs === undefined) return;
  let calendar = read.records.calendars?.[0];
  if (calendar === undefined) {
    const scratch: DocumentRead = { records: {}, deleted: [], refusals: [] };
    readTable(doc, 'calendars', context, deleted, scratch, undefined);
    calendar = scratch.records.calendars?.[0];
  }
  const calendarDay = calendar?.state.day;
  let newestDay = -Infinity;
  for (const [key, entry] of doc.getMap<unknown>('dayLogs').entries()) {
    const day: unknown = entry instanceof Y.Map ? entry.get('day') : undefined;
    if (deleted.has(`dayLogs/${key}`) || !Number.isSafeInteger(day)) continue;
    if ((calendarDay === undefined || (day as number) < calendarDay) && (day as number) > newestDay)
      newestDay = day as number;
  }
  const kept = logs.filter((log) => {
    const problems = dayLogProblems(log, {
      campaignId: context.campaignId,
      calendarDay,
      newest: log.day === newestDay,
    });
    if (problems.length > 0) {
      read.refusals.push(refusal('dayLogs', log.id, recordLabel('dayLogs', log.id, log), problems));
    }
    return problems.length === 0;
  });
  if (kept.length > 0) read.records.dayLogs = kept;
  else delete read.records.dayLogs;
}

/**
 * The records a transaction changed (`doc.on('afterTransaction', …)` or an update's observer): a field or counter of
 * a record, a record added or removed, a tombstone. Read them with readDocument's `only`.
 */
/** Any shared type of a document, as Yjs types them. */
type SharedType = Y.Doc['share'] extends Map<string, infer T> ? T : never;

export function changedRecords(doc: Y.Doc, transaction: Y.Transaction): RecordKeys {
  const roots = new Map<SharedType, string>();
  for (const [name, type] of doc.share) roots.set(type, name);
  const changed = new Map<SyncedTable, Set<string>>();
  const add = (table: string, key: string | null | undefined) => {
    if (!isSyncedTable(table) || typeof key !== 'string') return;
    const keys = changed.get(table) ?? new Set<string>();
    changed.set(table, keys.add(key));
  };
  for (const [type, keys] of transaction.changed) {
    const root = roots.get(type);
    if (root === DELETED) {
      for (const key of keys) if (key !== null) add(key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1));
    } else if (root !== undefined) {
      for (const key of keys) add(root, key);
    } else {
      // A record's map, or a counter inside one: climb to the map that sits in a table.
      let at: SharedType = type;
      while (at.parent !== null && !roots.has(at.parent)) at = at.parent;
      if (at.parent !== null) add(roots.get(at.parent)!, at._item?.parentSub);
    }
  }
  return changed;
}
