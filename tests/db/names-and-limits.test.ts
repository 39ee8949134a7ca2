import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCampaignWithCharacters,
  createCharacter,
  deleteCampaign,
  exportCampaign,
  exportReminderDue,
  getBackupStatus,
  getCampaign,
  importBackup,
  renameCampaign,
  validateName,
} from '../../src/db';
import { MAX_RECORDS } from '../../src/db/tables';
import { dumpAllTables, edited, fileOf, readDownload, refusal } from './backup-helpers';
import { freshDatabaseEachTest, sampleCharacter } from './helpers';
import { readBackupFile } from '../../src/db';

/** Issue 16 items 20 and 21: names stored as they are shown, and the limits of what one file may hold. */
freshDatabaseEachTest();

const JAN_5 = new Date(2026, 0, 5, 18, 30);
const DAY = 24 * 60 * 60 * 1000;

describe('names', () => {
  it('are stored trimmed, and one with nothing visible is refused', async () => {
    const campaign = await createCampaign('  Frozen Coast \n');
    expect((await getCampaign(campaign.id))!.name).toBe('Frozen Coast');
    for (const invisible of ['\u200b', '\u200b\u200d \u2060', '\ufeff\u3164', '\u2800', '\u0301']) {
      expect(() => validateName('Campaign name', invisible)).toThrow(
        invisible.trim() === ''
          ? 'Campaign name cannot be empty.'
          : 'Campaign name cannot be made only of spaces or invisible characters.',
      );
    }
    await expect(renameCampaign(campaign.id, '\u200b')).rejects.toMatchObject({ code: 'invalid-name' });
    expect(validateName('Character name', ' Ze\u200bro ')).toBe('Ze\u200bro');
    expect(validateName('Character name', 'é')).toBe('é');
  });

  it('are refused from a file with the 80 letters and 10,000,000 spaces after them that used to be saved', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const download = await exportCampaign(campaign.id, JAN_5);
    await deleteCampaign(campaign.id);
    const before = await dumpAllTables();
    const text = await edited(download, (f) => {
      f.payload.tables.characters[0].name = `${'A'.repeat(80)}${' '.repeat(10_000_000)}`;
    });
    const error = await refusal(readBackupFile(fileOf(text)));
    expect(error.problems).toEqual([
      'characters[0].name: a name cannot begin or end with spaces or line breaks (this one has 10,000,000)',
    ]);
    expect(await dumpAllTables()).toEqual(before);
  });
});

describe('limits of one file', () => {
  it(`refuses more than ${MAX_RECORDS.characters} characters in one campaign, and takes ${MAX_RECORDS.characters}`, async () => {
    const campaign = await createCampaignWithCharacters('Crowd', [sampleCharacter('Ada')]);
    const download = await exportCampaign(campaign.id, JAN_5);
    const crowd = (n: number) =>
      edited(download, (f) => {
        const [ada] = f.payload.tables.characters;
        f.payload.tables.characters = Array.from({ length: n }, (_, i) => ({
          ...ada,
          id: `member-${String(i).padStart(4, '0')}`,
          name: `Member ${i}`,
        }));
      });
    const error = await refusal(readBackupFile(fileOf(await crowd(MAX_RECORDS.characters + 1))));
    expect(error.problems).toEqual(['characters: 501 records; a campaign holds at most 500']);
    const decoded = await readBackupFile(fileOf(await crowd(MAX_RECORDS.characters)));
    expect(decoded.kind === 'campaign' && decoded.data.characters).toHaveLength(500);
  });

  it(`refuses a new character past ${MAX_RECORDS.characters} in one campaign, so its file always imports again`, async () => {
    const names = Array.from({ length: MAX_RECORDS.characters }, (_, i) => sampleCharacter(`Member ${i}`));
    const campaign = await createCampaignWithCharacters('Full house', names);
    const before = await dumpAllTables();
    await expect(createCharacter(campaign.id, sampleCharacter('One too many'))).rejects.toMatchObject({
      code: 'invalid-value',
      message: 'A campaign holds at most 500 characters, and this one has 500. Nothing was added.',
    });
    expect(await dumpAllTables()).toEqual(before);
    await expect(
      createCampaignWithCharacters('Too full', [...names, sampleCharacter('One too many')]),
    ).rejects.toMatchObject({ code: 'invalid-value' });
  });

  it('never counts a file dated in the future as an export later than now: the reminder still comes', async () => {
    const campaign = await createCampaign('Frozen Coast');
    const download = await exportCampaign(campaign.id, new Date(Date.UTC(9999, 11, 31)));
    await deleteCampaign(campaign.id);
    const now = new Date(campaign.createdAt + DAY);
    await importBackup(await readDownload(download), {}, now);
    const status = await getBackupStatus(campaign.id);
    expect(status.lastExportedAt).toBe(now.getTime());
    const due = (at: number) => exportReminderDue({ ...status, campaignCreatedAt: campaign.createdAt }, new Date(at));
    expect(due(now.getTime() + 7 * DAY)).toBe(false);
    expect(due(now.getTime() + 7 * DAY + 1)).toBe(true);
  });
});
