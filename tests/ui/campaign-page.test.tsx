import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaign, createCampaignWithCharacters, createCharacter, listCharacters } from '../../src/db';
import { db } from '../../src/db/db';
import { useCampaignsUi } from '../../src/features/campaigns/campaigns-ui-store';
import { EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { PARTY_PAGE_SIZE } from '../../src/systems/eos/views/party/CampaignPage';
import { usePartyUi } from '../../src/systems/eos/views/party/party-ui-store';
import { dumpDatabase, freshDatabaseEachTest, sampleBuild, sampleCharacter } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() =>
  act(() => {
    usePartyUi.getState().reset();
    useCampaignsUi.getState().reset();
  }),
);
afterEach(() => vi.restoreAllMocks());

async function openCampaign(id: string, name: string) {
  const user = userEvent.setup();
  const view = renderApp(`/campaigns/${id}`);
  await screen.findByRole('heading', { level: 1, name });
  return { user, ...view };
}

function member(name: string) {
  return screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('li')!;
}

function fact(card: HTMLElement, label: string) {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling!;
}

describe('campaign page', () => {
  it('is reached from the campaign card on /campaigns', async () => {
    await createCampaignWithCharacters('Frozen Coast', [sampleCharacter('Ada')]);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await user.click(await screen.findByRole('link', { name: 'Frozen Coast' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frozen Coast' })).toBeInTheDocument();
    expect(member('Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveClass('active');
  });

  it('lists the party with race, level and HP from the rules, each linked to its sheet', async () => {
    const campaign = await createCampaignWithCharacters(EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY);
    await openCampaign(campaign.id, EXAMPLE_CAMPAIGN_NAME);
    const party = await screen.findByRole('list', { name: 'Party' });
    expect(
      within(party)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(EXAMPLE_PARTY.map((c) => c.name));
    // "[(Body x Combat Level)+ 20HP]" with the size base (C-10): small "15 instead of the normal 20", large
    // "three (3) more base Hit Points for each tile they occupy" (2×2 = 4 tiles: 32).
    const expected = [
      ['Maren Holt', 'Human', '26 / 26'], // Body 6 × 1 + 20
      ['Pip Kettleburr', 'Gratchen', '19 / 19'], // Body 4 × 1 + 15
      ['Grund Mossback', 'Forest Troll', '42 / 42'], // Body 10 × 1 + 32
      ['Ash Greyfang', 'Neo-Wolf', '27 / 27'], // Body 7 × 1 + 20
      ['Brakka Stonehide', 'Rock Troll', '28 / 28'], // Body 8 × 1 + 20
    ];
    for (const [name, race, hp] of expected) {
      const card = member(name!);
      expect(fact(card, 'Race')).toHaveTextContent(race!);
      expect(fact(card, 'Level')).toHaveTextContent('1');
      expect(fact(card, 'HP')).toHaveTextContent(hp!);
      expect(within(card).queryByText('Draft')).not.toBeInTheDocument();
    }
    const [maren] = await listCharacters(campaign.id);
    expect(within(member('Maren Holt')).getByRole('link', { name: 'Maren Holt' })).toHaveAttribute(
      'href',
      `/characters/${maren!.id}`,
    );
    expect(within(member('Maren Holt')).getByRole('link', { name: 'Edit Maren Holt' })).toHaveAttribute(
      'href',
      `/characters/${maren!.id}/edit`,
    );
  });

  it('shows the current HP when the character is hurt', async () => {
    const campaign = await createCampaign('Coast');
    await createCharacter(campaign.id, { ...sampleCharacter('Ada'), currentHp: -3 });
    await openCampaign(campaign.id, 'Coast');
    expect(fact(await waitFor(() => member('Ada')), 'HP')).toHaveTextContent('-3 / 26');
  });

  it('marks drafts and says what is wrong with them', async () => {
    const campaign = await createCampaign('Coast');
    await createCharacter(campaign.id, {
      name: 'Rusty',
      draft: true,
      build: { ...sampleBuild, creationStats: { ...sampleBuild.creationStats, body: 11 } },
    });
    await openCampaign(campaign.id, 'Coast');
    const card = await waitFor(() => member('Rusty'));
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    // "Provided they do not assign more than 10 points into any one stat" and the 25-point total.
    expect(within(card).getByText('Body 11 is above the creation limit of 10 points in one stat.')).toBeVisible();
    expect(within(card).getByText('The creation stats add up to 30 points; only 25 may be assigned.')).toBeVisible();
  });

  it('deletes a character after confirmation, and Undo puts it back exactly', async () => {
    const campaign = await createCampaignWithCharacters('Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    const before = (await dumpDatabase()).characters;
    const { user } = await openCampaign(campaign.id, 'Coast');
    await waitFor(() => member('Ada'));

    await user.click(screen.getByRole('button', { name: 'Delete Ada' }));
    expect(within(member('Ada')).getByText(/Delete “Ada”\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect((await dumpDatabase()).characters).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Delete Ada' }));
    const confirm = screen.getByRole('button', { name: 'Delete character' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    const banner = await screen.findByRole('region', { name: 'Undo delete' });
    expect(banner).toHaveTextContent('Deleted “Ada”.');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /^Ada/ })).not.toBeInTheDocument());
    expect((await listCharacters(campaign.id)).map((c) => c.name)).toEqual(['Bo']);
    expect(within(banner).getByRole('button', { name: 'Undo' })).toHaveFocus();

    await user.click(within(banner).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Ada/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Restored “Ada”.');
    expect((await dumpDatabase()).characters).toEqual(before);
    expect(
      within(screen.getByRole('list', { name: 'Party' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Ada', 'Bo']);
  });

  it('tells the player when a delete fails and keeps the character', async () => {
    const campaign = await createCampaignWithCharacters('Coast', [sampleCharacter('Ada')]);
    const before = await dumpDatabase();
    const { user } = await openCampaign(campaign.id, 'Coast');
    await waitFor(() => member('Ada'));
    vi.spyOn(db.characters, 'delete').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Ada' }));
    await user.click(screen.getByRole('button', { name: 'Delete character' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/storage is full, so nothing was saved/);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('names the key survival skills nobody in the party has yet', async () => {
    const campaign = await createCampaignWithCharacters(EXAMPLE_CAMPAIGN_NAME, EXAMPLE_PARTY);
    await openCampaign(campaign.id, EXAMPLE_CAMPAIGN_NAME);
    const hint = await screen.findByRole('region', { name: 'Party skills: the book’s advice' });
    // "Armorsmith – Looted armor must be fitted." Nobody in the example party has it; everything else is covered.
    const missing = within(hint).getByRole('list', { name: 'Key skills nobody has yet' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nobody has Armorsmith yet.']);
    expect(hint).toHaveTextContent('1 of 7 key skill needs are not covered yet');
  });

  it('offers a new character and shows characters added in another tab', async () => {
    const campaign = await createCampaign('Coast');
    const { user } = await openCampaign(campaign.id, 'Coast');
    expect(await screen.findByText(/No characters yet/)).toBeInTheDocument();
    await createCharacter(campaign.id, sampleCharacter('From elsewhere'));
    expect(await screen.findByRole('heading', { level: 2, name: /From elsewhere/ })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New character' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New character' })).toBeInTheDocument();
  });

  it('says so when the campaign does not exist', async () => {
    renderApp('/campaigns/no-such-campaign');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
  });
});

describe('a large party (issue 16 item 21)', () => {
  it(`is drawn ${PARTY_PAGE_SIZE} members at a time, with pages to go through, keyboard included`, async () => {
    const names = Array.from({ length: 2 * PARTY_PAGE_SIZE + 5 }, (_, i) => `Member ${String(i + 1).padStart(2, '0')}`);
    const campaign = await createCampaignWithCharacters('Crowd', names.map(sampleCharacter));
    const { user } = await openCampaign(campaign.id, 'Crowd');
    const shown = async () =>
      within(await screen.findByRole('list', { name: 'Party' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    expect(await shown()).toEqual(names.slice(0, PARTY_PAGE_SIZE));
    const pager = screen.getByRole('navigation', { name: 'Pages of the party' });
    expect(pager).toHaveTextContent(`Page 1 of 3 (1–${PARTY_PAGE_SIZE} of ${names.length})`);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await shown()).toEqual(names.slice(PARTY_PAGE_SIZE, 2 * PARTY_PAGE_SIZE));
    within(pager).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await shown()).toEqual(names.slice(2 * PARTY_PAGE_SIZE));
    expect(pager).toHaveTextContent(`Page 3 of 3 (${2 * PARTY_PAGE_SIZE + 1}–${names.length} of ${names.length})`);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(`The party: ${names.length} characters.`, { exact: false })).toBeInTheDocument();
  });
});
