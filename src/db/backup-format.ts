import { type HouseRules, listRulings } from '../systems/eos/rules';
import { canonicalJson } from './backup-codec';
import type { CampaignRecord } from './campaign';
import type { StoredRecord, SystemId } from './envelope';
import type { CampaignTables } from './tables';

/**
 * The backup file format. One JSON file holds a whole campaign or one character:
 *
 *   { format: 'eos-table-companion', formatVersion: 2, appVersion: '0.1.0', exportedAt: '2026-01-05T18:30:00.000Z',
 *     kind: 'campaign' | 'character', checksum: <SHA-256 of the payload's canonical JSON>, payload }
 *
 * A campaign's payload is its record (with the game it plays, `campaign.systemId`, and that game's house rules,
 * `campaign.houseRules`), every record of every per-campaign table (`tables.characters`, `tables.encounters` …:
 * TABLE_SCOPES decides which; characters and fights as envelopes around their pack's `system` payload), and the
 * rulings version the app followed. Restore points store the same payload, in the format version they were made in.
 *
 * When the format changes — a record gains or loses a field, a table is renamed — FORMAT_VERSION goes up, and a named
 * migration in backup-migrations.ts turns a file of the version before into this one (with a test and a fixture). An
 * app refuses a file of a newer format: it would drop what it does not know.
 */
export const BACKUP_FORMAT = 'eos-table-companion';

/**
 * 0: the prototype's files (no checksum, characters without gear). 1: the first release. 2: the core/packs seam (issue
 * 18): the campaign names its game (`systemId`), characters and fights are envelopes around the game's `system` payload.
 */
export const FORMAT_VERSION = 2;

/**
 * Files larger than this are refused before they are read. Three in-game years of a party of twelve (every day logged
 * with what undo needs, 200 fights) is about 27 MB (`npm run bench` makes one): room for twice that.
 */
export const MAX_BACKUP_BYTES = 64_000_000;

export type BackupKind = 'campaign' | 'character';

export interface CampaignPayload {
  campaign: CampaignRecord;
  /** Every per-campaign table's records; a table missing from a file counts as empty. */
  tables: CampaignTables;
  rulingsVersion: string;
}

export interface CharacterPayload {
  /** The character as stored: the envelope and its game's payload. */
  character: StoredRecord;
  /** The game it was made for: it can only join a campaign of that game. */
  systemId: SystemId;
  /** The campaign it came from and that campaign's house rules (its pack's), for the player's information. */
  campaignName: string;
  houseRules: HouseRules;
  rulingsVersion: string;
}

export interface PayloadOf {
  campaign: CampaignPayload;
  character: CharacterPayload;
}

export interface BackupFile<K extends BackupKind = BackupKind> {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** ISO 8601, UTC. */
  exportedAt: string;
  kind: K;
  checksum: string;
  payload: PayloadOf[K];
}

/** 32-bit FNV-1a of a string, as 8 hex digits: a short fingerprint, not a security checksum. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Which set of rulings the app follows: their count and a fingerprint of each ruling's id, reading and house-rule key
 * ("42-1a2b3c4d"). A file made under other rulings still imports; the import says the readings may have changed.
 */
export const RULINGS_VERSION: string = (() => {
  const rulings = listRulings();
  const fingerprint = canonicalJson(rulings.map((r) => [r.id, r.reading, r.houseRule?.key ?? null]));
  return `${rulings.length}-${fnv1a(fingerprint)}`;
})();

/** "2026-01-05": a date in the player's local calendar. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Example: The Frozen Coast" → "example-the-frozen-coast"; letters of any script are kept. */
function slug(name: string): string {
  const s = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return s === '' ? 'unnamed' : s;
}

/** "eos-campaign-example-the-frozen-coast-2026-01-05.json", "eos-character-maren-holt-2026-01-05.json". */
export function backupFileName(kind: BackupKind, name: string, now: Date): string {
  return `eos-${kind}-${slug(name)}-${localDate(now)}.json`;
}
