import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCampaignWithCharacters, listCharacters, startCalendar } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { calendarProfile, validatePlan } from '../../src/systems/eos/rules';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

/*
 * The party page reads the calendar and works out the planner's first numbers ahead, when idle (issue 7: open the
 * planner). Counted, not timed: each counted function is the real one behind a spy.
 */
vi.mock('../../src/systems/eos/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/systems/eos/rules')>();
  return { ...actual, calendarProfile: vi.fn(actual.calendarProfile), validatePlan: vi.fn(actual.validatePlan) };
});

freshDatabaseEachTest();
afterEach(() => vi.clearAllMocks());

describe('opening the planner from the party page', () => {
  it('works each character’s calendar profile and the plan’s check out once, ahead, and the planner uses them', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    await startCalendar(campaign.id);
    const party = await listCharacters(campaign.id);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    await screen.findByRole('list', { name: 'Party' });
    // Done when the browser is idle, while the party page is open.
    await waitFor(() => expect(vi.mocked(calendarProfile)).toHaveBeenCalledTimes(party.length), { timeout: 5000 });
    await waitFor(() => expect(vi.mocked(validatePlan)).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(await screen.findByRole('button', { name: 'End day 1' })).toBeEnabled();
    await screen.findByRole('listitem', { name: party.at(-1)!.name });
    expect(vi.mocked(calendarProfile)).toHaveBeenCalledTimes(party.length);
    expect(vi.mocked(validatePlan)).toHaveBeenCalledTimes(1);
  });
});
