import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createEncounterRecord,
  getCharacter,
  getEncounter,
  listCharacters,
  listCreatureTemplates,
  listEncounters,
  type CharacterRecord,
} from '../../src/db';
import {
  characterCombatant,
  createEncounter,
  EMPTY_GEAR,
  nextTurn,
  quickCreatureProfile,
  type CombatantInput,
  type Encounter,
  type OrderMode,
} from '../../src/systems/eos/rules';
import { db } from '../../src/db/db';
import { useCombatUi } from '../../src/systems/eos/views/combat/combat-ui-store';
import { DICE_HISTORY_KEY, HISTORY_SIZE, useDiceTray } from '../../src/features/dice/dice-tray-store';
import { freshDatabaseEachTest, holdWrites, sampleCharacter } from '../db/helpers';
import { wolfCreature } from '../rules/encounter-fixtures';
import { renderApp } from './render-app';

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() =>
  act(() => {
    useCombatUi.getState().reset();
    useDiceTray.getState().reset();
  }),
);
afterEach(() => vi.restoreAllMocks());

/**
 * The app's dice come from crypto.getRandomValues (cryptoRandom): script the draws, each a number in [0, 1).
 * A d20 shows `face` for the draw (face − 0.5) / 20.
 */
function scriptDraws(...draws: number[]) {
  let next = 0;
  const scripted = (array: Uint32Array) => {
    const draw = draws[next++];
    if (draw === undefined) throw new Error('The scripted dice ran out.');
    array[0] = Math.floor(draw * 2 ** 32);
    return array;
  };
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(scripted as typeof crypto.getRandomValues);
}
const d20 = (face: number) => (face - 0.5) / 20;

/** Ada and Bo: sample humans (Body 6, Reflex 6, "[(Body x Combat Level)+ 20HP]" = 26); Ada wears T2 mail. */
async function seedCampaign() {
  const campaign = await createCampaignWithCharacters('Coast', [
    {
      ...sampleCharacter('Ada'),
      gear: {
        ...EMPTY_GEAR,
        armor: [{ id: 'mail', name: 'Mail', tier: 2, fullTier: 2, sizeCategory: 'medium' }],
      },
    },
    sampleCharacter('Bo'),
  ]);
  const [ada, bo] = await listCharacters(campaign.id);
  return { campaign, ada: ada!, bo: bo! };
}

function fighter(c: CharacterRecord): CombatantInput {
  return characterCombatant({ id: c.id, name: c.name, characterId: c.id, build: c.build, gear: c.gear, currentHp: 26 });
}

/** The wolf of the engine tests: Reflex 4, Unarmed Melee 3, claws T2, natural armor 1, 20 HP. */
const wolf: CombatantInput = {
  id: 'wolf',
  name: 'Wolf',
  side: 'foe',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile(wolfCreature),
};

async function seedFight(
  combatants: (ids: { ada: CharacterRecord; bo: CharacterRecord }) => CombatantInput[],
  orderMode: OrderMode,
  steps: (state: Encounter) => Encounter = (s) => s,
) {
  const seeded = await seedCampaign();
  const state = steps(createEncounter({ combatants: combatants(seeded), orderMode }).encounter);
  const record = await createEncounterRecord(seeded.campaign.id, { name: 'Ford', state });
  const user = userEvent.setup();
  renderApp(`/encounters/${record.id}`);
  await screen.findByRole('heading', { level: 1, name: /Ford/ });
  return { ...seeded, record, user };
}

function hpOf(name: string) {
  return screen.getByRole('meter', { name: `${name}'s hit points` }).getAttribute('aria-valuetext');
}

