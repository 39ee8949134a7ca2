import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCampaign, createCampaignWithCharacters, createEncounterRecord, getEncounter } from '../../src/db';
import { db } from '../../src/db/db';
import { fromEosEncounter } from '../../src/db/eos-records';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { deriveSheet } from '../../src/systems/eos/views/character-sheet/derive-sheet';
import { useSheetUi } from '../../src/systems/eos/views/character-sheet/sheet-ui-store';
import { useCombatUi } from '../../src/systems/eos/views/combat/combat-ui-store';
import { heldOrFirst } from '../../src/systems/eos/views/combat/weapons';
import { memberFacts } from '../../src/systems/eos/views/party/member-facts';
import { createEncounter, quickCreatureProfile, type CombatantInput } from '../../src/systems/eos/rules';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { freshDatabaseEachTest } from '../db/helpers';
import { wolfCreature } from '../rules/encounter-fixtures';
import { renderApp } from './render-app';

/*
 * What the app works out again when a player taps (issue 7: open a sheet, resolve an attack), counted, not timed: each
 * counted function is the real one behind a spy.
 */
vi.mock('../../src/db', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/db')>();
  return { ...actual, getEncounter: vi.fn(actual.getEncounter) };
});
vi.mock('../../src/systems/eos/views/party/member-facts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/systems/eos/views/party/member-facts')>();
  return { ...actual, memberFacts: vi.fn(actual.memberFacts) };
});
vi.mock('../../src/systems/eos/views/character-sheet/derive-sheet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/systems/eos/views/character-sheet/derive-sheet')>();
  return { ...actual, deriveSheet: vi.fn(actual.deriveSheet) };
});
vi.mock('../../src/systems/eos/views/combat/weapons', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/systems/eos/views/combat/weapons')>();
  return { ...actual, heldOrFirst: vi.fn(actual.heldOrFirst) };
});

freshDatabaseEachTest();
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() =>
  act(() => {
    useSheetUi.getState().reset();
    useCombatUi.getState().reset();
  }),
);
afterEach(() => vi.clearAllMocks());

describe('opening a sheet from the party page', () => {
  it('leaves the party cards alone and sums the character up once, not again when a panel opens', async () => {
    const campaign = await createCampaignWithCharacters('Frozen Coast', EXAMPLE_PARTY);
    const user = userEvent.setup();
    renderApp(`/campaigns/${campaign.id}`);
    const party = await screen.findByRole('list', { name: 'Party' });
    const name = EXAMPLE_PARTY[0]!.name;
    const link = within(party).getByRole('link', { name });
    expect(vi.mocked(memberFacts)).toHaveBeenCalled();
    vi.mocked(memberFacts).mockClear();

    // The party page works the sheets out ahead when idle; the sheet opened from it sums its character up once in
    // all (whether the party page got to it first or not), not again when its own live read answers the same record.
    const summed = () => vi.mocked(deriveSheet).mock.calls.filter(([record]) => record.name === name).length;

    // The router goes through a "loading" state (the sheet's code) before the sheet: the party does not redraw.
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^${name}`) });
    expect(await screen.findByRole('region', { name: 'Skills' })).toBeInTheDocument();
    expect(vi.mocked(memberFacts)).not.toHaveBeenCalled();
    await waitFor(() => expect(summed()).toBe(1));

    // The sheet's UI state changing (a flow opening and closing) re-renders the page, but the numbers are kept.
    act(() => useSheetUi.getState().openPanel('time-passes'));
    act(() => useSheetUi.getState().openPanel('sheet'));
    expect(await screen.findByRole('region', { name: 'Skills' })).toBeInTheDocument();
    expect(summed()).toBe(1);
  });
});

const wolf = (id: string, side: 'party' | 'foe'): CombatantInput => ({
  id,
  name: side === 'party' ? 'Grey wolf' : 'White wolf',
  side,
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile(wolfCreature),
});

describe('resolving an attack', () => {
  it('shows the saved step at once and does not redraw the panels when the live query reads the same step back', async () => {
    const campaign = await createCampaign('Coast');
    const created = createEncounter({ combatants: [wolf('a', 'party'), wolf('b', 'foe')], orderMode: 'clockwise' });
    const record = await createEncounterRecord(campaign.id, {
      name: 'Ford',
      state: startTurn(created.encounter).encounter,
    });
    const user = userEvent.setup();
    renderApp(`/encounters/${record.id}`);
    const attack = await screen.findByRole('region', { name: 'Attack' });
    await screen.findByRole('heading', { level: 2, name: /^Combat log \(\d+\)$/ });
    const logBefore = screen.getByRole('heading', { level: 2, name: /^Combat log/ }).textContent;
    const reads = vi.mocked(getEncounter).mock.calls.length;

    await user.click(within(attack).getByRole('button', { name: /^(Roll and resolve|Resolve the attack)$/ }));
    await screen.findByRole('region', { name: 'Grey wolf attacks White wolf' });
    expect(screen.getByRole('heading', { level: 2, name: /^Combat log/ }).textContent).not.toBe(logBefore);

    // The live query reads the fight back after the write: the very record already on screen.
    await waitFor(() => expect(vi.mocked(getEncounter).mock.calls.length).toBeGreaterThan(reads));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // Any later read of the same step (here: the record stored again unchanged) keeps what is on screen: the panels
    // (the attack with its odds, the other actions, the log) do not render again.
    const attackRenders = vi.mocked(heldOrFirst).mock.calls.length;
    const readsNow = vi.mocked(getEncounter).mock.calls.length;
    const stored = (await getEncounter(record.id))!;
    await act(() => db.encounters.put(fromEosEncounter(stored)));
    await waitFor(() => expect(vi.mocked(getEncounter).mock.calls.length).toBeGreaterThan(readsNow + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(vi.mocked(heldOrFirst).mock.calls.length).toBe(attackRenders);
    expect(screen.getByRole('region', { name: 'Grey wolf attacks White wolf' })).toBeInTheDocument();
  });
});
