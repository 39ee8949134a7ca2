import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRulings } from '../../src/systems/eos/rules';
import { renderApp } from './render-app';

describe('Rulings page', () => {
  it('lists every ruling from data/eos/rulings.json with its quote and both readings', async () => {
    renderApp('/rulings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rulings' })).toBeInTheDocument();
    const all = listRulings();
    expect(all.length).toBeGreaterThan(20);
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('ruling'))).toHaveLength(all.length);
    const quotes = document.querySelectorAll('blockquote');
    expect([...quotes].map((q) => q.textContent)).toEqual(all.map((r) => r.quote));
    expect(screen.getAllByText('The app’s reading')).toHaveLength(all.length);
  });

  it('filters by search words and says when nothing matches', async () => {
    renderApp('/rulings');
    const search = await screen.findByLabelText('Search rulings');
    await userEvent.type(search, 'fortification');
    expect(await screen.findByText(/Fortification/i, { selector: 'h2' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz-no-such-ruling');
    expect(await screen.findByText(/No ruling matches/)).toBeInTheDocument();
  });
});
