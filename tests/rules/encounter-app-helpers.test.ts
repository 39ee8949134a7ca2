import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attackPreview,
  combatSpecialChoices,
  createEncounter,
  findHeld,
  heldChoices,
  creatureSizeChoices,
  heldWeaponKinds,
  initiativeTieBreaks,
  quickCreatureProblem,
  quickCreatureProfile,
  setInitiative,
  type CombatantInput,
  UNARMED,
} from '../../src/systems/eos/rules/encounter';
import { COMBAT_SPECIAL_IDS } from '../../src/systems/eos/rules/schemas/combat';
import { ayla, grok, wolf, wolfCreature } from './encounter-fixtures';

describe('combatSpecialChoices: the specials a quick creature may have, as their race cards print them', () => {
  const choices = combatSpecialChoices();

  it('lists every combat special exactly once', () => {
    expect(choices.map((c) => c.id).sort()).toEqual([...COMBAT_SPECIAL_IDS].sort());
  });

  it.each([
    // "Cave trolls regenerate Hit Points (HP) at a rate of [Body value] each round for any combat damage"
    ['regenerates-body', 'Regeneration', 'Cave Troll', '[Body value]'],
    ['regenerates-body-plus-level', 'Regeneration', 'Forest Troll', '[Body value + Combat Level]'],
    ['trade-blows-1', 'Trade Blows 1', 'Neo-Blackbear', 'free unarmed attack'],
    ['trade-blows-2', 'Trade Blows 2', 'Neo-Bear', ''],
    ['trap-survivor', 'Trap Survivor', 'Warhog', ''],
    ['claws', 'Natural Weapons', 'Neo-Tiger', ''],
    ['stone-skin', 'Natural Armor', 'Rock Troll', ''],
    ['scaled-hide', 'Natural Armor', 'Neo-Dragon', ''],
  ])('%s is “%s” of the %s', (id, name, raceName, quoted) => {
    const choice = choices.find((c) => c.id === id)!;
    expect(choice).toMatchObject({ name, raceName });
    expect(choice.text).toContain(quoted);
  });
});

describe('heldWeaponKinds: what a quick creature can carry as a weapon', () => {
  it('is every weapon kind but bare hands, claws and siege engines', () => {
    const ids = heldWeaponKinds().map((k) => k.id);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain('unarmed-melee');
    expect(ids).not.toContain('natural-weapon');
    expect(ids).not.toContain('siege-weapon');
    expect(ids).toContain('two-handed-crossbow');
  });
});

describe('quickCreatureProblem: the checks a quick creature passes before it fights', () => {
  it('accepts a wolf', () => {
    expect(quickCreatureProblem(wolfCreature)).toBeNull();
  });

  it.each([
    [{ body: 16 }, 'Wolf: Body must be a whole number from 0 to 15, not 16.'],
    [{ name: '  ' }, 'Every combatant needs an id and a name.'],
    [{ maxHp: 2.5 }, 'Wolf: maximum HP must be a whole number 0 or more, not 2.5.'],
    [{ size: { sizeCategory: 'medium', tiles: 2 } }, 'A medium creature occupies 1 tile, not 2.'],
    [{ armorTier: 16 }, 'Armor tier must be a whole number from 0 to 15, not 16.'],
    [{ weapons: [{ kind: 'two-handed-firearm', tier: 3 }] }, 'Wolf: Two-Handed Firearm needs the tier of its bullets.'],
  ] as const)('refuses %j: %s', (change, message) => {
    expect(quickCreatureProblem({ ...wolfCreature, ...change })).toBe(message);
  });
});

