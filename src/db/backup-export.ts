import { DEFAULT_SYSTEM_ID } from './envelope';
import { APP_VERSION } from './app-version';
import { canonicalJson, canonicalJsonParts, sha256HexOfBytes, utf8EncodeParts } from './backup-codec';
import {
  BACKUP_FORMAT,
  backupFileName,
  FORMAT_VERSION,
  RULINGS_VERSION,
  type BackupFile,
  type BackupKind,
  type CharacterPayload,
  type PayloadOf,
} from './backup-format';
import { campaignPayload, readCampaignData } from './campaign-data';
import { db } from './db';
import { toStorageError } from './errors';
import { campaignNotFound, characterNotFound, requireCampaign } from './records';
import type { BackupStatusRecord } from './snapshot';
import { writeTransaction } from './write';

/** A backup ready to download: the file's name and its text. */
export interface BackupDownload {
  fileName: string;
  text: string;
  /** Size of the text in UTF-16 code units (about the bytes of an ASCII file). */
  length: number;
  /** The same file as the browser saves it, the payload already UTF-8 (a Blob of `text` would encode it again). */
  parts: readonly BlobPart[];
}

/**
 * A backup file: the envelope, then the payload written as its canonical JSON — the very text the checksum is taken
 * of, so a campaign of years is serialized and encoded once, not twice. No indentation: a file of three years of play
 * is tens of MB, and a third of an indented one is spaces. (Key order means nothing to a reader; the checksum is of
 * the canonical JSON, whatever the layout of the file.) The payload is written a record at a time and encoded into one
 * buffer (canonicalJsonParts, utf8EncodeParts): the same bytes as one text, in a fraction of the time; `text` is only
 * the pieces joined end to end, which costs nothing until something reads it. `written`: records whose canonical JSON
 * is known already (serialized while the rest was read).
 */
async function backupFile<K extends BackupKind>(
  kind: K,
  name: string,
  payload: PayloadOf[K],
  now: Date,
  written?: WeakMap<object, string>,
): Promise<BackupDownload> {
  const payloadParts = canonicalJsonParts(payload, 3, written);
  const payloadBytes = utf8EncodeParts(payloadParts);
  const envelope: Omit<BackupFile<K>, 'payload'> = {
    format: BACKUP_FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: APP_VERSION,
    exportedAt: now.toISOString(),
    kind,
    checksum: await sha256HexOfBytes(payloadBytes),
  };
  const head = `${JSON.stringify(envelope).slice(0, -1)},"payload":`;
  let text = head;
  for (const part of payloadParts) text += part;
  text += '}\n';
  return { fileName: backupFileName(kind, name, now), text, length: text.length, parts: [head, payloadBytes, '}\n'] };
}

/**
 * A whole campaign as a backup file: the campaign (with its house rules), every record of every per-campaign table,
 * and the rulings version. Throws StorageError 'not-found'. Does not record the export: call recordExport once the
 * file is handed to the browser.
 */
export async function exportCampaign(campaignId: string, now: Date): Promise<BackupDownload> {
  // Each record is written as JSON as soon as it is read, while the database reads the next ones (the day logs of a
  // campaign of years come a hundred at a time): the file is then put together from texts already written.
  const written = new WeakMap<object, string>();
  let data;
  try {
    data = await readCampaignData(campaignId, (records) => {
      for (const record of records) written.set(record, canonicalJson(record));
    });
  } catch (error) {
    throw toStorageError(error);
  }
  if (!data) throw campaignNotFound();
  return backupFile('campaign', data.campaign.name, campaignPayload(data), now, written);
}

/** One character as a backup file, with its campaign's name and house rules for information. Throws 'not-found'. */
export async function exportCharacter(characterId: string, now: Date): Promise<BackupDownload> {
  let found;
  try {
    found = await db.transaction('r', [db.campaigns, db.characters], async () => {
      const character = await db.characters.get(characterId);
      return character && { character, campaign: await db.campaigns.get(character.campaignId) };
    });
  } catch (error) {
    throw toStorageError(error);
  }
  if (!found) throw characterNotFound();
  const payload: CharacterPayload = {
    character: found.character,
    systemId: found.campaign?.systemId ?? DEFAULT_SYSTEM_ID,
    campaignName: found.campaign?.name ?? 'Unknown campaign',
    houseRules: found.campaign?.houseRules ?? {},
    rulingsVersion: RULINGS_VERSION,
  };
  return backupFile('character', found.character.name, payload, now);
}

/** When a campaign was last exported from this device, and when its reminder was dismissed. */
export async function getBackupStatus(campaignId: string): Promise<BackupStatusRecord> {
  return (await db.backupStatus.get(campaignId)) ?? { id: campaignId, lastExportedAt: null, reminderDismissedAt: null };
}

async function updateBackupStatus(campaignId: string, change: Partial<BackupStatusRecord>): Promise<void> {
  await writeTransaction([db.campaigns, db.backupStatus], async () => {
    await requireCampaign(campaignId);
    const current = await getBackupStatus(campaignId);
    await db.backupStatus.put({ ...current, ...change, id: campaignId });
  });
}

/** Notes that the campaign was exported at `now` (the reminder waits another week). */
export function recordExport(campaignId: string, now: Date): Promise<void> {
  return updateBackupStatus(campaignId, { lastExportedAt: now.getTime(), reminderDismissedAt: null });
}

/** Hides the export reminder of a campaign for REMINDER_SNOOZE_DAYS. */
export function dismissExportReminder(campaignId: string, now: Date): Promise<void> {
  return updateBackupStatus(campaignId, { reminderDismissedAt: now.getTime() });
}

/** A campaign's last backup older than this (in real days) brings up the reminder. */
export const REMINDER_AFTER_DAYS = 7;
/** A dismissed reminder comes back after this many days if there is still no export. */
export const REMINDER_SNOOZE_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether to remind the players to export a campaign: its last export (or, never exported, its creation) is more than
 * REMINDER_AFTER_DAYS of real time ago, and the reminder was not dismissed within REMINDER_SNOOZE_DAYS.
 */
export function exportReminderDue(
  input: { campaignCreatedAt: number; lastExportedAt: number | null; reminderDismissedAt: number | null },
  now: Date,
): boolean {
  const since = input.lastExportedAt ?? input.campaignCreatedAt;
  if (now.getTime() - since <= REMINDER_AFTER_DAYS * DAY_MS) return false;
  return (
    input.reminderDismissedAt === null || now.getTime() - input.reminderDismissedAt > REMINDER_SNOOZE_DAYS * DAY_MS
  );
}
