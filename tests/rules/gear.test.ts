import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CharacterBuild } from '../../src/systems/eos/rules/character/build';
import {
  EMPTY_GEAR,
  bodyCheckTier,
  clothingSetsAllowed,
  gearViolations,
  type CharacterGear,
} from '../../src/systems/eos/rules/character/gear';
import { validateCharacter } from '../../src/systems/eos/rules/character/validate';
import type { WeaponKindId } from '../../src/systems/eos/rules/schemas/weapons';
import { armor, buildOf, clothing, container, gearOf, shield, toolkit, weapon } from './character-fixtures';

const human = (body: number) => buildOf('human', { body });
const dwarf = (body: number) => buildOf('dwarf', { body });
const codes = (build: CharacterBuild, gear: CharacterGear, options = {}) =>
  gearViolations(build, gear, options).map((v) => v.code);

describe('EMPTY_GEAR', () => {
  it('breaks no rule for any race', () => {
    for (const race of ['human', 'gratchen', 'forest-troll', 'neo-dragon', 'dwarf']) {
      expect(gearViolations(buildOf(race), EMPTY_GEAR)).toEqual([]);
    }
  });

  it('cannot be changed by accident (shared default)', () => {
    expect(() => EMPTY_GEAR.weapons.push(weapon('bow', 1))).toThrow(TypeError);
  });
});

describe('armor and cloaks under the Body limit', () => {
  it('"Body:5 would allow up to a single T5 armor to be worn"', () => {
    expect(codes(human(5), gearOf({ armor: [armor(5)] }))).toEqual([]);
    expect(codes(human(4), gearOf({ armor: [armor(5)] }))).toEqual(['armor-body-too-low']);
  });

  it('"But not a T2 & a T3"', () => {
    const violations = gearViolations(human(5), gearOf({ armor: [armor(2), armor(3)] }));
    expect(violations.map((v) => v.code)).toEqual(['armor-too-many-suits']);
    expect(violations[0]?.message).toBe('2 suits of armor are worn; a Human can wear one at a time.');
  });

  it('"they may wear a T2 armor & three T1 Cloaks with a Body stat value of 5" — and not a fourth', () => {
    expect(codes(human(5), gearOf({ armor: [armor(2)], cloaks: 3 }))).toEqual([]);
    const four = gearViolations(human(5), gearOf({ armor: [armor(2)], cloaks: 4 }));
    expect(four.map((v) => v.code)).toEqual(['cloaks-over-body']);
    expect(four[0]?.message).toBe('Body 5 with T2 armor leaves room for 3 cloaks, not 4.');
  });

  it('Bushcraft: "Body:4 with Armor:2 will result in the ability to wear the armor with 2 additional Cloaks — removing the Armor will allow for 2 more Cloaks"', () => {
    expect(codes(human(4), gearOf({ armor: [armor(2)], cloaks: 2 }))).toEqual([]);
    expect(codes(human(4), gearOf({ armor: [armor(2)], cloaks: 3 }))).toEqual(['cloaks-over-body']);
    expect(codes(human(4), gearOf({ cloaks: 4 }))).toEqual([]);
  });

  it('"A zero in Body would … disallow cloaks, armor & shields"', () => {
    expect(codes(human(0), gearOf({ cloaks: 1 }))).toEqual(['cloaks-over-body']);
    expect(codes(human(0), gearOf({ armor: [armor(1)] }))).toEqual(['armor-body-too-low']);
    expect(codes(human(0), gearOf({ shield: shield(1) }))).toEqual(['shield-body-too-low']);
  });

  it('Dwarf: "a Dwarf with Body:2 cannot wear Tier:4 Armor – They may wear two Tier:2 Armor"', () => {
    expect(codes(dwarf(2), gearOf({ armor: [armor(4)] }))).toEqual(['armor-body-too-low']);
    expect(codes(dwarf(2), gearOf({ armor: [armor(2), armor(2)] }))).toEqual([]);
    expect(codes(dwarf(2), gearOf({ armor: [armor(2), armor(2), armor(1)] }))).toContain('armor-too-many-suits');
  });

  it('Dwarf cloaks, C-11 shared pool: Body 5 with T2 armor wears 8 cloaks, not 9; the other reading 6', () => {
    expect(codes(dwarf(5), gearOf({ armor: [armor(2)], cloaks: 8 }))).toEqual([]);
    expect(codes(dwarf(5), gearOf({ armor: [armor(2)], cloaks: 9 }))).toEqual(['cloaks-over-body']);
    const perPoint = { dwarfCloaks: 'two-per-free-body-point' as const };
    expect(codes(dwarf(5), gearOf({ armor: [armor(2)], cloaks: 6 }), perPoint)).toEqual([]);
    expect(codes(dwarf(5), gearOf({ armor: [armor(2)], cloaks: 7 }), perPoint)).toEqual(['cloaks-over-body']);
  });

  it('"Dwaves can wear 2 cloaks for each Body stat assigned to them": Body 3 and no armor, 6 cloaks', () => {
    expect(codes(dwarf(3), gearOf({ cloaks: 6 }))).toEqual([]);
    const seven = gearViolations(dwarf(3), gearOf({ cloaks: 7 }));
    expect(seven[0]?.ruleQuote).toContain('Dwarves can wear twice as many Cloaks');
  });
});

