import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createCharacter,
  deleteCampaign,
  exportCampaign,
  importBackup,
  listCharacters,
  listRestorePointCampaigns,
  listRestorePoints,
  renameCampaign,
  restoreRestorePoint,
  updateCharacter,
  type CampaignRecord,
} from '../../src/db';
import { gunzipText } from '../../src/db/backup-codec';
import { db } from '../../src/db/db';
import {
  DELETED_CAMPAIGN_KEEP_DAYS,
  dueKinds,
  KEEP,
  scheduledRestorePointsSettled,
  startNewRestorePointSession,
} from '../../src/db/restore-points';
import type { SnapshotRecord } from '../../src/db/snapshot';
import { dumpAllTables, dumpCampaign, loadV1Fixture, readDownload, refusal } from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter, setNow } from './helpers';

freshDatabaseEachTest();
beforeEach(() => startNewRestorePointSession());
afterEach(async () => {
  await scheduledRestorePointsSettled();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
/** Monday 5 January 2026, 18:30 local time. */
const START = new Date(2026, 0, 5, 18, 30).getTime();

async function points(campaignId?: string): Promise<SnapshotRecord[]> {
  await scheduledRestorePointsSettled();
  const all = await db.snapshots.orderBy('createdAt').toArray();
  return campaignId === undefined ? all : all.filter((p) => p.campaignId === campaignId);
}

const kinds = (list: SnapshotRecord[]) => list.map((p) => p.kind).sort();

/** The campaign a restore point holds, decoded as a restore would. */
async function contentOf(point: SnapshotRecord) {
  const json = point.encoding === 'gzip' ? await gunzipText(point.data as Uint8Array) : (point.data as string);
  return JSON.parse(json) as { campaign: CampaignRecord; tables: { characters: { name: string }[] } };
}

/** Opens "the app" on day `day` after START: a new session, the clock at that day. */
function openAppOnDay(day: number) {
  startNewRestorePointSession();
  setNow(START + day * DAY);
}

/** A campaign made in an earlier session (the day before START), its points of that session cleared. */
async function createdTheDayBefore(name: string): Promise<CampaignRecord> {
  openAppOnDay(-1);
  const campaign = await createCampaignWithCharacters(name, [sampleCharacter('Ada')]);
  await scheduledRestorePointsSettled();
  await db.snapshots.where('campaignId').equals(campaign.id).delete();
  return campaign;
}

describe('scheduled restore points', () => {
  it('the first write of a session keeps every campaign as it was before it: session, daily and weekly', async () => {
    setNow(START - DAY);
    const coast = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const other = await createCampaignWithCharacters('Other', [sampleCharacter('Bo')]);
    await scheduledRestorePointsSettled();
    await db.snapshots.clear(); // the creation itself was the first write of the test's session

    openAppOnDay(0);
    await updateCharacter((await listCharacters(coast.id))[0]!.id, { name: 'Ada the Bold' });

    const made = await points();
    expect(kinds(made)).toEqual(['daily', 'daily', 'session', 'session', 'weekly', 'weekly']);
    expect(made.every((p) => p.createdAt === START)).toBe(true);
    const coastPoint = made.find((p) => p.campaignId === coast.id && p.kind === 'session')!;
    expect((await contentOf(coastPoint)).tables.characters.map((c) => c.name)).toEqual(['Ada']); // before the write
    expect(coastPoint).toMatchObject({ campaignName: 'Frozen Coast', counts: { characters: 1 }, formatVersion: 2 });
    expect(made.filter((p) => p.campaignId === other.id)).toHaveLength(3);
  });

  it('makes nothing more for the rest of the session and the day', async () => {
    openAppOnDay(0);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    await renameCampaign(campaign.id, 'Renamed');
    const after = await points();
    await createCharacter(campaign.id, sampleCharacter('Bo'));
    await renameCampaign(campaign.id, 'Renamed again');
    expect(await points()).toEqual(after);
  });

  it('a new day makes a daily point (no session point mid-session); a week later a weekly one', async () => {
    const campaign = await createdTheDayBefore('Frozen Coast');
    openAppOnDay(0);
    await renameCampaign(campaign.id, 'Day 0');
    expect(kinds(await points())).toEqual(['daily', 'session', 'weekly']);

    setNow(START + DAY); // same session, next day
    await renameCampaign(campaign.id, 'Day 1');
    expect(kinds(await points())).toEqual(['daily', 'daily', 'session', 'weekly']);

    setNow(START + 6 * DAY);
    await renameCampaign(campaign.id, 'Day 6');
    expect(kinds(await points()).filter((k) => k === 'weekly')).toHaveLength(1);
    setNow(START + 7 * DAY);
    await renameCampaign(campaign.id, 'Day 7');
    expect(kinds(await points()).filter((k) => k === 'weekly')).toHaveLength(2);
  });

  it('does not keep the same content twice: a campaign nobody changed gets no new point', async () => {
    const quiet = await createdTheDayBefore('Quiet');
    const busy = await createdTheDayBefore('Busy');
    openAppOnDay(0);
    await renameCampaign(busy.id, 'Busy 0');
    const before = (await points(quiet.id)).length;
    for (let day = 1; day <= 3; day++) {
      openAppOnDay(day);
      await renameCampaign(busy.id, `Busy ${day}`);
    }
    expect(before).toBe(3);
    expect((await points(quiet.id)).length).toBe(before);
    expect((await points(busy.id)).length).toBeGreaterThan(before);
  });

  it('a launch makes a session point only when the campaign changed since its newest restore point of any kind (issue 16)', async () => {
    const coast = await createdTheDayBefore('Coast');
    const other = await createdTheDayBefore('Other');
    openAppOnDay(0);
    await renameCampaign(coast.id, 'Coast 0');
    // Next day, same session: the first write (to the other campaign) keeps the coast as it is now in a daily point.
    setNow(START + DAY);
    await renameCampaign(other.id, 'Other 1');
    const daily = (await points(coast.id)).filter((p) => p.kind === 'daily').at(-1)!;
    expect((await contentOf(daily)).campaign.name).toBe('Coast 0');
    // The app opened again that day: the coast is exactly as its daily point holds it, so no session point repeats it.
    for (let launch = 0; launch < 3; launch++) {
      openAppOnDay(1);
      await renameCampaign(other.id, `Other 1.${launch}`);
    }
    expect((await points(coast.id)).filter((p) => p.kind === 'session')).toHaveLength(1);
    expect((await points(other.id)).filter((p) => p.kind === 'session')).toHaveLength(4);
  });

  it('session points never push out the daily and weekly points, however often the app is opened (issue 16)', async () => {
    const campaign = await createdTheDayBefore('Busy table');
    openAppOnDay(0);
    await renameCampaign(campaign.id, 'Launch 0');
    for (let launch = 1; launch <= 3 * KEEP.session; launch++) {
      startNewRestorePointSession();
      setNow(START + launch * 60_000);
      await renameCampaign(campaign.id, `Launch ${launch}`);
    }
    const kept = await points(campaign.id);
    expect(kinds(kept)).toEqual([...Array(KEEP.session).fill('session'), 'daily', 'weekly'].sort());
    const daily = kept.find((p) => p.kind === 'daily')!;
    expect((await contentOf(daily)).campaign.name).toBe('Busy table');
  });

  it('prunes by age: keeps the last 5 session, 7 daily and 4 weekly points', async () => {
    openAppOnDay(0);
    const campaign = await createCampaignWithCharacters('Long campaign', [sampleCharacter('Ada')]);
    for (let day = 0; day < 60; day++) {
      openAppOnDay(day);
      await renameCampaign(campaign.id, `Day ${day}`);
    }
    const kept = await points(campaign.id);
    const of = (kind: string) => kept.filter((p) => p.kind === kind);
    expect([of('session').length, of('daily').length, of('weekly').length]).toEqual([
      KEEP.session,
      KEEP.daily,
      KEEP.weekly,
    ]);
    // The newest are kept: the daily points of the last 7 days, each holding the state before that day's first write.
    expect(of('daily').map((p) => (p.createdAt - START) / DAY)).toEqual([53, 54, 55, 56, 57, 58, 59]);
    expect((await contentOf(of('daily').at(-1)!)).campaign.name).toBe('Day 58');
    expect(of('weekly').map((p) => (p.createdAt - START) / DAY)).toEqual([35, 42, 49, 56]);
  });

  it('drops the points of a campaign deleted more than 30 days ago, and keeps the newer ones', async () => {
    openAppOnDay(0);
    const gone = await createCampaignWithCharacters('Gone', [sampleCharacter('Ada')]);
    const kept = await createCampaignWithCharacters('Kept', [sampleCharacter('Bo')]);
    await deleteCampaign(gone.id);
    expect((await points(gone.id)).length).toBeGreaterThan(0);

    openAppOnDay(DELETED_CAMPAIGN_KEEP_DAYS);
    await renameCampaign(kept.id, 'Still here');
    expect((await points(gone.id)).length).toBeGreaterThan(0); // exactly 30 days: still kept

    openAppOnDay(DELETED_CAMPAIGN_KEEP_DAYS + 1);
    await renameCampaign(kept.id, 'Still here, later');
    expect(await points(gone.id)).toEqual([]);
    expect((await points(kept.id)).length).toBeGreaterThan(0);
  });

  it('dueKinds: the schedule as a pure function of the newest points and the date passed in', () => {
    const now = new Date(START);
    const same = 'a'.repeat(64);
    const other = 'b'.repeat(64);
    expect(dueKinds({}, same, now, true)).toEqual(['session', 'daily', 'weekly']);
    expect(dueKinds({}, same, now, false)).toEqual(['daily', 'weekly']);
    const today = { createdAt: START - 60_000, checksum: other };
    expect(dueKinds({ session: today, daily: today, weekly: today }, same, now, true)).toEqual(['session']);
    const unchanged = { createdAt: START - 8 * DAY, checksum: same };
    expect(dueKinds({ session: unchanged, daily: unchanged, weekly: unchanged }, same, now, true)).toEqual([]);
    // The newest point of any kind (here a restore's) already holds this content: no session point.
    const older = { createdAt: START - 2 * DAY, checksum: other };
    const justRestored = { createdAt: START - DAY, checksum: same };
    expect(dueKinds({ session: older, 'before-restore': justRestored }, same, now, true)).toEqual(['daily', 'weekly']);
  });
});

describe('restore points made before a delete, an import that replaces, and a restore', () => {
  it('deleteCampaign keeps the campaign first; restoring the point brings it back exactly', async () => {
    await loadV1Fixture();
    const id = '0b6f3c2e-6a5d-4f1e-9a51-1c2d3e4f5a60';
    const before = await dumpCampaign(id);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true); // a record in every table
    await deleteCampaign(id);
    // Gone from every table, generically: the planner's and the combat helper's records too.
    expect(Object.values(await dumpCampaign(id)).every((rows) => rows.length === 0)).toBe(true);

    const [point] = (await points(id)).filter((p) => p.kind === 'before-delete');
    expect(point).toBeDefined();
    expect(await listRestorePointCampaigns()).toContainEqual(
      expect.objectContaining({ campaignId: id, name: 'The Frozen Coast', exists: false }),
    );
    const restored = await restoreRestorePoint(point!.id, new Date(START));
    expect(restored.name).toBe('The Frozen Coast');
    expect(await dumpCampaign(id)).toEqual(before);
  });

  it('a restore keeps the current state first, so the restore itself can be undone', async () => {
    openAppOnDay(0);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    await renameCampaign(campaign.id, 'Before the bad evening');
    const good = await dumpCampaign(campaign.id);
    openAppOnDay(1);
    await createCharacter(campaign.id, sampleCharacter('Mistake'));
    const bad = await dumpCampaign(campaign.id);

    const session = (await points(campaign.id)).filter((p) => p.kind === 'session').at(-1)!;
    await restoreRestorePoint(session.id, new Date(START + DAY));
    expect(await dumpCampaign(campaign.id)).toEqual(good);

    const undo = (await points(campaign.id)).find((p) => p.kind === 'before-restore')!;
    await restoreRestorePoint(undo.id, new Date(START + DAY));
    expect(await dumpCampaign(campaign.id)).toEqual(bad);
  });

  it('an import that replaces keeps what it replaced', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const file = await exportCampaign(campaign.id, new Date(START));
    await createCharacter(campaign.id, sampleCharacter('Added later'));
    const replaced = await dumpCampaign(campaign.id);
    await importBackup(await readDownload(file), { choice: 'replace' }, new Date(START));
    const point = (await points(campaign.id)).find((p) => p.kind === 'before-import')!;
    await restoreRestorePoint(point.id, new Date(START));
    expect(await dumpCampaign(campaign.id)).toEqual(replaced);
  });

  it('keeps the last 5 of each event kind', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const file = await readDownload(await exportCampaign(campaign.id, new Date(START)));
    for (let i = 0; i < 8; i++) {
      await renameCampaign(campaign.id, `Version ${i}`);
      await importBackup(file, { choice: 'replace' }, new Date(START + i));
    }
    const kept = (await points(campaign.id)).filter((p) => p.kind === 'before-import');
    expect(kept.map((p) => p.campaignName)).toEqual(['Version 3', 'Version 4', 'Version 5', 'Version 6', 'Version 7']);
  });

  it('lists a campaign’s points newest first, without their data', async () => {
    const campaign = await createdTheDayBefore('Frozen Coast');
    openAppOnDay(0);
    await renameCampaign(campaign.id, 'Renamed');
    await scheduledRestorePointsSettled();
    const list = await listRestorePoints(campaign.id);
    expect(list.length).toBe(3);
    expect(list[0]).not.toHaveProperty('data');
    expect(list[0]).toMatchObject({ campaignName: 'Frozen Coast', counts: { characters: 1 } });
    expect(list[0]!.storedBytes).toBeLessThan(list[0]!.bytes); // gzipped
  });
});

