import { describe, expect, it } from 'vitest';
import { raceCombatSpecials } from '../../src/systems/eos/rules/combat/race-specials';
import {
  createEncounter,
  hasStealthFlag,
  nextTurn,
  quickCreatureProfile,
  resolveAttack,
  stealthCheck,
  tradeBlows,
  tradeBlowsOpenings,
  tradeBlowsShove,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { ayla, typed, wolf, wolfCreature } from './encounter-fixtures';

const combatant = (e: Encounter, id: string) => e.combatants.find((c) => c.id === id)!;
const start = (): Encounter =>
  startTurn(createEncounter({ combatants: [ayla, wolf(1), wolf(2)], orderMode: 'clockwise' }).encounter).encounter;
const sneak = (e: Encounter) =>
  stealthCheck(e, { defenderIds: ['wolf-1', 'wolf-2'], dice: { attacker: 14, defenders: [10, 15] } });

describe('stealth in combat', () => {
  it('"[Stealth + Presence + 1d20] vs [Stealth + Presence + 1d20]": those who roll under get a stealth flag', () => {
    const check = sneak(start());
    expect(check.entries.map((x) => x.text)).toEqual([
      'Ayla tries to slip out of sight: d20 14 + 5 = 19.',
      "Wolf 1 (d20 10 + 4 = 14) loses track of Ayla: stealth flag, a free stealth attack until Ayla's next turn.",
      'Wolf 2 (d20 15 + 4 = 19) sees Ayla.',
    ]);
    expect(hasStealthFlag(combatant(check.encounter, 'wolf-1'), 'ayla')).toBe(true);
    expect(hasStealthFlag(combatant(check.encounter, 'wolf-2'), 'ayla')).toBe(false);
    expect(check.encounter.actionsUsed).toEqual(['contested']);
  });

  it('"Stealth damage with melee = (1d20 + reflex + skill + body + weapon) – (armor)", as a free action, once', () => {
    const e = sneak(start()).encounter;
    const hit = resolveAttack(e, {
      attackerId: 'ayla',
      defenderId: 'wolf-1',
      weapons: ['sword'],
      distance: 1,
      from: 'rear',
      stealth: true,
      dice: typed([12], []),
    });
    expect(hit.entries[0]?.result).toBe('free-hit');
    expect(hit.entries[1]?.breakdown).toBe('25 = d20 12 + Reflex 3 + skill 4 + Body 4 + T3 − armor 1');
    expect(hit.encounter.actionsUsed).toEqual(['contested']);
    expect(hasStealthFlag(combatant(hit.encounter, 'wolf-1'), 'ayla')).toBe(false);
    const again = { attackerId: 'ayla', defenderId: 'wolf-1', weapons: ['sword'], distance: 1, from: 'rear' as const };
    expect(() => resolveAttack(hit.encounter, { ...again, stealth: true, dice: typed([5]) })).toThrow(
      'Ayla holds no stealth flag on Wolf 1: win a stealth check against them first.',
    );
    expect(() => resolveAttack(e, { ...again, defenderId: 'wolf-2', stealth: true, dice: typed([5]) })).toThrow(
      RulesError,
    );
  });

  it("a stealth attack's d20 is no contested roll: a 20 deals damage but opens no critical choice", () => {
    const e = sneak(start()).encounter;
    const hit = resolveAttack(e, {
      attackerId: 'ayla',
      defenderId: 'wolf-1',
      weapons: ['sword'],
      distance: 1,
      from: 'rear',
      stealth: true,
      dice: typed([20], []),
    });
    expect(hit.encounter.pending).toBeNull();
    expect(hit.entries[1]?.damage).toBe(33);
  });

  it('"Note that crossbows do not gain extra damage from Stealth": no roll, the bolt\'s damage only', () => {
    const e = sneak(start()).encounter;
    const shot = resolveAttack(e, {
      attackerId: 'ayla',
      defenderId: 'wolf-1',
      weapons: ['xbow'],
      distance: 6,
      from: 'rear',
      stealth: true,
      dice: typed([], []),
    });
    expect(shot.entries[1]?.breakdown).toBe('2 = T2 − armor left 0');
  });

  it('the flags last "until the start of the stealthed character\'s next turn"', () => {
    let e = sneak(start()).encounter;
    e = nextTurn(e).encounter;
    expect(hasStealthFlag(combatant(e, 'wolf-1'), 'ayla')).toBe(true);
    e = nextTurn(nextTurn(e).encounter).encounter;
    expect(hasStealthFlag(combatant(e, 'wolf-1'), 'ayla')).toBe(false);
    expect(e.log.find((x) => x.text.includes('wear off'))?.text).toBe("Ayla's stealth flags on Wolf 1 wear off.");
  });
});

const blackbear: CombatantInput = {
  id: 'bear',
  name: 'Bruin',
  side: 'party',
  source: { kind: 'creature', templateId: null },
  profile: quickCreatureProfile({
    ...wolfCreature,
    name: 'Bruin',
    body: 5,
    reflex: 2,
    skills: { 'unarmed-melee': 2 },
    naturalWeapon: null,
    naturalArmor: 0,
    specials: raceCombatSpecials('neo-blackbear'),
  }),
};

describe('Trade Blows', () => {
  const clawed = (): Encounter => {
    let e = startTurn(
      createEncounter({ combatants: [blackbear, wolf(1)], orderMode: 'clockwise' }).encounter,
    ).encounter;
    e = nextTurn(e).encounter;
    return resolveAttack(e, {
      attackerId: 'wolf-1',
      defenderId: 'bear',
      weapons: ['natural-weapon'],
      response: { kind: 'skill', skill: 'unarmed-melee' },
      distance: 1,
      from: 'front',
      dice: typed([15], [5]),
    }).encounter;
  };

  it('the log offers it: a Blackbear "dealt damage from within their unarmed melee range"', () => {
    expect(clawed().log.at(-1)?.text).toBe('Bruin may trade blows with Wolf 1.');
  });

  // "Whenever the character with this ability is dealt damage from within their unarmed melee range, they get a free
  // unarmed attack against the character that dealt damage to them."
  it('tradeBlowsOpenings: open once the bear is dealt damage, for the one who dealt it, until answered', () => {
    const fresh = startTurn(
      createEncounter({ combatants: [blackbear, wolf(1)], orderMode: 'clockwise' }).encounter,
    ).encounter;
    expect(tradeBlowsOpenings(fresh)).toEqual([]);
    const e = clawed();
    expect(tradeBlowsOpenings(e)).toEqual([{ bearId: 'bear', targetId: 'wolf-1', kind: 'strike', reach: 1 }]);
    const strike = tradeBlows(e, { bearId: 'bear', targetId: 'wolf-1', distance: 1, from: 'front', dice: 10 });
    expect(tradeBlowsOpenings(strike.encounter)).toEqual([]);
    // A Neo-Bear's answer is the shove of “Trade Blows 2”; a bear knocked out answers nothing.
    const neoBear = {
      ...e,
      combatants: e.combatants.map((c) => (c.id === 'bear' ? { ...c, specials: raceCombatSpecials('neo-bear') } : c)),
    };
    expect(tradeBlowsOpenings(neoBear).map((o) => o.kind)).toEqual(['shove']);
    const down = { ...e, combatants: e.combatants.map((c) => (c.id === 'bear' ? { ...c, hp: 0 } : c)) };
    expect(tradeBlowsOpenings(down)).toEqual([]);
  });

  it('“Trade Blows 1”: a free unarmed strike folded like a stealth attack, weapon tier 0, once per blow', () => {
    const e = clawed();
    const strike = tradeBlows(e, { bearId: 'bear', targetId: 'wolf-1', distance: 1, from: 'front', dice: 10 });
    expect(strike.entries[1]?.breakdown).toBe('18 = d20 10 + Reflex 2 + skill 2 + Body 5 − armor 1');
    expect(() =>
      tradeBlows(strike.encounter, { bearId: 'bear', targetId: 'wolf-1', distance: 1, from: 'front', dice: 10 }),
    ).toThrow('Bruin has already answered that blow.');
    expect(() => tradeBlows(e, { bearId: 'bear', targetId: 'wolf-1', distance: 2, from: 'front', dice: 10 })).toThrow(
      /beyond Bruin's unarmed reach/,
    );
    expect(() =>
      tradeBlowsShove(e, {
        bearId: 'bear',
        targetId: 'wolf-1',
        distance: 1,
        defenceSkill: 'unarmed-melee',
        dice: typed([10, 3], [4]),
      }),
    ).toThrow('Bruin does not have “Trade Blows 2”.');
  });

  it("“Trade Blows 2”: a contest with two dice and no damage; a win shoves a medium target the bear's Body in tiles", () => {
    const bear: CombatantInput = {
      ...blackbear,
      profile: { ...blackbear.profile, specials: raceCombatSpecials('neo-bear') },
    };
    let e = startTurn(createEncounter({ combatants: [bear, wolf(1)], orderMode: 'clockwise' }).encounter).encounter;
    e = nextTurn(e).encounter;
    e = resolveAttack(e, {
      attackerId: 'wolf-1',
      defenderId: 'bear',
      weapons: ['natural-weapon'],
      response: { kind: 'skill', skill: 'unarmed-melee' },
      distance: 1,
      from: 'front',
      dice: typed([15], [5]),
    }).encounter;
    const before = combatant(e, 'wolf-1').hp;
    const shove = tradeBlowsShove(e, {
      bearId: 'bear',
      targetId: 'wolf-1',
      distance: 1,
      defenceSkill: 'unarmed-melee',
      dice: typed([3, 16], [4]),
    });
    expect(shove.entries[0]?.text).toBe(
      'Bruin trades blows with Wolf 1: d20 [3, 16] keeps 16 + 4 = 20 against d20 4 + 7 = 11 — Bruin shoves Wolf 1 up to 5 tiles (hitting an obstacle: 5 damage, ignoring armor).',
    );
    expect(combatant(shove.encounter, 'wolf-1').hp).toBe(before);
  });
});
