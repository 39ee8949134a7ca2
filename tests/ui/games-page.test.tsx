import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/app/systems';
import { renderApp } from './render-app';

describe('Home page: which game (issue 18)', () => {
  it('offers every registered game with its summary, its campaigns and its reference pages', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which game tonight?' })).toBeInTheDocument();
    for (const game of GAMES) {
      const card = screen.getByRole('listitem', { name: game.name });
      expect(within(card).getByText(game.summary)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `${game.name} campaigns` })).toHaveAttribute(
        'href',
        `/campaigns?game=${game.id}`,
      );
      for (const page of game.reference)
        expect(within(card).getByRole('link', { name: page.label })).toHaveAttribute('href', page.path);
    }
  });

  it('opens Eos’s races from the home page', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Races of Eos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Races of Eos' })).toBeInTheDocument();
  });

  it('shows a newcomer where to start: load the example, make a campaign, build a character (issue 16)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const start = await screen.findByRole('complementary', { name: 'Where to start' });
    const steps = within(start)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/example campaign/);
    expect(steps[1]).toMatch(/Make a campaign/);
    expect(steps[2]).toMatch(/Build a character/);
    await user.click(within(start).getByRole('link', { name: /Load the example campaign/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
  });
});
