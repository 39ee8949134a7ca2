import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  endDay,
  exportCampaign,
  importBackup,
  listCharacters,
  readBackupFile,
  startCalendar,
  updateCharacter,
} from '../../src/db';
import { campaignPayload, readCampaignData } from '../../src/db/campaign-data';
import { CAMPAIGN_TABLES } from '../../src/db/tables';
import { createSeededRandom } from '../../src/systems/eos/rules';
import { canonicalJson, gunzipText, payloadChecksum } from '../../src/db/backup-codec';
import { db } from '../../src/db/db';
import type { RestorePointReply, RestorePointRequest } from '../../src/db/restore-point-worker';
import { scheduledRestorePointsSettled, startNewRestorePointSession } from '../../src/db/restore-points';
import { dumpCampaign, refusal } from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter, setNow } from './helpers';

/**
 * Issue 7 (speed with a campaign of years): backup files written in one pass, checked in one pass, and the scheduled
 * restore points made by a worker, off the page. Behaviour only: the speed itself is `npm run bench`'s.
 */
freshDatabaseEachTest();
beforeEach(() => startNewRestorePointSession());
afterEach(() => scheduledRestorePointsSettled());

const JAN_5 = new Date(2026, 0, 5, 18, 30);

async function coast() {
  return createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
}

describe('a campaign file as exported', () => {
  it('is one line: the envelope, then the payload as its canonical JSON, whose SHA-256 is the checksum', async () => {
    const campaign = await coast();
    const file = await exportCampaign(campaign.id, JAN_5);
    expect(file.text.indexOf('\n')).toBe(file.text.length - 1);
    const parsed = JSON.parse(file.text) as { checksum: string; payload: unknown };
    const payloadText = file.text.slice(file.text.indexOf('"payload":') + '"payload":'.length, -2);
    expect(payloadText).toBe(canonicalJson(parsed.payload));
    expect(parsed.checksum).toBe(await payloadChecksum(parsed.payload));
  });

  it('hands the browser the same bytes as its text, the payload already encoded', async () => {
    const file = await exportCampaign((await coast()).id, JAN_5);
    const bytes = file.parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : part));
    expect(file.parts.some((part) => ArrayBuffer.isView(part) && part.byteLength > 100)).toBe(true);
    const saved = Buffer.concat(bytes.map((part) => Buffer.from(part as Uint8Array)));
    expect(saved.equals(Buffer.from(file.text, 'utf8'))).toBe(true);
  });

  it('still imports when a text editor re-indented it (the checksum is of the payload, not of the layout)', async () => {
    const campaign = await coast();
    const before = await dumpCampaign(campaign.id);
    const file = await exportCampaign(campaign.id, JAN_5);
    const indented = JSON.stringify(JSON.parse(file.text), null, 2);
    const decoded = await readBackupFile(new File([indented], 'indented.json'));
    await importBackup(decoded, { choice: 'replace' }, JAN_5);
    expect(await dumpCampaign(campaign.id)).toEqual(before);
  });

  it('is checked from its bytes as read, whatever characters the payload holds', async () => {
    const campaign = await createCampaignWithCharacters('Küste — 雪の海岸 🐺', [sampleCharacter('Åsa Ñoño')]);
    const before = await dumpCampaign(campaign.id);
    const file = await exportCampaign(campaign.id, JAN_5);
    const decoded = await readBackupFile(new File([...file.parts], 'unicode.json'));
    await importBackup(decoded, { choice: 'replace' }, JAN_5);
    expect(await dumpCampaign(campaign.id)).toEqual(before);
    // One byte changed inside a multi-byte name is still caught.
    const bytes = new TextEncoder().encode(file.text);
    const at = bytes.indexOf(0xc3); // the first byte of "Å"
    bytes[at + 1] = bytes[at + 1]! ^ 1;
    const error = await refusal(readBackupFile(new File([bytes], 'changed.json')));
    expect(error.message).toMatch(/^The file was changed after it was exported/u);
  });

  it('is refused when a record was changed after export, however it is laid out', async () => {
    const file = await exportCampaign((await coast()).id, JAN_5);
    const changed = file.text.replace('"name":"Ada"', '"name":"Adb"');
    expect(changed).not.toBe(file.text);
    for (const text of [changed, JSON.stringify(JSON.parse(changed), null, 1)]) {
      const error = await refusal(readBackupFile(new File([text], 'changed.json')));
      expect(error.message).toMatch(/^The file was changed after it was exported/u);
    }
  });
});

