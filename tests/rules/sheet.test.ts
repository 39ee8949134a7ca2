import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unconsciousHp } from '../../src/systems/eos/rules/character/hp';
import { characterSheet, type WeaponLine } from '../../src/systems/eos/rules/character/sheet';
import { EMPTY_GEAR } from '../../src/systems/eos/rules/character/gear';
import { RulesError } from '../../src/core/rules/errors';
import { armor, buildOf, clothing, container, gearOf, shield, skillsOf, toolkit, weapon } from './character-fixtures';

const NO_LEVEL = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 };
const byKind = (weapons: readonly WeaponLine[], kind: string) => weapons.find((w) => w.kind === kind) as WeaponLine;

describe('unconsciousHp — "A character becomes unconscious as soon as their HP becomes 0 (zero) or less."', () => {
  it('is 0', () => {
    expect(unconsciousHp()).toBe(0);
  });
});

describe('a medium Human: Body 6, level 3', () => {
  const build = buildOf(
    'human',
    { body: 6, mind: 5, reflex: 5, presence: 5, aura: 2 },
    {
      exp: 4000,
      levelStats: NO_LEVEL,
      skills: skillsOf({ 'main-hand-melee': [4, 2], bow: [3, 0], 'two-handed-firearm': [5, 0], bushcraft: [5, 0] }),
    },
  );
  const gear = gearOf({
    armor: [armor(2, { fullTier: 4 })],
    shield: shield(3),
    clothing: [clothing(3)],
    cloaks: 2,
    weapons: [
      weapon('main-hand-melee', 3, 'right-hip'),
      weapon('bow', 2, 'back'),
      weapon('two-handed-firearm', 4, null),
      weapon('main-hand-thrown', 7, 'left-hip'),
    ],
    containers: [container('backpack', 3, null), container('item-pouch', 2, 'left-hip')],
    toolkits: [toolkit('bushcraft', 'back')],
    bedrollTier: 3,
  });
  const sheet = characterSheet({ build, gear, currentHp: 12 });

  it('"HP 38 = Body 6 × level 3 + 20"', () => {
    expect(sheet.maxHp).toEqual({ value: 38, formula: 'Body 6 × level 3 + 20' });
    expect(sheet.currentHp).toEqual({ value: 12, formula: '38 max − 26 damage' });
    expect(sheet.health).toBe('conscious');
  });

  it('"unconscious at 0HP & … die at -100HP" for 100 HP: here 0 and −38', () => {
    expect(sheet.unconsciousAt.value).toBe(0);
    expect(sheet.deadAt.value).toBe(-38);
  });

  it('combat level 3 at 4,000 exp, 2,000 to go', () => {
    expect(sheet.level.value).toBe(3);
    expect(sheet.expToNextLevel.value).toBe(2000);
  });

  it('stat points: "assign 25 points to their Stats" + "1 bonus Stat point" for each of the 2 levels gained', () => {
    // Creation stats 6 + 5 + 5 + 5 + 2 = 23 assigned, no level points yet.
    expect(sheet.statPoints).toEqual({ total: { value: 27, formula: '25 at creation + 2 from levels' }, assigned: 23 });
  });

  it('"[Daily Miles= Body + Move]" 11 on a road, "(Body+ Move) /2" 5.5 off it', () => {
    expect(sheet.dailyMiles.road).toEqual({ value: 11, formula: 'Body 6 + Move 5' });
    expect(sheet.dailyMiles.offRoad).toEqual({ value: 5.5, formula: '(Body 6 + Move 5) / 2' });
  });

  it('move 5, food 1 a day, no natural armor or weapons, no regeneration', () => {
    expect(sheet.combatMove.value).toBe(5);
    expect(sheet.foodPerDay.value).toBe(1);
    expect(sheet.naturalArmor).toEqual({ value: 0, formula: 'none' });
    expect(sheet.naturalWeapons).toBeNull();
    expect(sheet.regeneration).toBeNull();
  });

  it('environment armor: T3 clothing + 2 cloaks = 5; a T3 bedroll +6 while resting', () => {
    expect(sheet.environmentArmor).toEqual({ value: 5, formula: 'clothing T3 + 2 cloaks 2' });
    expect(sheet.bedroll?.value).toBe(6);
  });

  it('armor: damaged T2 armor + T3 shield in hand from the front, armor only from the rear', () => {
    expect(sheet.armor.front).toEqual({ value: 5, formula: 'armor 2 + shield 3' });
    expect(sheet.armor.rear.value).toBe(2);
  });

  it('container capacities: "A Backpack has carry slots equal to 4x it’s tier value", [Item] Pouch 3x', () => {
    expect(sheet.containers.map((c) => c.slots)).toEqual([
      { value: 12, formula: '4 × T3' },
      { value: 6, formula: '3 × T2' },
    ]);
    expect(sheet.containers.map((c) => c.bodyNeeded)).toEqual([3, 2]);
  });

  it('damaged gear shows its reduced and its full tier', () => {
    expect(sheet.gear.find((g) => g.category === 'armor')?.tier).toEqual({
      tier: 2,
      fullTier: 4,
      damaged: true,
      text: 'T2 (full T4)',
    });
  });

  it('unarmed line first: "1d20 + reflex + skill", damage diff + Body', () => {
    const unarmed = sheet.weapons[0] as WeaponLine;
    expect(unarmed.item).toBeNull();
    expect(unarmed.kind).toBe('unarmed-melee');
    expect(unarmed.attack).toEqual({ value: 5, formula: 'Reflex 5 + Unarmed Melee 0' });
    expect(unarmed.damage).toEqual({ value: 6, formula: 'diff + Body 6 − armor' });
  });

  it('sword: attack Reflex 5 + skill 6, damage "diff + Body 6 + T3 − armor", reach 1', () => {
    const sword = byKind(sheet.weapons, 'main-hand-melee');
    expect(sword.attack).toEqual({ value: 11, formula: 'Reflex 5 + Main-Hand Melee 6' });
    expect(sword.defence.value).toBe(11);
    expect(sword.damage).toEqual({ value: 9, formula: 'diff + Body 6 + T3 − armor' });
    expect(sword.range?.value).toBe(1);
    expect(sword.guaranteedHit).toBeNull();
  });

  it('bow: "Bow damage = (roll difference + weapon bonus) – (armor bonus)" — no Body; range 15', () => {
    const bow = byKind(sheet.weapons, 'bow');
    expect(bow.damage).toEqual({ value: 2, formula: 'diff + T2 − armor' });
    expect(bow.range?.value).toBe(15);
  });

  it('2H firearm: "(Firearm Tier x2) + (Bullet Tier x2)", a guaranteed hit within 2 × skill (C-03)', () => {
    const gun = byKind(sheet.weapons, 'two-handed-firearm');
    expect(gun.damage?.value).toBe(8);
    expect(gun.damage?.formula).toContain('bullets up to T4');
    expect(gun.guaranteedHit).toEqual({ value: 10, formula: '2 × Two-Handed Firearm 5 tiles' });
    expect(gun.range?.value).toBe(15);
  });

  it('a T7 thrown weapon with Body 6 is shown, marked unusable, with no damage', () => {
    const spear = byKind(sheet.weapons, 'main-hand-thrown');
    expect(spear.usable).toEqual({
      ok: false,
      reason: 'A Tier 7 Main-Hand Thrown needs Body 7 or more; this character has Body 6.',
    });
    expect(spear.damage).toBeNull();
    expect(sheet.violations.map((v) => v.code)).toEqual(['weapon-body-too-low']);
  });
});

