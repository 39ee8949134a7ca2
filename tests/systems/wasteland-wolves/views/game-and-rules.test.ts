// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapSize, maxHealth, wwHouseRules, wwRulings } from '../../../../src/systems/wasteland-wolves/rules';
import { WwPlayerSchema } from '../../../../src/systems/wasteland-wolves/rules/schemas/player';
import { WwTrackerSchema } from '../../../../src/systems/wasteland-wolves/rules/schemas/tracker';
import { PATHS, memoryData, playerRecord, renderWw } from './render-ww';

describe('the game page', () => {
  it('starts a game for three teams, tracks a player with undo, and stores a tracker its schema accepts', async () => {
    const vera = playerRecord('p-1', 'Vera', { experience: 75, perks: { 'tough-cookie': 2 } });
    const data = renderWw('', memoryData([vera]));
    const user = userEvent.setup();
    // "2v2v2: 5x5 map"
    expect(mapSize(3, 2).side).toBe(5);
    expect(await screen.findByText('Map 5×5 (“2v2v2: 5x5 map”)')).toBeInTheDocument();
    const size = screen.getByLabelText('Players per team');
    await user.clear(size);
    await user.type(size, '6');
    expect(screen.getByText(/The text gives no map for 6v6v6/)).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '2');
    await user.click(screen.getByRole('button', { name: 'Start the tracker' }));
    expect(await screen.findByRole('heading', { name: /Turn 1 · map 5×5 · 2v2v2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to the game' }));
    const card = await screen.findByRole('listitem', { name: 'Vera' });
    expect(card).toHaveTextContent(`Health${maxHealth({ 'tough-cookie': 2 })} / ${maxHealth({ 'tough-cookie': 2 })}`);
    await user.click(within(card).getByText('Record for Vera'));
    const amount = within(card).getByLabelText('Amount for Vera');
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(card).getByRole('button', { name: 'Damage' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Vera' })).toHaveTextContent('Health108 / 120'));
    expect(screen.getByText('Turn 1: Vera takes 12 damage')).toBeInTheDocument();
    // A failed write keeps the amount typed and the tracker as it was.
    data.failWrites('The game could not be saved: the device is out of space.');
    await user.click(within(screen.getByRole('listitem', { name: 'Vera' })).getByRole('button', { name: 'Damage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the device is out of space');
    expect(within(screen.getByRole('listitem', { name: 'Vera' })).getByLabelText('Amount for Vera')).toHaveValue(12);
    expect(screen.getByRole('listitem', { name: 'Vera' })).toHaveTextContent('Health108 / 120');
    await user.click(screen.getByRole('button', { name: /^Undo: Vera takes 12 damage/ }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Vera' })).toHaveTextContent('Health120 / 120'));
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(await screen.findByTestId('turn')).toHaveTextContent('2');
    const [stored] = await data.listTrackers('game-1');
    expect(WwTrackerSchema.safeParse(stored?.system).success).toBe(true);
    expect(WwPlayerSchema.safeParse(vera.system).success).toBe(true);
  });
});

describe('the rules page', () => {
  it('lists every ruling and saves a house rule the other pages then use', async () => {
    const data = renderWw('rules');
    const user = userEvent.setup();
    for (const r of wwRulings()) {
      expect(await screen.findByRole('heading', { name: `${r.id}: ${r.topic}` })).toBeInTheDocument();
    }
    const health = screen.getByLabelText("A player's base health");
    await user.clear(health);
    await user.type(health, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('base health');
    await user.clear(health);
    await user.type(health, '80');
    await user.click(screen.getByRole('button', { name: 'Save house rules' }));
    await waitFor(async () => expect((await data.getGame('game-1'))?.houseRules).toEqual({ baseHealth: 80 }));
    expect(wwHouseRules({ baseHealth: 80 }).baseHealth).toBe(80);
    expect(PATHS.rules('game-1')).toBe('/ww/game-1/rules');
  });

  it('keeps the page working when the stored settings break a rule', async () => {
    const data = memoryData();
    await data.setHouseRules('game-1', { baseHealth: 0 });
    renderWw('odds', data);
    expect(await screen.findByText(/The stored house rules break a rule/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Odds', level: 1 })).toBeInTheDocument();
  });
});
