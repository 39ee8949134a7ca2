import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/systems/eos/rules';
import {
  addFoodBatch,
  addZone,
  adjustStock,
  firstDayConditions,
  newCharacterDayState,
  newZone,
  nextDayPlan,
  renameZone,
  setZoneTrees,
  startingCalendarState,
  syncParty,
} from '../../src/systems/eos/rules/calendar/calendar-setup';
import { emptyStock } from '../../src/systems/eos/rules/calendar/stock';
import type { DayPlan } from '../../src/systems/eos/rules/calendar/types';
import { MAX_HP, party } from './calendar-fixtures';

const wilds = {
  id: 'pines',
  name: 'Pine Woods',
  kind: 'wilderness',
  milesFromTown: 12,
  zonesFromRoadOrCity: 3,
} as const;
const town = { id: 'town', name: 'Town', kind: 'town', milesFromTown: 0, zonesFromRoadOrCity: 0 } as const;

describe('newCharacterDayState', () => {
  it('takes the sheet’s HP, or the max when the sheet stores none, fed and without fat', () => {
    const [mara] = party();
    expect(newCharacterDayState(mara!, null)).toEqual({
      currentHp: MAX_HP.mara,
      starvationReductionPercent: 0,
      ration: 'full',
      fatStored: 0,
    });
    expect(newCharacterDayState(mara!, -4).currentHp).toBe(-4);
  });

  it('refuses an HP above the max or not whole', () => {
    const [mara] = party();
    expect(() => newCharacterDayState(mara!, MAX_HP.mara + 1)).toThrow('current HP (26) is above their max HP (25)');
    expect(() => newCharacterDayState(mara!, 2.5)).toThrow(RulesError);
  });
});

describe('newZone', () => {
  it('starts with fresh game and a full mine and quarry when it has them', () => {
    const zone = newZone({ ...wilds, name: '  Pine Woods ', mine: true, quarry: true });
    expect(zone).toEqual({
      ...wilds,
      huntingSuccessDays: 0,
      trappingSuccessDays: 0,
      lastHuntingReset: null,
      lastTrappingReset: null,
      // "A mine becomes depleted after 1,000 ore are removed"; "Stone Quarries … after 10,000 stones are removed".
      mineOreLeft: 1000,
      quarryStoneLeft: 10000,
    });
    expect(newZone(wilds)).toMatchObject({ mineOreLeft: null, quarryStoneLeft: null });
  });

  it('refuses a town away from town, a road away from a road, an empty name or a negative distance', () => {
    expect(() => newZone({ ...town, milesFromTown: 2 })).toThrow('Town is a town: it is 0 miles from town.');
    expect(() => newZone({ ...town, kind: 'road', name: 'North road', zonesFromRoadOrCity: 1 })).toThrow(
      'North road is a road: it is 0 zones from a road or city.',
    );
    expect(() => newZone({ ...wilds, name: '   ' })).toThrow('A zone needs a name.');
    expect(() => newZone({ ...wilds, milesFromTown: -1 })).toThrow(RulesError);
    expect(() => newZone({ ...wilds, kind: 'swamp' as 'town' })).toThrow(RulesError);
  });
});

