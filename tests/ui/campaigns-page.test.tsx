import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignWithCharacters, listCampaigns } from '../../src/db';
import { db } from '../../src/db/db';
import { useCampaignsUi } from '../../src/features/campaigns/campaigns-ui-store';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { dumpDatabase, freshDatabaseEachTest, sampleCharacter } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useCampaignsUi.getState().reset()));
afterEach(() => vi.restoreAllMocks());

async function openPage() {
  const user = userEvent.setup();
  const view = renderApp('/campaigns');
  await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
  return { user, ...view };
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
  return heading.closest('li')!;
}

describe('Campaigns page', () => {
  it('is linked from the main navigation and starts empty', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveClass('active');
    expect(await screen.findByText(/No campaigns yet/)).toBeInTheDocument();
  });

  it('says what a campaign holds today: its calendar and fights are here, not "soon" (issue 16)', async () => {
    await openPage();
    const lede = document.querySelector('.campaigns-page .lede')!;
    expect(lede.textContent).not.toMatch(/soon/i);
    expect(lede.textContent).toMatch(/calendar/);
    expect(lede.textContent).toMatch(/fights/);
  });

  it('shows changes written elsewhere (another tab) live, with when each campaign last changed', async () => {
    await openPage();
    await screen.findByText(/No campaigns yet/);
    const campaign = await createCampaignWithCharacters('From Another Tab', [sampleCharacter('Ada')]);

    const heading = await screen.findByRole('heading', { level: 2, name: /From Another Tab/ });
    expect(within(heading).getByText('1 character')).toBeInTheDocument();
    const time = within(heading.closest('li')!).getByText((_, el) => el?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', new Date(campaign.updatedAt).toISOString());
    expect(heading.closest('li')).toHaveTextContent('Ada');
  });

  it('creates a campaign from the inline form and explains a bad name', async () => {
    const { user } = await openPage();
    const name = screen.getByLabelText('New campaign name');

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign name cannot be empty.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, '  The Frozen Coast ');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    const heading = await screen.findByRole('heading', { level: 2, name: /The Frozen Coast/ });
    expect(within(heading).getByText('0 characters')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Created “The Frozen Coast”, an Eos campaign.');
    expect(name).toHaveValue('');
    expect(screen.queryByText('Campaign name cannot be empty.')).not.toBeInTheDocument();
    expect((await listCampaigns()).map((c) => c.name)).toEqual(['The Frozen Coast']);
  });

  it('renames a campaign in place, and Escape or Cancel leaves it unchanged', async () => {
    await createCampaignWithCharacters('Old Name', []);
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 2, name: /Old Name/ });

    await user.click(screen.getByRole('button', { name: 'Rename Old Name' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 2, name: /Old Name/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Old Name' }));
    const input = screen.getByLabelText('New name for “Old Name”');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Campaign name cannot be empty.')).toBeInTheDocument();

    await user.type(input, 'New Name');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 2, name: /New Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Old Name/ })).not.toBeInTheDocument();
    expect((await listCampaigns()).map((c) => c.name)).toEqual(['New Name']);
  });

  it('duplicates a campaign with its characters', async () => {
    await createCampaignWithCharacters('Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 2, name: /Coast/ });

    await user.click(screen.getByRole('button', { name: 'Duplicate Coast' }));
    const copy = await screen.findByRole('heading', { level: 2, name: /Coast \(copy\)/ });
    expect(within(copy).getByText('2 characters')).toBeInTheDocument();
    expect(await db.characters.count()).toBe(4);
  });

  it('deletes after confirmation, and Undo puts back exactly what was deleted', async () => {
    await createCampaignWithCharacters('Doomed', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    await createCampaignWithCharacters('Kept', [sampleCharacter('Cy')]);
    const before = await dumpDatabase();
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 2, name: /Doomed/ });

    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    expect(within(card('Doomed')).getByText(/Delete “Doomed” and its 2 characters\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await dumpDatabase()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    const confirm = screen.getByRole('button', { name: 'Delete campaign' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);

    const banner = await screen.findByRole('region', { name: 'Undo delete' });
    expect(banner).toHaveTextContent('Deleted “Doomed” and its 2 characters.');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /Doomed/ })).not.toBeInTheDocument());
    expect(within(banner).getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect((await dumpDatabase()).campaigns.map((c) => c.name)).toEqual(['Kept']);

    await user.click(within(banner).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Doomed/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Undo delete' })).not.toBeInTheDocument();
    expect(await dumpDatabase()).toEqual(before);
  });

  it('keeps the undo until the page is left, then the delete is final', async () => {
    await createCampaignWithCharacters('Gone', [sampleCharacter('Ada')]);
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 2, name: /Gone/ });

    await user.click(screen.getByRole('button', { name: 'Delete Gone' }));
    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));
    expect(await screen.findByRole('region', { name: 'Undo delete' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Rulings' }));
    await screen.findByRole('heading', { level: 1, name: 'Rulings' });
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    await screen.findByRole('heading', { level: 1, name: 'Campaigns' });

    expect(await screen.findByText(/No campaigns yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Undo delete' })).not.toBeInTheDocument();
    expect(useCampaignsUi.getState().pendingUndo).toBeNull();
  });

  it('loads the example campaign with its ready party in one click', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Load the example campaign' }));

    const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(EXAMPLE_CAMPAIGN_NAME) });
    expect(within(heading).getByText(`${EXAMPLE_PARTY.length} characters`)).toBeInTheDocument();
    const example = heading.closest('li')!;
    for (const character of EXAMPLE_PARTY) expect(example).toHaveTextContent(character.name);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      `Loaded “${EXAMPLE_CAMPAIGN_NAME}” with ${EXAMPLE_PARTY.length} characters.`,
    );
    const [stored] = await listCampaigns();
    expect(stored?.party.map((c) => c.name)).toEqual(EXAMPLE_PARTY.map((c) => c.name));
  });

  it('tells the player when storage is full and keeps the list as it was', async () => {
    await createCampaignWithCharacters('Coast', [sampleCharacter('Ada')]);
    const before = await dumpDatabase();
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 2, name: /Coast/ });
    vi.spyOn(db.characters, 'bulkAdd').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );

    await user.click(screen.getByRole('button', { name: 'Duplicate Coast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your browser's storage is full, so nothing was saved\./,
    );
    expect(await dumpDatabase()).toEqual(before);
  });
});
