import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

function card(name: string) {
  return screen.getByRole('listitem', { name: new RegExp(`^${name}`) });
}

describe('Eos reference: the races', () => {
  it('lists all 22 race cards from data/eos/races.json', async () => {
    renderApp('/eos/races');
    expect(await screen.findByRole('heading', { level: 1, name: 'Races of Eos' })).toBeInTheDocument();
    // The first screenful comes with the page, the other cards a moment later.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(22));
    expect(screen.getByText('22 of 22 races')).toBeInTheDocument();
  });

  it('shows the engine’s numbers on a card: Forest Troll "Size: 2×2", "Move: 6", "Bonus HP & Melee: +12", "Food/day: 4"', () => {
    renderApp('/eos/races');
    const troll = within(card('Forest Troll'));
    const value = (label: string) => troll.getByText(label).nextElementSibling?.textContent;
    expect(value('Size')).toBe('2×2 · 4 tiles');
    expect(value('Move')).toBe('6');
    expect(value('Base HP')).toBe('32'); // "Granting them 32 instead of the normal 20 at game start for a 2×2 creature"
    expect(value('Melee dmg')).toBe('+12');
    expect(value('Food/day')).toBe('4');
    expect(value('Range')).toBe('+1');
  });

  it('prints small races with half a unit of food and −5 melee', () => {
    renderApp('/eos/races');
    const gratchen = within(card('Gratchen'));
    const value = (label: string) => gratchen.getByText(label).nextElementSibling?.textContent;
    expect(value('Food/day')).toBe('½'); // "Food/day: 1/2"
    expect(value('Size')).toBe('½ tile'); // "Size: 1/2"
    expect(value('Base HP')).toBe('15'); // "Granting them 15 instead of the normal 20"
    expect(value('Melee dmg')).toBe('−5');
  });

  it('filters by size and by words in the specials', async () => {
    const user = userEvent.setup();
    renderApp('/eos/races');
    await user.selectOptions(screen.getByLabelText('Size'), 'small');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent?.trim())).toEqual([
      'Gratchen',
      'Neo-Tabby',
    ]);
    await user.selectOptions(screen.getByLabelText('Size'), 'all');
    await user.type(screen.getByLabelText('Search races and specials'), 'fishing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent?.trim())).toEqual([
      'Shore Troll',
    ]);
    await user.type(screen.getByLabelText('Search races and specials'), ' nonsense');
    expect(screen.getByText(/No race matches/)).toBeInTheDocument();
  });
});
