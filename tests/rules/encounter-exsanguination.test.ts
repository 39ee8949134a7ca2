import { describe, expect, it } from 'vitest';
import { exsanguinationDamage, inUndeathTrance, raceCombatSpecials, RulesError } from '../../src/systems/eos/rules';
import {
  adjustHp,
  attackPreview,
  createEncounter,
  exsanguinate,
  spendAction,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn, endTurn } from '../../src/systems/eos/rules/encounter/order';
import { ayla, typed, wolf } from './encounter-fixtures';

// eos-rules.txt 798–806, Daywalker: "“Exsanguination”: This ability, when used on another living creature, will deal
// [Aura value] damage to the target, and: – it uses only 1d20 + Reflex stat value for the contested action. – it heals
// the Daywalker by the same amount of damage they dealt with the ability that turn." / "“Undeath”: If a Daywalker's HP
// drops to 0 or lower (if they're still alive) … While in a trance state, they will lose their skill bonuses for all
// actions, they will move, they will defend themselves, & they will attempt to use “Exsanguination” … They leave this
// trance state once they have 1+ HP, or die."

const vex: CombatantInput = {
  id: 'vex',
  name: 'Vex',
  side: 'party',
  source: { kind: 'character', characterId: 'char-vex' },
  profile: {
    size: { sizeCategory: 'medium', tiles: 1 },
    maxHp: 30,
    body: 5,
    reflex: 4,
    presence: 3,
    aura: 7,
    combatLevel: 1,
    move: 5,
    skills: { 'unarmed-melee': 6 },
    gear: [],
    specials: raceCombatSpecials('daywalker'),
  },
};
const hp = (e: Encounter, id: string) => e.combatants.find((c) => c.id === id)!.hp;

describe('the Daywalker card grants Exsanguination and Undeath', () => {
  it('raceCombatSpecials("daywalker")', () => {
    expect(raceCombatSpecials('daywalker')).toEqual(['exsanguination', 'undeath']);
  });

  it('"[Aura value] damage" less armour; "heals the Daywalker by the same amount"', () => {
    expect(exsanguinationDamage({ aura: 7, targetArmor: 1, daywalkerHp: 20, daywalkerMaxHp: 30 })).toEqual({
      damage: 6,
      healed: 6,
      daywalkerHpAfter: 26,
      leavesTrance: false,
    });
    // Healing stops at max HP; "They leave this trance state once they have 1+ HP".
    expect(exsanguinationDamage({ aura: 7, targetArmor: 0, daywalkerHp: 28, daywalkerMaxHp: 30 }).healed).toBe(2);
    expect(exsanguinationDamage({ aura: 7, targetArmor: 2, daywalkerHp: -3, daywalkerMaxHp: 30 })).toMatchObject({
      damage: 5,
      daywalkerHpAfter: 2,
      leavesTrance: true,
    });
    expect(() => exsanguinationDamage({ aura: 16, targetArmor: 0, daywalkerHp: 1, daywalkerMaxHp: 30 })).toThrow(
      RulesError,
    );
  });

  it('"If a Daywalker’s HP drops to 0 or lower (if they’re still alive)": the trance', () => {
    const specials = raceCombatSpecials('daywalker');
    expect(inUndeathTrance({ specials, hp: 0, maxHp: 30 })).toBe(true);
    expect(inUndeathTrance({ specials, hp: 1, maxHp: 30 })).toBe(false);
    expect(inUndeathTrance({ specials, hp: -30, maxHp: 30 })).toBe(false);
    expect(inUndeathTrance({ specials: [], hp: 0, maxHp: 30 })).toBe(false);
  });
});