describe('a small Gratchen', () => {
  const build = buildOf('gratchen', { body: 4, mind: 6, reflex: 8, presence: 5, aura: 2 });
  const gear = gearOf({
    weapons: [
      weapon('main-hand-crossbow', 3, 'right-hip', { size: 'small' }),
      weapon('main-hand-melee', 2, 'left-hip', { size: 'small' }),
    ],
    containers: [
      container('item-pouch', 1, 'right-hip', { size: 'small' }),
      container('backpack', 3, 'back', { size: 'small' }),
    ],
  });
  const sheet = characterSheet({ build, gear, currentHp: 19 });

  it('"Small races have 15 base HP instead of the normal 20": Body 4 × level 1 + 15 = 19', () => {
    expect(sheet.maxHp).toEqual({ value: 19, formula: 'Body 4 × level 1 + 15 (Gratchen 1/2)' });
    expect(sheet.deadAt.value).toBe(-19);
  });

  it('"five (5) less damage … with all melee weapons & thrown weapons"', () => {
    expect(byKind(sheet.weapons, 'main-hand-melee').damage).toEqual({
      value: 1,
      formula: 'diff + Body 4 + T2 − size 5 − armor',
    });
  });

  it('crossbow: "1H crossbow damage = (weapon bonus) – (armor bonus – weapon bonus)"; no range bonus', () => {
    const crossbow = byKind(sheet.weapons, 'main-hand-crossbow');
    expect(crossbow.damage).toEqual({ value: 3, formula: 'T3 − (armor − 3, not below 0)' });
    expect(crossbow.range?.value).toBe(15);
  });

  it('food ½ a day; containers halved, [Item] pouches "round up after halving"', () => {
    expect(sheet.foodPerDay).toEqual({ value: 0.5, formula: '½ tile (small)' });
    expect(sheet.containers.map((c) => c.slots)).toEqual([
      { value: 2, formula: '3 × T1 × 0.5 (small), rounded up' },
      { value: 6, formula: '4 × T3 × 0.5 (small)' },
    ]);
  });

  it('daily miles: Body 4 + Move 3', () => {
    expect(sheet.dailyMiles.road.value).toBe(7);
    expect(sheet.dailyMiles.offRoad.value).toBe(3.5);
  });
});

