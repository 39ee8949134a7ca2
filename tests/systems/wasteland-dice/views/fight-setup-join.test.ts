// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addFighter,
  createFight,
  joinFight,
  removeFighter,
  startFight,
  type Fight,
  type FighterEntry,
} from '../../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES as PIECES, fighter as payload } from '../fixtures';
import { CAMPAIGN_ID, fighterRecord, memoryData, renderWdc } from './render-wdc';

const KATNISS = payload({ skills: { aim: 2 }, armour: { torso: PIECES.leatherJacket, helmet: PIECES.footballHelmet } });
const FRODO = payload({ skills: { aim: 1 }, armour: { torso: PIECES.bulletproofVest, helmet: PIECES.militaryHelmet } });
const AZULA = payload({ skills: { aim: 2 } });

const entry = (id: string, name: string, fighter = KATNISS): FighterEntry => ({ id, name, fighter, armed: true });

/** Katniss, Frodo and Azula in the campaign, and a fight of Katniss and Frodo, stored (started when `typed` is given). */
async function seeded(typed?: Record<string, number[]>) {
  const data = memoryData([
    fighterRecord('katniss', 'Katniss', KATNISS),
    fighterRecord('frodo', 'Frodo', FRODO),
    fighterRecord('azula', 'Azula', AZULA),
    fighterRecord('downed', 'Boromir', payload({ hp: 0 })),
  ]);
  let fight = createFight({ fighters: [entry('katniss', 'Katniss'), entry('frodo', 'Frodo', FRODO)] });
  if (typed !== undefined) fight = startFight(fight, typed).fight;
  const record = await data.createFight(CAMPAIGN_ID, { name: 'Duel at the ford', system: fight });
  return { data, id: record.id, fight };
}

async function stored(data: ReturnType<typeof memoryData>, id: string): Promise<Fight> {
  const record = await data.getFight(CAMPAIGN_ID, id);
  if (record === null) throw new Error('The fight is gone.');
  return record.system;
}

describe('fighters in and out of a fight', () => {
  it('removes and adds fighters before the start, each a step of the log that undo takes back', async () => {
    const { data, id, fight } = await seeded();
    renderWdc(`fights/${id}`, data);
    const user = userEvent.setup();
    // The page's heading takes the focus when the page opens.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Duel at the ford' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove Frodo' }));
    const expected = removeFighter(fight, 'frodo');
    await waitFor(async () => expect(await stored(data, id)).toEqual(expected.fight));
    expect(screen.getByRole('status', { name: 'Last roll' })).toHaveTextContent('Frodo leaves the fight.');
    expect(screen.queryByRole('button', { name: 'Remove Frodo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Undo\W+Frodo leaves the fight/ }));
    await waitFor(async () => expect(await stored(data, id)).toEqual(fight));
    expect(await screen.findByRole('button', { name: 'Remove Frodo' })).toBeInTheDocument();

    // Azula can come in; Boromir is downed and says so; the two already in are not offered.
    const add = screen.getByRole('region', { name: 'Add a fighter' });
    const options = within(within(add).getByLabelText('Fighter')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Azula (5 HP)']);
    await user.click(within(add).getByText(/Not available/));
    expect(within(add).getByText('Boromir: downed (0 hit points)')).toBeInTheDocument();
    await user.type(within(add).getByLabelText('Side'), 'Fire Nation');
    await user.click(within(add).getByRole('button', { name: 'Add Azula' }));
    const added = addFighter(fight, { id: 'azula', name: 'Azula', fighter: AZULA, armed: true, side: 'Fire Nation' });
    await waitFor(async () => expect(await stored(data, id)).toEqual(added.fight));
    expect(screen.getByRole('status', { name: 'Last roll' })).toHaveTextContent('Azula joins the fight.');
    expect(await screen.findByRole('button', { name: 'Remove Azula' })).toBeInTheDocument();
    expect(screen.getByText('Every fighter of the campaign who can fight is in this fight already.')).toBeVisible();
  }, 30_000);

  it('joins a newcomer into a running fight with a typed total, announces and focuses it, and undoes it', async () => {
    const { data, id, fight } = await seeded({ katniss: [12], frodo: [6] });
    renderWdc(`fights/${id}`, data);
    const user = userEvent.setup();
    const join = await screen.findByRole('region', { name: 'A newcomer joins' });
    await user.click(within(join).getByRole('radio', { name: 'Type the total thrown' }));

    // A blank total is refused in words and nothing is stored.
    await user.click(within(join).getByRole('button', { name: 'Azula joins with this total' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Azula/);
    expect(await stored(data, id)).toEqual(fight);

    await user.type(within(join).getByLabelText('Initiative total'), '15');
    await user.click(within(join).getByRole('button', { name: 'Azula joins with this total' }));
    const expected = joinFight(fight, { id: 'azula', name: 'Azula', fighter: AZULA, armed: true }, 15);
    await waitFor(async () => expect(await stored(data, id)).toEqual(expected.fight));
    // 15 beats Katniss's 12: Azula goes first from now on, and it is still Katniss's turn.
    expect(expected.fight.order).toEqual(['azula', 'katniss', 'frodo']);
    expect(screen.getByText('Katniss’s turn')).toBeInTheDocument();
    const result = screen.getByRole('status', { name: 'Last roll' });
    expect(result).toHaveTextContent(expected.entries[0]?.text ?? '—');
    await waitFor(() => expect(result).toHaveFocus());

    await user.click(screen.getByRole('button', { name: /^Undo\W+Azula joins the fight/ }));
    await waitFor(async () => expect(await stored(data, id)).toEqual(fight));
  }, 30_000);

  it('joins a newcomer with the app’s dice: the seeded roll the rules make', async () => {
    const { createSeededRandom } = await import('../../../../src/systems/wasteland-dice/rules');
    const { data, id, fight } = await seeded({ katniss: [12], frodo: [6] });
    renderWdc(`fights/${id}`, data, createSeededRandom('newcomer'));
    const user = userEvent.setup();
    const join = await screen.findByRole('region', { name: 'A newcomer joins' });
    await user.click(within(join).getByRole('button', { name: 'Roll initiative: Azula joins' }));
    const expected = joinFight(
      fight,
      { id: 'azula', name: 'Azula', fighter: AZULA, armed: true },
      createSeededRandom('newcomer'),
    );
    await waitFor(async () => expect(await stored(data, id)).toEqual(expected.fight));
    expect(screen.getByRole('status', { name: 'Last roll' })).toHaveTextContent(expected.entries[0]?.text ?? '—');
  }, 30_000);
});
