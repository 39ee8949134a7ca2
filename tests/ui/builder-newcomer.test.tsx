import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaign, createCampaignWithCharacters } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { skillById } from '../../src/systems/eos/rules';
import { useBuilder } from '../../src/systems/eos/views/builder/builder-store';
import { usePartyUi } from '../../src/systems/eos/views/party/party-ui-store';
import { freshDatabaseEachTest, sampleCharacter } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
// A full build is many steps of a whole page in jsdom; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() =>
  act(() => {
    useBuilder.getState().reset();
    usePartyUi.getState().reset();
  }),
);
afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

async function openBuilder(race?: string) {
  const campaign = await createCampaign('Frozen Coast');
  const user = userEvent.setup();
  const view = renderApp(`/campaigns/${campaign.id}/new-character`);
  await screen.findByRole('heading', { level: 1, name: 'New character' });
  if (race) await user.click(screen.getByRole('button', { name: `Choose ${race}` }));
  return { user, campaign, ...view };
}

function stepButton(name: string) {
  const nav = screen.getByRole('navigation', { name: 'Builder steps' });
  return within(nav).getByRole('button', { name: new RegExp(`^${name}`) });
}

async function goTo(user: User, step: string) {
  await user.click(stepButton(step));
  await screen.findByRole('heading', { level: 2, name: new RegExp(step === 'Review' ? '^Review' : `^${step}$`) });
}

/** Types a whole number into a stepper's field, as a player would after selecting its content. */
function setNumber(name: string, value: number) {
  fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value: String(value) } });
}

function skillRow(name: string) {
  return screen.getByRole('heading', { level: 4, name: new RegExp(`^${name}\\s*(Advanced)?$`) }).closest('li')!;
}

/** Issue 16 item 9: a builder for people who have not read the book. */
describe('the builder for a newcomer', () => {
  it('Next with stat points unspent says how many before going on', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Body', 6);
    await user.click(screen.getByRole('button', { name: 'Next: Skills' }));
    // "Assign 25 points": 19 are left.
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('19 of 25 stat points are not spent yet');
    expect(screen.getByRole('heading', { level: 2, name: 'Stats' })).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Go on to Skills anyway' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
  });

  it('says once that Mind 0 cannot gain skills, and shows each skill’s description from the book', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Body', 10);
    await goTo(user, 'Skills');
    // "No creatures with Mind less than 1 can gain any skills".
    expect(screen.getAllByText(/Mind 0 cannot gain any skills/i)).toHaveLength(1);
    expect(within(skillRow('Bow')).getByText(skillById('bow').description)).toBeInTheDocument();
    expect(within(skillRow('Armorsmith')).getByText(/create armor & shields rated in Tier value/)).toBeInTheDocument();
  });

  it('a locked skill takes no points, typed or stepped, and says why', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Mind', 8);
    await goTo(user, 'Skills');
    const row = skillRow('Armorsmith');
    expect(within(row).getByRole('button', { name: 'Increase Armorsmith time points' })).toBeDisabled();
    setNumber('Armorsmith time points', 3);
    expect(within(skillRow('Armorsmith')).getByRole('spinbutton', { name: 'Armorsmith time points' })).toHaveValue(0);
    expect(useBuilder.getState().draft.build.skills.armorsmith).toBeUndefined();
    expect(
      within(skillRow('Armorsmith')).getByText(/Locked: needs Metalworks 5 \(you have 0\) and Tailor 5/),
    ).toBeVisible();
  });

  it('the review lists the gear, is never green while a name is missing, and suggests no party member’s name', async () => {
    const campaign = await createCampaignWithCharacters('Coast', EXAMPLE_PARTY);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}/new-character`);
    await screen.findByRole('heading', { level: 1, name: 'New character' });
    await user.click(screen.getByRole('button', { name: 'Choose Human' }));
    await goTo(user, 'Stats');
    const { creationStats } = sampleCharacter('x').build;
    for (const [stat, value] of Object.entries(creationStats)) {
      if (stat !== 'aura') setNumber(stat[0]!.toUpperCase() + stat.slice(1), value);
    }
    await goTo(user, 'Gear');
    await user.click(screen.getByRole('button', { name: 'Add armor suit' }));
    await user.type(screen.getByRole('textbox', { name: 'Armor name' }), 'Hide coat');
    await goTo(user, 'Review');

    const name = screen.getByRole('textbox', { name: 'Name' });
    for (const member of EXAMPLE_PARTY) expect(name).not.toHaveAttribute('placeholder', member.name);
    expect(screen.queryByText(/saved as a ready character/)).not.toBeInTheDocument();
    expect(screen.getByText(/needs a name/i)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Gear' })).getByText(/Hide coat/)).toBeInTheDocument();
    await user.type(name, 'Ash Wren');
    expect(await screen.findByText(/saved as a ready character/)).toBeInTheDocument();
  });

  it('offers the book’s weapons with their numbers, and a custom entry still', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Gear');
    const choice = screen.getByRole('combobox', { name: 'Add a weapon from the book' });
    // "The range of the bow will be within 15 tiles"; "It requires 2 hands to operate".
    expect(
      within(choice).getByRole('option', { name: /^Bow: 2 hands · range 15 tiles · needs Body ≥ its tier$/ }),
    ).toBeInTheDocument();
    await user.selectOptions(choice, 'bow');
    expect(useBuilder.getState().draft.gear.weapons).toMatchObject([{ name: 'Bow', kind: 'bow', tier: 1 }]);
    expect(screen.getByText('Bow: 2 hands · range 15 tiles · needs Body ≥ its tier.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add weapon' }));
    expect(useBuilder.getState().draft.gear.weapons).toHaveLength(2);
  });

  // Ruling R-gear-6: the book names no armor or shields, only tiers; "To equip armor, the character must have a Body
  // stat higher or equal to the armor's Tier" and "a T8 Shield requires Body: 8+".
  it('offers the book’s armor and shields up to the character’s Body, with what each does', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Gear');
    expect(
      within(screen.getByRole('combobox', { name: 'Add armor from the book' })).getByRole('option', {
        name: 'Body 0 cannot equip armor',
      }),
    ).toBeInTheDocument();
    await goTo(user, 'Stats');
    setNumber('Body', 3);
    await goTo(user, 'Gear');
    const armor = screen.getByRole('combobox', { name: 'Add armor from the book' });
    expect(
      within(armor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose armor…',
      'Tier 1 armor: −1 damage received from most attacks · needs Body 1',
      'Tier 2 armor: −2 damage received from most attacks · needs Body 2',
      'Tier 3 armor: −3 damage received from most attacks · needs Body 3',
    ]);
    await user.selectOptions(armor, '2');
    expect(useBuilder.getState().draft.gear.armor).toMatchObject([{ name: 'Tier 2 armor', tier: 2 }]);
    const shield = screen.getByRole('combobox', { name: 'Add a shield from the book' });
    expect(
      within(shield).getByRole('option', {
        name: 'Tier 3 shield: −3 damage from attacks from the front, in hand only · needs Body 3 · 1 round to equip',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(shield, '1');
    expect(useBuilder.getState().draft.gear.shield).toMatchObject({ name: 'Tier 1 shield', tier: 1, slot: null });
    // One shield at a time: once chosen, neither the book's list nor "Add shield" is offered.
    expect(screen.queryByRole('combobox', { name: 'Add a shield from the book' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add shield' })).toBeNull();
  });
});
