// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  attackOdds,
  conditionOutlook,
  treatCondition,
  wolfKillChances,
} from '../../../../src/systems/wasteland-wolves/rules';
import { percent } from '../../../../src/systems/wasteland-wolves/views/format';
import { memoryData, playerRecord, renderWw } from './render-ww';

describe('the odds page', () => {
  it('treats a bleeding with the odds shown before and after the Tourniquet', async () => {
    renderWw('odds');
    const user = userEvent.setup();
    const health = await screen.findByLabelText('Health now');
    await user.clear(health);
    await user.type(health, '20');
    await user.selectOptions(screen.getByLabelText('Bleeding'), 'severe');
    const turns = screen.getByLabelText('Turns ahead');
    await user.clear(turns);
    await user.type(turns, '3');
    // "Severe bleeding: 8 damage per turn … 50% chance of improving … 25% chance of worsening"
    const before = conditionOutlook({ health: 20, illness: null, bleeding: 'severe', perks: {}, turns: 3 }).at(-1);
    expect(screen.getByTestId('dead-chance')).toHaveTextContent(percent(before?.dead.p ?? -1));
    // "Reduces bleeding severity by two": severe → light.
    const after = treatCondition('severe', 2);
    expect(after).toBe('light');
    const treated = conditionOutlook({ health: 20, illness: null, bleeding: after, perks: {}, turns: 3 }).at(-1);
    expect(
      screen.getByText(
        `— bleeding severe → light: dead within 3 turns ${percent(before?.dead.p ?? -1)} → ${percent(treated?.dead.p ?? -1)}`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Tourniquet' }));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Tourniquet: bleeding severe → light.');
    expect(screen.getByLabelText('Bleeding')).toHaveValue('light');
    expect(screen.getByTestId('dead-chance')).toHaveTextContent(percent(treated?.dead.p ?? -1));
    expect((treated?.dead.p ?? 1) < (before?.dead.p ?? 0)).toBe(true);
  });

  it('fights a Dire Wolf with the hit, damage and kill chances of the rules', async () => {
    const hunter = playerRecord('p-1', 'Vera', { experience: 75, perks: { 'apex-predator': 1 } });
    renderWw('odds', memoryData([hunter]));
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Vera' });
    await user.selectOptions(screen.getByLabelText('Whose perks count'), 'Vera');
    await user.selectOptions(screen.getByLabelText('Weapon'), 'Torch');
    await user.selectOptions(screen.getByLabelText('Target'), 'Dire Wolf');
    const input = { weapon: 'torch', distance: 0, perks: { 'apex-predator': 1 } } as const;
    const odds = attackOdds({ ...input, target: { kind: 'wolf', wolf: 'dire' } });
    // "+100% damage vs wolves" and Apex Predator's "100% additional damage … Stacks with torches".
    expect(odds.bonuses.map((b) => b.source)).toEqual(['Torch vs wolves', 'Apex Predator']);
    expect(screen.getByTestId('hit-chance')).toHaveTextContent(percent(odds.hit.p));
    expect(screen.getByTestId('expected-damage')).toHaveTextContent(odds.expectedDamage.toFixed(2));
    const dire = wolfKillChances(input).find((k) => k.wolf === 'dire');
    expect(dire?.health).toBe(40);
    expect(screen.getByTestId('kill-dire')).toHaveTextContent(percent(dire?.kill.p ?? -1));
    // A bow reaches one tile: two away is refused in words.
    await user.selectOptions(screen.getByLabelText('Weapon'), 'Bow');
    const distance = screen.getByLabelText('Distance in tiles');
    await user.clear(distance);
    await user.type(distance, '2');
    expect(screen.getByRole('alert')).toHaveTextContent('Bow reaches 1 tile; the target is 2 away.');
  });
});
