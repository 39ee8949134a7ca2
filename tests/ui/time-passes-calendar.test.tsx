import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaignWithCharacters, endDay, getCharacter, listCharacters, startCalendar } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { useSheetUi } from '../../src/systems/eos/views/character-sheet/sheet-ui-store';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useSheetUi.getState().reset()));

describe('the sheet’s "Time passes" once the calendar counts the months (issue 16 item 5)', () => {
  it('says the calendar grants them and offers no second grant of the same month', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    await startCalendar(campaign.id, { day: 30 });
    // The month rollover gives Maren (Human) her 2 time points: "2 points per month (not the usual 1)".
    await endDay(campaign.id, { day: 30, skipRefused: true });
    const maren = (await listCharacters(campaign.id)).find((c) => c.name === 'Maren Holt')!;
    expect(maren.build.monthsElapsed).toBe(1);

    const user = userEvent.setup();
    renderApp(`/characters/${maren.id}`);
    await screen.findByRole('heading', { level: 1, name: /^Maren Holt/u });
    await user.click(await screen.findByRole('button', { name: 'Time passes…' }));
    const panel = screen.getByRole('region', { name: 'Time passes for Maren Holt' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The calendar of Frozen Coast counts the months: each new month on it grants the time skill points (Maren Holt: 1 month so far).',
    );
    expect(panel.querySelector('button.primary')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
      'href',
      `/campaigns/${campaign.id}/calendar`,
    );
    expect((await getCharacter(maren.id))!.build.monthsElapsed).toBe(1);
  });
});