describe('the calendar’s zones', () => {
  const state = startingCalendarState({ characters: [], zone: town });

  it('adds a zone and refuses a second one with the same name or id', () => {
    const next = addZone(state, wilds);
    expect(next.zones.map((z) => z.name)).toEqual(['Town', 'Pine Woods']);
    expect(state.zones).toHaveLength(1);
    expect(() => addZone(next, { ...wilds, id: 'other', name: 'pine woods' })).toThrow(
      'There is already a zone called “pine woods”.',
    );
    expect(() => addZone(next, { ...wilds, name: 'Other' })).toThrow('A zone "pines" already exists.');
  });

  it('renames a zone and keeps its difficulty', () => {
    const worked = {
      ...addZone(state, wilds),
    };
    const hunted = {
      ...worked,
      zones: worked.zones.map((z) => (z.id === 'pines' ? { ...z, huntingSuccessDays: 2 } : z)),
    };
    const renamed = renameZone(hunted, 'pines', ' Black Pines ');
    expect(renamed.zones[1]).toMatchObject({ name: 'Black Pines', huntingSuccessDays: 2 });
    expect(() => renameZone(hunted, 'pines', 'town')).toThrow('There is already a zone called “town”.');
    expect(() => renameZone(hunted, 'nowhere', 'X')).toThrow('There is no zone "nowhere".');
  });

  it('takes the GM’s count of a zone’s trees ("determined by GM"), changes it and stops counting', () => {
    const counted = addZone(state, { ...wilds, treeBeams: 40 });
    expect(counted.zones[1]?.treeBeamsLeft).toBe(40);
    expect(addZone(state, wilds).zones[1]).not.toHaveProperty('treeBeamsLeft');
    const recounted = setZoneTrees(counted, 'pines', 25);
    expect(recounted.zones[1]?.treeBeamsLeft).toBe(25);
    expect(counted.zones[1]?.treeBeamsLeft).toBe(40);
    expect(setZoneTrees(recounted, 'pines', null).zones[1]).not.toHaveProperty('treeBeamsLeft');
    expect(() => setZoneTrees(counted, 'pines', -1)).toThrow(RulesError);
    expect(() => setZoneTrees(counted, 'pines', 2.5)).toThrow(RulesError);
    expect(() => newZone({ ...wilds, treeBeams: -3 })).toThrow(RulesError);
    expect(() => setZoneTrees(counted, 'nowhere', 3)).toThrow('There is no zone "nowhere".');
  });
});

describe('startingCalendarState and syncParty', () => {
  it('starts with an empty stock and the party as their sheets have them', () => {
    const [mara, bron] = party();
    const state = startingCalendarState({
      day: 40,
      characters: [
        { character: mara!, currentHp: 10 },
        { character: bron!, currentHp: null },
      ],
      zone: town,
    });
    expect(state.day).toBe(40);
    expect(state.stock).toEqual(emptyStock());
    expect(state.projects).toEqual([]);
    expect(state.characters).toEqual({
      mara: { currentHp: 10, starvationReductionPercent: 0, ration: 'full', fatStored: 0 },
      bron: { currentHp: MAX_HP.bron, starvationReductionPercent: 0, ration: 'full', fatStored: 0 },
    });
    expect(() => startingCalendarState({ day: 0, characters: [], zone: town })).toThrow(RulesError);
  });

  it('adds a character who joined and takes everyone’s HP from the sheet, keeping hunger and fat', () => {
    const [mara, bron, pip] = party();
    const start = startingCalendarState({
      characters: [
        { character: mara!, currentHp: null },
        { character: bron!, currentHp: null },
      ],
      zone: town,
    });
    const hungry = {
      ...start,
      characters: {
        ...start.characters,
        bron: { ...start.characters.bron!, starvationReductionPercent: 10, fatStored: 12 },
      },
    };
    const synced = syncParty(hungry, [
      { character: mara!, currentHp: 7 },
      { character: bron!, currentHp: 99 }, // above the max: counts as the max
      { character: pip!, currentHp: null },
    ]);
    expect(synced.characters).toEqual({
      mara: { ...start.characters.mara, currentHp: 7 },
      bron: { currentHp: MAX_HP.bron, starvationReductionPercent: 10, ration: 'full', fatStored: 12 },
      pip: { currentHp: MAX_HP.pip, starvationReductionPercent: 0, ration: 'full', fatStored: 0 },
    });
    // Nothing to change: the very same state comes back.
    expect(
      syncParty(start, [
        { character: mara!, currentHp: null },
        { character: bron!, currentHp: MAX_HP.bron },
      ]),
    ).toBe(start);
  });

  it('syncParty refuses a half-filled party or state in words', () => {
    const [mara] = party();
    const start = startingCalendarState({ characters: [{ character: mara!, currentHp: null }], zone: town });
    type Entry = Parameters<typeof syncParty>[1][number];
    expect(() => syncParty(start, [{ character: undefined, currentHp: null } as unknown as Entry])).toThrow(
      new RulesError('missing-input', 'A character of the party needs its details, not nothing.'),
    );
    expect(() => syncParty(start, [{ character: mara!, currentHp: Number.NaN }])).toThrow(
      `${mara!.name}'s current HP must be a whole number, not NaN.`,
    );
    const unknownState = { ...start, characters: { mara: null } } as unknown as typeof start;
    expect(() => syncParty(unknownState, [{ character: mara!, currentHp: null }])).toThrow(
      `${mara!.name}'s calendar state needs its details, not nothing.`,
    );
  });
});