describe('shields and weapons need Body ≥ tier', () => {
  it('"a T8 Shield requires Body: 8+"', () => {
    expect(codes(human(8), gearOf({ shield: shield(8) }))).toEqual([]);
    const low = gearViolations(human(7), gearOf({ shield: shield(8) }));
    expect(low.map((v) => v.code)).toEqual(['shield-body-too-low']);
    expect(low[0]?.message).toContain('needs Body 8 or more; this character has Body 7');
  });

  it('"you cannot carry a T12 1h-melee with only Body: 6"', () => {
    const sword = weapon('main-hand-melee', 12, 'right-hip');
    const violations = gearViolations(human(6), gearOf({ weapons: [sword] }));
    expect(violations.map((v) => v.code)).toEqual(['weapon-body-too-low']);
    expect(violations[0]?.field).toBe(`gear.weapons.${sword.id}.tier`);
  });

  it.each<[WeaponKindId, number]>([
    ['main-hand-melee', 6],
    ['two-handed-melee', 6],
    ['main-hand-thrown', 6],
    ['bow', 6],
  ])('%s T6 needs Body 6', (kind, tier) => {
    expect(codes(human(6), gearOf({ weapons: [weapon(kind, tier)] }))).toEqual([]);
    expect(codes(human(5), gearOf({ weapons: [weapon(kind, tier)] }))).toEqual(['weapon-body-too-low']);
  });

  it.each<WeaponKindId>(['main-hand-crossbow', 'two-handed-crossbow', 'main-hand-firearm', 'two-handed-firearm'])(
    '%s "requires no stats nor skills": T12 with Body 0',
    (kind) => {
      expect(codes(human(0), gearOf({ weapons: [weapon(kind, 12)] }))).toEqual([]);
    },
  );

  it('unarmed and claws are not items to carry', () => {
    expect(codes(human(5), gearOf({ weapons: [weapon('natural-weapon', 3)] }))).toEqual(['weapon-not-carriable']);
    expect(codes(human(5), gearOf({ weapons: [weapon('unarmed-melee', 0)] }))).toEqual(['weapon-not-carriable']);
  });

  it('siege weapons: only mounted on an extra-large creature, "an empty 2h weapon/shield carry slot on their back"', () => {
    expect(codes(human(5), gearOf({ weapons: [weapon('siege-weapon', 1, 'back')] }))).toEqual(['weapon-not-carriable']);
    const dragon = buildOf('neo-dragon', { body: 5 });
    const xl = { size: 'xl' as const };
    expect(codes(dragon, gearOf({ weapons: [weapon('siege-weapon', 5, 'back', xl)] }))).toEqual([]);
    expect(codes(dragon, gearOf({ weapons: [weapon('siege-weapon', 6, 'back', xl)] }))).toEqual([
      'weapon-body-too-low',
    ]);
    expect(codes(dragon, gearOf({ weapons: [weapon('siege-weapon', 5, null, xl)] }))).toEqual([
      'carry-slot-wrong-item',
    ]);
    expect(
      codes(dragon, gearOf({ weapons: [weapon('siege-weapon', 5, 'back', xl)], shield: shield(5, 'back', xl) })),
    ).toEqual(['carry-slot-full']);
  });
});

