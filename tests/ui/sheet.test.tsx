import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaignWithCharacters, getCharacter, listCharacters, type NewCharacter } from '../../src/db';
import { db } from '../../src/db/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { useSheetUi } from '../../src/systems/eos/views/character-sheet/sheet-ui-store';
import type { CharacterBuild } from '../../src/systems/eos/rules/character/build';
import { EMPTY_GEAR } from '../../src/systems/eos/rules/character/gear';
import { dumpDatabase, freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useSheetUi.getState().reset()));
afterEach(() => vi.restoreAllMocks());

const byName = (name: string) => EXAMPLE_PARTY.find((c) => c.name === name)!;
const MAREN = byName('Maren Holt'); // Human, Body 6, Mind 8
const PIP = byName('Pip Kettleburr'); // Gratchen, Body 4
const GRUND = byName('Grund Mossback'); // Forest Troll 2×2, Body 10

const noLevelStats = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 };
const dragonBuild: CharacterBuild = {
  raceId: 'neo-dragon',
  exp: 0,
  creationStats: { body: 8, mind: 6, reflex: 6, presence: 5, aura: 0 },
  levelStats: noLevelStats,
  monthsElapsed: 0,
  skills: {
    hunting: { time: 6, combat: 0 },
    bushcraft: { time: 6, combat: 0 },
    navigation: { time: 6, combat: 0 },
    fishing: { time: 6, combat: 0 },
    'unarmed-melee': { time: 0, combat: 6 },
  },
};
const VESH: NewCharacter = { name: 'Vesh', build: dragonBuild, gear: EMPTY_GEAR };

/** Stores `character` in a campaign of its own and opens its sheet. */
async function openSheet(character: NewCharacter) {
  const campaign = await createCampaignWithCharacters('Frozen Coast', [character]);
  const [stored] = await listCharacters(campaign.id);
  const user = userEvent.setup();
  const view = renderApp(`/characters/${stored!.id}`);
  await screen.findByRole('heading', { level: 1, name: new RegExp(`^${character.name}`) });
  // The sections below the first screen come a moment after the page (a sheet that cannot be worked out has none).
  if (!character.draft) await screen.findByRole('region', { name: 'Notes' });
  return { user, id: stored!.id, campaign, ...view };
}