describe('the GM’s changes to the stock', () => {
  it('adds and takes counted and tiered materials, refusing to take more than there is', () => {
    let stock = adjustStock(emptyStock(), { material: 'beams', quantity: 6 });
    stock = adjustStock(stock, { material: 'beams', quantity: -2.5 });
    stock = adjustStock(stock, { material: 'ingots', tier: 3, quantity: 4 });
    expect(stock.counts.beams).toBe(3.5);
    expect(stock.tiered.ingots).toEqual({ 3: 4 });
    expect(() => adjustStock(stock, { material: 'ingots', tier: 2, quantity: -1 })).toThrow(
      'Taking it out of the stock needs 1 T2 ingots; the stock has 0.',
    );
    expect(() => adjustStock(stock, { material: 'cloth', quantity: 1 })).toThrow('Say which tier of cloth to change.');
    expect(() => adjustStock(stock, { material: 'gold' as 'ore', quantity: 1 })).toThrow(RulesError);
  });

  it('adds a food batch with its harvest day, refusing an empty one', () => {
    const stock = addFoodBatch(emptyStock(), { id: 'b1', units: 10, harvestedDay: 4, preserved: false });
    expect(stock.food).toEqual([{ id: 'b1', units: 10, harvestedDay: 4, preserved: false }]);
    expect(() => addFoodBatch(stock, { id: 'b2', units: 0, harvestedDay: 4, preserved: false })).toThrow(
      'Add at least some food.',
    );
    expect(() => addFoodBatch(stock, { id: 'b1', units: 1, harvestedDay: 4, preserved: false })).toThrow(
      'Two food batches share the id "b1".',
    );
  });
});

describe('nextDayPlan', () => {
  it('repeats the tasks without the typed rolls, the harvest, the food bought or the smelting', () => {
    const plan: DayPlan = {
      smeltOre: true,
      foodBought: 5,
      characters: {
        mara: {
          ration: 'half',
          slots: [
            { kind: 'gathering', skill: 'fishing', tools: 'basic', roll: 14 },
            { kind: 'farming', tools: 'crude', harvest: { clothShare: 0.5, largeAnimalRoll: 3 } },
          ],
        },
        pip: {
          slots: [{ kind: 'lockpicking', lockTier: 3, tools: 'basic', attempts: 5, rolls: [4, 20] }, { kind: 'rest' }],
        },
      },
    };
    expect(nextDayPlan(plan)).toEqual({
      characters: {
        mara: {
          ration: 'half',
          slots: [
            { kind: 'gathering', skill: 'fishing', tools: 'basic' },
            { kind: 'farming', tools: 'crude' },
          ],
        },
        pip: { slots: [{ kind: 'lockpicking', lockTier: 3, tools: 'basic', attempts: 5 }, { kind: 'rest' }] },
      },
    });
  });

  it('starts a calendar with a quiet first day in the starting zone', () => {
    expect(firstDayConditions('town')).toEqual({
      coldDay: 0,
      coldNight: 0,
      hoursExposedDay: 0,
      hoursExposedNight: 0,
      shelter: false,
      fire: false,
      zoneId: 'town',
      hoursOfLight: 0,
      snow: false,
    });
  });
});
