import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaign, createCharacter, getCharacter, listCharacters } from '../../src/db';
import { db } from '../../src/db/db';
import { useBuilder } from '../../src/systems/eos/views/builder/builder-store';
import { usePartyUi } from '../../src/systems/eos/views/party/party-ui-store';
import { EMPTY_GEAR } from '../../src/systems/eos/rules';
import { dumpDatabase, freshDatabaseEachTest, sampleBuild } from '../db/helpers';
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

function statRow(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

function skillRow(name: string) {
  return screen.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) }).closest('li')!;
}

/** The stats of the sample human (Body 6, Mind 8, Reflex 6, Presence 5: 25 points). */
function enterSampleStats() {
  setNumber('Body', 6);
  setNumber('Mind', 8);
  setNumber('Reflex', 6);
  setNumber('Presence', 5);
}

describe('race step', () => {
  it('shows all 22 races with their size numbers, filters by size and marks the chosen race', async () => {
    const { user } = await openBuilder();
    const races = screen.getByRole('list', { name: 'Races' });
    expect(within(races).getAllByRole('heading', { level: 3 })).toHaveLength(22);

    // "Gear costs & Tiles/Food per day" — a 2×2 Neo-Bear: base HP 20 + 3 × 4 tiles = 32, melee +12, food 4, range +1.
    const bear = within(races)
      .getByRole('heading', { level: 3, name: /^Neo-Bear/ })
      .closest('li')!;
    expect(within(bear).getByText('Base HP').nextElementSibling).toHaveTextContent('32');
    expect(within(bear).getByText('Melee dmg').nextElementSibling).toHaveTextContent('+12');
    expect(within(bear).getByText('Food/day').nextElementSibling).toHaveTextContent('4');
    expect(within(bear).getByText('Range').nextElementSibling).toHaveTextContent('+1');
    expect(within(within(bear).getByRole('list', { name: 'Neo-Bear specials' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(within(bear).getByText('Trade Blows 2')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Small' }));
    expect(
      within(races)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringMatching(/^Gratchen/), expect.stringMatching(/^Neo-Tabby/)]);
    const choose = screen.getByRole('button', { name: 'Choose Gratchen' });
    expect(choose).toHaveAttribute('aria-pressed', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(choose.closest('li')).toHaveClass('selected');
    expect(within(choose.closest('li')!).getByText('✓ Chosen')).toBeInTheDocument();
  });

  it('asks for a race before the other steps, and any step can be opened in any order', async () => {
    const { user } = await openBuilder();
    await goTo(user, 'Skills');
    expect(screen.getByText(/Choose a race first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a race' }));
    await user.click(screen.getByRole('button', { name: 'Choose Dwarf' }));
    await goTo(user, 'Review');
    await goTo(user, 'Stats');
    expect(stepButton('Stats')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Stats' })).toHaveFocus();
  });
});

describe('stats step', () => {
  it('stops + at the creation limit of 10 in one stat and explains a typed 11 next to the stat', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    // "Provided they do not assign more than 10 points into any one stat."
    setNumber('Body', 9);
    const plus = screen.getByRole('button', { name: 'Increase Body' });
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Body' })).toHaveValue(10);
    expect(plus).toBeDisabled();
    expect(within(statRow('Body')).getByText(/With one more: Body 11 is above the creation limit of 10/)).toBeVisible();
    expect(plus).toHaveAccessibleDescription(/Body 11 is above the creation limit of 10 points in one stat/);

    setNumber('Body', 11);
    expect(
      within(statRow('Body')).getByText('Body 11 is above the creation limit of 10 points in one stat.'),
    ).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Body' })).toHaveAttribute('aria-invalid', 'true');
    expect(stepButton('Stats')).toHaveTextContent('1');
  });

  it('counts the 25 points down and stops every + when they are spent', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    // "a player may assign 25 points to their Stats however they choose."
    expect(screen.getByText('25 of 25')).toBeInTheDocument();
    setNumber('Body', 10);
    setNumber('Mind', 10);
    expect(screen.getByText('5 of 25')).toBeInTheDocument();
    setNumber('Reflex', 5);
    expect(screen.getByText('0 of 25')).toBeInTheDocument();
    for (const stat of ['Presence', 'Aura']) {
      expect(screen.getByRole('button', { name: `Increase ${stat}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Increase ${stat}` })).toHaveAccessibleDescription(
        'Every creation point is spent: lower a stat to raise another.',
      );
    }
    setNumber('Presence', 1);
    expect(screen.getByText('The creation stats add up to 26 points; only 25 may be assigned.')).toBeVisible();
  });

  it('shows the racial bonus and cap, the final value and what the next point changes', async () => {
    const { user } = await openBuilder('Neo-Daemon');
    await goTo(user, 'Stats');
    // Neo-Daemon: "gain +3 to Mind Stat (for free, at game start)" and "have a maximum Mind of 15".
    const mind = statRow('Mind');
    expect(within(mind).getByText('+3 Mind (Neo-Daemon), cap 15')).toBeInTheDocument();
    setNumber('Mind', 10);
    expect(within(mind).getByText('13')).toBeInTheDocument();
    expect(within(mind).getByText('(10 assigned + 3 Neo-Daemon)')).toBeInTheDocument();
    // "Mind x Combat Level" combat skill points: 13 → 14 with one more point.
    expect(within(mind).getByText(/Combat skill points 13 →/)).toHaveTextContent('Combat skill points 13 → 14');
    expect(within(statRow('Body')).getByText('cap 12')).toBeInTheDocument();
    // A 3×3 Neo-Daemon: base HP 20 + 3 × 9 = 47; "[(Body x Combat Level)+ 20HP]" with Body 0 → 1 gives 47 → 48.
    expect(within(statRow('Body')).getByText(/Max HP 47 →/)).toHaveTextContent('Max HP 47 → 48');
    // "[Daily Miles= Body + Move]": Move 6, Body 0 → 1.
    expect(within(statRow('Body')).getByText(/Daily miles on road 6 →/)).toHaveTextContent('Daily miles on road 6 → 7');
    expect(within(statRow('Aura')).getByText(/Not used by the rules except Daywalker Exsanguination/)).toBeVisible();
  });
});

describe('skills step', () => {
  it('caps time points at Mind and says so next to the skill', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Mind', 3);
    await goTo(user, 'Skills');
    // "Skill points from Time may not be higher than the Mind stat in any skill."
    setNumber('Tailor time points', 3);
    const plus = within(skillRow('Tailor')).getByRole('button', { name: 'Increase Tailor time points' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(/With one more: Tailor has 4 time points, above the limit of Mind 3\./);
    expect(within(skillRow('Tailor')).getByText('time ≤ 3', { exact: false })).toBeInTheDocument();

    setNumber('Tailor time points', 5);
    expect(within(skillRow('Tailor')).getByText('Tailor has 5 time points, above the limit of Mind 3.')).toBeVisible();
    expect(stepButton('Skills')).toHaveTextContent('1');
    // Combat points may exceed Mind: "These skill points may exceed the Mind stat".
    expect(within(skillRow('Tailor')).getByRole('button', { name: 'Increase Tailor combat points' })).toBeEnabled();
  });

  it('locks an advanced skill until its prerequisites are met and names them', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Mind', 8);
    await goTo(user, 'Skills');
    setNumber('Metalworks time points', 2);
    // "Advanced Skills may not be taken until a character has all prerequisite skills at the level listed".
    const row = skillRow('Weaponsmith');
    expect(within(row).getByText(/Locked: needs Metalworks 5 \(you have 2\)/)).toBeVisible();
    const plus = within(row).getByRole('button', { name: 'Increase Weaponsmith time points' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(/needs Metalworks 5 \(you have 2\)/);

    // A locked skill takes no typed points either (issue 16 item 9): the field stays at 0 and the lock says why.
    setNumber('Weaponsmith time points', 1);
    expect(within(skillRow('Weaponsmith')).getByRole('spinbutton', { name: 'Weaponsmith time points' })).toHaveValue(0);

    setNumber('Metalworks time points', 5);
    expect(within(skillRow('Weaponsmith')).queryByText(/Locked/)).not.toBeInTheDocument();
    expect(within(skillRow('Weaponsmith')).queryByText(/needs Metalworks/)).not.toBeInTheDocument();
    expect(
      within(skillRow('Weaponsmith')).getByRole('button', { name: 'Increase Weaponsmith time points' }),
    ).toBeEnabled();
  });

  it('keeps both pools in view and refuses more combat points than Mind × level', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Mind', 4);
    await goTo(user, 'Skills');
    const bar = screen.getByLabelText('Skill points left');
    // Humans: 48 time points ("This effect includes the initial 2 years"); combat "Mind x Combat Level" = 4 × 1.
    expect(within(bar).getByText('48 of 48')).toBeInTheDocument();
    expect(within(bar).getByText('4 of 4')).toBeInTheDocument();
    setNumber('Bow combat points', 4);
    expect(within(bar).getByText('0 of 4')).toBeInTheDocument();
    const plus = screen.getByRole('button', { name: 'Increase Stealth combat points' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(/All spent/);

    setNumber('Bow combat points', 6);
    expect(within(bar).getByText('-2 of 4')).toBeInTheDocument();
    expect(
      within(bar).getByText('6 combat skill points are assigned, but Mind 4 × level 1 gives only 4.'),
    ).toBeVisible();
  });

  it('pre-fills and labels racial free skills, and shows the party coverage hint', async () => {
    const { user } = await openBuilder('Gratchen');
    await goTo(user, 'Stats');
    setNumber('Mind', 5);
    await goTo(user, 'Skills');
    // Gratchen "Tiny Perspective": Metalworks 1, Crossbow Smith 1, Locksmith 1, each up to 13.
    for (const skill of ['Metalworks', 'Crossbow Smith', 'Locksmith']) {
      const row = skillRow(skill);
      expect(within(row).getByText('+1 racial (Tiny Perspective)')).toBeInTheDocument();
      expect(within(row).getByText('Level').closest('p')).toHaveTextContent('Level 1 / cap 13');
    }
    const hint = screen.getByRole('region', { name: 'Party skills: the book’s advice' });
    expect(within(hint).getByText(/Nobody has Bushcraft yet/)).toBeInTheDocument();
    setNumber('Bushcraft time points', 1);
    await waitFor(() => expect(within(hint).queryByText(/Nobody has Bushcraft yet/)).not.toBeInTheDocument());
  });
});

describe('gear step', () => {
  it('explains Body limits and size-matched gear next to the item', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Body', 4);
    await goTo(user, 'Gear');
    await user.click(screen.getByRole('button', { name: 'Add armor suit' }));
    setNumber('Armor tier', 4);
    // "To equip armor, the character must have a Body stat higher or equal to the armor's Tier."
    expect(screen.getByRole('button', { name: 'Increase Armor tier' })).toBeDisabled();
    setNumber('Armor tier', 5);
    expect(
      screen.getByText('Armor (T5): A Tier 5 armor needs Body 5 or more; this character has Body 4.'),
    ).toBeVisible();
    setNumber('Armor tier', 3);
    // Cloaks "each … requiring an available Body stat point … after armor Tier value is subtracted": 4 − 3 = 1.
    await user.click(screen.getByRole('button', { name: 'Increase Cloaks worn' }));
    expect(screen.getByRole('button', { name: 'Increase Cloaks worn' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Made for' }), 'large');
    expect(screen.getByText('Armor was made for a large creature; a Human (medium) cannot use it.')).toBeVisible();
    expect(stepButton('Gear')).toHaveTextContent('1');
  });
});

describe('review and save', () => {
  it('saves a build that breaks rules only as a draft, listing each violation with its rule', async () => {
    const { user, campaign } = await openBuilder('Human');
    await goTo(user, 'Stats');
    setNumber('Body', 11);
    setNumber('Mind', 1);
    await goTo(user, 'Skills');
    setNumber('Tailor time points', 2);
    await goTo(user, 'Review');

    const problems = screen.getByRole('region', { name: /rules are broken/ });
    expect(within(problems).getByRole('heading')).toHaveTextContent(
      '2 rules are broken: this build can be saved only as a draft',
    );
    expect(within(problems).getByText('Body 11 is above the creation limit of 10 points in one stat.')).toBeVisible();
    expect(
      within(problems).getByText(/Provided they do not assign more than 10 points into any one stat/),
    ).toBeVisible();
    expect(within(problems).getByText('Tailor has 2 time points, above the limit of Mind 1.')).toBeVisible();
    expect(
      within(problems).getByText('Skill points from Time may not be higher than the Mind stat in any skill.'),
    ).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rusty');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Frozen Coast' }, { timeout: 5_000 });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved “Rusty” as a draft');
    const [stored] = await listCharacters(campaign.id);
    expect(stored).toMatchObject({ name: 'Rusty', draft: true, gear: EMPTY_GEAR, currentHp: null });
    expect(stored!.build.creationStats.body).toBe(11);
    expect(useBuilder.getState().key).toBeNull();
  });

  it('saves a legal build as a ready character', async () => {
    const { user, campaign } = await openBuilder('Human');
    await goTo(user, 'Stats');
    enterSampleStats();
    await goTo(user, 'Skills');
    for (const skill of ['Bushcraft', 'Cooking', 'Medicine', 'Fishing', 'Scholar', 'Tailor']) {
      setNumber(`${skill} time points`, 8);
    }
    setNumber('Bow combat points', 8);
    const bar = screen.getByLabelText('Skill points left');
    expect(within(bar).getByText('0 of 48')).toBeInTheDocument();
    expect(within(bar).getByText('0 of 8')).toBeInTheDocument();
    await goTo(user, 'Review');

    expect(screen.getByText(/This build follows every rule checked/)).toBeInTheDocument();
    // "[(Body x Combat Level)+ 20HP]": 6 × 1 + 20.
    expect(screen.getByRole('button', { name: 'Max HP 26' })).toHaveAccessibleDescription(
      'Max HP 26 = Body 6 × level 1 + 20',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maren Holt');
    await user.click(screen.getByRole('radio', { name: 'Colour' }));
    await user.click(screen.getByRole('button', { name: 'Save character' }));

    await screen.findByRole('heading', { level: 1, name: 'Frozen Coast' }, { timeout: 5_000 });
    const [stored] = await listCharacters(campaign.id);
    expect(stored).toMatchObject({ name: 'Maren Holt', draft: false, portrait: { kind: 'colour' } });
    expect(stored!.build).toEqual(sampleBuild);
    const card = screen.getByRole('heading', { level: 2, name: /Maren Holt/ }).closest('li')!;
    expect(within(card).getByText('26 / 26')).toBeInTheDocument();
  });

  it('explains a missing name next to the field and saves nothing', async () => {
    const { user } = await openBuilder('Human');
    await goTo(user, 'Review');
    // Unspent points are legal (R-character-5): an empty human is a ready character, only the name is missing.
    await user.click(screen.getByRole('button', { name: 'Save character' }));
    expect(await screen.findByText('Character name cannot be empty.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(await db.characters.count()).toBe(0);
  });

  it('leaves stored data unchanged when the save fails, and says why', async () => {
    const { user } = await openBuilder('Human');
    const before = await dumpDatabase();
    vi.spyOn(db.characters, 'add').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );
    await goTo(user, 'Review');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Save character' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your browser's storage is full, so nothing was saved\./,
    );
    expect(await dumpDatabase()).toEqual(before);
    // The draft is still there to save again.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pip');
  });
});

describe('editing a character', () => {
  it('opens the stored character in the same builder and saves the changes in place', async () => {
    const campaign = await createCampaign('Frozen Coast');
    const stored = await createCharacter(campaign.id, { name: 'Maren', build: sampleBuild, currentHp: 12 });
    const user = userEvent.setup();
    renderApp(`/characters/${stored.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Maren' });
    expect(screen.getByRole('heading', { level: 2, name: 'Stats' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Body' })).toHaveValue(6);

    setNumber('Body', 5);
    setNumber('Presence', 6);
    await goTo(user, 'Review');
    await user.click(screen.getByRole('button', { name: 'Save character' }));
    await screen.findByRole('heading', { level: 1, name: 'Frozen Coast' }, { timeout: 5_000 });

    const saved = await getCharacter(stored.id);
    expect(saved!.build.creationStats).toEqual({ ...sampleBuild.creationStats, body: 5, presence: 6 });
    expect(saved).toMatchObject({ name: 'Maren', draft: false, currentHp: 12, createdAt: stored.createdAt });
  });

  it('says so when the character does not exist', async () => {
    renderApp('/characters/nobody/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Character not found' })).toBeInTheDocument();
  });
});
