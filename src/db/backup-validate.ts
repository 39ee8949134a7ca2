import { z } from 'zod';
import type { HouseRules } from '../systems/eos/rules';
import { payloadChecksum, sha256Hex, sha256HexOfBytes } from './backup-codec';
import {
  BACKUP_FORMAT,
  FORMAT_VERSION,
  MAX_BACKUP_BYTES,
  RULINGS_VERSION,
  type CampaignPayload,
  type CharacterPayload,
} from './backup-format';
import { migrateToCurrent } from './backup-migrations';
import { campaignDataOf } from './campaign-data';
import type { CampaignRecord } from './campaign';
import { DEFAULT_SYSTEM_ID, type StoredRecord, type SystemId } from './envelope';
import { toEosCharacter, toEosEncounter } from './eos-records';
import { BackupError } from './errors';
import { payloadSchemasOf, unknownSystemMessage, type PayloadSchemas } from './payload-schemas';
import { campaignRelationProblems } from './record-relations';
import { recordSchemaOf } from './record-schemas';
import { CampaignRecordSchema, systemId as SystemIdSchema } from './schemas/campaign';
import { RecordEnvelopeSchema } from './schemas/envelope';
import { name } from './schemas/fields';
import {
  CAMPAIGN_TABLES,
  keyOfRecord,
  MAX_RECORDS,
  primaryKeyOf,
  type CampaignData,
  type CampaignTableName,
} from './tables';

/**
 * Reading a backup file, step by step, before anything is written: size → JSON → shape limits (depth, list lengths,
 * prototype keys) → format and version → checksum → migrations → every record against its schema (record-schemas.ts)
 * and against the others (ids, campaign). Every refusal is a BackupError whose message says what is wrong in a player's
 * words and whose `problems` say where.
 */

/** The deepest nesting a file may have: records are a dozen levels deep; junk nested thousands deep is refused. */
export const MAX_DEPTH = 64;
/** The longest list a file may hold (records of one table, a log, a list of items). */
export const MAX_LIST_LENGTH = 100_000;
/** How many problems a refusal lists; validation stops looking after that. */
export const MAX_LISTED_PROBLEMS = 20;
/** Keys that could reach an object's prototype in code that copies objects carelessly: refused anywhere in a file. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface BackupInfo {
  /** The format version of the file as it was read (before migrations). */
  formatVersion: number;
  appVersion: string;
  exportedAt: string;
  /** What a player should know: an older format brought up to date, other rulings. */
  notes: string[];
}

export type DecodedBackup =
  | { kind: 'campaign'; data: CampaignData; info: BackupInfo }
  | {
      kind: 'character';
      /** The character as stored: envelope and payload (an Eos sheet: toEosCharacter). */
      character: StoredRecord;
      /** The game it is of: it joins only a campaign of that game. */
      systemId: SystemId;
      campaignName: string;
      houseRules: HouseRules;
      info: BackupInfo;
    };

// ---------------------------------------------------------------------------------------------------------------------
// Messages

