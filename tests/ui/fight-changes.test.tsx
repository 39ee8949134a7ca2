import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaignWithCharacters,
  createEncounterRecord,
  getEncounter,
  listCharacters,
  type CharacterRecord,
} from '../../src/db';
import {
  characterCombatant,
  createEncounter,
  nextTurn,
  quickCreatureProfile,
  raceCombatSpecials,
  resolveAttack,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules';
import { useCombatUi } from '../../src/systems/eos/views/combat/combat-ui-store';
import { freshDatabaseEachTest, sampleCharacter } from '../db/helpers';
import { typed, wolfCreature } from '../rules/encounter-fixtures';
import { renderApp } from './render-app';

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => act(() => useCombatUi.getState().reset()));

/** The wolf of the engine tests: Reflex 4, Unarmed Melee 3, claws T2, natural armor 1, 20 HP. */
const wolf: CombatantInput = {
  id: 'wolf',
  name: 'Wolf',
  side: 'foe',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile(wolfCreature),
};

/** Bruin, a Neo-Bear: Body 5, Reflex 2, Unarmed 2, with “Trade Blows 2”. */
const bruin: CombatantInput = {
  id: 'bear',
  name: 'Bruin',
  side: 'party',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile({
    ...wolfCreature,
    name: 'Bruin',
    body: 5,
    reflex: 2,
    skills: { 'unarmed-melee': 2 },
    naturalWeapon: null,
    naturalArmor: 0,
    specials: raceCombatSpecials('neo-bear'),
  }),
};

function fighter(c: CharacterRecord): CombatantInput {
  return characterCombatant({ id: c.id, name: c.name, characterId: c.id, build: c.build, gear: c.gear, currentHp: 26 });
}