describe('"A creature may not use the gear from another size category. Not even the tools."', () => {
  it('"A warhog’s hammer & chisel is too big for a neo-tabby to use"', () => {
    const hammer = toolkit('metalworks', 'right-hip', { size: 'large' });
    const violations = gearViolations(buildOf('neo-tabby'), gearOf({ toolkits: [hammer] }));
    expect(violations.map((v) => v.code)).toEqual(['gear-wrong-size']);
    expect(violations[0]?.message).toContain('made for a large creature; a Neo-Tabby (small) cannot use it');
    expect(violations[0]?.ruleQuote).toBe(
      'A creature may not use the gear from another size category. Not even the tools.',
    );
  });

  it.each([
    ['gratchen', 'small'],
    ['human', 'medium'],
    ['forest-troll', 'large'],
    ['neo-dragon', 'xl'],
  ] as const)('a %s uses %s gear and nothing else', (race, size) => {
    const others = (['small', 'medium', 'large', 'xl'] as const).filter((s) => s !== size);
    expect(codes(buildOf(race), gearOf({ clothing: [clothing(1, { size })] }))).toEqual([]);
    for (const other of others) {
      expect(codes(buildOf(race), gearOf({ clothing: [clothing(1, { size: other })] }))).toEqual(['gear-wrong-size']);
    }
  });
});

describe('clothing: "Each character may only equip 1 set of clothing at a time" (Dwarves 2, C-21)', () => {
  it('one set for a Human, two for a Dwarf', () => {
    expect(clothingSetsAllowed('human')).toBe(1);
    expect(clothingSetsAllowed('dwarf')).toBe(2);
    expect(codes(human(5), gearOf({ clothing: [clothing(3)] }))).toEqual([]);
    expect(codes(human(5), gearOf({ clothing: [clothing(3), clothing(2)] }))).toEqual(['clothing-too-many-sets']);
    expect(codes(dwarf(5), gearOf({ clothing: [clothing(3), clothing(2)] }))).toEqual([]);
    expect(codes(dwarf(5), gearOf({ clothing: [clothing(3), clothing(2), clothing(1)] }))).toEqual([
      'clothing-too-many-sets',
    ]);
  });

  it('"There is no requirements for a user to equip any Tier of clothing" — T12 with Body 0', () => {
    expect(codes(human(0), gearOf({ clothing: [clothing(12)] }))).toEqual([]);
  });
});