/** The derived number `label value` (a button) and its formula (the button's description). */
function derived(name: string) {
  return screen.getByRole('button', { name });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('the character sheet: numbers for races of each size, from the rules text', () => {
  it('small: a Gratchen "15 instead of the normal 20" base HP, ½ tile of food, Body + Move miles', async () => {
    await openSheet(PIP);
    // "Small races have five (5) less base Hit Points. Granting them 15 instead of the normal 20": Body 4 × 1 + 15.
    expect(derived('Max HP 19')).toHaveAccessibleDescription('Max HP 19 = Body 4 × level 1 + 15 (Gratchen 1/2)');
    expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute(
      'aria-valuetext',
      '19 of 19 HP, conscious',
    );
    // "Death occurs when a character reaches their HP total in negative numbers".
    expect(within(section('Health')).getByRole('button', { name: 'Dead at −19 HP' })).toBeInTheDocument();
    // "[Daily Miles= Body + Move]": Body 4 + Gratchen Move 3; off road "(Body+ Move) /2".
    expect(derived('Daily miles on road 7 mi')).toHaveAccessibleDescription(/= Body 4 \+ Move 3$/);
    expect(derived('Daily miles off road 3.5 mi')).toHaveAccessibleDescription(/= \(Body 4 \+ Move 3\) \/ 2$/);
    // "The daily food needed for a creature will be their size in total tiles": ½.
    expect(derived('Food per day 0.5')).toBeInTheDocument();
    // Tiny Perspective: "start the game with Metalworks: 1": 9 time + 1 racial.
    expect(derived('Metalworks 10')).toHaveAccessibleDescription('Metalworks 10 = 9 time + 0 combat + 1 racial');
  });

  it('medium: a Human with "[(Body x Combat Level)+ 20HP]" and 48 time points', async () => {
    await openSheet(MAREN);
    expect(derived('Max HP 26')).toHaveAccessibleDescription('Max HP 26 = Body 6 × level 1 + 20');
    expect(derived('Daily miles on road 11 mi')).toBeInTheDocument();
    expect(derived('Food per day 1')).toBeInTheDocument();
    // "Mind x Combat Level" combat points; humans "including the initial 2 years": 48 time points.
    expect(derived('Combat skill points available 8')).toHaveAccessibleDescription(/= Mind 8 × level 1$/);
    expect(derived('Time skill points available 48')).toHaveAccessibleDescription(/= 48 at creation \+ 2 × 0 months$/);
    // The bow: "1d20 + reflex + skill" = Reflex 6 + Bow 4, range 15 tiles.
    const bow = within(section('Weapons'))
      .getByRole('heading', { name: /Ash longbow/ })
      .closest('li')!;
    expect(within(bow).getByRole('button', { name: 'Ash longbow attack modifier 10' })).toHaveAccessibleDescription(
      /= Reflex 6 \+ Bow 4$/,
    );
    expect(within(bow).getByRole('button', { name: 'Ash longbow range 15 tiles' })).toBeInTheDocument();
    expect(within(bow).getByText(/^diff \+ .*T3.* − armor$/)).toBeInTheDocument();
  });

  it('large: a Forest Troll 2×2, "Granting them 32 instead of the normal 20 at game start for a 2×2 creature"', async () => {
    await openSheet(GRUND);
    expect(derived('Max HP 42')).toHaveAccessibleDescription('Max HP 42 = Body 10 × level 1 + 32 (Forest Troll 2×2)');
    // Forest trolls eat four rations a day (4 tiles) and "regenerate … [Body value + Combat Level] each round".
    expect(derived('Food per day 4')).toBeInTheDocument();
    expect(derived('Regeneration 11 HP a round')).toHaveAccessibleDescription(/= Body 10 \+ level 1 per round$/);
    expect(derived('Daily miles on road 16 mi')).toHaveAccessibleDescription(/= Body 10 \+ Move 6$/);
  });

  it('extra-large: a Neo-Dragon 3×4 with base HP "56 instead of 20" and natural armor [Body + Combat Level]', async () => {
    await openSheet(VESH);
    expect(derived('Max HP 64')).toHaveAccessibleDescription('Max HP 64 = Body 8 × level 1 + 56 (Neo-Dragon 3×4)');
    expect(derived('Food per day 12')).toBeInTheDocument();
    // "Their Natural Armor has a Tier Value equal to their [Body stat value + Combat Level]": 8 + 1, front and rear.
    expect(derived('Natural armor tier 9')).toHaveAccessibleDescription(/= Body 8 \+ level 1 \(Neo-Dragon\)$/);
    expect(derived('Against the front 9')).toBeInTheDocument();
    expect(derived('Against the rear 9')).toBeInTheDocument();
    // Bare hands are always there: Reflex 6 + Unarmed Melee 6.
    expect(derived('Bare hands attack modifier 12')).toBeInTheDocument();
  });

  it('shows a draft with what is wrong', async () => {
    const broken: NewCharacter = {
      name: 'Overdone',
      draft: true,
      build: { ...MAREN.build, creationStats: { ...MAREN.build.creationStats, body: 11 } },
    };
    await openSheet(broken);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Draft');
    const problems = screen.getByRole('region', { name: /This draft breaks/ });
    expect(problems).toHaveTextContent('above the creation limit of 10');
  });
});

describe('a sheet the rules cannot work out', () => {
  it('says why and links to the builder instead of showing numbers', async () => {
    const unfinished: NewCharacter = { name: 'Nobody Yet', draft: true, build: { ...MAREN.build, raceId: '' } };
    await openSheet(unfinished);
    expect(screen.getByText(/The sheet cannot be worked out yet: .*race/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Nobody Yet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/characters\/.+\/edit$/),
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says so for a link to a character that does not exist', async () => {
    renderApp('/characters/no-such-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such character' })).toBeInTheDocument();
  });
});