/**
 * A campaign of `days` ended days: one day ended by the calendar, then copies of its log (without what undo needs) as
 * the days after it, and the calendar moved on to the day after the last.
 */
async function campaignOfDays(name: string, days: number) {
  const campaign = await coast();
  await startCalendar(campaign.id);
  const first = { ...(await endDay(campaign.id, { day: 1, random: createSeededRandom(name) })) };
  delete first.previous;
  const copies = Array.from({ length: days - 1 }, (_, i) => ({
    ...first,
    id: crypto.randomUUID(),
    day: i + 2,
    summary: { ...first.summary, day: i + 2 },
  }));
  await db.dayLogs.bulkAdd(copies);
  await db.calendars.update(campaign.id, { 'state.day': days + 1 });
  return campaign;
}

describe('a campaign of years, read for export', () => {
  it('hands over its day logs a hundred at a time while it reads on, each record once, and reads the same', async () => {
    const frozen = await campaignOfDays('Frozen Coast', 230);
    const other = await campaignOfDays('Other', 120);
    const batches: (readonly object[])[] = [];
    const data = (await readCampaignData(frozen.id, (records) => batches.push(records)))!;

    const handed = batches.flat();
    expect(new Set(handed).size).toBe(handed.length);
    const stored = [data.campaign, ...CAMPAIGN_TABLES.flatMap((name) => data[name] as object[])];
    // Every record of the campaign, and only those (the campaign's own record is read whole, not handed over).
    expect(new Set(handed)).toEqual(new Set(stored.slice(1)));
    expect(handed.every((r) => (r as { campaignId: string }).campaignId === frozen.id)).toBe(true);
    const dayBatches = batches.filter((b) => b.some((r) => 'lines' in r)).map((b) => b.length);
    expect(dayBatches).toEqual([100, 100, 30]);
    expect(data.dayLogs).toHaveLength(230);
    // The same records in the same order as a read without it: sorted by primary key.
    expect(data).toEqual(await readCampaignData(frozen.id));
    expect(data.dayLogs.map((l) => l.id)).toEqual(data.dayLogs.map((l) => l.id).sort((a, b) => a.localeCompare(b)));
    expect((await readCampaignData(other.id))!.dayLogs).toHaveLength(120);
  });

  it('loses no log of a day that holds several, where a read of a hundred ends (a hand-made file may hold them)', async () => {
    const frozen = await campaignOfDays('Frozen Coast', 230);
    const [day100] = await db.dayLogs.where('[campaignId+day]').equals([frozen.id, 100]).toArray();
    await db.dayLogs.add({ ...day100!, id: crypto.randomUUID() });
    const batches: (readonly object[])[] = [];
    const data = (await readCampaignData(frozen.id, (records) => batches.push(records)))!;
    expect(data.dayLogs).toHaveLength(231);
    expect(data.dayLogs.filter((l) => l.day === 100)).toHaveLength(2);
    expect(batches.filter((b) => b.some((r) => 'lines' in r)).map((b) => b.length)).toEqual([100, 100, 31]);

    // One day that fills whole reads: each read goes on past the logs of that day read already.
    const crowded = await campaignOfDays('Crowded', 1);
    const [only] = await db.dayLogs.where('campaignId').equals(crowded.id).toArray();
    await db.dayLogs.bulkAdd(Array.from({ length: 249 }, () => ({ ...only!, id: crypto.randomUUID() })));
    const logs = (await readCampaignData(crowded.id))!.dayLogs;
    expect(new Set(logs.map((l) => l.id)).size).toBe(250);
  });

  it('writes the file from the records serialized as they were read: the same text, imported back the same', async () => {
    const frozen = await campaignOfDays('Frozen Coast', 230);
    await campaignOfDays('Other', 120);
    const before = await dumpCampaign(frozen.id);
    const file = await exportCampaign(frozen.id, JAN_5);
    const parsed = JSON.parse(file.text) as { payload: { tables: { dayLogs: unknown[] } } };
    expect(parsed.payload.tables.dayLogs).toHaveLength(230);
    const payloadText = file.text.slice(file.text.indexOf('"payload":') + '"payload":'.length, -2);
    expect(payloadText).toBe(canonicalJson(parsed.payload));
    expect(payloadText).toBe(canonicalJson(campaignPayload((await readCampaignData(frozen.id))!)));
    await importBackup(await readBackupFile(new File([...file.parts], 'years.json')), { choice: 'replace' }, JAN_5);
    expect(await dumpCampaign(frozen.id)).toEqual(before);
  });
});