/** A number of the odds: the line before the dice, or the details once opened. */
function odds(label: string) {
  const odds = screen.getByRole('region', { name: 'Attack' });
  return within(odds).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('the fights of a campaign', () => {
  it('lists them a page at a time, reachable from the campaign page and the Combat page; delete has an undo', async () => {
    const { campaign, ada } = await seedCampaign();
    const state = createEncounter({ combatants: [fighter(ada), wolf], orderMode: 'clockwise' }).encounter;
    for (let i = 1; i <= 21; i++) await createEncounterRecord(campaign.id, { name: `Fight ${i}`, state });
    const user = userEvent.setup();
    const page = renderApp(`/campaigns/${campaign.id}`);
    expect(await screen.findByRole('link', { name: 'Fights' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}/encounters`,
    );
    expect(screen.getByRole('link', { name: 'Start a fight' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}/encounters/new`,
    );
    page.unmount();
    renderApp('/combat');
    // The Combat page lists the running fights of every campaign.
    const running = await screen.findByRole('list', { name: 'Fights in progress' });
    await waitFor(() => expect(within(running).getAllByRole('listitem')).toHaveLength(21));
    await user.click(screen.getByRole('link', { name: 'All fights of Coast' }));

    const list = await screen.findByRole('list', { name: 'Fights' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2 of 2');
    const last = within(screen.getByRole('list', { name: 'Fights' })).getAllByRole('listitem');
    expect(last).toHaveLength(1);

    await user.click(within(last[0]!).getByRole('button', { name: /^Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Delete fight' }));
    const undo = await screen.findByRole('region', { name: 'Undo delete' });
    await waitFor(async () => expect((await listEncounters(campaign.id)).total).toBe(20));
    await user.click(within(undo).getByRole('button', { name: 'Undo' }));
    await screen.findByText(/^Restored “Fight/);
    expect((await listEncounters(campaign.id)).total).toBe(21);
  });
});

describe('new encounter', () => {
  it('picks party members, adds a quick creature twice (saved as a template) and starts the fight', async () => {
    const { campaign } = await seedCampaign();
    const user = userEvent.setup();
    const { router } = renderApp(`/campaigns/${campaign.id}/encounters/new`);
    await screen.findByRole('heading', { level: 1, name: 'New encounter' });

    // Both party members start picked; Bo stays home.
    const bo = await screen.findByRole('checkbox', { name: /^Bo/ });
    expect(bo).toBeChecked();
    await user.click(bo);

    const form = screen.getByRole('form', { name: 'Quick creature' });
    await user.type(within(form).getByLabelText('Name'), 'Wolf');
    await user.clear(within(form).getByLabelText('Body'));
    await user.type(within(form).getByLabelText('Body'), '16');
    await user.click(within(form).getByRole('button', { name: 'Add to the fight' }));
    // Stats: "a whole number from 0 to 15" (requireStat), said before anything is saved.
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Wolf: Body must be a whole number from 0 to 15, not 16.',
    );
    expect(await listCreatureTemplates(campaign.id)).toEqual([]);

    await user.clear(within(form).getByLabelText('Body'));
    await user.type(within(form).getByLabelText('Body'), '3');
    await user.type(within(form).getByLabelText('Unarmed Melee'), '3');
    await user.type(within(form).getByLabelText('Natural weapons (claws) tier'), '2');
    await user.clear(within(form).getByLabelText('How many'));
    await user.type(within(form).getByLabelText('How many'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add to the fight' }));
    await screen.findByText('Added 2 × Wolf to the fight.');
    expect(within(screen.getByRole('list', { name: 'Opponents' })).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(async () => expect((await listCreatureTemplates(campaign.id)).map((t) => t.name)).toEqual(['Wolf']));
    expect(await screen.findByRole('button', { name: 'Add Wolf' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Initiative/ }));
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/encounters\//));
    await screen.findByRole('heading', { level: 1, name: /Fight 1/ });
    const id = router.state.location.pathname.split('/')[2]!;
    const stored = (await getEncounter(id))!;
    // Two wolves of one name are numbered so the table can tell them apart.
    expect(stored.state.combatants.map((c) => [c.name, c.side, c.maxHp])).toEqual([
      ['Ada', 'party', 26],
      ['Wolf 1', 'foe', 20],
      ['Wolf 2', 'foe', 20],
    ]);
    expect(stored.state.combatants[1]!.gear).toEqual([expect.objectContaining({ slot: 'natural-weapon', tier: 2 })]);
    expect(stored.state.orderMode).toBe('initiative');
    expect(screen.getByRole('heading', { level: 2, name: 'Set the turn order' })).toBeInTheDocument();
  });
});

describe('turn order', () => {
  it('typed initiative asks the tied for re-rolls until the tie breaks ("Any tie will be rerolled")', async () => {
    const { user, record, ada, bo } = await seedFight(({ ada, bo }) => [fighter(ada), fighter(bo), wolf], 'initiative');
    await user.click(screen.getByText('Type the table’s initiative rolls'));
    // Ada and Bo: 1d20 + Reflex 6; the wolf 1d20 + Reflex 4.
    await user.type(screen.getByLabelText('Ada: total (d20 + Reflex 6)'), '15');
    await user.type(screen.getByLabelText('Bo: total (d20 + Reflex 6)'), '15');
    await user.type(screen.getByLabelText('Wolf: total (d20 + Reflex 4)'), '9');
    expect(screen.getByText(/Tie at 15: Ada and Bo re-roll/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Wolf: tie-breaker 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use these initiative rolls' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ada and Bo tie at 15: type a re-roll (d20 + Reflex) for each.',
    );

    // The re-roll ties again: a second tie-breaker for both.
    await user.type(screen.getByLabelText('Ada: tie-breaker 1'), '12');
    await user.type(screen.getByLabelText('Bo: tie-breaker 1'), '12');
    expect(screen.getByText(/Tie at 12: Ada and Bo re-roll/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ada: tie-breaker 2'), '8');
    await user.type(screen.getByLabelText('Bo: tie-breaker 2'), '20');
    await user.click(screen.getByRole('button', { name: 'Use these initiative rolls' }));

    const order = await screen.findByRole('list', { name: 'Turn order' });
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Bo15 (tie-breaks 12, 20)', 'Ada15 (tie-breaks 12, 8)', 'Wolf9']),
    );
    // Shown first, saved just after the frame that shows it.
    await waitFor(async () => expect((await getEncounter(record.id))!.state.order).toEqual([bo.id, ada.id, 'wolf']));
    const stored = (await getEncounter(record.id))!.state;
    expect(stored.log.map((e) => e.text)).toContain(
      'Bo has initiative 15 (d20 9 + Reflex 6), tie re-rolled 12, 20: turn 1.',
    );

    await user.click(screen.getByRole('button', { name: 'Start round 1' }));
    const banner = await screen.findByRole('region', { name: 'Now acting: Bo' });
    expect(within(banner).getByText('Round 1 · turn 1 of 3', { exact: false })).toBeInTheDocument();
    expect(within(banner).getByText('Contested: 1 left')).toBeInTheDocument();
    expect(within(banner).getByText('Non-contested: 2 left')).toBeInTheDocument();
  });
});

describe('resolving an attack', () => {
  const adaVsWolf = () =>
    seedFight(
      ({ ada }) => [fighter(ada), wolf],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );

  it('shows the exact odds before the dice, then the typed dice’s result and the log', async () => {
    const { user, record } = await adaVsWolf();
    await screen.findByRole('region', { name: 'Attack' });
    // The charts and the details open on demand (issue 16).
    expect(screen.queryByRole('img', { name: /^Damage to Wolf: / })).not.toBeInTheDocument();
    await user.click(screen.getByText('Odds in detail'));
    // Ada, bare hands: 1d20 + Reflex 6 + Unarmed 0; the wolf answers with claws: 1d20 + Reflex 4 + Unarmed 3.
    expect(await screen.findByText('Ada throws 1d20 +6 against Wolf’s 1d20 +7.')).toBeInTheDocument();
    // Ada wins when her die beats the wolf's by 2 or more: 171 of the 400 throws; a tie (by 1) 19; the wolf the rest.
    expect(odds('Ada wins')).toBe('42.8%');
    expect(odds('Tie')).toBe('4.8%');
    expect(odds('Wolf wins')).toBe('52.5%');
    expect(odds('Armor against it')).toBe('1');
    expect(screen.getByRole('img', { name: /^Damage to Wolf: / })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Counter-damage to Ada: / })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Type the table’s dice' }));
    await user.type(screen.getByLabelText('Ada’s d20'), '17');
    await user.type(screen.getByLabelText('Wolf’s d20'), '6');
    await user.click(screen.getByRole('button', { name: 'Resolve the attack' }));

    // Melee: "roll difference + Body + tier − armor": 23 − 13 = 10, + Body 6 + T0 (bare hands) − natural armor 1 = 15.
    const result = await screen.findByRole('region', { name: 'Ada attacks Wolf' });
    expect(within(result).getByText(/Ada hits: Wolf takes 15 \(15 = diff 10 \+ Body 6/)).toBeInTheDocument();
    await waitFor(() => expect(hpOf('Wolf')).toBe('5 of 20 HP, conscious'));
    // The bar shows the quarter left (slid, not resized, so it animates without layout).
    const wolfBar = screen.getByRole('meter', { name: "Wolf's hit points" }).firstElementChild as HTMLElement;
    expect(wolfBar.style.getPropertyValue('--hp-fill')).toBe('0.25');
    const log = screen.getByRole('list', { name: 'Combat log, newest first' });
    expect(within(log).getByText(/d20 17 \+ 6 = 23 against d20 6 \+ 7 = 13 — Ada wins by 10/)).toBeInTheDocument();
    expect(within(log).getByText('Wolf: 5 HP, conscious')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Wolf takes 15');
    await waitFor(async () => expect((await getEncounter(record.id))!.state.combatants[1]!.hp).toBe(5));
    // The contested action is spent: "1 contested action & 1 non-contested action".
    expect(screen.getByText('Contested: used')).toBeInTheDocument();
  });

  it('aims at a foe who can still fight, not the one knocked out, and numbers nothing twice (issue 16)', async () => {
    await seedFight(
      ({ ada }) => [
        fighter(ada),
        { ...wolf, id: 'wolf-1', name: 'Wolf 1', hp: 0 },
        { ...wolf, id: 'wolf-2', name: 'Wolf 2' },
      ],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );
    const attack = await screen.findByRole('region', { name: 'Attack' });
    const defender = within(attack).getByRole('combobox', { name: 'Defender' });
    expect(defender).toHaveDisplayValue('Wolf 2');
    expect(within(defender).getByRole('option', { name: 'Wolf 1 (unconscious)' })).toBeInTheDocument();
  });

  it('chooses what the fighter holds from a list: every choice keeps Roll, none shows an error (issue 16)', async () => {
    const { user } = await seedFight(
      ({ ada }) => [
        {
          ...fighter(ada),
          profile: {
            ...fighter(ada).profile,
            gear: [
              { slot: 'weapon', id: 'knife', name: 'Knife', kind: 'off-hand-melee', tier: 1 },
              { slot: 'weapon', id: 'bow', name: 'Bow', kind: 'bow', tier: 2 },
            ],
          },
        },
        wolf,
      ],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );
    const attack = await screen.findByRole('region', { name: 'Attack' });
    expect(within(attack).queryAllByRole('checkbox')).toEqual([]);
    const holds = within(attack).getByRole('combobox', { name: 'Ada holds' });
    const options = within(holds)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Knife (T1)', 'Bow (T2)', 'Bare hands', 'Knife (T1) and bare hands (dual wielding)']);
    for (const option of options) {
      await user.selectOptions(holds, option!);
      expect(within(attack).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(attack).getByRole('button', { name: /^(Roll and resolve|Resolve the attack)$/ })).toBeEnabled();
    }
    // Two weapons: "When 2 Melee weapons are used, the character may throw 2d20".
    await user.click(screen.getByText('Odds in detail'));
    expect(await screen.findByText(/^Ada throws 2d20 keep the best/)).toBeInTheDocument();
  });

  it('shows the result right below the attack, where the tap was: nothing above it moves', async () => {
    const { user } = await adaVsWolf();
    const attack = await screen.findByRole('region', { name: 'Attack' });
    scriptDraws(d20(18), d20(2));
    await user.click(screen.getByRole('button', { name: 'Roll and resolve' }));
    const result = await screen.findByRole('region', { name: 'Ada attacks Wolf' });
    // Next in the fight's column (the attack's wrapper only makes it unreachable while a critical choice waits).
    expect(attack.parentElement!.nextElementSibling).toBe(result);
    // The dice thrown, each under the thrower's name: Ada's 18 against the wolf's 2.
    expect(within(result).getByText('Ada')).toBeInTheDocument();
    expect(within(result).getByText('18')).toBeInTheDocument();
    expect(within(result).getByText('2')).toBeInTheDocument();
  });

  it('draws no die on the result card for a guaranteed hit, which throws none', async () => {
    const crossbow = {
      id: 'xbow',
      name: 'Hand crossbow',
      tier: 1,
      fullTier: 1,
      sizeCategory: 'medium',
      kind: 'main-hand-crossbow',
      slot: null,
    } as const;
    const { user } = await seedFight(
      ({ ada }) => [
        fighter({
          ...ada,
          build: { ...ada.build, skills: { ...ada.build.skills, 'main-hand-crossbow': { time: 0, combat: 8 } } },
          gear: { ...ada.gear, weapons: [crossbow] },
        }),
        wolf,
      ],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );
    await screen.findByRole('region', { name: 'Attack' });
    await user.click(screen.getByRole('button', { name: /^(Roll and resolve|Resolve the attack)$/u }));
    const shot = await screen.findByRole('region', { name: 'Ada attacks Wolf' });
    // "Attacking with any crossbow within the character's skill level in tiles is a guaranteed hit. It requires no roll."
    expect(within(shot).getByText(/from 1 tile: a guaranteed hit within 8 tiles, no roll/)).toBeInTheDocument();
    expect(within(shot).queryByText('Ada')).toBeNull(); // no die with the thrower's name under it
    expect(within(shot).queryByText('—')).toBeNull();
  });

  it('rolls in the app with the injected dice, and Undo takes back one step at a time', async () => {
    const { user, record } = await adaVsWolf();
    await screen.findByRole('region', { name: 'Attack' });
    scriptDraws(d20(18), d20(2)); // Ada's d20, then the wolf's
    await user.click(screen.getByRole('button', { name: 'Roll and resolve' }));
    // 24 − 9 = 15 + Body 6 − 1 = 20: the wolf drops to 0, "unconscious as soon as their HP becomes 0 (zero) or less".
    await waitFor(() => expect(hpOf('Wolf')).toBe('0 of 20 HP, unconscious'));

    await user.click(screen.getByRole('button', { name: /^Undo: Ada attacks Wolf/ }));
    await waitFor(() => expect(hpOf('Wolf')).toBe('20 of 20 HP, conscious'));
    expect(screen.getByText('Contested: 1 left')).toBeInTheDocument();
    expect((await getEncounter(record.id))!.state.log.map((e) => e.kind)).toEqual(['setup', 'turn', 'turn']);

    // Back before the first turn, then nothing more to undo.
    await user.click(screen.getByRole('button', { name: /^Undo: Round 1 begins/ }));
    await screen.findByRole('button', { name: 'Start round 1' });
    expect(screen.getByRole('button', { name: 'Undo (nothing to undo)' })).toBeDisabled();
  });

  it('shows a step at once and, when its save fails, goes back to the fight as saved and says why', async () => {
    const { user, record } = await adaVsWolf();
    await screen.findByRole('region', { name: 'Attack' });
    const stored = await getEncounter(record.id);
    const release = holdWrites();
    vi.spyOn(db.encounters, 'put').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );
    scriptDraws(d20(18), d20(2));
    await user.click(screen.getByRole('button', { name: 'Roll and resolve' }));
    // Drawn while the save waits to begin: 24 − 9 = 15 + Body 6 − 1 = 20.
    expect(await screen.findByRole('region', { name: 'Ada attacks Wolf' })).toBeInTheDocument();
    await waitFor(() => expect(hpOf('Wolf')).toBe('0 of 20 HP, unconscious'));

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This step was not saved. Your browser's storage is full, so nothing was saved.",
    );
    await waitFor(() => expect(hpOf('Wolf')).toBe('20 of 20 HP, conscious'));
    expect(screen.queryByRole('region', { name: 'Ada attacks Wolf' })).not.toBeInTheDocument();
    expect(screen.getByText('Contested: 1 left')).toBeInTheDocument();
    expect(await getEncounter(record.id)).toEqual(stored);
  });

  it('a natural 20 asks which piece of gear to lower before the damage', async () => {
    const { user, record } = await seedFight(
      ({ ada }) => [fighter(ada), wolf],
      'clockwise',
      (s) => nextTurn(nextTurn(s).encounter).encounter,
    );
    const banner = await screen.findByRole('region', { name: 'Now acting: Wolf' });
    expect(within(banner).getByText('Opponent', { exact: false })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Defender'), 'Ada');
    await user.click(screen.getByRole('radio', { name: 'Type the table’s dice' }));
    await user.type(screen.getByLabelText('Wolf’s d20'), '20');
    await user.type(screen.getByLabelText('Ada’s d20'), '5');
    await user.click(screen.getByRole('button', { name: 'Resolve the attack' }));

    const crit = await screen.findByRole('region', { name: 'Natural 20! Wolf chooses' });
    expect(within(crit).getByRole('heading')).toHaveFocus();
    // The attack and the other actions stay where they were, out of reach until the choice is made.
    const panels = () =>
      ['Attack', /’s other actions$/].map((name) => screen.getByRole('region', { name }).closest('[inert]'));
    await waitFor(() => expect(panels()).toEqual([expect.any(HTMLElement), expect.any(HTMLElement)]));
    // "the roller may choose a piece of gear … reduce it's Tier by 1": Ada's mail, or let it pass.
    await user.click(within(crit).getByRole('radio', { name: "Ada's Mail: T2 → T1" }));
    await user.click(within(crit).getByRole('button', { name: 'Confirm the choice' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /Natural 20/ })).not.toBeInTheDocument());
    await waitFor(() => expect(panels()).toEqual([null, null]));
    await waitFor(async () =>
      expect((await getEncounter(record.id))!.state.combatants[0]!.gear.find((g) => g.id === 'mail')).toMatchObject({
        tier: 1,
        fullTier: 2,
      }),
    );
    // "The damage to the gear happens before the damage": 27 − 11 = 16 + Body 3 + claws T2 − armor 1 (T2 → T1) = 20.
    await waitFor(() => expect(hpOf('Ada')).toBe('6 of 26 HP, conscious'));
    expect(screen.getByText('Mail T1 (of T2)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Repair after battle' }));
    await waitFor(() => expect(screen.getByText('Mail T2')).toBeInTheDocument());
  });
});

describe('a natural 1 with bare hands', () => {
  it('must be paid: the only choice is 10 damage to the roller, ignoring armor', async () => {
    const { user } = await seedFight(
      ({ ada }) => [fighter(ada), wolf],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );
    await screen.findByRole('region', { name: 'Attack' });
    await user.click(screen.getByRole('radio', { name: 'Type the table’s dice' }));
    await user.type(screen.getByLabelText('Ada’s d20'), '1');
    await user.type(screen.getByLabelText('Wolf’s d20'), '12');
    await user.click(screen.getByRole('button', { name: 'Resolve the attack' }));

    const crit = await screen.findByRole('region', { name: 'Natural 1: Ada pays' });
    const options = within(crit).getAllByRole('radio');
    // Unarmed natural 1: "It does 10 damage to you. Good job! You likely broke your hand. This damage ignores armor."
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName(/^10 damage to Ada, ignoring armor/);
    await user.click(within(crit).getByRole('button', { name: 'Confirm the choice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose what the natural 1 costs.');
    await user.click(options[0]!);
    await user.click(within(crit).getByRole('button', { name: 'Confirm the choice' }));
    // 26 − 10 = 16; then the wolf's counterattack: 19 − 7 = 12 + Body 3 + claws T2 − Ada's mail 2 = 15 → 1.
    await waitFor(() => expect(hpOf('Ada')).toBe('1 of 26 HP, conscious'));
  });
});

describe('turns, actions and the end of the fight', () => {
  it('shows the effects applied at the start of a turn, spends actions, and writes HP back when the fight ends', async () => {
    const { user, ada, record } = await seedFight(
      ({ ada }) => [fighter(ada), wolf],
      'clockwise',
      (s) => nextTurn(s).encounter,
    );
    // The GM makes the wolf bleed: 2 per round for 2 rounds.
    const wolfCard = screen.getByRole('listitem', { name: /Wolf/ });
    await user.click(within(wolfCard).getByText('GM tools'));
    await user.selectOptions(within(wolfCard).getByLabelText('Effect'), 'bleeding');
    await user.clear(within(wolfCard).getByLabelText('Rounds'));
    await user.type(within(wolfCard).getByLabelText('Rounds'), '2');
    await user.click(within(wolfCard).getByRole('button', { name: 'Add effect to Wolf' }));
    expect(await within(wolfCard).findByText('Bleeding 2 per round, 2 rounds left')).toBeInTheDocument();

    // "At the start of each character's turn, if any effect is in play attached to that character – apply those effects".
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    const atStart = await screen.findByRole('list', { name: 'At the start of this turn' });
    expect(atStart).toHaveTextContent('Wolf bleeds for 2: 18 HP (1 more rounds).');
    await waitFor(() => expect(hpOf('Wolf')).toBe('18 of 20 HP, conscious'));

    // "Each character may only move the distance associated with their race each time they declare move action".
    await user.click(screen.getByRole('button', { name: 'Move (up to 6 tiles)' }));
    await screen.findByText('Non-contested: 1 left');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Wolf moves up to 6 tiles.');

    // The GM hurts Ada, then the fight ends: her HP goes back to her sheet.
    const adaCard = screen.getByRole('listitem', { name: /Ada/ });
    await user.click(within(adaCard).getByText('GM tools'));
    await user.type(within(adaCard).getByLabelText('HP change'), '8');
    await user.click(within(adaCard).getByRole('button', { name: 'Damage Ada' }));
    await waitFor(() => expect(hpOf('Ada')).toBe('18 of 26 HP, conscious'));
    await user.click(screen.getByRole('button', { name: 'Finish the fight' }));
    await user.click(screen.getByRole('button', { name: 'Finish and save HP' }));
    await screen.findByText('The fight is over. HP written back: Ada 18.');
    expect((await getCharacter(ada.id))!.currentHp).toBe(18);
    expect((await getEncounter(record.id))!.status).toBe('finished');
    expect(await screen.findByRole('heading', { level: 2, name: 'The fight is over' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attack' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Combat log, newest first' })).toHaveTextContent('GM: Ada takes 8 damage');
  });
});

describe('dice tray', () => {
  it('keeps the history on the device: a reload finds the throws, at most 50; a damaged copy is ignored (issue 16)', async () => {
    const user = userEvent.setup();
    const view = renderApp('/dice');
    await screen.findByRole('heading', { level: 1, name: 'Dice tray' });
    const input = screen.getByLabelText('Dice (like 2d6+3, d20-1, 4d6kh3)');
    await user.type(input, '2d6+3');
    for (let i = 0; i < HISTORY_SIZE + 2; i++) {
      scriptDraws(3.5 / 6, 5.5 / 6);
      await user.click(screen.getByRole('button', { name: 'Roll' }));
    }
    view.unmount();
    // A reload: the page's memory is gone, what the device kept is read back.
    const kept = localStorage.getItem(DICE_HISTORY_KEY);
    act(() => useDiceTray.getState().reset());
    expect(kept).not.toBeNull();
    localStorage.setItem(DICE_HISTORY_KEY, kept!);
    await act(() => useDiceTray.persist.rehydrate());
    renderApp('/dice');
    const history = await screen.findByRole('list', { name: 'Throws, newest first' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(HISTORY_SIZE);
    expect(items[0]).toHaveTextContent('2d6+3[4, 6], +313');
    cleanup();

    // Whatever else is stored under the key (another version, a hand edit) leaves an empty history, not a crash.
    for (const junk of ['not json', JSON.stringify({ state: { history: [{ id: 'x' }] }, version: 1 })]) {
      act(() => useDiceTray.getState().reset());
      localStorage.setItem(DICE_HISTORY_KEY, junk);
      await act(() => useDiceTray.persist.rehydrate());
      renderApp('/dice');
      expect(await screen.findByText('No throws yet.')).toBeInTheDocument();
      cleanup();
    }
  });

  it('explains notation it cannot read, rolls NdM+K and d20s with a modifier, and keeps a history', async () => {
    const user = userEvent.setup();
    renderApp('/dice');
    await screen.findByRole('heading', { level: 1, name: 'Dice tray' });
    const input = screen.getByLabelText('Dice (like 2d6+3, d20-1, 4d6kh3)');

    await user.type(input, '2x6');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dice notation "2x6" is not understood. Write it like 2d6+3, d20, 1d20-2 or 3d20kh1 (keep the highest 1).',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '0d6');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The number of dice must be a whole number from 1 to 100, not 0.',
    );

    // 2d6+3 with a 4 and a 6: 13.
    await user.clear(input);
    await user.type(input, '2d6+3');
    scriptDraws(3.5 / 6, 5.5 / 6);
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    const result = screen.getByText((_, el) => el?.classList.contains('dice-total') ?? false);
    await waitFor(() => expect(result).toHaveTextContent('13'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // d20 + 2 with advantage: 2d20 keep the higher (7, 15) + 2 = 17.
    await user.click(screen.getByRole('button', { name: 'Increase Modifier' }));
    await user.click(screen.getByRole('button', { name: 'Increase Modifier' }));
    scriptDraws(d20(7), d20(15));
    await user.click(screen.getByRole('button', { name: 'Advantage' }));
    await waitFor(() =>
      expect(screen.getByText((_, el) => el?.classList.contains('dice-total') ?? false)).toHaveTextContent('17'),
    );

    // 3d20 keep the best + 2: a natural 20 among them shows as such.
    await user.click(screen.getByRole('button', { name: 'Increase d20s thrown' }));
    scriptDraws(d20(3), d20(20), d20(9));
    await user.click(screen.getByRole('button', { name: '3d20 keep the best+2' }));
    await waitFor(() => expect(screen.getByText(/natural 20/)).toBeInTheDocument());

    const history = screen.getByRole('list', { name: 'Throws, newest first' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '3d20+2, keep the best[3, 20, 9] keeps 20, +222',
      'd20+2 with advantage[7, 15] keeps 15, +217',
      '2d6+3[4, 6], +313',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear the history' }));
    expect(screen.getByText('No throws yet.')).toBeInTheDocument();
  });
});