describe('the formula popover', () => {
  it('opens on hover, on keyboard focus and on a tap, and closes with Escape', async () => {
    const { user } = await openSheet(MAREN);
    const maxHp = derived('Max HP 26');
    const tip = document.getElementById(maxHp.getAttribute('aria-describedby')!)!;
    expect(tip).not.toBeVisible();

    await user.hover(maxHp);
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent('Max HP 26 = Body 6 × level 1 + 20');
    await user.unhover(maxHp);
    expect(tip).not.toBeVisible();

    await user.click(maxHp); // a tap pins it open
    expect(tip).toBeVisible();
    expect(maxHp).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(tip).not.toBeVisible();
    await user.click(maxHp);
    await user.click(screen.getByRole('heading', { level: 1 })); // a tap elsewhere closes it
    expect(tip).not.toBeVisible();

    // Keyboard: tabbing onto the number shows its formula, tabbing away hides it.
    const currentHp = derived('Current HP 26');
    maxHp.blur();
    await user.tab();
    while (document.activeElement !== maxHp && document.activeElement !== document.body) await user.tab();
    expect(maxHp).toHaveFocus();
    expect(tip).toBeVisible();
    await user.tab();
    expect(currentHp).toHaveFocus();
    expect(tip).not.toBeVisible();
  });
});

describe('editing on the sheet', () => {
  it('takes damage, heals, steps and sets current HP, and explains a value the rules refuse', async () => {
    const { user, id } = await openSheet(MAREN);
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '8');
    await user.click(screen.getByRole('button', { name: 'Take damage' }));
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute(
        'aria-valuetext',
        '18 of 26 HP, conscious',
      ),
    );
    expect((await getCharacter(id))!.currentHp).toBe(18);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Took 8 damage: 18 of 26 HP.');

    await user.click(screen.getByRole('button', { name: 'Lose 1 HP' }));
    await waitFor(async () => expect((await getCharacter(id))!.currentHp).toBe(17));

    // Down to 0: "unconscious as soon as their HP becomes 0 (zero) or less".
    const field = screen.getByLabelText('Current HP');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Set HP' }));
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute(
        'aria-valuetext',
        '0 of 26 HP, unconscious',
      ),
    );
    // "dead at -20HP" for 20 HP: here −26.
    await user.clear(field);
    await user.type(field, '-26');
    await user.click(screen.getByRole('button', { name: 'Set HP' }));
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute('aria-valuetext', '-26 of 26 HP, dead'),
    );

    // Above the maximum: refused in plain words, nothing stored.
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Set HP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current HP can be at most the maximum of 26.');
    expect((await getCharacter(id))!.currentHp).toBe(-26);

    // Healing stops at the maximum, which is stored as "full".
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Heal' }));
    await waitFor(async () => expect((await getCharacter(id))!.currentHp).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute(
        'aria-valuetext',
        '26 of 26 HP, conscious',
      ),
    );
  });

  it('says so when a save fails and leaves the stored character as it was', async () => {
    const { user } = await openSheet(MAREN);
    const before = await dumpDatabase();
    vi.spyOn(db.campaigns, 'update').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );
    await user.click(screen.getByRole('button', { name: 'Take damage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your browser's storage is full, so nothing was saved.");
    expect(await dumpDatabase()).toEqual(before);
    expect(screen.getByRole('meter', { name: 'Hit points' })).toHaveAttribute(
      'aria-valuetext',
      '26 of 26 HP, conscious',
    );
  });

  it('edits a gear tier: damaged gear shows its reduced and full tier, and Repair restores it', async () => {
    const { user, id } = await openSheet(MAREN);
    const gear = section('Gear');
    await user.click(within(gear).getByRole('button', { name: 'Decrease Ash longbow tier' }));
    await waitFor(() => expect(within(gear).getByText('T2 (full T3)')).toBeInTheDocument());
    expect((await getCharacter(id))!.gear.weapons.find((w) => w.id === 'maren-bow')!.tier).toBe(2);
    // The weapon line follows: "diff + … T2 …".
    const bow = within(section('Weapons')).getByRole('heading', { name: /Ash longbow/ });
    expect(bow).toHaveTextContent('T2 (full T3)');

    await user.click(within(gear).getByRole('button', { name: 'Repair Ash longbow' }));
    await waitFor(async () =>
      expect((await getCharacter(id))!.gear.weapons.find((w) => w.id === 'maren-bow')!.tier).toBe(3),
    );
    // The live query re-renders after the write: wait for the view, not only the database.
    await waitFor(() => expect(within(gear).getByRole('button', { name: 'Increase Ash longbow tier' })).toBeDisabled());
  });

  it('saves notes and experience within the level', async () => {
    const { user, id } = await openSheet(MAREN);
    const notes = screen.getByLabelText('Notes for Maren Holt');
    await user.clear(notes);
    await user.type(notes, 'Owes Pip a knife.');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(async () => expect((await getCharacter(id))!.notes).toBe('Owes Pip a knife.'));

    const exp = screen.getByLabelText('Experience');
    await user.clear(exp);
    await user.type(exp, '1500');
    await user.click(screen.getByRole('button', { name: 'Save exp' }));
    await waitFor(async () => expect((await getCharacter(id))!.build.exp).toBe(1500));
    // "for every 2,000 exp gained they add another Combat Level": 500 to go.
    expect(await screen.findByRole('button', { name: 'Exp to next level 500' })).toHaveAccessibleDescription(
      /= 2000 − \(1500 mod 2000\)$/,
    );
  });
});