describe('the restore-point worker (restore-point-worker.ts), run here on the test database', () => {
  const replies: RestorePointReply[] = [];
  let handle: (event: { data: RestorePointRequest }) => void;

  beforeEach(async () => {
    replies.length = 0;
    vi.spyOn(window, 'postMessage').mockImplementation((reply: unknown) => void replies.push(reply as never));
    await import('../../src/db/restore-point-worker');
    handle = window.onmessage as unknown as typeof handle;
  });
  afterEach(() => vi.restoreAllMocks());

  async function answered(id: number): Promise<RestorePointReply[]> {
    await vi.waitFor(() => expect(replies.some((r) => r.id === id && r.type !== 'reading')).toBe(true));
    return replies.filter((r) => r.id === id);
  }

  it('says when its read is under way, then makes the session, daily and weekly points of every campaign', async () => {
    setNow(JAN_5.getTime());
    const campaign = await coast();
    await scheduledRestorePointsSettled();
    await db.snapshots.clear(); // the creation was this test session's first write

    handle({ data: { id: 7, now: JAN_5.getTime(), newSession: true } });
    expect(await answered(7)).toEqual([
      { id: 7, type: 'reading' },
      { id: 7, type: 'done' },
    ]);
    const points = await db.snapshots.where('campaignId').equals(campaign.id).toArray();
    expect(points.map((p) => p.kind).sort()).toEqual(['daily', 'session', 'weekly']);
    const content = JSON.parse(await gunzipText(points[0]!.data as Uint8Array)) as {
      tables: { characters: { name: string }[] };
    };
    expect(content.tables.characters.map((c) => c.name).sort()).toEqual(['Ada', 'Bo']);
    expect(points[0]!.bytes).toBe(new TextEncoder().encode(canonicalJson(content)).byteLength);
  });

  it('holds the campaigns as they were before a write started once it said "reading"', async () => {
    setNow(JAN_5.getTime());
    const campaign = await coast();
    await scheduledRestorePointsSettled();
    await db.snapshots.clear();
    const [ada] = await listCharacters(campaign.id);

    handle({ data: { id: 8, now: JAN_5.getTime(), newSession: true } });
    await vi.waitFor(() => expect(replies).toContainEqual({ id: 8, type: 'reading' }));
    await updateCharacter(ada!.id, { name: 'Ada the Bold' });
    await answered(8);
    const session = (await db.snapshots.toArray()).find((p) => p.kind === 'session')!;
    const content = JSON.parse(await gunzipText(session.data as Uint8Array)) as {
      tables: { characters: { name: string }[] };
    };
    expect(content.tables.characters.map((c) => c.name).sort()).toEqual(['Ada', 'Bo']);
  });
});
