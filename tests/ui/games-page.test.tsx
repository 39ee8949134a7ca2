import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/app/systems';
import { gameText } from '../../src/core/systems/game-text';
import { testI18n, useLanguageForTest } from '../i18n-setup';
import { renderApp } from './render-app';

describe('Home page: which game (issue 18)', () => {
  it('offers every registered game with its summary, its campaigns and its reference pages', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which game tonight?' })).toBeInTheDocument();
    for (const game of GAMES) {
      const said = gameText(testI18n.t, game);
      const card = screen.getByRole('listitem', { name: game.name });
      expect(said.name).toBe(game.name);
      expect(within(card).getByText(said.summary)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `${game.name} campaigns` })).toHaveAttribute(
        'href',
        `/campaigns?game=${game.id}`,
      );
      for (const page of game.reference)
        expect(within(card).getByRole('link', { name: said.reference(page.key) })).toHaveAttribute('href', page.path);
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

  it('speaks Swedish: the games, their taglines and the nav from each game’s own catalogue (issue 20)', async () => {
    await useLanguageForTest('sv');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vilket spel ikväll?' })).toBeInTheDocument();
    expect(screen.getByText(/Appen kan 3 spel\./)).toBeInTheDocument();
    const eos = screen.getByRole('listitem', { name: 'Eos' });
    expect(within(eos).getByText(/^Överlevnadsrollspelet/)).toBeInTheDocument();
    expect(within(eos).getByRole('link', { name: 'Eos folkslag' })).toHaveAttribute('href', '/eos/races');
    expect(within(eos).getByRole('link', { name: 'Kampanjer i Eos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getAllByRole('link', { name: 'Kampanjer' })[0]).toHaveAttribute('href', '/campaigns');
    expect(screen.getByRole('complementary', { name: 'Så börjar du' })).toBeInTheDocument();
  });
});