describe('carry slots: "Each character may have 1 item assigned to each slot listed"', () => {
  it("the text's example loadout is legal", () => {
    // "a sword, a toolkit, & arrow quiver … on their right hip -and- a 1h-crossbow, a toolkit, & a bolt pouch … on
    // their left hip -and- a bow, toolkit, & misc-pack (as Backpack) on their back"
    const gear = gearOf({
      weapons: [
        weapon('main-hand-melee', 3, 'right-hip'),
        weapon('main-hand-crossbow', 3, 'left-hip'),
        weapon('bow', 3, 'back'),
      ],
      toolkits: [toolkit('tailor', 'right-hip'), toolkit('cooking', 'left-hip'), toolkit('bushcraft', 'back')],
      containers: [
        container('item-pouch', 2, 'right-hip'),
        container('item-pouch', 2, 'left-hip'),
        container('backpack', 3, 'back'),
      ],
    });
    expect(gearViolations(human(5), gear)).toEqual([]);
  });

  it('a second sword on the same hip over-fills it; a Dwarf "can have two 1-handed weapons on each hip"', () => {
    const gear = gearOf({
      weapons: [weapon('main-hand-melee', 1, 'left-hip'), weapon('off-hand-melee', 1, 'left-hip')],
    });
    const violations = gearViolations(human(5), gear);
    expect(violations.map((v) => [v.code, v.field])).toEqual([['carry-slot-full', 'gear.slots.left-hip.weapon']]);
    expect(gearViolations(dwarf(5), gear)).toEqual([]);
  });

  it('hips take one-handed weapons only: a bow belongs on the back', () => {
    const bow = weapon('bow', 1, 'right-hip');
    expect(gearViolations(human(5), gearOf({ weapons: [bow] })).map((v) => [v.code, v.field])).toEqual([
      ['carry-slot-wrong-item', `gear.weapons.${bow.id}.slot`],
    ]);
    expect(codes(dwarf(5), gearOf({ weapons: [weapon('two-handed-melee', 1, 'left-hip')] }))).toEqual([
      'carry-slot-wrong-item',
    ]);
  });

  it('"Back [2h-weapon -or- 1h-weapon x2 -or- shield]"', () => {
    const oneH = () => weapon('main-hand-melee', 1, 'back');
    expect(codes(human(5), gearOf({ weapons: [oneH(), oneH()] }))).toEqual([]);
    expect(codes(human(5), gearOf({ weapons: [oneH(), oneH(), oneH()] }))).toEqual(['carry-slot-full']);
    expect(codes(human(5), gearOf({ shield: shield(1, 'back') }))).toEqual([]);
    expect(codes(human(5), gearOf({ weapons: [weapon('bow', 1, 'back')], shield: shield(1, 'back') }))).toEqual([
      'carry-slot-full',
    ]);
    expect(codes(human(5), gearOf({ weapons: [oneH()], shield: shield(1, 'back') }))).toEqual(['carry-slot-full']);
  });

  it('Dwarf back: "two 2-handed weapons or shields or four 1-handed weapons"', () => {
    const oneH = () => weapon('main-hand-melee', 1, 'back');
    expect(codes(dwarf(5), gearOf({ weapons: [oneH(), oneH(), oneH(), oneH()] }))).toEqual([]);
    expect(codes(dwarf(5), gearOf({ weapons: [oneH(), oneH(), oneH(), oneH(), oneH()] }))).toEqual(['carry-slot-full']);
    expect(codes(dwarf(5), gearOf({ weapons: [weapon('bow', 1, 'back')], shield: shield(1, 'back') }))).toEqual([]);
  });

  it('toolkit and misc-or-ammo places hold one item each (Dwarves "2x toolkits", "2x backpacks")', () => {
    const twoKits = gearOf({ toolkits: [toolkit('tailor', 'back'), toolkit('cooking', 'back')] });
    expect(gearViolations(human(5), twoKits).map((v) => v.field)).toEqual(['gear.slots.back.toolkit']);
    expect(gearViolations(dwarf(5), twoKits)).toEqual([]);
    const packs = gearOf({ containers: [container('backpack', 1, 'back'), container('backpack', 1, 'back')] });
    expect(gearViolations(human(5), packs).map((v) => v.field)).toEqual(['gear.slots.back.misc-or-ammo']);
    expect(gearViolations(dwarf(5), packs)).toEqual([]);
  });

  it('items not in a carry slot take no place', () => {
    const packed = gearOf({
      weapons: [weapon('main-hand-melee', 1), weapon('main-hand-melee', 1), weapon('bow', 1)],
      toolkits: [toolkit('tailor', null), toolkit('cooking', null)],
    });
    expect(gearViolations(human(5), packed)).toEqual([]);
  });
});