describe('awarded experience (issue 16, item 10)', () => {
  it('Save exp at 2,500 saves it at once; the level-up offer is beside the field; Not now and leaving keep both', async () => {
    const { user, id, unmount } = await openSheet(MAREN);
    const progress = section('Progress');
    const exp = within(progress).getByLabelText('Experience');
    await user.clear(exp);
    await user.type(exp, '2500');
    await user.click(within(progress).getByRole('button', { name: 'Save exp' }));
    await waitFor(async () => expect((await getCharacter(id))!.build.exp).toBe(2500));

    // "for every 2,000 exp gained they add another Combat Level": level 2, offered where the player is looking.
    const offer = await within(progress).findByRole('region', { name: 'Level 2 reached' });
    expect(within(offer).getByRole('button', { name: 'Level up' })).toHaveFocus();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved 2,500 exp: level 2 reached.');

    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(within(progress).queryByRole('region', { name: 'Level 2 reached' })).not.toBeInTheDocument();
    expect(within(progress).getByRole('button', { name: 'Level up to 2…' })).toBeInTheDocument();
    expect((await getCharacter(id))!.build.exp).toBe(2500);

    // Leaving the sheet and coming back: the exp is there and the level-up is offered again.
    unmount();
    act(() => useSheetUi.getState().reset());
    renderApp(`/characters/${id}`);
    const again = await screen.findByRole('region', { name: 'Level 2 reached' });
    expect(again).toHaveTextContent('2,500 exp takes Maren Holt from combat level 1 to 2');
    expect(within(section('Progress')).getByLabelText('Experience')).toHaveValue(2500);
  });
});