/** Ada (in the fight) and Bo (not yet) of the campaign Coast; the fight "Ford" is running, round 1. */
async function seedFight(combatants: (ada: CharacterRecord) => CombatantInput[], steps = (s: Encounter) => s) {
  const campaign = await createCampaignWithCharacters('Coast', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
  const [ada] = await listCharacters(campaign.id);
  const created = createEncounter({ combatants: combatants(ada!), orderMode: 'clockwise' }).encounter;
  const state = steps(nextTurn(created).encounter);
  const record = await createEncounterRecord(campaign.id, { name: 'Ford', state });
  const user = userEvent.setup();
  renderApp(`/encounters/${record.id}`);
  await screen.findByRole('heading', { level: 1, name: /Ford/ });
  return { record, user };
}

const fighters = () =>
  within(screen.getByRole('list', { name: 'Fighters in turn order' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.querySelector('span')?.textContent?.replace(/\s+/g, ' ').trim());
const log = () => screen.getByRole('list', { name: 'Combat log, newest first' });
const stored = async (id: string) => (await getEncounter(id))!.state;

/** The wolf claws Bruin from the next tile: the blow Trade Blows answers. */
const clawed = (s: Encounter) =>
  resolveAttack(nextTurn(s).encounter, {
    attackerId: 'wolf',
    defenderId: 'bear',
    weapons: ['natural-weapon'],
    response: { kind: 'skill', skill: 'unarmed-melee' },
    distance: 1,
    from: 'front',
    dice: typed([15], [5]),
  }).encounter;

describe('a fight already running', () => {
  it('a campaign character joins with the party, after the party; Undo takes them back out', async () => {
    const { user, record } = await seedFight((ada) => [fighter(ada), wolf]);
    const join = await screen.findByRole('region', { name: 'Someone joins the fight' });
    // Ada is in the fight already: only Bo can join.
    expect(within(join).queryByRole('button', { name: /^Ada joins/ })).not.toBeInTheDocument();
    await user.click(await within(join).findByRole('button', { name: 'Bo joins the party' }));
    // "starting with players going first, then the enemy NPCs": Bo takes place 2, before the wolf.
    await waitFor(() => expect(fighters()).toEqual(['1. Ada', '2. Bo', '3. Wolf']));
    expect(log()).toHaveTextContent('Bo joins the fight (party), place 2 in the turn order.');
    await waitFor(async () => expect((await stored(record.id)).order).toHaveLength(3));
    expect(within(join).queryByRole('button', { name: 'Bo joins the party' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Undo: / }));
    await waitFor(() => expect(fighters()).toEqual(['1. Ada', '2. Wolf']));
    await waitFor(async () => expect((await stored(record.id)).combatants.map((c) => c.name)).toEqual(['Ada', 'Wolf']));
  });

  it('a quick creature joins at the place the GM picks, numbered apart from one of the same name', async () => {
    const { user } = await seedFight((ada) => [fighter(ada), wolf]);
    const join = await screen.findByRole('region', { name: 'Someone joins the fight' });
    await user.selectOptions(within(join).getByLabelText('Place in the turn order'), '1: before Ada');
    await user.click(within(join).getByText('A quick creature joins'));
    const form = within(join).getByRole('form', { name: 'Quick creature' });
    await user.type(within(form).getByLabelText('Name', { exact: true }), 'Wolf');
    await user.type(within(form).getByLabelText('Max HP', { exact: true }), '12');
    await user.click(within(form).getByRole('checkbox', { name: /template/i }));
    await user.click(within(form).getByRole('button', { name: 'Add to the fight' }));
    await waitFor(() => expect(fighters()).toEqual(['1. Wolf 1', '2. Ada', '3. Wolf']));
    expect(log()).toHaveTextContent('Wolf 1 joins the fight (foe), place 1 in the turn order.');
  });

  it('takes a fighter out only once the GM confirms', async () => {
    const { user, record } = await seedFight((ada) => [fighter(ada), wolf]);
    const wolfCard = screen.getByRole('listitem', { name: /Wolf/ });
    await user.click(within(wolfCard).getByText('GM tools'));
    await user.click(within(wolfCard).getByRole('button', { name: 'Take Wolf out of the fight' }));
    const confirm = within(wolfCard).getByRole('group', { name: 'Take Wolf out of the fight?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Wolf in' }));
    expect(fighters()).toEqual(['1. Ada', '2. Wolf']);

    await user.click(within(wolfCard).getByRole('button', { name: 'Take Wolf out of the fight' }));
    await user.click(within(wolfCard).getByRole('button', { name: 'Take Wolf out' }));
    await waitFor(() => expect(fighters()).toEqual(['1. Ada']));
    expect(log()).toHaveTextContent('Wolf leaves the fight.');
    await waitFor(async () => expect((await stored(record.id)).order).toEqual([(await stored(record.id)).order[0]]));
  });

  it('places a trap mid-fight: "They must note difficulty value & location of each"', async () => {
    const { user, record } = await seedFight((ada) => [fighter(ada), wolf]);
    const traps = screen.getByRole('region', { name: 'Traps' });
    expect(within(traps).getByText('No traps on the battlefield.')).toBeInTheDocument();
    await user.click(within(traps).getByText('Place a trap'));
    await user.click(within(traps).getByRole('button', { name: 'Place the trap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The trap’s difficulty must be a whole number, 1 or more.',
    );
    await user.type(within(traps).getByLabelText('Trap name'), 'Pit');
    await user.type(within(traps).getByLabelText('Difficulty'), '14');
    await user.selectOptions(within(traps).getByLabelText('Tools'), 'basic');
    await user.click(within(traps).getByRole('button', { name: 'Place the trap' }));
    expect(await within(traps).findByText(/difficulty 14, armed/)).toBeInTheDocument();
    expect(log()).toHaveTextContent('GM: Pit is set, difficulty 14.');
    await waitFor(async () =>
      expect((await stored(record.id)).traps).toMatchObject([
        { name: 'Pit', difficulty: 14, tools: 'basic', ownerId: null, status: 'armed' },
      ]),
    );
    // The new trap can be contested at once.
    expect(within(traps).getByRole('button', { name: 'Contest the trap Pit' })).toBeInTheDocument();
  });

  it('a Neo-Bear clawed from within reach trades blows with a shove: "The shoving effect does not occur unless the Neo-Bear wins"', async () => {
    const { user, record } = await seedFight(() => [bruin, wolf], clawed);
    const panel = await screen.findByRole('region', { name: 'Trade Blows' });
    expect(panel).toHaveTextContent('Bruin was hit by Wolf');
    expect(panel).toHaveTextContent('Wolf is shoved up to 5 tiles (5 damage into an obstacle)');
    await user.type(within(panel).getByLabelText('Bruin’s d20'), '3');
    await user.click(within(panel).getByRole('button', { name: 'Trade blows: shove Wolf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type every d20 of Trade Blows, or none');
    await user.type(within(panel).getByLabelText('Bruin’s second d20'), '16');
    await user.type(within(panel).getByLabelText('Wolf’s d20'), '4');
    const hpBefore = (await stored(record.id)).combatants.find((c) => c.id === 'wolf')!.hp;
    await user.click(within(panel).getByRole('button', { name: 'Trade blows: shove Wolf' }));
    // 2d20 keep the best + Reflex 2 + Unarmed 2 against the wolf's d20 + Reflex 4 + Unarmed 3: 20 against 11.
    expect(
      await within(log()).findByText(
        /d20 \[3, 16\] keeps 16 \+ 4 = 20 against d20 4 \+ 7 = 11 — Bruin shoves Wolf up to 5 tiles/,
      ),
    ).toBeInTheDocument();
    // Answered: the panel goes, and "No damage occurs from the contested action regardless of who wins it".
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Trade Blows' })).not.toBeInTheDocument());
    await waitFor(async () => expect((await stored(record.id)).log.at(-1)?.result).toBe('attacker'));
    expect((await stored(record.id)).combatants.find((c) => c.id === 'wolf')!.hp).toBe(hpBefore);
  });

  it('a Neo-Blackbear answers with the strike of “Trade Blows 1”: d20 + Reflex + Unarmed folded into damage, tier 0', async () => {
    const blackbear: CombatantInput = {
      ...bruin,
      profile: { ...bruin.profile, specials: raceCombatSpecials('neo-blackbear') },
    };
    const { user, record } = await seedFight(() => [blackbear, wolf], clawed);
    const panel = await screen.findByRole('region', { name: 'Trade Blows' });
    expect(panel).toHaveTextContent('“Trade Blows 1”, a free unarmed strike (not contested), weapon tier 0');
    await user.type(within(panel).getByLabelText('Bruin’s d20'), '10');
    await user.click(within(panel).getByRole('button', { name: 'Trade blows: strike Wolf' }));
    // "18 = d20 10 + Reflex 2 + skill 2 + Body 5 − armor 1", as the engine test has it: 20 − 18 = 2 HP left.
    await waitFor(async () => expect((await stored(record.id)).combatants.find((c) => c.id === 'wolf')!.hp).toBe(2));
    expect(log()).toHaveTextContent('Bruin trades blows with Wolf: a free unarmed strike, d20 10 + 4 = 14.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Trade Blows' })).not.toBeInTheDocument());
  });
});