describe('a large Forest Troll', () => {
  it('"32 instead of the normal 20 at game start for a 2×2 creature" (Body 0)', () => {
    const sheet = characterSheet({
      build: buildOf('forest-troll', { body: 0, mind: 10, reflex: 10, presence: 5, aura: 0 }),
      gear: EMPTY_GEAR,
      currentHp: 32,
    });
    expect(sheet.maxHp).toEqual({ value: 32, formula: 'Body 0 × level 1 + 32 (Forest Troll 2×2)' });
    expect(sheet.currentHp.formula).toBe('full (32)');
  });

  const sheet = characterSheet({
    build: buildOf('forest-troll', { body: 6, mind: 5, reflex: 5, presence: 5, aura: 4 }, { exp: 4000 }),
    gear: gearOf({
      weapons: [weapon('two-handed-melee', 4, 'back', { size: 'large' })],
      containers: [container('backpack', 2, null, { size: 'large' })],
    }),
    currentHp: -10,
  });

  it('Body 6 at level 3: 6 × 3 + 32 = 50; at −10 HP unconscious', () => {
    expect(sheet.maxHp.value).toBe(50);
    expect(sheet.health).toBe('unconscious');
  });

  it('regenerates "[Body value + Combat Level]" each round: 9', () => {
    expect(sheet.regeneration).toEqual({ value: 9, formula: 'Body 6 + level 3 per round' });
  });

  it('"three (3) extra damage with all melee weapons … 12 extra damage for a 2×2"; "range … plus 1"', () => {
    const club = byKind(sheet.weapons, 'two-handed-melee');
    expect(club.damage).toEqual({ value: 22, formula: 'diff + Body 6 + T4 + size 12 − armor' });
    expect(club.range).toEqual({ value: 3, formula: '2 + 1 (large) tiles' });
  });

  it('food 4 a day, containers ×4', () => {
    expect(sheet.foodPerDay.value).toBe(4);
    expect(sheet.containers[0]?.slots).toEqual({ value: 32, formula: '4 × T2 × 4 (large)' });
  });
});

describe('an extra-large Neo-Dragon', () => {
  const sheet = characterSheet({
    build: buildOf('neo-dragon', { body: 8, mind: 5, reflex: 5, presence: 5, aura: 2 }, { exp: 4000 }),
    gear: gearOf({
      weapons: [weapon('bow', 3, 'back', { size: 'xl' })],
      armor: [armor(4, { size: 'xl' })],
      shield: shield(8, 'back', { size: 'xl' }),
    }),
    currentHp: 80,
  });

  it('"56 instead of 20 for a 3×4 sized creature": Body 8 × level 3 + 56 = 80', () => {
    expect(sheet.maxHp).toEqual({ value: 80, formula: 'Body 8 × level 3 + 56 (Neo-Dragon 3×4)' });
  });

  it('natural armor "[Body stat value + Combat Level]" stacks with worn armor (A-02); a shield on the back adds nothing', () => {
    expect(sheet.naturalArmor).toEqual({ value: 11, formula: 'Body 8 + level 3 (Neo-Dragon)' });
    expect(sheet.armor.front.value).toBe(15);
    expect(sheet.armor.front.formula).toBe('armor 4 + natural armor 11 (shield on the back: no effect)');
    expect(sheet.armor.rear.value).toBe(15);
  });

  it('"a normal range with all weapons plus 2": a bow reaches 17; unarmed adds 36 damage for 3×4', () => {
    expect(byKind(sheet.weapons, 'bow').range?.value).toBe(17);
    expect(sheet.weapons[0]?.damage).toEqual({ value: 44, formula: 'diff + Body 8 + size 36 − armor' });
    expect(sheet.weapons[0]?.range?.value).toBe(3);
  });

  it('food 12 a day, move 7', () => {
    expect(sheet.foodPerDay.value).toBe(12);
    expect(sheet.combatMove.value).toBe(7);
  });
});

