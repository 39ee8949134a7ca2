// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { craft, createSeededRandom, recipeFor, scavengeWithRoll } from '../../../../src/systems/wasteland-wolves/rules';
import { memoryData, playerRecord, renderWw } from './render-ww';

describe('crafting and scavenging', () => {
  it('crafts from a scavenged roll on seeded dice and saves the inventory (and keeps it when the write fails)', async () => {
    const smith = playerRecord('p-1', 'Vera', { experience: 75, perks: { smith: 1 } });
    const data = memoryData([smith]);
    renderWw('crafting', data, createSeededRandom('scavenge 18'));
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Vera' });
    await user.selectOptions(screen.getByLabelText('Player'), 'Vera');
    const roll = screen.getByLabelText('Roll');
    await user.type(roll, '18');
    await user.click(screen.getByRole('button', { name: 'Scavenge with this roll' }));
    // "Roll 18+ / 5x scraps / 3x metal / 2x chemicals / … (0.5x chance)", the half chances from the same seed.
    const found = scavengeWithRoll(18, createSeededRandom('scavenge 18'));
    expect(found.band).toBe('18+');
    expect(found.found).toMatchObject({ scraps: 5, metal: 3, chemicals: 2 });
    expect(screen.getByLabelText('Scraps')).toHaveValue(5);
    expect(screen.getByLabelText('Metal')).toHaveValue(3);
    // Smith: "Ammo … require -2 roll": "Roll 5 / 3 metal" needs 3.
    expect(recipeFor('ammo', { smith: 1 }).needed).toBe(3);
    const ammo = screen.getByRole('listitem', { name: 'Ammo' });
    expect(ammo).toHaveTextContent('Roll 3 (printed 5, −2 perk)');
    await user.click(screen.getByRole('checkbox', { name: 'Only what I can craft now' }));
    expect(screen.queryByRole('listitem', { name: 'Powersaw' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Craft Ammo' }));
    const after = craft(found.found, 'ammo', 1, 18, { smith: 1 });
    expect(after.metal ?? 0).toBe(0);
    expect(after.ammo).toBe(6);
    expect(screen.getByLabelText('Metal')).toHaveValue(0);
    expect(screen.getByLabelText('Ammo')).toHaveValue(6);
    data.failWrites('The player could not be saved: the device is out of space.');
    await user.click(screen.getByRole('button', { name: 'Save inventory' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the device is out of space');
    expect(screen.getByLabelText('Ammo')).toHaveValue(6);
    await user.click(screen.getByRole('button', { name: 'Save inventory' }));
    await waitFor(async () => expect((await data.getPlayer('game-1', 'p-1'))?.system.inventory).toEqual(after));
  });

  it('refuses a roll the dice cannot show, in words', async () => {
    renderWw('crafting');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Roll'), '25');
    expect(screen.getByText('A d20 roll must be a whole number from 1 to 20, not 25.')).toBeInTheDocument();
  });
});