/**
 * "characters[2].build.creationStats.body": where in the file, from the payload down ("payload.tables." left out, and
 * the envelope's `system`: a player reads the sheet's fields as fields of the character, as the app shows them).
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let parts = [...path];
  if (parts[0] === 'payload') parts = parts.slice(1);
  if (parts[0] === 'tables' && parts.length > 1) parts = parts.slice(1);
  parts = parts.filter(
    (part, i) =>
      !(part === 'system' && i > 0 && (typeof parts[i - 1] === 'number' || (i === 1 && parts[0] === 'character'))),
  );
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (typeof part === 'string' && /^[A-Za-z_$][\w$-]*$/u.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(String(part))}]`;
  }
  return out === '' ? 'the file' : out;
}

/** A value as a message shows it: -3, “Ada”, a list of 3, an object, nothing. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length.toLocaleString('en')}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
  null: 'null',
};

/** Zod's messages in a player's words, for the issues our schemas do not word themselves. */
const friendlyError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `“${k}”`).join(', ')}`;
    case 'invalid_value':
      return issue.values.length <= 6
        ? `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`
        : `expected one of the ${issue.values.length} values this app knows`;
    case 'too_big':
      return issue.origin === 'array'
        ? `expected at most ${Number(issue.maximum).toLocaleString('en')} entries`
        : issue.origin === 'string'
          ? `expected at most ${Number(issue.maximum).toLocaleString('en')} characters`
          : undefined;
    case 'too_small':
      return issue.origin === 'array' ? `expected at least ${Number(issue.minimum)} entries` : undefined;
    case 'invalid_key':
      return 'a key this app does not know';
    case 'invalid_union':
      return 'expected one of the allowed forms';
    default:
      return undefined;
  }
};

/** Issues whose message ends well with what was found: "…, got -3". */
const SHOWS_INPUT: ReadonlySet<string> = new Set([
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_value',
  'invalid_format',
  'not_multiple_of',
  'invalid_union',
]);

function describeIssue(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): string {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_key') {
    const key = issue.path.length > 0 ? issue.path[issue.path.length - 1] : undefined;
    const inner = issue.issues[0]?.message;
    return `${formatPath(path)}: ${inner ?? issue.message}, got ${shown(key)}`;
  }
  if (!SHOWS_INPUT.has(issue.code) || !('input' in issue)) return `${formatPath(path)}: ${issue.message}`;
  // A discriminated union reports at its key ("portrait.kind") with the whole object as input: show the key's value.
  const last = issue.path[issue.path.length - 1];
  const input =
    typeof last === 'string' && typeof issue.input === 'object' && issue.input !== null && last in issue.input
      ? (issue.input as Record<string, unknown>)[last]
      : issue.input;
  return `${formatPath(path)}: ${issue.message}, got ${shown(input)}`;
}

/** Collects problems up to MAX_LISTED_PROBLEMS; `full` tells the validators to stop looking. */
class Problems {
  readonly list: string[] = [];
  total = 0;
  add(problem: string) {
    this.total += 1;
    if (this.list.length < MAX_LISTED_PROBLEMS) this.list.push(problem);
  }
  get full() {
    return this.total >= MAX_LISTED_PROBLEMS;
  }
  /** Validates `value` with `schema`, recording each issue under `prefix`; returns the data when valid. */
  check<T>(schema: z.ZodType<T>, value: unknown, prefix: readonly PropertyKey[]): T | undefined {
    const result = schema.safeParse(value, { reportInput: true, error: friendlyError });
    if (result.success) return result.data;
    for (const issue of result.error.issues) this.add(describeIssue(issue, prefix));
    return undefined;
  }
}

function refuse(problems: Problems): never {
  const count = problems.total >= MAX_LISTED_PROBLEMS ? `${MAX_LISTED_PROBLEMS} or more` : String(problems.total);
  const what = problems.total === 1 ? 'a problem' : `${count} problems`;
  throw new BackupError(`This backup has ${what}, so nothing was imported.`, problems.list);
}

// ---------------------------------------------------------------------------------------------------------------------
// Steps

/** Refuses a file over MAX_BACKUP_BYTES, before it is read. */
export function checkBackupSize(bytes: number): void {
  if (bytes <= MAX_BACKUP_BYTES) return;
  const mb = (n: number) => `${(n / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
  throw new BackupError(
    `This file is ${mb(bytes)}; a backup can be at most ${mb(MAX_BACKUP_BYTES)}. Choose the backup file the app exported (years of play stay well under that).`,
  );
}

/**
 * True when JSON text stops in the middle: inside a string, or with a list or object still open. Browsers word their
 * parse errors differently, so the file is read here rather than the error message.
 */
function looksCutOff(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

/** Where the parser stopped, in words: "line 3, character 14", from the offset it reports (engines word it apart). */
function placeOf(body: string, error: unknown): string | null {
  const offset = Number(/position (\d+)/u.exec(error instanceof Error ? error.message : '')?.[1] ?? NaN);
  if (!Number.isInteger(offset) || offset > body.length) return null;
  const before = body.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, character ${offset - before.lastIndexOf('\n')}`;
}

/** The first visible characters of a file, to tell the player which file they picked. */
function opening(body: string): string {
  const visible = body.replace(/[^\p{L}\p{N}\p{P}\p{Zs}]/gu, ' ').trim();
  return visible.length > 30 ? `${visible.slice(0, 30)}…` : visible;
}

/**
 * JSON.parse with messages that tell a cut-off file from one that is not a backup at all. The parser's own words
 * ("Unexpected token 'h' …") never reach the player: they say where, in lines and characters, or what the file begins
 * with.
 */
export function parseBackupJson(text: string): unknown {
  const body = text.replace(/^\uFEFF/u, '');
  if (body.trim() === '') throw new BackupError('The file is empty: it holds no backup.');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    if (!/^\s*[{[]/u.test(body)) {
      const start = opening(body);
      throw new BackupError(
        'This is not a backup file from this app: a backup is the file that “Export” saves, and this one holds something else. Choose another file.',
        start === '' ? [] : [`This file begins “${start}”.`],
      );
    }
    if (looksCutOff(body)) {
      throw new BackupError(
        'The file ends too early: it was cut off while being saved or copied. Export it again, or use another copy.',
      );
    }
    const place = placeOf(body, error);
    throw new BackupError(
      'The file is damaged: its text is broken, so nothing was imported.',
      place === null ? [] : [`The text stops making sense at ${place}.`],
    );
  }
}

/**
 * Walks the parsed JSON once (without recursion: junk may nest deeper than the call stack) and refuses keys that reach
 * prototypes, nesting deeper than MAX_DEPTH and lists longer than MAX_LIST_LENGTH.
 */
export function inspectJson(root: unknown): void {
  const problems = new Problems();
  // Where each value sits, as a link to its parent: a file of years holds millions of values, and the path is spelled
  // out only for the few that have a problem.
  interface Place {
    parent: Place | null;
    key: PropertyKey;
    depth: number;
  }
  const pathOf = (place: Place | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let p = place; p !== null; p = p.parent) path.push(p.key);
    return path.reverse();
  };
  const stack: { value: unknown; place: Place | null }[] = [{ value: root, place: null }];
  while (stack.length > 0 && !problems.full) {
    const { value, place } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const depth = place?.depth ?? 0;
    if (depth >= MAX_DEPTH) {
      problems.add(`${formatPath(pathOf(place))}: nested more than ${MAX_DEPTH} levels deep; a backup never is`);
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_LENGTH) {
        problems.add(
          `${formatPath(pathOf(place))}: a list of ${value.length.toLocaleString('en')} entries; a backup holds at most ${MAX_LIST_LENGTH.toLocaleString('en')}`,
        );
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) {
        const item: unknown = value[i];
        if (item !== null && typeof item === 'object') {
          stack.push({ value: item, place: { parent: place, key: i, depth: depth + 1 } });
        }
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) {
        problems.add(`${formatPath(pathOf(place))}: the key “${key}” is not allowed in a backup`);
        continue;
      }
      const item = (value as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') {
        stack.push({ value: item, place: { parent: place, key, depth: depth + 1 } });
      }
    }
  }
  if (problems.total > 0) refuse(problems);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's format version after checking it is our format; refuses a newer one ("update first") or nonsense. */
export function readFormatVersion(file: unknown): number {
  if (!isObject(file) || file.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `This JSON file is not an Eos Table Companion backup (it lacks "format": "${BACKUP_FORMAT}").`,
    );
  }
  const version = file.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new BackupError(`This backup's format version, ${shown(version)}, is not one this app knows.`, [
      `formatVersion: expected a whole number from 0 to ${FORMAT_VERSION}, got ${shown(version)}`,
    ]);
  }
  if (version > FORMAT_VERSION) {
    throw new BackupError(
      `This backup was made by a newer version of the app (backup format ${version}; this one reads up to ${FORMAT_VERSION}) — update first: reload the app, or press Update when it offers one, then import again.`,
    );
  }
  return version;
}

