import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFood,
  createCampaignWithCharacters,
  getCalendar,
  lastDayLog,
  listCharacters,
  startCalendar,
} from '../../src/db';
import { useCalendarUi } from '../../src/systems/eos/views/calendar/calendar-ui-store';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { createSeededRandom } from '../../src/systems/eos/rules';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

/**
 * How much of the planner renders again, counted (not timed): the planner is a dozen rows of two or three task slots
 * each, and a tap must redraw only what it changed. Each slot editor renders exactly when its row does, so the slot
 * editors' renders, by character, count the rows' renders.
 */
const slotRenders = new Map<string, number>();

vi.mock('../../src/systems/eos/views/calendar/SlotEditor', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/systems/eos/views/calendar/SlotEditor')>();
  function CountedSlotEditor(props: Parameters<typeof original.SlotEditor>[0]) {
    const id = props.context.profile.id;
    slotRenders.set(id, (slotRenders.get(id) ?? 0) + 1);
    return original.SlotEditor(props);
  }
  return { ...original, SlotEditor: CountedSlotEditor };
});

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() =>
  act(() => {
    useCalendarUi.getState().setRandom(createSeededRandom(7));
    useCalendarUi.getState().reset();
  }),
);
afterEach(() => slotRenders.clear());

async function openPlanner() {
  const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
  await startCalendar(campaign.id);
  await addFood(campaign.id, { units: 40 });
  const party = await listCharacters(campaign.id);
  const id = (name: string) => party.find((c) => c.name === name)!.id;
  const user = userEvent.setup();
  renderApp(`/campaigns/${campaign.id}/calendar`);
  await screen.findByRole('heading', { level: 2, name: 'Plan the day' });
  await screen.findByRole('button', { name: 'End day 1' });
  // The first rows come with the page, the others a moment later.
  await screen.findByRole('listitem', { name: party.at(-1)!.name });
  return { campaign, party, id, user };
}

const row = (name: string) => screen.getByRole('listitem', { name });
const rendered = (id: string) => slotRenders.get(id) ?? 0;

describe('the planner renders only what changed', () => {
  it('draws one row again when one character’s task changes, and none of the others', async () => {
    const { campaign, party, id, user } = await openPlanner();
    slotRenders.clear();

    await user.selectOptions(within(row('Grund Mossback')).getByLabelText('Grund Mossback, task 1: task'), 'logging');
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[id('Grund Mossback')]?.slots[0]).toMatchObject({
        kind: 'gathering',
        skill: 'logging',
      }),
    );
    // The saved plan read back (a fresh copy of the record) draws nothing again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(rendered(id('Grund Mossback'))).toBeGreaterThan(0);
    const others = party.filter((c) => c.name !== 'Grund Mossback');
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect({ name: c.name, renders: rendered(c.id) }).toEqual({ name: c.name, renders: 0 });
  });

  it('ends a day redrawing only the rows whose day changed; the messages and the busy button draw no row', async () => {
    const { campaign, party, user } = await openPlanner();
    const before = (await getCalendar(campaign.id))!.state.characters;
    slotRenders.clear();

    await user.click(screen.getByRole('button', { name: 'End day 1' }));
    expect(await screen.findByRole('button', { name: 'End day 2' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Day 1 ended. It is now day 2.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const after = (await getCalendar(campaign.id))!.state.characters;
    const unchanged = party.filter((c) => isDeepStrictEqual(before[c.id], after[c.id]));
    // A day with nothing planned and food for everyone leaves some of the party exactly as they were.
    expect(unchanged.length).toBeGreaterThan(0);
    for (const c of unchanged) expect({ name: c.name, renders: rendered(c.id) }).toEqual({ name: c.name, renders: 0 });
  });

  it('starts the new day from the stored plan: a roll typed at the table does not carry over', async () => {
    const { campaign, id, user } = await openPlanner();
    await user.selectOptions(within(row('Ash Greyfang')).getByLabelText('Ash Greyfang, task 1: task'), 'hunting');
    const d20 = await within(row('Ash Greyfang')).findByRole('spinbutton', {
      name: 'Ash Greyfang, task 1: Hunting d20',
    });
    await user.type(d20, '17');
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[id('Ash Greyfang')]!.slots[0]).toMatchObject({
        roll: 17,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'End day 1' }));
    expect(await screen.findByRole('button', { name: 'End day 2' })).toBeEnabled();
    // The plan carries over (still hunting), without the roll: the app rolls the new day's d20.
    const next = within(row('Ash Greyfang')).getByRole('spinbutton', { name: 'Ash Greyfang, task 1: Hunting d20' });
    await waitFor(() => expect(next).toHaveValue(null));
    // The new day's preview (and the app's dice it shows) comes a moment after the page.
    expect(await within(row('Ash Greyfang')).findByText(/^app rolls \d+$/u)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[id('Ash Greyfang')]!.slots[0]).not.toHaveProperty(
        'roll',
      ),
    );
  });

  it('rolls the new day’s dice from the stored seed, and ends it with the very roll its preview showed', async () => {
    const { id, campaign, user } = await openPlanner();
    await user.selectOptions(within(row('Ash Greyfang')).getByLabelText('Ash Greyfang, task 1: task'), 'hunting');
    const appRoll = async () => {
      const hint = await within(row('Ash Greyfang')).findByText(/^app rolls \d+$/u);
      return Number(/\d+/u.exec(hint.textContent ?? '')![0]);
    };
    await appRoll();
    await user.click(screen.getByRole('button', { name: 'End day 1' }));
    expect(await screen.findByRole('button', { name: 'End day 2' })).toBeEnabled();
    const shown = await appRoll();

    await user.click(screen.getByRole('button', { name: 'End day 2' }));
    expect(await screen.findByRole('button', { name: 'End day 3' })).toBeEnabled();
    // The page shows day 3 first; the save follows the frame that shows it.
    await waitFor(async () => expect((await lastDayLog(campaign.id))?.day).toBe(2));
    const log = (await lastDayLog(campaign.id))!;
    expect(
      log.rolls.find((r) => r.characterId === id('Ash Greyfang') && r.label === 'Hunting' && r.source === 'random')
        ?.roll,
    ).toBe(shown);
  });
});