describe('initiativeTieBreaks: "Any tie will be rerolled to determine turn order placement as a tie-breaker"', () => {
  it('asks the tied, and only them, for a re-roll', () => {
    expect(initiativeTieBreaks({ ayla: [15], wolf: [15], bear: [9] })).toEqual({
      rerolls: { ayla: 1, wolf: 1, bear: 0 },
      waiting: [{ ids: ['ayla', 'wolf'], total: 15, reroll: 1 }],
    });
  });

  it('asks again when the re-roll ties again, and lists higher ties first', () => {
    const breaks = initiativeTieBreaks({ a: [15, 12], b: [15, 12], c: [9], d: [9] });
    expect(breaks.waiting).toEqual([
      { ids: ['a', 'b'], total: 12, reroll: 2 },
      { ids: ['c', 'd'], total: 9, reroll: 1 },
    ]);
    expect(breaks.rerolls).toEqual({ a: 2, b: 2, c: 1, d: 1 });
  });

  it('is settled once every tie is broken; a stale re-roll of someone no longer tied is not counted', () => {
    expect(initiativeTieBreaks({ a: [15, 12], b: [15, 8], c: [14, 3] })).toEqual({
      rerolls: { a: 1, b: 1, c: 0 },
      waiting: [],
    });
  });

  it('leaves out combatants with nothing typed yet', () => {
    expect(initiativeTieBreaks({ a: [10], b: [] })).toEqual({ rerolls: { a: 0 }, waiting: [] });
  });

  it('property: asking for exactly the re-rolls it names always gives totals setInitiative accepts', () => {
    const combatant = (i: number): CombatantInput => ({
      id: `c${i}`,
      name: `C${i}`,
      side: 'foe',
      source: { kind: 'creature', templateId: null },
      profile: quickCreatureProfile({ ...wolfCreature, reflex: 0 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.infiniteStream(fc.integer({ min: 1, max: 3 })), (n, dice) => {
        const encounter = createEncounter({
          combatants: Array.from({ length: n }, (_, i) => combatant(i)),
          orderMode: 'initiative',
        }).encounter;
        const typed: Record<string, number[]> = {};
        for (let i = 0; i < n; i++) typed[`c${i}`] = [dice.next().value as number];
        for (let guard = 0; guard < 200; guard++) {
          const { waiting } = initiativeTieBreaks(typed);
          if (waiting.length === 0) break;
          for (const tie of waiting) for (const id of tie.ids) typed[id]!.push(dice.next().value as number);
        }
        const { rerolls, waiting } = initiativeTieBreaks(typed);
        fc.pre(waiting.length === 0);
        const trimmed = Object.fromEntries(Object.entries(typed).map(([id, t]) => [id, t.slice(0, 1 + rerolls[id]!)]));
        const order = setInitiative(encounter, trimmed).encounter.order;
        expect([...order].sort()).toEqual(Object.keys(typed).sort());
        // The highest first total goes first.
        const best = Math.max(...Object.values(typed).map((t) => t[0]!));
        expect(typed[order[0]!]![0]).toBe(best);
      }),
    );
  });
});

describe('creatureSizeChoices: the size table for the quick-creature form', () => {
  it.each([
    // "approx: 0.5 tile" small, 1 medium, large 2–6 and XL 7–25 whole tiles (data/eos/sizes.json)
    ['small', 0.5, 0.5, 0.5],
    ['medium', 1, 1, 1],
    ['large', 4, 2, 6],
    ['xl', 9, 7, 25],
  ])('%s: usually %d tiles, %d to %d', (id, generalTiles, minTiles, maxTiles) => {
    expect(creatureSizeChoices().find((s) => s.id === id)).toMatchObject({ generalTiles, minTiles, maxTiles });
  });

  it('every usual footprint is a size quickCreatureProblem accepts', () => {
    for (const size of creatureSizeChoices()) {
      expect(
        quickCreatureProblem({ ...wolfCreature, size: { sizeCategory: size.id, tiles: size.generalTiles } }),
      ).toBeNull();
    }
  });
});

describe('quickCreatureProfile names its gear without repeating the tier (issue 16: "Armor T2 T2")', () => {
  it('calls armor, shield and an unnamed weapon by what they are; the tier stays in the tier', () => {
    const gear = quickCreatureProfile({
      ...wolfCreature,
      weapons: [{ kind: 'main-hand-melee', tier: 3 }],
      armorTier: 2,
      shieldTier: 1,
    }).gear;
    expect(gear.map((g) => [g.name, g.tier])).toEqual([
      ['Main-Hand Melee (1H)', 3],
      ['Armor', 2],
      ['Shield', 1],
      ['Natural armor', 1],
      ['Natural weapons', 2],
    ]);
  });
});

describe('heldChoices: what a fighter can hold for an exchange (R-encounter-14)', () => {
  const held = (input: CombatantInput) =>
    heldChoices(createEncounter({ combatants: [input], orderMode: 'clockwise' }).encounter.combatants[0]!);

  it('a sword, a two-handed crossbow: each alone, bare hands, the sword with a bare hand; never the crossbow with anything', () => {
    // "It requires both hand to operate" (Two-Handed Crossbow); "Unarmed may be used to substitute main-hand, off-hand, or both".
    expect(held(ayla)).toEqual([['sword'], ['xbow'], [UNARMED], ['sword', UNARMED]]);
  });

  it('a two-handed maul is held alone: "It requires 2 hands to operate"', () => {
    expect(held(grok)).toEqual([['maul'], [UNARMED]]);
  });

  it('two one-handed blades and claws pair up: "When 2 Melee weapons are used, the character may throw 2d20"', () => {
    const fighter: CombatantInput = {
      ...ayla,
      profile: {
        ...ayla.profile,
        gear: [
          { slot: 'weapon', id: 'knife', name: 'Knife', kind: 'off-hand-melee', tier: 1 },
          { slot: 'weapon', id: 'hatchet', name: 'Hatchet', kind: 'main-hand-melee', tier: 2 },
          { slot: 'weapon', id: 'bow', name: 'Bow', kind: 'bow', tier: 2 },
          { slot: 'natural-weapon', id: 'natural-weapon', name: 'Claws', tier: 1 },
        ],
      },
    };
    expect(held(fighter)).toEqual([
      ['knife'],
      ['hatchet'],
      ['bow'],
      ['natural-weapon'],
      [UNARMED],
      ['knife', 'hatchet'],
      ['knife', 'natural-weapon'],
      ['hatchet', 'natural-weapon'],
      ['knife', UNARMED],
      ['hatchet', UNARMED],
    ]);
  });

  it('every choice is one the attack rules accept', () => {
    const e = createEncounter({ combatants: [ayla, { ...wolf(1) }], orderMode: 'clockwise' }).encounter;
    const fighter = e.combatants[0]!;
    for (const weapons of heldChoices(fighter)) {
      expect(() =>
        attackPreview(e, {
          attackerId: fighter.id,
          defenderId: 'wolf-1',
          weapons,
          response: { kind: 'skill', skill: 'unarmed-melee' },
          distance: 1,
          from: 'front',
          stealth: false,
        }),
      ).not.toThrow();
    }
  });

  it('findHeld finds a choice whatever the order of its weapons, and nothing for a set not offered', () => {
    const choices = held(ayla);
    expect(findHeld(choices, [UNARMED, 'sword'])).toEqual(['sword', UNARMED]);
    expect(findHeld(choices, ['sword', 'xbow'])).toBeNull();
  });
});