const isoTime = z
  .string({ error: 'expected a date and time' })
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), {
    error: 'expected a date and time such as “2026-01-05T18:30:00.000Z”',
  });

const appVersion = z
  .string({ error: 'expected text' })
  .regex(/^[\w .()+-]{1,50}$/u, { error: 'expected a version such as “0.1.0”' });

const checksum = z
  .string({ error: 'expected a checksum' })
  .regex(/^[0-9a-f]{64}$/u, { error: 'expected a SHA-256 checksum (64 hex digits)' });

/** The file's envelope as every format since 1 writes it (checked before the checksum, on every file that has one). */
const EnvelopeSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number(),
  appVersion,
  exportedAt: isoTime,
  kind: z.enum(['campaign', 'character'], { error: 'expected "campaign" or "character"' }),
  checksum,
  payload: z.unknown(),
});

/** After migrations: the current version, and no checksum for a format-0 file. */
const MigratedEnvelopeSchema = EnvelopeSchema.extend({
  formatVersion: z.literal(FORMAT_VERSION),
  checksum: checksum.nullable(),
});

const CampaignPayloadShape = z.strictObject({
  campaign: CampaignRecordSchema,
  tables: z.record(z.string(), z.unknown(), { error: 'expected an object of tables' }),
  rulingsVersion: z.string().max(100),
});

