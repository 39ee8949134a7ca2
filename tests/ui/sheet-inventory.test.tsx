import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaignWithCharacters, getCharacter, listCharacters, type NewCharacter } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { useSheetUi } from '../../src/systems/eos/views/character-sheet/sheet-ui-store';
import { EMPTY_GEAR, type CharacterGear } from '../../src/systems/eos/rules/character/gear';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useSheetUi.getState().reset()));

const MAREN = EXAMPLE_PARTY.find((c) => c.name === 'Maren Holt')!; // Human, Body 6
const pack = {
  id: 'pack',
  name: 'Old pack',
  tier: 1,
  fullTier: 1,
  sizeCategory: 'medium',
  kind: 'backpack',
  slot: 'back',
} as const;
const gear = (extra: Partial<CharacterGear> = {}): CharacterGear => ({
  ...structuredClone(EMPTY_GEAR),
  containers: [pack],
  ...extra,
});

async function open(character: NewCharacter, path = '') {
  const campaign = await createCampaignWithCharacters('Frozen Coast', [character]);
  const [stored] = await listCharacters(campaign.id);
  renderApp(`/characters/${stored!.id}${path}`);
  await screen.findByRole('heading', { level: 1, name: new RegExp(`^${character.name}`) });
  return { id: stored!.id, region: await screen.findByRole('region', { name: 'Inventory' }) };
}

describe('the inventory on the sheet', () => {
  it('counts "Each torch takes up 5 inventory slots" against a T1 Backpack’s 4 and warns that it does not fit', async () => {
    const user = userEvent.setup();
    const { id, region } = await open({ ...MAREN, gear: gear() });
    expect(region).toHaveTextContent('Old pack 0 of 4 slots (4 × T1)');
    await user.type(within(region).getByLabelText('Item'), 'Torch');
    await user.selectOptions(within(region).getByLabelText('Size'), 'torch');
    await user.click(within(region).getByRole('button', { name: 'Add to inventory' }));
    const warning = await within(region).findByRole('group', { name: 'Does not fit' });
    expect(warning).toHaveTextContent('Old pack holds 4 slots; what is in it takes 5 (1 too many): Torch.');
    expect(region).toHaveTextContent('Torch 5 slots (5 (torch))');
    expect((await getCharacter(id))?.gear.inventory).toEqual([
      { id: expect.any(String), name: 'Torch', kind: 'torch', count: 1, in: 'pack' },
    ]);
    await user.selectOptions(within(region).getByLabelText('Where Torch is'), '');
    expect(await within(region).findByText(/In hand, with the GM's leave: Torch/)).toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Does not fit' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Remove Torch' }));
    expect(await within(region).findByText('Empty.')).toBeInTheDocument();
    expect((await getCharacter(id))?.gear.inventory).toEqual([]);
  });

  it('refuses a stack the rules cannot count, in words, and writes nothing', async () => {
    const user = userEvent.setup();
    const { id, region } = await open({ ...MAREN, gear: gear() });
    const before = await getCharacter(id);
    await user.type(within(region).getByLabelText('Item'), 'Coins');
    await user.clear(within(region).getByLabelText('How many'));
    await user.type(within(region).getByLabelText('How many'), '0');
    await user.click(within(region).getByRole('button', { name: 'Add to inventory' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'How many must be a whole number from 1 to 100000, not 0.',
    );
    expect(await getCharacter(id)).toEqual(before);
  });

  it('shows a record stored before the inventory existed (no inventory field) with its carry slots', async () => {
    const { region } = await open({ ...MAREN, gear: gear() });
    expect(region).toHaveTextContent('Worn: up to 9 items in the carry slots (3 slots × 3 places × 1 item)');
    expect(region).toHaveTextContent('Empty.');
  });

  it('is in the print view with its warning and no controls', async () => {
    const { region } = await open(
      { ...MAREN, gear: gear({ inventory: [{ id: 'c', name: 'Coins', kind: 'xs', count: 55, in: 'pack' }] }) },
      '/print',
    );
    expect(region).toHaveTextContent('Coins ×55 6 slots (55 XS, 10 to a space, rounded up)');
    expect(within(region).getByRole('group', { name: 'Does not fit' })).toHaveTextContent(
      'Old pack holds 4 slots; what is in it takes 6',
    );
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});
