import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCampaign, createEncounterRecord } from '../../src/db';
import {
  adjustHp,
  createEncounter,
  quickCreatureProfile,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules';
import { LOG_PAGE_SIZE } from '../../src/systems/eos/views/combat/CombatLog';
import { freshDatabaseEachTest } from '../db/helpers';
import { wolfCreature } from '../rules/encounter-fixtures';
import { renderApp } from './render-app';

freshDatabaseEachTest();

const wolf = (id: string): CombatantInput => ({
  id,
  name: id === 'a' ? 'Grey wolf' : 'White wolf',
  side: id === 'a' ? 'party' : 'foe',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile(wolfCreature),
});

/** A fight whose log holds the setup line and then `hits` lines of the GM taking 1 HP from the white wolf. */
function longFight(hits: number): Encounter {
  let state = createEncounter({ combatants: [wolf('a'), wolf('b')], orderMode: 'clockwise' }).encounter;
  for (let i = 1; i <= hits; i++) {
    state = adjustHp(state, { combatantId: 'b', amount: i % 2 === 0 ? 1 : -1, reason: `hit ${i}` }).encounter;
  }
  return state;
}

describe('the combat log of a long fight (issue 7: no view renders every log entry at once)', () => {
  it('shows the newest lines a page at a time, numbered from the whole log, and older ones on request', async () => {
    const campaign = await createCampaign('Coast');
    const state = longFight(60);
    expect(state.log).toHaveLength(61);
    const record = await createEncounterRecord(campaign.id, { name: 'Ford', state });
    const user = userEvent.setup();
    renderApp(`/encounters/${record.id}`);

    await screen.findByRole('heading', { level: 2, name: 'Combat log (61)' });
    const log = screen.getByRole('list', { name: 'Combat log, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(LOG_PAGE_SIZE);
    expect(log).toHaveAttribute('start', '61');
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('(hit 60)');

    await user.click(screen.getByRole('button', { name: `Show older lines (${LOG_PAGE_SIZE} of 36 more)` }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(2 * LOG_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show older lines (11 of 11 more)' }));
    const all = within(log).getAllByRole('listitem');
    expect(all).toHaveLength(61);
    expect(all.at(-1)).toHaveTextContent('The fight begins');
    expect(screen.queryByRole('button', { name: /^Show older lines/ })).not.toBeInTheDocument();
  });
});
