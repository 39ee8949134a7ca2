// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  attackPreview,
  createSeededRandom,
  currentFighter,
  fighterAfterFight,
  hitChance,
  isStanding,
  type Fight,
} from '../../../../src/systems/wasteland-dice/rules';
import { WdcFightSchema } from '../../../../src/systems/wasteland-dice/rules/schemas/fight';
import { percent } from '../../../../src/systems/wasteland-dice/views/format';
import { ARMOUR_EXAMPLES as PIECES, fighter as payload } from '../fixtures';
import { CAMPAIGN_ID, fighterRecord, memoryData, renderWdc } from './render-wdc';

/** Katniss: leather jacket + football helmet, Aim 2. Frodo: bulletproof vest + military helmet, Aim 1. */
function twoFighters() {
  return memoryData([
    fighterRecord(
      'katniss',
      'Katniss',
      payload({ skills: { aim: 2 }, armour: { torso: PIECES.leatherJacket, helmet: PIECES.footballHelmet } }),
    ),
    fighterRecord(
      'frodo',
      'Frodo',
      payload({ skills: { aim: 1 }, armour: { torso: PIECES.bulletproofVest, helmet: PIECES.militaryHelmet } }),
    ),
  ]);
}

async function storedFight(data: ReturnType<typeof memoryData>): Promise<{ id: string; fight: Fight }> {
  const [record] = await data.listFights(CAMPAIGN_ID);
  if (record === undefined) throw new Error('No fight stored.');
  return { id: record.id, fight: record.system };
}

