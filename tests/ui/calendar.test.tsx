import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFood,
  calendarCharacter,
  calendarDiceSeed,
  calendarParty,
  createCampaignWithCharacters,
  endDay,
  getCalendar,
  getCampaign,
  lastDayLog,
  listCharacters,
  savePlan,
  startCalendar,
  UNDO_DAYS,
  undoLastDay,
} from '../../src/db';
import { db } from '../../src/db/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { useCalendarUi } from '../../src/systems/eos/views/calendar/calendar-ui-store';
import { createSeededRandom } from '../../src/systems/eos/rules';
import { syncParty } from '../../src/systems/eos/rules/calendar/calendar-setup';
import { previewDay } from '../../src/systems/eos/rules/calendar/preview';
import { freshDatabaseEachTest, holdWrites } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() =>
  act(() => {
    useCalendarUi.getState().setRandom(createSeededRandom(42));
    useCalendarUi.getState().reset();
  }),
);
afterEach(() => vi.restoreAllMocks());

async function exampleWithCalendar() {
  const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
  await startCalendar(campaign.id);
  const party = await listCharacters(campaign.id);
  const id = (name: string) => party.find((c) => c.name === name)!.id;
  return { campaign, party, id };
}

async function openToday(campaignId: string) {
  const user = userEvent.setup();
  const view = renderApp(`/campaigns/${campaignId}/calendar`);
  await screen.findByRole('heading', { level: 2, name: 'Plan the day' });
  // The first rows come with the page, the others a moment later: wait for every character's row.
  const party = await listCharacters(campaignId);
  await screen.findByRole('listitem', { name: party.at(-1)!.name });
  return { user, ...view };
}