const CharacterPayloadShape = z.strictObject({
  character: RecordEnvelopeSchema,
  systemId: SystemIdSchema,
  campaignName: name,
  houseRules: z.record(z.string(), z.unknown(), { error: 'expected the house rules (an object)' }),
  rulingsVersion: z.string().max(100),
});

/**
 * The payload schemas of the game `systemId` names, or undefined with the problem recorded at `where` (a game this app
 * has no pack of: its records cannot be checked, so they are refused, never stored unchecked).
 */
async function packSchemas(problems: Problems, systemId: unknown, where: string): Promise<PayloadSchemas | undefined> {
  if (typeof systemId !== 'string') return undefined; // the campaign's own schema names it
  const schemas = await payloadSchemasOf(systemId);
  if (schemas === undefined) problems.add(`${where}: ${unknownSystemMessage(systemId)}`);
  return schemas;
}

/** The pack's house rules of a campaign or character file, checked by the pack's schema (none: none may be set). */
function checkHouseRules(
  problems: Problems,
  schemas: PayloadSchemas,
  houseRules: unknown,
  path: readonly PropertyKey[],
): void {
  if (houseRules === undefined) return;
  if (schemas.houseRules) problems.check(schemas.houseRules, houseRules, path);
  else if (typeof houseRules === 'object' && houseRules !== null && Object.keys(houseRules).length > 0) {
    problems.add(`${formatPath(path)}: this game has no house rules, got ${shown(houseRules)}`);
  }
}

/** The payload schema of a table's records, for the tables whose records are envelopes. */
const PAYLOAD_OF: Partial<Record<CampaignTableName, keyof PayloadSchemas & ('character' | 'encounter')>> = {
  characters: 'character',
  encounters: 'encounter',
};

/**
 * Every per-campaign table of the payload against its record schema, then the records against each other: each record
 * belongs to the file's campaign, and no id is used twice (a record keyed by 'id' never takes the campaign's own id).
 */
function validateTables(
  problems: Problems,
  fileTables: Record<string, unknown>,
  campaign: CampaignRecord | undefined,
  schemas: PayloadSchemas | undefined,
): CampaignPayload['tables'] {
  const campaignId = campaign?.id;
  const tables: Partial<Record<CampaignTableName, unknown[]>> = {};
  for (const [table, records] of Object.entries(fileTables)) {
    if (problems.full) break;
    if (!(CAMPAIGN_TABLES as readonly string[]).includes(table)) {
      problems.add(`tables: “${table}” is not a table a campaign backup holds`);
      continue;
    }
    const name = table as CampaignTableName;
    if (!Array.isArray(records)) {
      problems.add(`${name}: expected a list of records, got ${shown(records)}`);
      continue;
    }
    if (records.length > MAX_RECORDS[name]) {
      problems.add(
        `${name}: ${records.length.toLocaleString('en')} records; a campaign holds at most ${MAX_RECORDS[name].toLocaleString('en')}`,
      );
      continue;
    }
    const schema = recordSchemaOf(name);
    if (schema === undefined) {
      if (records.length > 0) problems.add(`${name}: this version of the app cannot check these records yet`);
      tables[name] = [];
      continue;
    }
    const payloadKind = PAYLOAD_OF[name];
    const payloadSchema = payloadKind && schemas?.[payloadKind];
    if (payloadKind && payloadSchema === undefined && records.length > 0) {
      // The game is unknown (said once, at the campaign), or the campaign is not valid: its records cannot be checked.
      tables[name] = [];
      continue;
    }
    const valid: unknown[] = [];
    for (let i = 0; i < records.length && !problems.full; i++) {
      // The record schemas only check, never change a value (a guard test keeps it so): a valid record is kept as it
      // came, in the file's order of keys, which for a file this app exported is already the order an export writes.
      const where = ['payload', 'tables', name, i];
      const record = problems.check(schema, records[i], where);
      // The payload is checked even when the envelope is not, so one refusal lists both (a bad name and a bad tier).
      const system = (records[i] as { system?: unknown } | null)?.system;
      const payloadValid =
        payloadSchema === undefined ||
        (typeof system === 'object' && system !== null
          ? problems.check(payloadSchema, system, [...where, 'system']) !== undefined
          : false);
      if (record !== undefined && payloadValid) valid.push(records[i]);
    }
    tables[name] = valid;
  }
  if (problems.total > 0 || campaignId === undefined) return tables as CampaignPayload['tables'];

  const owners = new Map<string, string>([[campaignId, 'campaign.id']]);
  for (const name of CAMPAIGN_TABLES) {
    const keyPath = primaryKeyOf(name);
    const seen = new Map<unknown, number>();
    (tables[name] ?? []).forEach((record, i) => {
      const where = `${name}[${i}]`;
      const owner = (record as { campaignId: unknown }).campaignId;
      if (owner !== campaignId) {
        problems.add(
          `${where}.campaignId: belongs to another campaign (${shown(owner)}), not to this file's campaign (${shown(campaignId)})`,
        );
      }
      const key = keyOfRecord(name, record as object);
      const twice = seen.get(key);
      if (twice !== undefined) {
        problems.add(`${where}.${keyPath}: ${shown(key)} is used twice in this file (also ${name}[${twice}])`);
      }
      seen.set(key, i);
      if (keyPath !== 'campaignId' && typeof key === 'string') {
        const other = owners.get(key);
        if (other === 'campaign.id') {
          problems.add(`${where}.${keyPath}: ${shown(key)} is the campaign's own id; every record needs its own id`);
        } else if (other !== undefined && twice === undefined) {
          problems.add(`${where}.${keyPath}: ${shown(key)} is also the id of ${other}; every record needs its own id`);
        }
        owners.set(key, where);
      }
    });
  }
  if (problems.total > 0 || campaign === undefined) return tables as CampaignPayload['tables'];
  // The relations are Eos's (its sheets, fights and days); another pack's records are checked by its schemas only.
  if (campaign.systemId !== DEFAULT_SYSTEM_ID) return tables as CampaignPayload['tables'];
  const data = campaignDataOf({ campaign, tables: tables as CampaignPayload['tables'], rulingsVersion: '' });
  const eos = {
    ...data,
    characters: data.characters.map(toEosCharacter),
    encounters: data.encounters.map(toEosEncounter),
  };
  for (const { where, message } of campaignRelationProblems(eos)) problems.add(`${where}: ${message}`);
  return tables as CampaignPayload['tables'];
}