describe('containers: "It requires a Body stat of its tier value or higher to wear."', () => {
  it('a worn T5 hip pouch needs Body 5; packed away it needs nothing', () => {
    expect(codes(human(4), gearOf({ containers: [container('hip-pouch', 5, 'left-hip')] }))).toEqual([
      'container-body-too-low',
    ]);
    expect(codes(human(5), gearOf({ containers: [container('hip-pouch', 5, 'left-hip')] }))).toEqual([]);
    expect(codes(human(4), gearOf({ containers: [container('hip-pouch', 5, null)] }))).toEqual([]);
  });

  it('pouches start at Tier 1', () => {
    expect(codes(human(4), gearOf({ containers: [container('hip-pouch', 0, null)] }))).toEqual(['gear-tier-invalid']);
  });
});

describe('tiers 0–15, never above the tier as made', () => {
  it.each([16, -1, 1.5, Number.NaN])('tier %s is refused in words', (tier) => {
    const violations = gearViolations(human(5), gearOf({ armor: [armor(tier, { fullTier: 15 })] }));
    expect(violations.map((v) => v.code)).toEqual(['gear-tier-invalid']);
    expect(violations[0]?.message).toContain(`must be a whole number from 0 to 15, not ${String(tier)}`);
  });

  it('a current tier above the full tier is refused', () => {
    expect(codes(human(5), gearOf({ armor: [armor(4, { fullTier: 3 })] }))).toEqual(['gear-tier-invalid']);
  });

  it('R-gear-1: damaged gear still weighs its full tier — a T5 armor damaged to T3 needs Body 5', () => {
    const damaged = armor(3, { fullTier: 5 });
    const violations = gearViolations(human(4), gearOf({ armor: [damaged] }));
    expect(violations.map((v) => v.code)).toEqual(['armor-body-too-low']);
    expect(violations[0]?.message).toContain('T5 (damaged to T3)');
    expect(codes(human(4), gearOf({ armor: [damaged] }), { gearBodyTier: 'current' })).toEqual([]);
    expect(bodyCheckTier(damaged)).toBe(5);
    expect(bodyCheckTier(damaged, { gearBodyTier: 'current' })).toBe(3);
  });
});

describe('bad input never throws: it comes back as violations', () => {
  it('unknown kinds, sizes, slots, skills and ids', () => {
    const bad = gearOf({
      weapons: [{ ...weapon('bow', 1), kind: 'banana' as WeaponKindId }],
      containers: [{ ...container('backpack', 1, null), kind: 'sack' as 'backpack' }],
      toolkits: [{ ...toolkit('tailor', null), skill: 'juggling' as 'tailor', level: 'workshop' as 'basic' }],
      clothing: [{ ...clothing(1), sizeCategory: 'huge' as 'large' }],
      armor: [{ ...armor(1), slot: 'hat' } as never],
      shield: { ...shield(1), slot: 'right-hip' as 'back' },
    });
    const found = codes(human(5), bad);
    expect(found.filter((c) => c === 'gear-invalid').length).toBe(6);
  });

  it('duplicate ids are reported (each item needs its own id)', () => {
    const a = armor(1);
    expect(codes(dwarf(5), gearOf({ armor: [a, { ...a }] }))).toEqual(['gear-invalid']);
  });

  it('negative or fractional cloaks, a T0 bedroll', () => {
    expect(codes(human(5), gearOf({ cloaks: -1 }))).toEqual(['invalid-number']);
    expect(codes(human(5), gearOf({ cloaks: 1.5 }))).toEqual(['invalid-number']);
    expect(codes(human(5), gearOf({ bedrollTier: 0 }))).toEqual(['gear-tier-invalid']);
    expect(codes(human(5), gearOf({ bedrollTier: 12 }))).toEqual([]);
  });

  it('an unknown race: only the item checks run', () => {
    expect(codes(buildOf('elf'), gearOf({ armor: [armor(15)], cloaks: 40 }))).toEqual([]);
    expect(codes(buildOf('elf'), gearOf({ armor: [armor(16, { fullTier: 15 })] }))).toEqual(['gear-tier-invalid']);
  });

  it('any junk in the gear fields gives violations, never an exception', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (tier, cloaks, slot) => {
        const gear = gearOf({
          weapons: [{ ...weapon('bow', 1), tier: tier as number, slot: slot as null }],
          cloaks: cloaks as number,
        });
        expect(() => gearViolations(human(5), gear)).not.toThrow();
      }),
    );
  });
});