describe('the level-up wizard', () => {
  it('exp 2,000 → level 2: one stat point, HP recomputed, Mind × 2 combat points, re-juggle checked live', async () => {
    const { user, id } = await openSheet({ ...MAREN, currentHp: 20 });
    const exp = screen.getByLabelText('Experience');
    await user.clear(exp);
    await user.type(exp, '2000');
    await user.click(screen.getByRole('button', { name: 'Save exp' }));
    // Saved at once (issue 16 item 10), with the damage taken kept: 20 of 26 → 26 of 32; the level-up waits.
    const levelUp = await screen.findByRole('button', { name: 'Level up' });
    expect(levelUp).toHaveFocus();
    expect((await getCharacter(id))!.build.exp).toBe(2000);
    expect((await getCharacter(id))!.currentHp).toBe(26);
    await user.click(levelUp);

    const wizard = screen.getByRole('region', { name: /Level up: Maren Holt, combat level 1 → 2/ });
    // "For each Combat Level gained, they will gain 1 bonus Stat point".
    expect(wizard).toHaveTextContent('1 to assign, 1 left');
    const next = within(wizard).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    // "[(Body x Combat Level)+ 20HP]": Body 6 × 2 + 20 = 32 before the point; "Mind x Combat Level": 8 × 2 = 16.
    expect(within(wizard).getByRole('button', { name: 'Max HP at the new level 32' })).toBeInTheDocument();
    expect(
      within(wizard).getByRole('button', { name: 'Combat skill points at the new level 16' }),
    ).toHaveAccessibleDescription(/= Mind 8 × level 2$/);
    await user.click(within(wizard).getByRole('button', { name: 'Increase Body points at this level' }));
    // Body 7: 7 × 2 + 20 = 34.
    expect(within(wizard).getByRole('button', { name: 'Max HP at the new level 34' })).toHaveAccessibleDescription(
      /= Body 7 × level 2 \+ 20$/,
    );
    expect(within(wizard).getByRole('button', { name: 'Increase Mind points at this level' })).toBeDisabled();
    await user.click(next);

    // Skills: 8 of 16 combat points used. Moving a point out of Bushcraft without replacing it is refused live.
    expect(
      within(wizard)
        .getByText(/Combat points:/)
        .closest('p'),
    ).toHaveTextContent(/^Combat points: 8 of .* used · 8 left$/);
    await user.click(within(wizard).getByRole('button', { name: 'Decrease Bushcraft time points' }));
    expect(
      await within(wizard).findByText(
        'Bushcraft would fall from 8 to 7; re-juggled skills must keep the same total level or higher.',
      ),
    ).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: 'Increase Bushcraft combat points' }));
    await waitFor(() => expect(within(wizard).queryByText(/Bushcraft would fall/)).not.toBeInTheDocument());
    // Time points stay at most Mind: Medicine is at 8 already.
    const medicineTime = within(wizard).getByRole('button', { name: 'Increase Medicine time points' });
    expect(medicineTime).toBeDisabled();
    expect(medicineTime).toHaveAccessibleDescription(/above the limit of Mind 8/);
    for (let i = 0; i < 7; i++) {
      await user.click(within(wizard).getByRole('button', { name: 'Increase Bow combat points' }));
    }
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    // Damage taken stays: 26 of 32 → 28 of 34.
    expect(wizard).toHaveTextContent('Current HP: 26 → 28 (the damage taken stays)');
    await user.click(within(wizard).getByRole('button', { name: 'Confirm level 2' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /Level up:/ })).not.toBeInTheDocument());
    const saved = (await getCharacter(id))!;
    expect(saved.build.exp).toBe(2000);
    expect(saved.build.levelStats.body).toBe(1);
    expect(saved.build.skills.bushcraft).toEqual({ time: 7, combat: 1 });
    expect(saved.build.skills.bow).toEqual({ time: 0, combat: 11 });
    expect(saved.currentHp).toBe(28);
    // The sheet shows the saved character once its live query has read it back.
    expect(await screen.findByRole('button', { name: 'Max HP 34' })).toHaveAccessibleDescription(
      'Max HP 34 = Body 7 × level 2 + 20',
    );
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Maren Holt is now combat level 2: max HP 34.');
  });

  it('"raise your Mind stat from 5 to 6, you may replace a combat skill point with a passive skill point": offered', async () => {
    const build: CharacterBuild = {
      ...dragonBuild,
      skills: { ...dragonBuild.skills, hunting: { time: 5, combat: 1 }, 'unarmed-melee': { time: 0, combat: 5 } },
    };
    const { user, id } = await openSheet({ ...VESH, build });
    const exp = screen.getByLabelText('Experience');
    await user.clear(exp);
    await user.type(exp, '2000');
    await user.click(screen.getByRole('button', { name: 'Save exp' }));
    await user.click(await screen.findByRole('button', { name: 'Level up' }));
    const wizard = screen.getByRole('region', { name: /Level up: Vesh/ });
    await user.click(within(wizard).getByRole('button', { name: 'Increase Mind points at this level' }));
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(wizard).toHaveTextContent('Mind rises from 6 to 7');
    await user.click(within(wizard).getByRole('button', { name: 'Hunting: 5 time + 1 combat → 6 time + 0 combat' }));
    // The swap is made: Hunting is offered no more (no combat point left in it).
    await waitFor(() =>
      expect(within(wizard).queryByRole('button', { name: /^Hunting: 5 time/ })).not.toBeInTheDocument(),
    );
    await user.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(wizard).toHaveTextContent('Hunting: 5 time + 1 combat → 6 time + 0 combat');
    await user.click(within(wizard).getByRole('button', { name: 'Confirm level 2' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Level up:/ })).not.toBeInTheDocument());
    expect((await getCharacter(id))!.build.skills.hunting).toEqual({ time: 6, combat: 0 });
  });
});

