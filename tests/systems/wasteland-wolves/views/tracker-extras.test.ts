// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createSeededRandom,
  createTracker,
  energyAtTurnStart,
  planTurn,
  rollRestHeal,
  type Tracker,
} from '../../../../src/systems/wasteland-wolves/rules';
import { memoryData, playerRecord, renderWw, trackerRecord } from './render-ww';

function gameWith(perks = {}): Tracker {
  let t = createTracker(3, 2);
  t = applyEvent(t, { type: 'add-player', id: 'p-1', name: 'Vera', team: 1, perks, experience: 75 });
  t = applyEvent(t, { type: 'next-turn' });
  return applyEvent(t, { type: 'damage', playerId: 'p-1', amount: 30 });
}

describe('the tracker beyond the basics', () => {
  it('spends a planned turn on the tracker, refused past the energy held', async () => {
    const vera = playerRecord('p-1', 'Vera', { experience: 75, perks: { energetic: 1 } });
    const data = memoryData([vera], [trackerRecord('t-1', gameWith({ energetic: 1 }))]);
    renderWw('plan', data);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Vera' });
    await user.selectOptions(screen.getByLabelText('Player'), 'Vera');
    // "You gain 500 energy per turn" + Energetic's 50, from the tracker.
    expect(screen.getByLabelText('Energy held')).toHaveValue(energyAtTurnStart(0, { energetic: 1 }).after);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Add a move' }));
    await user.click(screen.getByRole('button', { name: 'Add Scavenge' }));
    const plan = planTurn(
      { energy: 550, perks: { energetic: 1 }, weapon: null, armour: null, snared: false },
      { moves: [{}, {}, {}], actions: ['scavenge'] },
    );
    expect(plan.total).toBe(450);
    await user.click(screen.getByRole('button', { name: 'Spend 450 energy on the tracker' }));
    await waitFor(async () =>
      expect((await data.getTracker('game-1', 't-1'))?.system.state.players[0]?.energy).toBe(100),
    );
    await user.click(screen.getByRole('button', { name: 'Add Craft' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This plan costs 150 energy; this player has 100.');
    expect(screen.getByRole('button', { name: 'Spend 150 energy on the tracker' })).toBeDisabled();
  });

  it('rolls a rest on the injected dice and announces it', async () => {
    const data = memoryData([], [trackerRecord('t-1', gameWith())]);
    renderWw('', data, createSeededRandom('rest'));
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Vera' });
    await user.click(within(card).getByText('Record for Vera'));
    await user.click(within(card).getByRole('button', { name: 'Roll a rest for Vera' }));
    // ">Rest (… heals 8-16 health)"
    const heal = rollRestHeal(createSeededRandom('rest'), {});
    await waitFor(() => expect(screen.getByText(`Vera rests and rolls ${heal} healing.`)).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Vera' })).toHaveTextContent(`Health${70 + heal} / 100`);
  });

  it('shows what is wrong with a stored tracker that breaks a rule, and still works', async () => {
    const broken = gameWith();
    const bad: Tracker = {
      ...broken,
      state: {
        ...broken.state,
        players: broken.state.players.map((p) => ({ ...p, health: 130, perks: { bowmaster: 3 } })),
      },
    };
    renderWw('', memoryData([], [trackerRecord('t-1', bad)]));
    expect(await screen.findByText('Vera: Bowmaster Rank 3 unlocks at level 4.')).toBeInTheDocument();
    expect(screen.getByText('Vera has 130 health; their maximum is 100.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(await screen.findByTestId('turn')).toHaveTextContent('3');
  });

  it('offers a new tracker when the stored one is damaged beyond reading', async () => {
    const damaged = { state: { turn: 'x' }, history: null } as unknown as Tracker;
    renderWw('', memoryData([], [trackerRecord('t-1', damaged)]));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game’s tracker record is damaged');
    expect(screen.getByRole('button', { name: 'Start the tracker' })).toBeInTheDocument();
  });
});