describe('validateCharacter with gear', () => {
  it('adds the gear violations after the build ones, and keeps its old behaviour without gear', () => {
    const build = buildOf('human', { body: 11, mind: 4, reflex: 4, presence: 3, aura: 3 }); // 11 is above the creation limit of 10
    const gear = gearOf({ armor: [armor(12)] });
    expect(validateCharacter(build).map((v) => v.code)).toEqual(['creation-stat-above-limit']);
    expect(validateCharacter(build, {}, gear).map((v) => v.code)).toEqual([
      'creation-stat-above-limit',
      'armor-body-too-low',
    ]);
  });

  it('a legal character with legal gear has no violations', () => {
    const gear = gearOf({ armor: [armor(5)], weapons: [weapon('main-hand-melee', 5, 'right-hip')] });
    expect(validateCharacter(human(5), {}, gear)).toEqual([]);
  });
});

describe('laws', () => {
  const weaponKinds: WeaponKindId[] = ['main-hand-melee', 'two-handed-melee', 'bow', 'main-hand-crossbow'];
  const gearArb = fc.record({
    armor: fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 2 }),
    cloaks: fc.nat(20),
    weapons: fc.array(fc.tuple(fc.constantFrom(...weaponKinds), fc.integer({ min: 0, max: 15 })), { maxLength: 3 }),
    shield: fc.option(fc.integer({ min: 0, max: 15 })),
    pouch: fc.option(fc.integer({ min: 1, max: 15 })),
  });
  const toGear = (g: typeof gearArb extends fc.Arbitrary<infer T> ? T : never) =>
    gearOf({
      armor: g.armor.map((t) => armor(t)),
      cloaks: g.cloaks,
      weapons: g.weapons.map(([kind, tier]) => weapon(kind, tier)),
      shield: g.shield === null ? null : shield(g.shield),
      containers: g.pouch === null ? [] : [container('hip-pouch', g.pouch, 'left-hip')],
    });

  /** Armor and cloaks are judged together (they share the Body limit); every other item on its own. */
  const group = (field: string) =>
    field.startsWith('gear.armor') || field === 'gear.cloaks' ? 'worn' : field.split('.').slice(0, 3).join('.');

  it('more Body never makes gear illegal: what is legal at Body b stays legal at b + 1', () => {
    fc.assert(
      fc.property(gearArb, fc.integer({ min: 0, max: 14 }), fc.constantFrom('human', 'dwarf'), (g, body, race) => {
        const gear = toGear(g);
        const weaker = new Set(gearViolations(buildOf(race, { body }), gear).map((v) => group(v.field)));
        const stronger = gearViolations(buildOf(race, { body: body + 1 }), gear).map((v) => group(v.field));
        for (const illegal of stronger) expect(weaker).toContain(illegal);
      }),
    );
  });

  it('a Dwarf may wear whatever a Human of the same Body may', () => {
    fc.assert(
      fc.property(gearArb, fc.integer({ min: 0, max: 15 }), (g, body) => {
        const gear = toGear(g);
        if (gearViolations(human(body), gear).length === 0) expect(gearViolations(dwarf(body), gear)).toEqual([]);
      }),
    );
  });
});
