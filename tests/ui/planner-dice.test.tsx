import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addFood, createCampaignWithCharacters, getCalendar, listCharacters, startCalendar } from '../../src/db';
import { useCalendarUi } from '../../src/systems/eos/views/calendar/calendar-ui-store';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { createSeededRandom } from '../../src/systems/eos/rules';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() =>
  act(() => {
    useCalendarUi.getState().setRandom(createSeededRandom(3));
    useCalendarUi.getState().reset();
  }),
);

async function open(campaignId: string) {
  const view = renderApp(`/campaigns/${campaignId}/calendar`);
  await screen.findByRole('listitem', { name: 'Brakka Stonehide' });
  return view;
}

const row = (name: string) => screen.getByRole('listitem', { name });
async function appRoll(): Promise<string> {
  return (await within(row('Ash Greyfang')).findByText(/^app rolls \d+$/u)).textContent!;
}

describe('the planner’s app dice (issue 16 item 16)', () => {
  it('are the same after the page is opened again; "Roll the app’s dice again" stores new ones', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    await startCalendar(campaign.id);
    await addFood(campaign.id, { units: 40 });
    const ash = (await listCharacters(campaign.id)).find((c) => c.name === 'Ash Greyfang')!;
    const user = userEvent.setup();
    let view = await open(campaign.id);
    await user.selectOptions(within(row('Ash Greyfang')).getByLabelText('Ash Greyfang, task 1: task'), 'hunting');
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[ash.id]?.slots[0]?.kind).toBe('gathering'),
    );
    const first = await appRoll();

    // A reload: the page opened anew (with new dice in the app's own random source) shows the same roll.
    view.unmount();
    act(() => useCalendarUi.getState().setRandom(createSeededRandom(999)));
    view = await open(campaign.id);
    expect(await appRoll()).toBe(first);

    await user.click(screen.getByRole('button', { name: 'Roll the app’s dice again' }));
    await waitFor(async () => expect((await getCalendar(campaign.id))!.diceSeed).toBeDefined());
    const seed = (await getCalendar(campaign.id))!.diceSeed;
    view.unmount();
    await open(campaign.id);
    await appRoll();
    expect((await getCalendar(campaign.id))!.diceSeed).toBe(seed);
  });
});