describe('time passes', () => {
  it('grants a Human 2 passive points a month and assigns them, time points at most Mind', async () => {
    const { user, id } = await openSheet(MAREN);
    await user.click(screen.getByRole('button', { name: 'Time passes…' }));
    let panel = screen.getByRole('region', { name: 'Time passes for Maren Holt' });
    // Humans "gain 2 points per month (not the usual 1)".
    expect(within(panel).getByRole('button', { name: 'Time skill points gained 2' })).toHaveAccessibleDescription(
      /= 2 × 1 month \(Human\)$/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    // Back on the sheet, on its title; nothing changed.
    expect(screen.getByRole('heading', { level: 1, name: 'Maren Holt' })).toHaveFocus();
    expect((await getCharacter(id))!.build.monthsElapsed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Time passes…' }));
    panel = screen.getByRole('region', { name: 'Time passes for Maren Holt' });
    await user.click(within(panel).getByRole('button', { name: 'Increase Months passing' }));
    expect(within(panel).getByRole('button', { name: 'Time skill points gained 4' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Grant 4 time points' }));
    await waitFor(async () => expect((await getCharacter(id))!.build.monthsElapsed).toBe(2));

    const assign = await screen.findByRole('region', { name: 'Assign skill points: Maren Holt' });
    // The panel may open a moment before the live query brings the granted months.
    await waitFor(() =>
      expect(
        within(assign)
          .getByText(/Time points:/)
          .closest('p'),
      ).toHaveTextContent(/^Time points: 48 of .* used · 4 left$/),
    );
    // "Skill points from Time may not be higher than the Mind stat": Tailor is at Mind 8.
    expect(within(assign).getByRole('button', { name: 'Increase Tailor time points' })).toBeDisabled();
    // Points already placed stay.
    expect(within(assign).getByRole('button', { name: 'Decrease Tailor time points' })).toBeDisabled();
    await user.click(within(assign).getByRole('button', { name: 'Show all 38 skills' }));
    for (let i = 0; i < 4; i++) {
      await user.click(within(assign).getByRole('button', { name: 'Increase Scholar time points' }));
    }
    expect(within(assign).getByRole('button', { name: 'Increase Scholar time points' })).toBeDisabled();
    await user.click(within(assign).getByRole('button', { name: 'Save skill points' }));
    await waitFor(async () => expect((await getCharacter(id))!.build.skills.scholar).toEqual({ time: 4, combat: 0 }));
    expect(await screen.findByRole('button', { name: 'Scholar 4' })).toHaveAccessibleDescription(
      'Scholar 4 = 4 time + 0 combat',
    );
  });
});

describe('the print view', () => {
  it('shows every number with its formula written out, and no navigation', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', [GRUND]);
    const [stored] = await listCharacters(campaign.id);
    renderApp(`/characters/${stored!.id}/print`);
    await screen.findByRole('heading', { level: 1, name: 'Grund Mossback' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const health = screen.getByRole('region', { name: 'Health' });
    expect(health).toHaveTextContent('42 = Body 10 × level 1 + 32 (Forest Troll 2×2)');
    expect(screen.getByRole('region', { name: 'Movement' })).toHaveTextContent('16 mi = Body 10 + Move 6');
    expect(screen.queryByRole('button', { name: 'Take damage' })).not.toBeInTheDocument();
  });
});
