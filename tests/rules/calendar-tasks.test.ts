import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import type {
  CalendarCharacter,
  CampaignDayState,
  CountedMaterial,
  DayPlan,
  TaskSlot,
} from '../../src/systems/eos/rules/calendar/types';
import type { ToolkitItem } from '../../src/systems/eos/rules/character/gear';
import { gearOf, skillsOf, toolkit } from './character-fixtures';
import { mildDay, party, startState } from './calendar-fixtures';

const [MARA, BRON, PIP, TOVA, KEL] = party() as [
  CalendarCharacter,
  CalendarCharacter,
  CalendarCharacter,
  CalendarCharacter,
  CalendarCharacter,
];

function crafter(id: string, skills: Parameters<typeof skillsOf>[0], kits: ToolkitItem[]): CalendarCharacter {
  const base = [MARA, BRON, PIP, TOVA, KEL].find((c) => c.id === id)!;
  return { ...base, build: { ...base.build, skills: skillsOf(skills) }, gear: gearOf({ toolkits: kits }) };
}

function stockWith(counts: Partial<Record<CountedMaterial, number>>, day = 10): CampaignDayState {
  const s = startState(day, 20);
  return { ...s, stock: { ...s.stock, counts: { ...s.stock.counts, ...counts } } };
}

describe('travel', () => {
  const travel = (road: 'road' | 'off-road', navigator?: { characterId: string; mapTier: number }): TaskSlot => ({
    kind: 'travel',
    road,
    navigator,
  });
  const navigator = crafter('mara', { navigation: [4, 0] }, [toolkit('navigation', 'back')]);

  it('on a road the party moves at its slowest member: "[Daily Miles= Body + Move]", Dwarf 5 + 3 = 8', () => {
    const plan: DayPlan = { characters: { mara: { slots: [travel('road')] }, tova: { slots: [travel('road')] } } };
    const r = runDay(startState(10, 20), [MARA, TOVA], plan, mildDay());
    expect(r.summary.milesTravelled).toBe(8);
  });

  it('off road with a navigator, two travel tasks (C-14): min((5 + 5 + 4) / 2, slowest road 8) = 7 per task', () => {
    // Navigation Bonus = ceil((Map T4 + Navigation 4) / 2) = 4.
    const nav = travel('off-road', { characterId: 'mara', mapTier: 4 });
    const plan: DayPlan = {
      characters: { mara: { slots: [nav, nav] }, tova: { slots: [travel('off-road'), travel('off-road')] } },
    };
    expect(runDay(startState(10, 20), [navigator, TOVA], plan, mildDay()).summary.milesTravelled).toBe(14);
    // House rule A-10: each member moves off road with the bonus: Tova (5 + 3 + 4) / 2 = 6 per task.
    const house = runDay(startState(10, 20), [navigator, TOVA], plan, mildDay(), {}, { partyOffRoad: true });
    expect(house.summary.milesTravelled).toBe(12);
  });

  it('a carried patient travels without walking and still counts as resting for Medicine', () => {
    const plan: DayPlan = {
      characters: {
        mara: { slots: [travel('road')] },
        pip: { slots: [travel('road')], carried: true },
        kel: { slots: [{ kind: 'medicine', patientId: 'pip', tools: 'basic' }] },
      },
    };
    const s = startState(10, 20);
    const hurt = { ...s, characters: { ...s.characters, pip: { ...s.characters.pip!, currentHp: 5 } } };
    const r = runDay(hurt, [MARA, PIP, KEL], plan, mildDay());
    expect(r.summary.milesTravelled).toBe(10);
    // Body 5 + Medicine 2 × Basic 2 = 9.
    expect(r.state.characters.pip?.currentHp).toBe(14);
  });
});

describe('farming', () => {
  const farmer = crafter('tova', { farming: [2, 0] }, [toolkit('farming', 'back')]);
  const harvest = (snow = false) =>
    runDay(
      startState(30, 20),
      [farmer],
      {
        characters: {
          tova: {
            slots: [
              {
                kind: 'farming',
                tools: 'crude',
                harvest: { clothShare: 10, largeAnimalRoll: 18, smallAnimalRoll: 17 },
              },
            ],
          },
        },
      },
      mildDay({ snow }),
    );

  it('"(Farming level x10) x tool multiplier" = 40, less the animals: small 17 − trapping TN 14 = 3 food lost', () => {
    const r = harvest();
    expect(r.summary.foodGained).toBe(27);
    // Large animals 18 vs hunting TN 20: nothing lost ("Ignore any negative numbers").
    expect(r.state.stock.counts.clothFragments).toBe(10);
    expect(r.log.some((l) => l.text.includes('Ready Your Bow: a trap against TN 0 within 2 days'))).toBe(true);
  });

  it('"you cannot farm in snow"', () => {
    expect(() => harvest(true)).toThrow('You cannot farm in snow.');
  });
});

