// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planTurn } from '../../../../src/systems/wasteland-wolves/rules';
import { memoryData, playerRecord, renderWw } from './render-ww';

describe('the turn planner', () => {
  it('plans a turn to the last energy point and refuses the step beyond it with the sum', async () => {
    renderWw('plan');
    const user = userEvent.setup();
    const energy = await screen.findByLabelText('Energy held');
    await user.clear(energy);
    await user.type(energy, '800');
    // "three times … 100 energy per tile … sprint a fourth tile for 200": 500.
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Add a move' }));
    // "act twice … 150 energy per action": 300 more.
    await user.click(screen.getByRole('button', { name: 'Add Scavenge' }));
    await user.click(screen.getByRole('button', { name: 'Add Craft' }));
    const situation = { energy: 800, perks: {}, weapon: null, armour: null, snared: false };
    const exact = planTurn(situation, { moves: [{}, {}, {}, {}], actions: ['scavenge', 'craft'] });
    expect(exact.left).toBe(0);
    expect(screen.getByTestId('plan-total')).toHaveTextContent('800');
    expect(screen.getByTestId('plan-left')).toHaveTextContent('0');
    expect(screen.queryByRole('alert')).toBeNull();
    // "You can overwork for a third action, costing 300 energy": shown as not affordable…
    expect(screen.getByTestId('next-steps')).toHaveTextContent('Another action: 300 energy — not affordable');
    // …and refused with the sum once planned.
    await user.click(screen.getByRole('button', { name: 'Add Rest' }));
    const over = planTurn(situation, { moves: [{}, {}, {}, {}], actions: ['scavenge', 'craft', 'rest'] });
    expect(over.refusals).toEqual(['This plan costs 1,100 energy; this player has 800.']);
    expect(screen.getByRole('alert')).toHaveTextContent('This plan costs 1,100 energy; this player has 800.');
    // A fifth move is refused by the text's limit.
    await user.click(screen.getByRole('button', { name: 'Add a move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A turn has three moves and a sprinted fourth tile, no more.');
  });

  it('applies a player’s Traveller and machine gun to every move', async () => {
    const p = playerRecord('p-1', 'Vera', { experience: 75, perks: { traveller: 1 }, weapon: 'machine-gun' });
    renderWw('plan', memoryData([p]));
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Vera' });
    await user.selectOptions(screen.getByLabelText('Player'), 'Vera');
    await user.click(screen.getByRole('button', { name: 'Add a move' }));
    const plan = planTurn(
      { energy: 550, perks: { traveller: 1 }, weapon: 'machine-gun', armour: null, snared: false },
      { moves: [{}], actions: [] },
    );
    expect(screen.getByTestId('plan-total')).toHaveTextContent(String(plan.total));
    expect(screen.getByText('Traveller −20%, Machine Gun +10%')).toBeInTheDocument();
  });
});