describe('the fight tracker', () => {
  it('plays a fight with seeded dice until one fighter is downed, showing the exact odds before each roll', async () => {
    const data = twoFighters();
    renderWdc('fights/new', data, createSeededRandom('ashlands duel'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Fight name'), 'Duel at the ford');
    await user.click(screen.getByRole('checkbox', { name: /Katniss/ }));
    await user.click(screen.getByRole('checkbox', { name: /Frodo/ }));
    await user.click(screen.getByRole('button', { name: 'Make the fight' }));
    await user.click(await screen.findByRole('button', { name: 'Roll initiative and start' }));
    await screen.findByRole('heading', { name: 'Attack' });

    let attacksSeen = 0;
    let undone = false;
    for (let guard = 0; guard < 200; guard++) {
      const { fight } = await storedFight(data);
      if (fight.fighters.some((f) => !isStanding(f))) break;
      const actor = currentFighter(fight);
      if (actor === null) throw new Error('No one’s turn in a running fight.');
      const target = fight.fighters.find((f) => f.id !== actor.id);
      if (target === undefined) throw new Error('No target.');
      await screen.findByText(`${actor.name}’s turn`);
      // Before the dice: the shown chance is the rules' exact chance, ranged attack with Aim against ranged defence.
      const preview = attackPreview(fight, { targetId: target.id, with: { kind: 'ranged' } }, 5);
      expect(preview.chance).toEqual(hitChance(preview.odds, fight.rules));
      await waitFor(() => expect(screen.getByTestId('wdc-hit-chance')).toHaveTextContent(percent(preview.chance.p)));
      expect(
        screen.getByText(new RegExp(`${preview.chance.ways} of ${preview.chance.outcomes} throws`)),
      ).toBeInTheDocument();
      expect(screen.getByTestId('wdc-down-chance')).toHaveTextContent(percent(preview.down.p));
      await user.click(screen.getByRole('button', { name: 'Roll the attack' }));
      await waitFor(async () => expect((await storedFight(data)).fight.turn?.attacked).toBe(true));
      const after = (await storedFight(data)).fight;
      const line = after.log.findLast((e) => e.kind === 'attack');
      expect(screen.getByRole('status', { name: 'Last roll' })).toHaveTextContent(line?.text ?? '—');
      attacksSeen++;

      if (!undone) {
        // Undo the attack: the stored fight is exactly the one before it, and the chance shows again.
        await user.click(screen.getByRole('button', { name: /^Undo/ }));
        await waitFor(async () => expect((await storedFight(data)).fight).toEqual(fight));
        expect(await screen.findByRole('status', { name: 'Last roll' })).toHaveTextContent('Undone:');
        expect(screen.getByTestId('wdc-hit-chance')).toHaveTextContent(percent(preview.chance.p));
        undone = true;
        continue;
      }
      const downedNow = after.fighters.some((f) => !isStanding(f));
      if (downedNow) break;
      await user.click(screen.getByRole('button', { name: /^End the turn/ }));
      await waitFor(async () => expect((await storedFight(data)).fight.turn?.attacked).toBe(false));
    }

    const { fight } = await storedFight(data);
    const downed = fight.fighters.filter((f) => !isStanding(f));
    expect(downed).toHaveLength(1);
    expect(attacksSeen).toBeGreaterThanOrEqual(5);
    expect(await screen.findAllByText('Downed')).not.toHaveLength(0);
    expect(screen.getByText(/stands: the Storyteller may end the fight/)).toBeInTheDocument();
    // The stored fight is what its schema reads back.
    expect(WdcFightSchema.parse(JSON.parse(JSON.stringify(fight)))).toEqual(fight);

    await user.click(screen.getByRole('button', { name: 'End the fight' }));
    await user.click(await screen.findByRole('button', { name: 'Write hit points back to the fighters' }));
    expect(await screen.findByText(/Hit points written back/)).toBeInTheDocument();
    const ended = (await storedFight(data)).fight;
    for (const f of ended.fighters) {
      expect((await data.getFighter(CAMPAIGN_ID, f.id))?.system.hp).toBe(fighterAfterFight(ended, f.id).hp);
    }
  }, 120_000);

  it('takes typed initiative with a tie re-rolled, typed attack dice, and shows a failed write keeping the dice', async () => {
    const data = twoFighters();
    renderWdc('fights/new', data);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Fight name'), 'Typed');
    await user.click(screen.getByRole('checkbox', { name: /Katniss/ }));
    await user.click(screen.getByRole('checkbox', { name: /Frodo/ }));
    await user.click(screen.getByRole('button', { name: 'Make the fight' }));
    await user.click(await screen.findByRole('radio', { name: 'Type the dice thrown' }));
    await user.type(screen.getByLabelText("Katniss's initiative"), '6');
    await user.type(screen.getByLabelText("Frodo's initiative"), '6');
    expect(await screen.findByText(/(Katniss and Frodo|Frodo and Katniss) tie at 6/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Katniss's initiative"), ', 14');
    await user.type(screen.getByLabelText("Frodo's initiative"), ', 18');
    expect(await screen.findByText('Order: Frodo, Katniss.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start with these totals' }));
    await screen.findByText('Frodo’s turn');

    // Frodo (Aim 1: +2) against Katniss's ranged defence 12: a D20 of 10 hits, 12 ≥ 12.
    const { fight } = await storedFight(data);
    const preview = attackPreview(fight, { targetId: 'katniss', with: { kind: 'ranged' } });
    expect(preview.odds).toEqual({ modifier: 2, defence: 12, mode: 'normal' });
    await user.click(screen.getByRole('radio', { name: 'Type the dice thrown' }));
    await user.type(screen.getByLabelText('D20 thrown'), '10');
    data.failWrites('The fight could not be saved: the database is locked by another tab.');
    await user.click(screen.getByRole('button', { name: 'Attack with these dice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The fight could not be saved: the database is locked by another tab.',
    );
    expect(screen.getByLabelText('D20 thrown')).toHaveValue(10);
    expect((await storedFight(data)).fight).toEqual(fight);
    await user.click(screen.getByRole('button', { name: 'Attack with these dice' }));
    expect(await screen.findByRole('status', { name: 'Last roll' })).toHaveTextContent(
      'Frodo shoots at Katniss: D20 10 + 2 = 12 against 12: hits. Katniss has 4 hit points left.',
    );
  }, 60_000);
});