describe('storage of a restore point', () => {
  it('is gzipped where the browser can, plain JSON where it cannot; both restore', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const before = await dumpCampaign(campaign.id);
    await deleteCampaign(campaign.id);
    const zipped = (await points(campaign.id)).find((p) => p.kind === 'before-delete')!;
    expect(zipped.encoding).toBe('gzip');
    expect(Object.prototype.toString.call(zipped.data)).toBe('[object Uint8Array]');
    expect((zipped.data as Uint8Array).byteLength).toBeLessThan(zipped.bytes / 2);

    await restoreRestorePoint(zipped.id, new Date(START));
    vi.stubGlobal('CompressionStream', undefined);
    await deleteCampaign(campaign.id);
    const plain = (await points(campaign.id)).filter((p) => p.kind === 'before-delete').at(-1)!;
    expect(plain.encoding).toBe('json');
    expect(typeof plain.data).toBe('string');
    expect(JSON.parse(plain.data as string).campaign.name).toBe('Frozen Coast');
    vi.unstubAllGlobals();

    await restoreRestorePoint(plain.id, new Date(START));
    expect(await dumpCampaign(campaign.id)).toEqual(before);
  });

  it('a damaged point is refused with a message, and nothing changes', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    await deleteCampaign(campaign.id);
    const point = (await points(campaign.id))[0]!;
    const bytes = (point.data as Uint8Array).slice();
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    await db.snapshots.put({ ...point, data: bytes });
    const before = await dumpAllTables();
    const error = await refusal(restoreRestorePoint(point.id, new Date(START)));
    expect(error.message).toMatch(/This restore point is damaged|checksum does not match/);
    expect(await dumpAllTables()).toEqual(before);

    // Plain text edited by hand: the checksum catches it.
    await db.snapshots.put({ ...point, encoding: 'json', data: '{"campaign":{}}' });
    const edited = await refusal(restoreRestorePoint(point.id, new Date(START)));
    expect(edited.message).toMatch(/checksum does not match/);
  });

  it('says so when the point is gone', async () => {
    await expect(restoreRestorePoint('nope', new Date(START))).rejects.toMatchObject({ code: 'not-found' });
  });
});