function notesFor(version: number, rulingsVersion: string): string[] {
  const notes: string[] = [];
  if (version < FORMAT_VERSION) {
    notes.push(
      `This file was made by an older version of the app (backup format ${version}); it was brought up to date.`,
    );
  }
  if (rulingsVersion !== RULINGS_VERSION) {
    notes.push(
      'This file was made when the app followed a different set of rulings; the Rulings page shows the readings used now.',
    );
  }
  return notes;
}

/**
 * A parsed backup (or restore point) checked all the way: format and version, checksum (files of the current format),
 * migrations, schemas, ids. Throws BackupError; writes nothing.
 */
export async function decodeBackupValue(value: unknown, source?: BackupSource): Promise<DecodedBackup> {
  inspectJson(value);
  const version = readFormatVersion(value);
  let file = value as Record<string, unknown>;
  const problems = new Problems();
  // Every format since 1 has a checksum of its payload as written: checked before any migration changes the payload.
  if (version >= 1) {
    problems.check(EnvelopeSchema, file, []);
    if (problems.total > 0) refuse(problems);
    if (!(await checksumMatches(file, source))) {
      throw new BackupError(
        'The file was changed after it was exported (its checksum does not match), so it cannot be trusted and nothing was imported. Use an unchanged copy of the backup.',
      );
    }
  }
  if (version < FORMAT_VERSION) file = migrateToCurrent(file, version).file;

  const envelope = problems.check(MigratedEnvelopeSchema, file, []);
  if (!envelope) refuse(problems);
  const info = (rulingsVersion: string): BackupInfo => ({
    formatVersion: version,
    appVersion: envelope.appVersion,
    exportedAt: envelope.exportedAt,
    notes: notesFor(version, rulingsVersion),
  });

  if (envelope.kind === 'character') {
    const payload = problems.check(CharacterPayloadShape, envelope.payload, ['payload']);
    if (!payload) refuse(problems);
    const schemas = await packSchemas(problems, payload.systemId, 'systemId');
    if (schemas) {
      problems.check(schemas.character, payload.character.system, ['payload', 'character', 'system']);
      checkHouseRules(problems, schemas, payload.houseRules, ['payload', 'houseRules']);
    }
    if (problems.total > 0) refuse(problems);
    const { character, systemId, campaignName, houseRules, rulingsVersion } = payload as CharacterPayload;
    return { kind: 'character', character, systemId, campaignName, houseRules, info: info(rulingsVersion) };
  }

  const shape = problems.check(CampaignPayloadShape, envelope.payload, ['payload']);
  const rawCampaign = (envelope.payload as { campaign?: { systemId?: unknown; houseRules?: unknown } } | null)
    ?.campaign;
  const schemas = await packSchemas(problems, rawCampaign?.systemId, 'campaign.systemId');
  if (schemas && shape)
    checkHouseRules(problems, schemas, shape.campaign.houseRules, ['payload', 'campaign', 'houseRules']);
  // The tables are checked even when the campaign is not, so one refusal lists every problem it can find.
  const rawTables = (envelope.payload as { tables?: unknown } | null)?.tables;
  const tables =
    typeof rawTables === 'object' && rawTables !== null && !Array.isArray(rawTables)
      ? validateTables(problems, rawTables as Record<string, unknown>, shape?.campaign, schemas)
      : undefined;
  if (!shape || !tables || problems.total > 0) refuse(problems);
  const payload: CampaignPayload = { campaign: shape.campaign, tables, rulingsVersion: shape.rulingsVersion };
  return { kind: 'campaign', data: campaignDataOf(payload), info: info(shape.rulingsVersion) };
}