describe('crafting tasks', () => {
  it('breaking down an XL-style scaled item returns its materials "at the same tier level": a large T3 weapon → 4 T3 ingots', () => {
    const smith = crafter('tova', { metalworks: [1, 0] }, [toolkit('metalworks', 'back')]);
    const slot: TaskSlot = {
      kind: 'break-down',
      item: 'weapon',
      tier: 3,
      size: 'large',
      tools: 'crude',
      itemId: 'axe-1',
    };
    const r = runDay(startState(10, 20), [smith], { characters: { tova: { slots: [slot] } } }, mildDay());
    expect(r.state.stock.tiered.ingots).toEqual({ '3': 4 });
    expect(r.summary.brokenDown).toEqual([{ characterId: 'tova', itemId: 'axe-1', item: 'weapon' }]);
  });

  it('arrows: "1 per skill point in Bowyer" × Basic 2, shafts from lumber ("100 arrow shafts" each), bone heads (5 per shard)', () => {
    const bowyer = crafter('tova', { woodworks: [5, 0], bowyer: [2, 0] }, [
      { ...toolkit('bowyer', 'back'), level: 'basic' },
    ]);
    const slot: TaskSlot = { kind: 'processing', task: { process: 'arrows', heads: 'bone' }, tools: 'basic' };
    const r = runDay(
      stockWith({ lumber: 1, boneShards: 1 }),
      [bowyer],
      { characters: { tova: { slots: [slot] } } },
      mildDay(),
    );
    expect(r.state.stock.counts).toMatchObject({ arrows: 4, lumber: 0.96, boneShards: 0.2 });
  });

  it('candles need animal fat: "5 candles from 1 fat" with Crude tools', () => {
    const candles: TaskSlot = {
      kind: 'cooking',
      tools: 'crude',
      choreDelegationFor: [],
      preservations: 0,
      candleBatches: 1,
    };
    const plan: DayPlan = { characters: { mara: { slots: [candles] } } };
    const r = runDay(stockWith({ animalFat: 2 }), [MARA], plan, mildDay());
    expect(r.state.stock.counts).toMatchObject({ candles: 5, animalFat: 1 });
    const v = validatePlan(stockWith({}), [MARA], plan, mildDay());
    expect(v.characters[0]?.slots[0]?.reasons).toEqual(["Mara's candles needs 1 animal fat; the stock has 0."]);
  });

  it('smelting: "10 Metal Ore = One Tier: 1 Ingot", with a fire', () => {
    const plan: DayPlan = { characters: {}, smeltOre: true };
    const r = runDay(stockWith({ ore: 25 }), [MARA], plan, mildDay({ fire: true }));
    expect(r.state.stock.counts.ore).toBe(5);
    expect(r.state.stock.tiered.ingots).toEqual({ '1': 2 });
    expect(validatePlan(stockWith({ ore: 25 }), [MARA], plan, mildDay()).reasons).toEqual([
      'Smelting ore into ingots needs a fire (see Bushcraft).',
    ]);
  });

  it('lockpicking: one-hour attempts until the lock opens, "[Tier value +20]" = 22 for a T2 lock', () => {
    const picker = crafter('pip', { lockpicking: [3, 0] }, [{ ...toolkit('lockpicking', 'back'), level: 'basic' }]);
    const slot: TaskSlot = { kind: 'lockpicking', lockTier: 2, tools: 'basic', attempts: 3, rolls: [10, 15, 20] };
    const r = runDay(startState(10, 20), [picker], { characters: { pip: { slots: [slot] } } }, mildDay());
    // 10 + 3 + 5 = 18 fails; 15 + 8 = 23 > 22 opens in 60 − 5 × 1 = 55 minutes; the third roll is not needed.
    expect(r.rolls.map((x) => x.roll)).toEqual([10, 15]);
    expect(r.log.find((l) => l.characterId === 'pip')?.text).toBe(
      'Pip — Lockpicking a T2 lock (TN 22): 1d20 10 + 8 = 18: fails (the hour is wasted); 1d20 15 + 8 = 23: opens (55 minutes).',
    );
  });

  it('a Bushcraft raft uses "5 feet of cordage per person"', () => {
    const raft: TaskSlot = { kind: 'bushcraft', choices: [{ id: 'cordage' }, { id: 'raft', persons: 2 }] };
    const r = runDay(stockWith({ cordageFeet: 5 }), [KEL], { characters: { kel: { slots: [raft] } } }, mildDay());
    // 5 in stock + 5 made − 10 for a raft for 2 = 0.
    expect(r.state.stock.counts.cordageFeet).toBe(0);
    expect(r.summary.made).toEqual([{ characterId: 'kel', what: 'raft for 2', quantity: 1 }]);
  });

  it('scholar: "[25 pages x Scholar level]" read per task; "With no Scholar skill, a character cannot read."', () => {
    const reader = crafter('mara', { scholar: [2, 0] }, []);
    const read: TaskSlot = { kind: 'scholar', mode: 'read', tools: 'none', title: 'Herbal' };
    const r = runDay(startState(10, 20), [reader], { characters: { mara: { slots: [read] } } }, mildDay());
    expect(r.log[0]?.text).toBe('Mara — reads "Herbal": 25 × Scholar 2 = 50 pages.');
    const v = validatePlan(startState(10, 20), [BRON], { characters: { bron: { slots: [read] } } }, mildDay());
    expect(v.characters[0]?.slots[0]?.reasons).toEqual(['With no Scholar skill, a character cannot read.']);
  });
});

describe('typed rolls', () => {
  it('refuses a d20 outside 1–20', () => {
    const plan: DayPlan = {
      characters: { mara: { slots: [{ kind: 'gathering', skill: 'fishing', tools: 'basic', roll: 21 }] } },
    };
    const v = validatePlan(startState(10, 20), [MARA], plan, mildDay());
    expect(v.characters[0]?.slots[0]?.reasons).toEqual([
      "Mara's Fishing d20 must be a whole number from 1 to 20, not 21.",
    ]);
  });
});