describe('"+20 total front armor from equipping a Tier 10 armor & a Tier 10 shield"', () => {
  const build = buildOf('human', { body: 10, mind: 5, reflex: 5, presence: 5, aura: 0 });
  it('in hand: 20 from the front, 10 from the rear', () => {
    const sheet = characterSheet({ build, gear: gearOf({ armor: [armor(10)], shield: shield(10) }), currentHp: 30 });
    expect(sheet.armor.front.value).toBe(20);
    expect(sheet.armor.rear.value).toBe(10);
  });

  it('"Shields have no effect when worn(or carried) on the body": on the back, 10', () => {
    const sheet = characterSheet({
      build,
      gear: gearOf({ armor: [armor(10)], shield: shield(10, 'back') }),
      currentHp: 30,
    });
    expect(sheet.armor.front.value).toBe(10);
  });
});

describe('Neo-Cheetah move', () => {
  const cheetah = (body: number) =>
    buildOf(
      'neo-cheetah',
      { body: Math.min(body, 10), mind: 5, reflex: 5, presence: 5, aura: 0 },
      {
        exp: 4000,
        levelStats: { ...NO_LEVEL, body: body - Math.min(body, 10) },
      },
    );

  it('"A cheetah with Body:10 wearing Tier 5 Armor will have … 8 tiles of move in combat"', () => {
    const sheet = characterSheet({ build: cheetah(10), gear: gearOf({ armor: [armor(5)] }), currentHp: 50 });
    expect(sheet.combatMove).toEqual({ value: 8, formula: 'Move 3 + Body 10 − armor & cloaks 5' });
  });

  it('"a cheetah with Body:12 & no armor or Cloak … will move 12 additional tiles, which is 15 move!"', () => {
    const sheet = characterSheet({ build: cheetah(12), gear: EMPTY_GEAR, currentHp: 56 });
    expect(sheet.combatMove.value).toBe(15);
  });

  it('cloaks count like armor: Body 10, T5 armor and 2 cloaks → 6', () => {
    const sheet = characterSheet({ build: cheetah(10), gear: gearOf({ armor: [armor(5)], cloaks: 2 }), currentHp: 50 });
    expect(sheet.combatMove.value).toBe(6);
  });

  it('A-11: daily miles use the printed Move 3', () => {
    const sheet = characterSheet({ build: cheetah(10), gear: EMPTY_GEAR, currentHp: 50 });
    expect(sheet.dailyMiles.road.value).toBe(13);
  });
});

describe('"If the armor tier is too high, they cannot move in it. Their move becomes 0."', () => {
  it('T6 armor on Body 5: move 0 with the reason', () => {
    const sheet = characterSheet({ build: buildOf('human'), gear: gearOf({ armor: [armor(6)] }), currentHp: 25 });
    expect(sheet.combatMove).toEqual({
      value: 0,
      formula: '0: A Tier 6 armor needs Body 6 or more; this character has Body 5.',
    });
  });

  it('"This may be the case when adding cloaks … to a armor set that is already on the cusp": T5 + 1 cloak', () => {
    const sheet = characterSheet({
      build: buildOf('human'),
      gear: gearOf({ armor: [armor(5)], cloaks: 1 }),
      currentHp: 25,
    });
    expect(sheet.combatMove.value).toBe(0);
  });
});

