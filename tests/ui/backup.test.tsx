import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaign,
  createCampaignWithCharacters,
  deleteCampaign,
  exportCampaign,
  exportCharacter,
  getBackupStatus,
  listCampaigns,
  listCharacters,
  renameCampaign,
} from '../../src/db';
import { db, DB_NAME, EosDB, LATEST_VERSION } from '../../src/db/db';
import { scheduledRestorePointsSettled, startNewRestorePointSession } from '../../src/db/restore-points';
import { reloadPage } from '../../src/features/app-update/page-control';
import { saveTextFile } from '../../src/features/backup/download';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { dumpAllTables, edited } from '../db/backup-helpers';
import { freshDatabaseEachTest, sampleCharacter, setNow } from '../db/helpers';
import { renderApp } from './render-app';

vi.mock('../../src/features/backup/download', () => ({ saveTextFile: vi.fn() }));
vi.mock('../../src/features/app-update/page-control', () => ({
  reloadPage: vi.fn(),
  onControllerChange: vi.fn(() => () => {}),
}));

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.mocked(saveTextFile).mockClear();
  vi.mocked(reloadPage).mockClear();
  startNewRestorePointSession();
});
afterEach(async () => {
  await scheduledRestorePointsSettled();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;

async function openSettings(path = '/settings') {
  const user = userEvent.setup();
  renderApp(path);
  const backup = await screen.findByRole('region', { name: 'Backup files' });
  return { user, backup };
}

async function loadExample() {
  return createCampaignWithCharacters(EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY);
}

function fileOf(text: string, name = 'backup.json') {
  return new File([text], name, { type: 'application/json' });
}

async function upload(user: ReturnType<typeof userEvent.setup>, text: string, name?: string) {
  await user.upload(screen.getByLabelText('Choose a backup file to import'), fileOf(text, name));
}

describe('Settings → Backup files: export', () => {
  it('exports the chosen campaign as a file, says so, and notes the time', async () => {
    const campaign = await loadExample();
    await createCampaign('Another');
    const { user, backup } = await openSettings(`/settings?campaign=${campaign.id}`);

    expect(await within(backup).findByRole('combobox', { name: 'Campaign' })).toHaveDisplayValue(EXAMPLE_CAMPAIGN_NAME);
    expect(await within(backup).findByText(/Last exported from this device: never/)).toBeInTheDocument();
    await user.click(within(backup).getByRole('button', { name: 'Export campaign' }));

    await waitFor(() => expect(saveTextFile).toHaveBeenCalledTimes(1));
    const [fileName, text] = vi.mocked(saveTextFile).mock.calls[0]!;
    expect(fileName).toMatch(/^eos-campaign-example-the-frozen-coast-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(text)).toMatchObject({ format: 'eos-table-companion', kind: 'campaign' });
    expect(await within(backup).findByText(/^Exported “eos-campaign-example-the-frozen-coast-/)).toBeInTheDocument();
    expect(await within(backup).findByText(/\(today\)/)).toBeInTheDocument();
    expect((await getBackupStatus(campaign.id)).lastExportedAt).not.toBeNull();
  });

  it('says the file was made even when noting the export fails (a full disk), and that the reminder may ask again', async () => {
    const campaign = await loadExample();
    const { user, backup } = await openSettings(`/settings?campaign=${campaign.id}`);
    await within(backup).findByText(/Last exported from this device: never/);
    vi.spyOn(db.backupStatus, 'put').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );
    await user.click(within(backup).getByRole('button', { name: 'Export campaign' }));

    expect(
      await within(backup).findByText(
        /^Exported “eos-campaign-example-the-frozen-coast-.*The time of this export was not noted on this device \(this browser's storage is full\), so the reminder may ask for a backup again\.$/,
      ),
    ).toBeInTheDocument();
    expect(saveTextFile).toHaveBeenCalledTimes(1);
    expect(within(backup).queryByText(/was not made/)).not.toBeInTheDocument();
    expect((await getBackupStatus(campaign.id)).lastExportedAt).toBeNull();
  });

  it('exports one character of the chosen campaign', async () => {
    await loadExample();
    const { user, backup } = await openSettings();
    const select = await within(backup).findByRole('combobox', { name: 'One character' });
    await user.selectOptions(select, 'Pip Kettleburr');
    await user.click(within(backup).getByRole('button', { name: 'Export character' }));
    await waitFor(() => expect(saveTextFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveTextFile).mock.calls[0]![0]).toMatch(/^eos-character-pip-kettleburr-/);
    expect(JSON.parse(vi.mocked(saveTextFile).mock.calls[0]![1]).payload.character.name).toBe('Pip Kettleburr');
  });

  it('says there is nothing to export without campaigns', async () => {
    const { backup } = await openSettings();
    expect(
      await within(backup).findByText('There are no campaigns on this device yet: nothing to export.'),
    ).toBeVisible();
  });
});

describe('Settings → Backup files: import', () => {
  it('imports a campaign file that is not on this device and links to it', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, new Date());
    await deleteCampaign(campaign.id);
    const { user, backup } = await openSettings();

    await upload(user, file.text, file.fileName);

    expect(
      await within(backup).findByText(`Imported “${EXAMPLE_CAMPAIGN_NAME}” with 5 characters.`),
    ).toBeInTheDocument();
    expect(within(backup).getByRole('link', { name: `Open “${EXAMPLE_CAMPAIGN_NAME}”` })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}`,
    );
    expect((await listCharacters(campaign.id)).map((c) => c.name)).toEqual(EXAMPLE_PARTY.map((c) => c.name));
  });

  it('shows what is wrong with a bad file, and where, and writes nothing', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, new Date());
    const bad = await edited(file, (f) => {
      f.payload.tables.characters[2].system.build.creationStats.body = -3; // format 2: the sheet is the payload
      f.payload.tables.characters[0].name = '<script>alert(1)</script>';
    });
    const { user, backup } = await openSettings();
    const before = await dumpAllTables();

    await upload(user, bad);

    const alert = await within(backup).findByRole('alert');
    expect(alert).toHaveTextContent('This backup has 2 problems, so nothing was imported.');
    const problems = within(alert).getByRole('list', { name: 'What is wrong, and where' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'characters[0].name: a name is plain text, not HTML: remove the markup “<script”',
      'characters[2].build.creationStats.body: expected a whole number from 0 to 15, got -3',
    ]);
    // Shown as text: no script element came from the file.
    expect(document.querySelector('script')).toBeNull();
    expect(await dumpAllTables()).toEqual(before);
  });

  it.each([
    [
      'not JSON',
      'Shopping list: rope, salt',
      'This is not a backup file from this app: a backup is the file that “Export” saves',
    ],
    ['cut off', '{"format": "eos-table-companion", "formatVersion": 1, "payl', 'The file ends too early'],
    [
      'from a newer app',
      '{"format": "eos-table-companion", "formatVersion": 7}',
      'This backup was made by a newer version of the app (backup format 7; this one reads up to 2) — update first',
    ],
  ])('says so for a file that is %s', async (_what, text, message) => {
    const { user, backup } = await openSettings();
    await upload(user, text);
    expect(await within(backup).findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['a letter', 'hello, this is not a backup', /^This is not a backup file from this app/],
    ['a file with a comma missing', '{"format": "eos-table-companion" "formatVersion": 1}', /^The file is damaged/],
    ['a file cut off', '{"format": "eos-table-companion", "formatVersion": 1, "payl', /^The file ends too early/],
  ])('never shows the parser’s own words for %s (issue 16)', async (_what, text, message) => {
    const { user, backup } = await openSettings();
    await upload(user, text);
    const alert = await within(backup).findByRole('alert');
    expect(alert.textContent).toMatch(message);
    // "Unexpected token 'h', "hello, thi"... is not valid JSON" is the engine talking, not the app.
    expect(alert.textContent).not.toMatch(/Unexpected|token|is not valid JSON|position \d|SyntaxError|property name/u);
  });

  it('asks Replace or Keep both for a campaign already here; Cancel imports nothing', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, new Date());
    await renameCampaign(campaign.id, 'Renamed since');
    const { user, backup } = await openSettings();
    const before = await dumpAllTables();

    await upload(user, file.text);
    const dialog = await within(backup).findByRole('alertdialog', {
      name: '“Renamed since” is already on this device',
    });
    expect(dialog).toHaveAccessibleDescription(/Replace the one on this device, or keep both\?/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Replace' })).toHaveFocus());
    expect(dialog).toHaveTextContent(`The file is added beside it as “${EXAMPLE_CAMPAIGN_NAME} (imported)”.`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(backup).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await dumpAllTables()).toEqual(before);
  });

  it('Keep both adds the file as a copy beside the campaign', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, new Date());
    const { user, backup } = await openSettings();
    await upload(user, file.text);
    await user.click(await within(backup).findByRole('button', { name: 'Keep both' }));

    expect(
      await within(backup).findByText(`Imported “${EXAMPLE_CAMPAIGN_NAME} (imported)” with 5 characters.`),
    ).toBeInTheDocument();
    expect((await listCampaigns()).map((c) => c.name).sort()).toEqual([
      EXAMPLE_CAMPAIGN_NAME,
      `${EXAMPLE_CAMPAIGN_NAME} (imported)`,
    ]);
  });

  it('Replace makes the campaign the file’s and says what it was is kept as a restore point', async () => {
    const campaign = await loadExample();
    const file = await exportCampaign(campaign.id, new Date());
    await renameCampaign(campaign.id, 'Renamed since');
    const { user, backup } = await openSettings();
    await upload(user, file.text);
    await user.click(await within(backup).findByRole('button', { name: 'Replace' }));

    expect(
      await within(backup).findByText(
        `Replaced the campaign on this device with the file’s: “${EXAMPLE_CAMPAIGN_NAME}” with 5 characters. What it was is kept as a restore point.`,
      ),
    ).toBeInTheDocument();
    expect((await listCampaigns()).map((c) => c.name)).toEqual([EXAMPLE_CAMPAIGN_NAME]);
    const points = await screen.findByRole('list', { name: `Restore points of ${EXAMPLE_CAMPAIGN_NAME}` });
    expect(await within(points).findByText('Before an import replaced it')).toBeInTheDocument();
  });

  it('asks which campaign a character file joins', async () => {
    const source = await loadExample();
    const target = await createCampaignWithCharacters('Another table', [sampleCharacter('Cy')]);
    const [maren] = await listCharacters(source.id);
    const file = await exportCharacter(maren!.id, new Date());
    const { user, backup } = await openSettings(`/settings?campaign=${target.id}`);
    await within(backup).findByRole('combobox', { name: 'One character' });

    await upload(user, file.text);
    const group = await within(backup).findByRole('group', { name: 'Which campaign should “Maren Holt” join?' });
    expect(within(group).getByRole('combobox', { name: 'Campaign' })).toHaveDisplayValue('Another table');
    await user.click(within(group).getByRole('button', { name: 'Import character' }));

    // Maren is still in the example campaign: same id, so it asks.
    const dialog = await within(backup).findByRole('alertdialog', { name: '“Maren Holt” is already on this device' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    expect(await within(backup).findByText('Imported “Maren Holt (imported)” in “Another table”.')).toBeVisible();
    expect((await listCharacters(target.id)).map((c) => c.name).sort()).toEqual(['Cy', 'Maren Holt (imported)']);
  });
});

describe('Settings → Restore points', () => {
  it('lists a deleted campaign and brings it back after a confirmation', async () => {
    const campaign = await loadExample();
    await deleteCampaign(campaign.id);
    const user = userEvent.setup();
    renderApp(`/settings`);
    const section = await screen.findByRole('region', { name: 'Restore points' });

    expect(await within(section).findByRole('combobox', { name: 'Campaign' })).toHaveDisplayValue(
      `${EXAMPLE_CAMPAIGN_NAME} (deleted)`,
    );
    const list = await within(section).findByRole('list', { name: `Restore points of ${EXAMPLE_CAMPAIGN_NAME}` });
    const point = (await within(list).findAllByRole('listitem'))[0]!;
    expect(point).toHaveTextContent('Before it was deleted');
    expect(point).toHaveTextContent('5 characters');

    await user.click(within(point).getByRole('button', { name: /^Restore before it was deleted point of / }));
    const confirm = within(point).getByRole('group', { name: /^Restore “Example: The Frozen Coast” to how it was on/ });
    await user.click(within(confirm).getByRole('button', { name: 'Restore this point' }));

    expect(await within(section).findByText(/^Restored “Example: The Frozen Coast” to how it was on/)).toBeVisible();
    expect((await listCharacters(campaign.id)).map((c) => c.name)).toEqual(EXAMPLE_PARTY.map((c) => c.name));
    await waitFor(() =>
      expect(within(section).getByRole('combobox', { name: 'Campaign' })).toHaveDisplayValue(EXAMPLE_CAMPAIGN_NAME),
    );
  });

  it('says when there are none yet', async () => {
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Restore points' });
    expect(await within(section).findByText(/No restore points yet. They are made as you play/)).toBeVisible();
  });
});

describe('the export reminder on a campaign’s page', () => {
  it('shows after a week without a backup file; Not now hides it', async () => {
    setNow(Date.now() - 10 * DAY);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    vi.useRealTimers();
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);

    const reminder = await screen.findByRole('region', { name: 'Backup reminder' });
    expect(reminder).toHaveTextContent('“Frozen Coast” has never been exported to a backup file.');
    expect(within(reminder).getByRole('link', { name: 'backup settings' })).toHaveAttribute(
      'href',
      `/settings?campaign=${campaign.id}`,
    );
    await user.click(within(reminder).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Backup reminder' })).not.toBeInTheDocument());
  });

  it('Export now saves the file and the reminder gives way to the confirmation', async () => {
    setNow(Date.now() - 10 * DAY);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    vi.useRealTimers();
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    const reminder = await screen.findByRole('region', { name: 'Backup reminder' });
    await user.click(within(reminder).getByRole('button', { name: 'Export now' }));

    await waitFor(() => expect(saveTextFile).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/^Exported “eos-campaign-frozen-coast-/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Backup reminder' })).not.toBeInTheDocument();
  });

  it('does not show for a campaign exported within the week', async () => {
    const campaign = await createCampaign('Fresh');
    renderApp(`/campaigns/${campaign.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Fresh' });
    await scheduledRestorePointsSettled();
    expect(screen.queryByRole('region', { name: 'Backup reminder' })).not.toBeInTheDocument();
  });
});

describe('another tab opens a newer version', () => {
  it('keeps the page on screen and asks to reload this tab', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const campaign = await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    await screen.findByRole('heading', { level: 2, name: /^Ada/ });

    class NextVersionDB extends EosDB {
      constructor() {
        super(DB_NAME);
        this.version(LATEST_VERSION + 1).stores({ campaigns: 'id, updatedAt, name' });
      }
    }
    const next = new NextVersionDB();
    await act(() => next.open());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A newer version of the app was opened in another tab, so this tab can no longer save. What you see stays on screen until you reload.',
    );
    expect(screen.getByRole('heading', { level: 2, name: /^Ada/ })).toBeVisible(); // still on screen
    await user.click(within(alert).getByRole('button', { name: 'Reload this tab' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    next.close();
    warn.mockRestore();
  });
});