/** A backup file as read: its text, and where it came from a file, its bytes (the checksum is taken of those as they are). */
export interface BackupSource {
  text: string;
  bytes?: Uint8Array<ArrayBuffer>;
}

const PAYLOAD_KEY = '"payload":';
const CLOSING_BRACE = 0x7d;

/**
 * The payload as written in the file, as bytes: from after `"payload":` to the file's last `}`. Null when the bytes were
 * not read, or the text before the payload is not plain ASCII (its character and byte positions then differ).
 */
function payloadBytes({ text, bytes }: BackupSource, start: number): Uint8Array<ArrayBuffer> | null {
  if (bytes === undefined) return null;
  for (let i = 0; i < PAYLOAD_KEY.length; i++) {
    if (bytes[start + i] !== PAYLOAD_KEY.charCodeAt(i)) return null;
  }
  const end = bytes.lastIndexOf(CLOSING_BRACE);
  return end > start && text.length > 0 ? bytes.subarray(start + PAYLOAD_KEY.length, end) : null;
}

/**
 * Whether the payload's checksum is the one the file states. A file this app exported holds the payload last, written
 * as its canonical JSON: the checksum is taken of that part of the file as it stands (one pass over the bytes, not
 * encoded again). Any other file — re-indented, written by an older version, or changed — is checked the long way,
 * from the parsed payload.
 */
async function checksumMatches(file: Record<string, unknown>, source: BackupSource | undefined): Promise<boolean> {
  if (source !== undefined) {
    const { text } = source;
    const start = text.indexOf(PAYLOAD_KEY);
    const end = text.lastIndexOf('}');
    if (start !== -1 && end > start) {
      const bytes = payloadBytes(source, start);
      const written =
        bytes !== null ? await sha256HexOfBytes(bytes) : await sha256Hex(text.slice(start + PAYLOAD_KEY.length, end));
      if (written === file.checksum) return true;
    }
  }
  return (await payloadChecksum(file.payload)) === file.checksum;
}

/** A backup file's text (and bytes, when read from a file), checked all the way (see decodeBackupValue). */
export async function decodeBackupText(source: string | BackupSource): Promise<DecodedBackup> {
  const read = typeof source === 'string' ? { text: source } : source;
  checkBackupSize(read.text.length); // a string's length in UTF-16 units; readBackupFile checks the bytes before reading
  return decodeBackupValue(parseBackupJson(read.text), read);
}

/** The bytes of a file or blob (Blob.arrayBuffer where the browser has it, FileReader otherwise). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file: the size is checked before a single byte is read. */
export async function readBackupFile(file: Blob): Promise<DecodedBackup> {
  checkBackupSize(file.size);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await readBytes(file));
  } catch (error) {
    throw new BackupError('The file could not be read. Choose it again, or copy it to this device first.', [], {
      cause: error,
    });
  }
  // Read once as bytes: the text is decoded from them (as Blob.text does), the checksum is taken of them.
  return decodeBackupText({ text: new TextDecoder().decode(bytes), bytes });
}