describe('Exsanguination in a fight', () => {
  const start = () =>
    startTurn(createEncounter({ combatants: [vex, wolf(1)], orderMode: 'clockwise' }).encounter).encounter;

  it('"only 1d20 + Reflex" (no skill) against the target’s defence; a win deals Aura − armour and heals by it', () => {
    let e = adjustHp(start(), { combatantId: 'vex', amount: -10, reason: 'earlier wounds' }).encounter;
    const bite = exsanguinate(e, {
      targetId: 'wolf-1',
      distance: 1,
      from: 'front',
      defenceSkill: 'unarmed-melee',
      dice: typed([15], [8]),
    });
    e = bite.encounter;
    const [roll, damage, heal] = bite.entries;
    // Vex 15 + Reflex 4 = 19 (Unarmed 6 does not count); the wolf 8 + Reflex 4 + Unarmed 3 = 15.
    expect(roll?.dice?.actor).toEqual({ rolls: [15], natural: 15, modifier: 4, total: 19 });
    expect(roll?.dice?.opponent?.total).toBe(15);
    // Aura 7 − natural armor 1 = 6.
    expect(damage).toMatchObject({ targetId: 'wolf-1', damage: 6, breakdown: 'Aura 7 − armor 1' });
    expect(hp(e, 'wolf-1')).toBe(14);
    expect(heal?.text).toBe('Vex heals 6 by the blood drawn: 26/30 HP.');
    expect(hp(e, 'vex')).toBe(26);
    expect(e.actionsUsed).toEqual(['contested']);
  });

  it('a lost contest deals nothing; beyond unarmed reach it is refused; others cannot use it', () => {
    const e = start();
    const miss = exsanguinate(e, {
      targetId: 'wolf-1',
      distance: 1,
      from: 'front',
      defenceSkill: 'unarmed-melee',
      dice: typed([2], [18]),
    });
    expect(miss.entries).toHaveLength(1);
    expect(hp(miss.encounter, 'wolf-1')).toBe(20);
    expect(() =>
      exsanguinate(e, {
        targetId: 'wolf-1',
        distance: 3,
        from: 'front',
        defenceSkill: 'unarmed-melee',
        dice: typed([2], [18]),
      }),
    ).toThrow(/beyond Vex's unarmed reach/);
    const aylaTurn = startTurn(
      createEncounter({ combatants: [ayla, wolf(1)], orderMode: 'clockwise' }).encounter,
    ).encounter;
    expect(() =>
      exsanguinate(aylaTurn, {
        targetId: 'wolf-1',
        distance: 1,
        from: 'front',
        defenceSkill: 'unarmed-melee',
        dice: typed([2], [18]),
      }),
    ).toThrow('Ayla does not have “Exsanguination”.');
  });

  it('Undeath: at 0 HP or less the Daywalker still takes turns in a trance, moves and drains, and 1+ HP ends it', () => {
    let e = start();
    e = adjustHp(e, { combatantId: 'vex', amount: -33, reason: 'a bad fall' }).encounter;
    e = endTurn(e).encounter;
    e = startTurn(e).encounter; // the wolf
    e = endTurn(e).encounter;
    const turn = startTurn(e);
    e = turn.encounter;
    expect(turn.entries.map((x) => x.text)).toContain(
      "Vex is in Undeath's trance: the GM controls them; no skill bonuses, they may move and use “Exsanguination”.",
    );
    expect(() => spendAction(e, { task: 'draw', what: 'a knife' })).toThrow(/may only move and use/);
    const moved = spendAction(e, { task: 'move' });
    const bite = exsanguinate(moved.encounter, {
      targetId: 'wolf-1',
      distance: 1,
      from: 'front',
      defenceSkill: 'unarmed-melee',
      dice: typed([15], [3]),
    });
    // −3 HP + 6 = 3: out of the trance.
    expect(hp(bite.encounter, 'vex')).toBe(3);
    expect(bite.entries.at(-1)?.text).toBe(
      'Vex heals 6 by the blood drawn: 3/30 HP, and leaves the trance. Vex is conscious again.',
    );
  });

  it('"they will defend themselves": an attack on the tranced Daywalker is contested by d20 + Reflex, no skill', () => {
    let e = createEncounter({ combatants: [wolf(1), vex], orderMode: 'clockwise' }).encounter;
    e = adjustHp(e, { combatantId: 'vex', amount: -30, reason: 'wounds' }).encounter;
    e = startTurn(e).encounter; // Vex goes first (party)
    e = endTurn(e).encounter;
    e = startTurn(e).encounter; // the wolf
    const preview = attackPreview(e, {
      attackerId: 'wolf-1',
      defenderId: 'vex',
      weapons: ['natural-weapon'],
      distance: 1,
      from: 'front',
    });
    expect(preview.defender).toEqual({ dice: 1, modifier: 4 });
  });
});
