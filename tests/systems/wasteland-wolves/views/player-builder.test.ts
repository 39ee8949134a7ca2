// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  energyIncome,
  levelOf,
  maxHealth,
  nextRankRefusal,
  perkBuildProblems,
  perkPointsAt,
  spentPerkPoints,
} from '../../../../src/systems/wasteland-wolves/rules';
import { memoryData, playerRecord, renderWw } from './render-ww';

describe('the player builder', () => {
  it('builds a level-2 player with two perks and shows the rules’ numbers and refusals', async () => {
    const data = renderWw('players/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Player name'), 'Vera');
    const xp = screen.getByLabelText('Experience');
    await user.clear(xp);
    // "Level 2 - 3 points, 75exp"
    await user.type(xp, '75');
    expect(screen.getByTestId('level')).toHaveTextContent(String(levelOf(75).level));
    expect(screen.getByTestId('level')).toHaveTextContent('2');
    expect(screen.getByTestId('points-left')).toHaveTextContent(String(perkPointsAt(2)));
    // Tough Cookie twice ("Rank 1, 1 point / Rank 2, 1 point") and Energetic ("Rank 1, 2 points").
    await user.click(screen.getByRole('button', { name: 'Add a rank of Tough Cookie' }));
    await user.click(screen.getByRole('button', { name: 'Add a rank of Tough Cookie' }));
    await user.click(screen.getByRole('button', { name: 'Add a rank of Energetic' }));
    const build = { 'tough-cookie': 2, energetic: 1 } as const;
    expect(screen.getByTestId('points-left')).toHaveTextContent(String(perkPointsAt(2) - spentPerkPoints(build)));
    expect(screen.getByTestId('points-left')).toHaveTextContent('1');
    // "+10 maximum health … an additional 10", "+50 energy per turn".
    expect(screen.getByTestId('max-health')).toHaveTextContent(String(maxHealth(build)));
    expect(screen.getByTestId('max-health')).toHaveTextContent(String(maxHealth({}) + 20));
    expect(screen.getByTestId('income')).toHaveTextContent(String(energyIncome(build)));
    expect(screen.getByTestId('income')).toHaveTextContent('550');
    // "Eagle Eye … requires Bowmaster Rank 2": the refusal is shown beside the perk, and said when pressed.
    const eagle = nextRankRefusal(build, 'eagle-eye', 2) ?? '';
    expect(eagle).toContain('requires Bowmaster Rank 2');
    expect(screen.getAllByText(eagle).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add a rank of All In' }));
    const allIn = nextRankRefusal(build, 'all-in', 2) ?? '';
    expect(allIn).toContain('costs 2 points; 1 point left');
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.getAllByText(allIn).length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    await waitFor(async () => expect(await data.listPlayers('game-1')).toHaveLength(1));
    const [saved] = await data.listPlayers('game-1');
    expect(saved?.name).toBe('Vera');
    expect(saved?.system).toMatchObject({ experience: 75, perks: build });
    await screen.findByRole('heading', { name: 'Vera', level: 1 });
  });

  it('keeps what was typed when the write fails, and saves on the next try', async () => {
    const data = renderWw('players/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Player name'), 'Otto');
    await user.click(screen.getByRole('button', { name: 'Add a rank of Traveller' }));
    data.failWrites('The player could not be saved: the device is out of space.');
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the device is out of space');
    expect(screen.getByLabelText('Player name')).toHaveValue('Otto');
    expect(screen.getByText('Rank 1 of 1')).toBeInTheDocument();
    expect(await data.listPlayers('game-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save player' }));
    await waitFor(async () => expect(await data.listPlayers('game-1')).toHaveLength(1));
  });

  it('shows what is wrong with a stored player that breaks a rule, and the page still works', async () => {
    // Level 1 (0 exp) with Bowmaster, "Rank 1, 1 point, unlocked Level 2".
    const broken = playerRecord('p-1', 'Mira', { experience: 0, perks: { bowmaster: 1, 'tough-cookie': 1 } });
    const problems = perkBuildProblems(broken.system.perks, 1);
    expect(problems).toEqual(['Bowmaster Rank 1 unlocks at level 2.']);
    renderWw('players/p-1', memoryData([broken]));
    expect(await screen.findByText(problems[0] ?? '')).toBeInTheDocument();
    expect(screen.getByTestId('max-health')).toHaveTextContent(String(maxHealth({ bowmaster: 1, 'tough-cookie': 1 })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Take back a rank of Bowmaster' }));
    expect(screen.getByText('Bowmaster is now not taken.', { selector: 'p.ww-message' })).toBeInTheDocument();
  });

  it('lists a broken stored player on the game page with its problem', async () => {
    const broken = playerRecord('p-1', 'Mira', { experience: 0, perks: { bowmaster: 1 } });
    renderWw('', memoryData([broken]));
    expect(await screen.findByText('Bowmaster Rank 1 unlocks at level 2.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start the game' })).toBeInTheDocument();
  });
});