describe('other races on the sheet', () => {
  it('Neo-Tiger claws "[Body stat value + Combat Level]" are its bare-hands line', () => {
    const sheet = characterSheet({
      build: buildOf('neo-tiger', { body: 9, mind: 5, reflex: 5, presence: 5, aura: 1 }, { exp: 6000 }),
      gear: EMPTY_GEAR,
      currentHp: 56,
    });
    expect(sheet.naturalWeapons).toEqual({ value: 13, formula: 'Body 9 + level 4 (Claws)' });
    expect(sheet.weapons[0]?.kind).toBe('natural-weapon');
    expect(sheet.weapons[0]?.damage).toEqual({ value: 22, formula: 'diff + Body 9 + T13 − armor' });
  });

  it('Rock Troll: natural armor "Tier 5", "Tier 15 Natural Armor vs Environment"', () => {
    const sheet = characterSheet({
      build: buildOf('rock-troll'),
      gear: gearOf({ clothing: [clothing(2)] }),
      currentHp: 25,
    });
    expect(sheet.naturalArmor.value).toBe(5);
    expect(sheet.environmentArmor).toEqual({ value: 17, formula: 'clothing T2 + natural 15' });
  });

  it('Neo-Wolf "Heavy Shooter": Body is added to bow damage', () => {
    const sheet = characterSheet({
      build: buildOf('neo-wolf'),
      gear: gearOf({ weapons: [weapon('bow', 3)] }),
      currentHp: 25,
    });
    expect(byKind(sheet.weapons, 'bow').damage).toEqual({ value: 8, formula: 'diff + Body 5 + T3 − armor' });
  });

  it('Neo-Hyena: "Thrown range is 5 tiles. This effect doubles it to 10 tiles."', () => {
    const sheet = characterSheet({
      build: buildOf('neo-hyena'),
      gear: gearOf({ weapons: [weapon('main-hand-thrown', 2)] }),
      currentHp: 25,
    });
    expect(byKind(sheet.weapons, 'main-hand-thrown').range?.value).toBe(10);
  });

  it('Dwarf: both clothing sets count against the cold (C-21)', () => {
    const sheet = characterSheet({
      build: buildOf('dwarf'),
      gear: gearOf({ clothing: [clothing(3), clothing(2)] }),
      currentHp: 25,
    });
    expect(sheet.environmentArmor.value).toBe(5);
  });
});

describe('bad input', () => {
  it('a current HP above max HP is refused in words', () => {
    expect(() => characterSheet({ build: buildOf('human'), gear: EMPTY_GEAR, currentHp: 26 })).toThrow(
      'Current HP must be a whole number no higher than the maximum of 25, not 26.',
    );
    expect(() => characterSheet({ build: buildOf('human'), gear: EMPTY_GEAR, currentHp: 2.5 })).toThrow(RulesError);
  });

  it('an unknown race, a negative stat or an unknown weapon type throws RulesError', () => {
    expect(() => characterSheet({ build: buildOf('elf'), gear: EMPTY_GEAR, currentHp: 1 })).toThrow(RulesError);
    expect(() => characterSheet({ build: buildOf('human', { body: -1 }), gear: EMPTY_GEAR, currentHp: 1 })).toThrow(
      RulesError,
    );
    const banana = { ...weapon('bow', 1), kind: 'banana' as 'bow' };
    expect(() =>
      characterSheet({ build: buildOf('human'), gear: gearOf({ weapons: [banana] }), currentHp: 1 }),
    ).toThrow('there is no weapon type "banana"');
  });

  it('rule breaks still give a sheet, with the violations listed', () => {
    const sheet = characterSheet({
      build: buildOf('human'),
      gear: gearOf({ armor: [armor(9, { size: 'large' })] }),
      currentHp: 25,
    });
    expect(sheet.violations.map((v) => v.code)).toEqual(['gear-wrong-size', 'armor-body-too-low']);
  });
});

describe('laws', () => {
  it('front armor ≥ rear armor, and a shield in hand adds exactly its tier to the front', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (armorTier, shieldTier) => {
        const build = buildOf('human', { body: 10, mind: 5, reflex: 5, presence: 5, aura: 0 });
        const sheet = characterSheet({
          build,
          gear: gearOf({ armor: [armor(armorTier)], shield: shield(shieldTier) }),
          currentHp: 30,
        });
        expect(sheet.armor.front.value - sheet.armor.rear.value).toBe(shieldTier);
      }),
    );
  });

  it('more Body never lowers max HP, daily miles or unarmed damage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('gratchen', 'human', 'forest-troll', 'neo-dragon'),
        (body, race) => {
          const at = (b: number) =>
            characterSheet({
              build: buildOf(race, { body: b, mind: 5, reflex: 5, presence: 5, aura: 0 }),
              gear: EMPTY_GEAR,
              currentHp: 0,
            });
          const low = at(body);
          const high = at(body + 1);
          expect(high.maxHp.value).toBeGreaterThan(low.maxHp.value);
          expect(high.dailyMiles.road.value).toBe(low.dailyMiles.road.value + 1);
          expect(high.weapons[0]?.damage?.value).toBe((low.weapons[0]?.damage?.value ?? 0) + 1);
        },
      ),
    );
  });
});
