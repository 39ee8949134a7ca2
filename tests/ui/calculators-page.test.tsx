import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_GROUPS, CALCULATORS } from '../../src/systems/eos/rules';
import { renderApp } from './render-app';

describe('Calculators page', () => {
  it('is in the main navigation and groups every calculator as the book does', async () => {
    renderApp('/calculators');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculators' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Calculators' }),
    ).toHaveAttribute('href', '/calculators');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      CALCULATOR_GROUPS.filter((g) => CALCULATORS.some((c) => c.group === g.id)).map((g) => g.title),
    );
    expect(screen.getAllByRole('article')).toHaveLength(CALCULATORS.length);
  });

  it('searches, answers with the formula filled in, and refuses bad input in words', async () => {
    renderApp('/calculators');
    await userEvent.type(await screen.findByLabelText('Search calculators'), 'falling');
    const card = await screen.findByRole('article', { name: 'Falling damage' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const tiles = within(card).getByLabelText(/Tiles fallen/);
    await userEvent.clear(tiles);
    await userEvent.type(tiles, '6');
    expect(within(card).getByRole('status')).toHaveTextContent('16 damage, ignoring armor and shields');
    expect(within(card).getByRole('status')).toHaveTextContent('1 × 2^(6 − 2) = 16');
    await userEvent.clear(tiles);
    await userEvent.type(tiles, '-1');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Tiles fallen (5 ft each) must be a whole number from 0 to 50, not -1.',
    );
    expect(tiles).toHaveAttribute('aria-invalid', 'true');
    expect(tiles).toHaveAccessibleDescription(/must be a whole number from 0 to 50, not -1/);
    await userEvent.clear(screen.getByLabelText('Search calculators'));
    await userEvent.type(screen.getByLabelText('Search calculators'), 'zzzz');
    expect(await screen.findByText(/No calculator matches/)).toBeInTheDocument();
  });
});