/** The text a sighted GM reads (without the words only screen readers get). */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
  return copy.textContent ?? '';
}

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('the calendar page', () => {
  it('is reached from the campaign page and starts on the day the GM chooses', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    await user.click(await screen.findByRole('link', { name: 'Calendar' }));
    await screen.findByRole('heading', { level: 2, name: 'Start the calendar' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'First day' }), { target: { value: '31' } });
    // R-calendar-1: 30-day months, so day 31 is the first day of month 2.
    expect(screen.getByText(/Day 1 of .* \(month 2, spring\), year 1/u)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start on day 31' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Day 31/u })).toHaveTextContent('Spring');
    expect((await getCalendar(campaign.id))!.state.day).toBe(31);
  });

  it('says in the slot why the rules refuse a task; the preview and End day go on with it skipped (issue 16)', async () => {
    const { campaign } = await exampleWithCalendar();
    await addFood(campaign.id, { units: 40 });
    const { user } = await openToday(campaign.id);

    // Maren carries no fishing kit: "Fishing … requires a minimum of Crude tools".
    await user.selectOptions(within(row('Maren Holt')).getByLabelText('Maren Holt, task 1: task'), 'fishing');
    const refusal = await within(row('Maren Holt')).findByRole('alert', { name: 'Maren Holt, task 1: refused' });
    expect(refusal).toHaveTextContent('Fishing needs at least Crude tools; with no tools it cannot be done.');
    expect(within(row('Maren Holt')).getByLabelText('Maren Holt, task 1: task')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // One refusal no longer hides the day: the preview shows what runs and names what is skipped.
    expect(screen.getByRole('button', { name: 'End day 1' })).toBeEnabled();
    const preview = screen.getByRole('region', { name: 'Preview: today → tomorrow' });
    expect(
      await within(preview).findByText(/^Skipped, refused by the rules: Maren Holt’s task 1 \(Fishing\)\./u),
    ).toBeInTheDocument();

    // Pip has no mine in town to work: "There is no mine in Town".
    await user.selectOptions(within(row('Pip Kettleburr')).getByLabelText('Pip Kettleburr, task 1: task'), 'mining');
    expect(
      await within(row('Pip Kettleburr')).findByRole('alert', { name: 'Pip Kettleburr, task 1: refused' }),
    ).toHaveTextContent(/no mine in Town/u);

    // Back to no task: the refusal goes and the day can end.
    await user.selectOptions(within(row('Maren Holt')).getByLabelText('Maren Holt, task 1: task'), '');
    await user.selectOptions(within(row('Pip Kettleburr')).getByLabelText('Pip Kettleburr, task 1: task'), 'rest');
    await waitFor(() => expect(screen.getByRole('button', { name: 'End day 1' })).toBeEnabled());
    expect(screen.queryByRole('alert', { name: /refused/u })).not.toBeInTheDocument();
  });

  it('opens a third task only with a cook’s Chore Delegation and 5 hours of light', async () => {
    const { campaign, id } = await exampleWithCalendar();
    await addFood(campaign.id, { units: 30 });
    const { user } = await openToday(campaign.id);
    // "The ally must provide themselves with 5 hours of light to use the 3rd task slot."
    expect(within(row('Grund Mossback')).getByText(/Task 3 needs a cook’s Chore Delegation/u)).toBeInTheDocument();

    await user.selectOptions(within(row('Maren Holt')).getByLabelText('Maren Holt, task 1: task'), 'cooking');
    await user.click(
      await within(row('Maren Holt')).findByRole('checkbox', {
        name: 'Maren Holt, task 1: Chore Delegation for: Grund Mossback',
      }),
    );
    // Delegated, but no light yet: the third slot stays shut.
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[id('Maren Holt')]!.slots[0]).toMatchObject({
        choreDelegationFor: [id('Grund Mossback')],
      }),
    );
    expect(within(row('Grund Mossback')).getByText(/Task 3 needs/u)).toBeInTheDocument();
    expect(within(row('Grund Mossback')).getByText('2 tasks')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours of light' }), { target: { value: '5' } });
    await waitFor(() => expect(within(row('Grund Mossback')).queryByText(/Task 3 needs/u)).not.toBeInTheDocument());
    expect(within(row('Grund Mossback')).getByText('3 tasks')).toBeInTheDocument();
    expect(within(row('Grund Mossback')).getByLabelText('Grund Mossback, task 3: task')).toBeInTheDocument();
    expect((await getCalendar(campaign.id))!.plan.characters[id('Maren Holt')]!.slots[0]).toMatchObject({
      kind: 'cooking',
      choreDelegationFor: [id('Grund Mossback')],
    });
  });

  it('previews the day side by side with today, with the numbers previewDay gives', async () => {
    const { campaign, party, id } = await exampleWithCalendar();
    await addFood(campaign.id, { units: 6 });
    await savePlan(campaign.id, { characters: { [id('Ash Greyfang')]: { slots: [{ kind: 'rest' }] } } });
    await openToday(campaign.id);
    const preview = screen.getByRole('region', { name: 'Preview: today → tomorrow' });

    const stored = (await getCalendar(campaign.id))!;
    const expected = previewDay(
      syncParty(stored.state, calendarParty(party)),
      party.map(calendarCharacter),
      stored.plan,
      stored.conditions,
      { seed: calendarDiceSeed(stored) },
      {},
      { skipRefused: true },
    );
    const food = expected.stock.find((s) => s.label === 'food')!;
    // Six units for a party that eats more than six a day: the stock runs out and someone goes hungry.
    expect(food.change.after).toBe(0);
    expect(expected.result.summary.hungry.length).toBeGreaterThan(0);

    const stockTable = await within(preview).findByRole('table', { name: 'Stock that changes' });
    const foodRow = within(stockTable).getByRole('row', { name: /^food/u });
    expect(visibleText(foodRow)).toBe('food6 → 0 (−6)');
    // Read aloud: "6 becomes 0".
    expect(foodRow).toHaveTextContent('6 →becomes 0 (−6)');
    for (const c of expected.characters) {
      const line = within(preview).getByRole('row', { name: new RegExp(`^${c.name}`, 'u') });
      const hp = c.currentHp.change === 0 ? `${c.currentHp.before}` : `${c.currentHp.before} → ${c.currentHp.after}`;
      expect(visibleText(line)).toContain(hp);
    }
    const hungryNames = expected.result.summary.hungry.map((h) => party.find((c) => c.id === h)!.name);
    expect(within(preview).getByText(/^Hungry:/u)).toHaveTextContent(`Hungry: ${hungryNames.join(', ')}.`);
  });

  it('gives one character other hours out, shelter and fire than the party (the one on watch), and takes it back', async () => {
    const { campaign, id } = await exampleWithCalendar();
    const { user } = await openToday(campaign.id);
    const conditions = screen.getByRole('region', { name: 'Conditions' });
    const ash = id('Ash Greyfang');

    await user.selectOptions(within(conditions).getByRole('combobox', { name: 'Character for an exception' }), ash);
    await user.click(within(conditions).getByRole('button', { name: 'Add exception' }));
    const exception = await within(conditions).findByRole('listitem', { name: 'Ash Greyfang' });
    await user.type(within(exception).getByRole('spinbutton', { name: 'Ash Greyfang: hours out at night' }), '8');
    await user.selectOptions(within(exception).getByRole('combobox', { name: 'Ash Greyfang: shelter' }), 'no');
    await user.selectOptions(within(exception).getByRole('combobox', { name: 'Ash Greyfang: fire' }), 'yes');
    // Three quick edits in a row: none is lost while the one before is still being saved.

    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.conditions.perCharacter).toEqual({
        [ash]: { hoursExposedNight: 8, shelter: false, fire: true },
      }),
    );
    // Ash is no longer offered for a second exception; the others are.
    expect(
      within(within(conditions).getByRole('combobox', { name: 'Character for an exception' })).queryByRole('option', {
        name: 'Ash Greyfang',
      }),
    ).toBeNull();

    await user.click(within(exception).getByRole('button', { name: 'Remove Ash Greyfang’s exception' }));
    await waitFor(async () => expect((await getCalendar(campaign.id))!.conditions).not.toHaveProperty('perCharacter'));
    expect(within(conditions).queryByRole('listitem', { name: 'Ash Greyfang' })).toBeNull();
  });

  it('shows the app’s d20 for a roll nobody typed, and uses the one typed at the table', async () => {
    const { campaign, id } = await exampleWithCalendar();
    const { user } = await openToday(campaign.id);
    await user.selectOptions(within(row('Ash Greyfang')).getByLabelText('Ash Greyfang, task 1: task'), 'hunting');
    const d20 = await within(row('Ash Greyfang')).findByRole('spinbutton', {
      name: 'Ash Greyfang, task 1: Hunting d20',
    });
    await waitFor(() => expect(d20).toHaveAttribute('placeholder', expect.stringMatching(/^\d+$/u)));
    const appRoll = Number(d20.getAttribute('placeholder'));
    expect(appRoll).toBeGreaterThanOrEqual(1);
    expect(appRoll).toBeLessThanOrEqual(20);
    expect(within(row('Ash Greyfang')).getByText(`app rolls ${appRoll}`)).toBeInTheDocument();

    await user.type(d20, '17');
    await waitFor(async () =>
      expect((await getCalendar(campaign.id))!.plan.characters[id('Ash Greyfang')]!.slots[0]).toMatchObject({
        roll: 17,
      }),
    );
    expect(within(row('Ash Greyfang')).getByText('rolled at the table')).toBeInTheDocument();
    // The log line of the preview shows the roll with its target number and modifiers.
    const preview = screen.getByRole('region', { name: 'Preview: today → tomorrow' });
    expect(
      within(preview).getByText(/Ash Greyfang — Hunting in Town \(TN 30.*\): 1d20 17 \+ Hunting \d+ \+ Presence \d+/u),
    ).toBeInTheDocument();

    await user.click(
      within(row('Ash Greyfang')).getByRole('button', { name: 'Roll Ash Greyfang, task 1: Hunting d20' }),
    );
    await waitFor(async () => {
      const slot = (await getCalendar(campaign.id))!.plan.characters[id('Ash Greyfang')]!.slots[0]!;
      expect(slot.kind === 'gathering' && slot.roll !== undefined && slot.roll >= 1 && slot.roll <= 20).toBe(true);
    });
  });

  it('ends the day in one action and undoes it', async () => {
    const { campaign } = await exampleWithCalendar();
    await addFood(campaign.id, { units: 40 });
    const { user } = await openToday(campaign.id);

    await user.click(screen.getByRole('button', { name: 'End day 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Day 2/u })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Day 1 ended. It is now day 2.');
    expect(screen.getByRole('heading', { level: 2, name: 'Day 1: what happened' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo last day' }));
    await user.click(screen.getByRole('button', { name: 'Undo day 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Day 1/u })).toBeInTheDocument();
    expect((await getCalendar(campaign.id))!.state.stock.food.reduce((s, b) => s + b.units, 0)).toBe(40);
  });

  it('ends one day for a double click on End day, though the next day’s button is there at once', async () => {
    const { campaign } = await exampleWithCalendar();
    // Fed: a day that starves anyone asks first (issue 16).
    await addFood(campaign.id, { units: 40 });
    const { user } = await openToday(campaign.id);
    await user.dblClick(screen.getByRole('button', { name: 'End day 1' }));
    expect(await screen.findByRole('button', { name: 'End day 2' })).toBeEnabled();
    await waitFor(async () => expect((await getCalendar(campaign.id))!.state.day).toBe(2));
    // A single click on the next day's button still ends it.
    await user.click(screen.getByRole('button', { name: 'End day 2' }));
    await waitFor(async () => expect((await getCalendar(campaign.id))!.state.day).toBe(3));
    expect((await lastDayLog(campaign.id))!.day).toBe(2);
  });

  it('shows the new day before it is saved and, when the save fails, goes back to the day as stored and says why', async () => {
    const { campaign } = await exampleWithCalendar();
    await addFood(campaign.id, { units: 40 });
    const { user } = await openToday(campaign.id);
    const stored = await getCalendar(campaign.id);
    const party = await listCharacters(campaign.id);
    const release = holdWrites();
    vi.spyOn(db.calendars, 'put').mockImplementation(
      () => Promise.reject(new DOMException('full', 'QuotaExceededError')) as never,
    );

    await user.click(screen.getByRole('button', { name: 'End day 1' }));
    // Drawn from what the page holds while the save waits to begin.
    expect(await screen.findByRole('heading', { level: 1, name: /^Day 2/u })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Day 1: what happened' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Day 1 was not saved; the calendar shows what is stored. Your browser's storage is full, so nothing was saved.",
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Day 1/u })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End day 1' })).toBeEnabled();
    expect(await getCalendar(campaign.id)).toEqual(stored);
    expect(await listCharacters(campaign.id)).toEqual(party);
    expect(await lastDayLog(campaign.id)).toBeUndefined();
  });

  it(`says when the last day is older than the ${UNDO_DAYS} days undo reaches back`, async () => {
    const { campaign } = await exampleWithCalendar();
    for (let day = 1; day <= UNDO_DAYS + 1; day++) await endDay(campaign.id, { day, random: createSeededRandom(day) });
    for (let i = 0; i < UNDO_DAYS; i++) await undoLastDay(campaign.id);
    await openToday(campaign.id);

    expect(screen.getByText(`Day 1 can no longer be undone: undo reaches back ${UNDO_DAYS} days.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo last day' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End day 2' })).toBeEnabled();
  });
});

describe('the zones page', () => {
  it('shows the trees as the GM counted them ("determined by GM") and saves a new count', async () => {
    const { campaign } = await exampleWithCalendar();
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}/calendar/zones`);
    const town = await screen.findByRole('listitem', { name: /Town/u });
    expect(within(town).getByText('Trees').nextElementSibling).toHaveTextContent('not counted');

    const input = within(town).getByRole('spinbutton', { name: 'Beams in the trees of Town' });
    await user.type(input, '30');
    await user.click(within(town).getByRole('button', { name: 'Save the trees of Town' }));

    await waitFor(() => expect(within(town).getByText('Trees').nextElementSibling).toHaveTextContent('30 beams left'));
    expect((await getCalendar(campaign.id))!.state.zones[0]?.treeBeamsLeft).toBe(30);
  });
});

describe('the projects page', () => {
  it('asks the kind of weapon made (so it can go on the owner’s sheet) with only the kinds the item can be', async () => {
    const { campaign } = await exampleWithCalendar();
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}/calendar/projects`);
    const form = await screen.findByRole('form', { name: 'Start a project' });
    const options = () =>
      within(within(form).getByRole('combobox', { name: 'Weapon kind' }))
        .getAllByRole('option')
        .map((o) => o.textContent);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Item' }), 'weapon');
    expect(options()).toEqual([
      'Not stated (the GM hands it over)',
      'Main-Hand Melee (1H)',
      'Off-Hand Melee',
      'Two-Handed Melee',
      expect.stringMatching(/Thrown/u),
      expect.stringMatching(/Thrown/u),
    ]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Item' }), 'crossbow');
    expect(options()).toHaveLength(4);
    expect(
      options()
        .slice(1)
        .every((name) => /Crossbow/u.test(name ?? '')),
    ).toBe(true);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Item' }), 'armor');
    expect(within(form).queryByRole('combobox', { name: 'Weapon kind' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Item' }), 'basic-toolkit');
    expect(within(form).getByRole('combobox', { name: 'Toolkit for' })).toBeInTheDocument();
  });
});

describe('house rules on the campaign page', () => {
  it('lists each switch with its ruling and both readings, and saves the switch for the campaign', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    const panel = await screen.findByRole('region', { name: /House rules/u });
    await user.click(within(panel).getByText(/Show the 11 switches/u));
    const cold = within(panel).getByRole('switch', { name: /Halve cold before subtracting clothing/u });
    expect(cold).not.toBeChecked();
    const item = cold.closest('li')!;
    // A-01's quote, the reading the app uses and the other one.
    expect(item).toHaveTextContent('If either fire or shelter are used in isolation, the damage from cold is halved');
    expect(within(item).getByText(/Off — the app’s reading \(in use\)/u)).toBeInTheDocument();
    expect(within(item).getByText(/On — the other reading/u)).toBeInTheDocument();

    await user.click(cold);
    await waitFor(async () => expect((await getCampaign(campaign.id))!.houseRules).toEqual({ coldOrder: true }));
    expect(await within(panel).findByText('1 on')).toBeInTheDocument();
    expect(within(item).getByText(/On — the other reading \(in use\)/u)).toBeInTheDocument();
  });
});
