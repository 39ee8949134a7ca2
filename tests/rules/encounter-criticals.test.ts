import { describe, expect, it } from 'vitest';
import {
  BODY_TARGET,
  chooseCriticalTarget,
  createEncounter,
  nextTurn,
  quickCreatureProfile,
  repairAfterBattle,
  resolveAttack,
  UNARMED,
  type AttackDeclaration,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { ayla, typed, wolf, wolfCreature } from './encounter-fixtures';

const brawler = {
  id: 'brawler',
  name: 'Brawler',
  side: 'foe' as const,
  source: { kind: 'creature' as const, templateId: null },
  profile: quickCreatureProfile({
    ...wolfCreature,
    name: 'Brawler',
    naturalWeapon: null,
    naturalArmor: 0,
    armorTier: 1,
  }),
};
const start = (): Encounter =>
  startTurn(createEncounter({ combatants: [ayla, wolf(1), brawler], orderMode: 'clockwise' }).encounter).encounter;
const ayla_vs = (
  defenderId: string,
  response: string[],
  extra: Partial<AttackDeclaration> = {},
): AttackDeclaration => ({
  attackerId: 'ayla',
  defenderId,
  weapons: ['sword'],
  response: { kind: 'weapons', weapons: response },
  distance: 1,
  from: 'front',
  ...extra,
});
const tier = (e: Encounter, id: string, gear: string) =>
  e.combatants.find((c) => c.id === id)!.gear.find((g) => g.id === gear)!.tier;
const hp = (e: Encounter, id: string) => e.combatants.find((c) => c.id === id)!.hp;

describe('critical hits (natural 20)', () => {
  it("offer every piece of the opponent's gear that can lose a tier: bare-handed wolf → natural armor and claws", () => {
    const e = resolveAttack(start(), { ...ayla_vs('wolf-1', ['natural-weapon']), dice: typed([20], [5]) }).encounter;
    expect(e.pending?.critical.options).toEqual([
      expect.objectContaining({ kind: 'lower-tier', gearItemId: 'natural-armor', fromTier: 1, toTier: 0 }),
      expect.objectContaining({ kind: 'lower-tier', gearItemId: 'natural-weapon', fromTier: 2, toTier: 1 }),
    ]);
  });

  it('"may choose": declining leaves the gear alone and the damage follows', () => {
    const e = resolveAttack(start(), { ...ayla_vs('wolf-1', ['natural-weapon']), dice: typed([20], [5]) }).encounter;
    const declined = chooseCriticalTarget(e, { gearItemId: null });
    expect(declined.entries[0]?.text).toBe('Ayla lets the natural 20 pass.');
    // 27 − 12 = 15 + Body 4 + T3 − natural armor 1.
    expect(declined.entries[1]?.damage).toBe(21);
    expect(tier(declined.encounter, 'wolf-1', 'natural-armor')).toBe(1);
  });

  it('"A player that rolls a natural 20 may still lose": the lowered sword weakens Ayla\'s counterattack', () => {
    const pup = {
      ...wolf(9),
      profile: quickCreatureProfile({ ...wolfCreature, reflex: 0, skills: {} }),
    };
    let e = createEncounter({ combatants: [pup, ayla], orderMode: 'clockwise' }).encounter;
    e = nextTurn(nextTurn(e).encounter).encounter;
    e = resolveAttack(e, {
      attackerId: 'wolf-9',
      defenderId: 'ayla',
      weapons: ['natural-weapon'],
      response: { kind: 'weapons', weapons: ['sword'] },
      distance: 1,
      from: 'front',
      dice: typed([20], [19]),
    }).encounter;
    expect(e.log.at(-1)?.text).toBe(
      'Wolf 9 attacks Ayla with Natural weapons from 1 tile: d20 20 + 0 = 20 against d20 19 + 7 = 26 — Ayla wins by 6 (Wolf 9 rolls a natural 20).',
    );
    expect(e.pending?.critical.options.map((o) => o.gearItemId)).toEqual(['mail', 'buckler', 'sword']);
    const chosen = chooseCriticalTarget(e, { gearItemId: 'sword' });
    // "they will counterattack using the roll difference": 6 + Body 4 + the sword, now T2, − natural armor 1.
    expect(chosen.entries.at(-1)?.breakdown).toBe('11 = diff 6 + Body 4 + T2 − armor 1');
    expect(tier(chosen.encounter, 'ayla', 'sword')).toBe(2);
  });

  it('an unarmed roller cannot strike the weapon; an unarmed opponent can be struck in the body for 10, ignoring armor', () => {
    const e = resolveAttack(start(), { ...ayla_vs('brawler', [UNARMED]), dice: typed([20], [2]) }).encounter;
    expect(e.pending?.critical.options).toEqual([
      expect.objectContaining({ gearItemId: 'armor', fromTier: 1 }),
      expect.objectContaining({ gearItemId: BODY_TARGET, kind: 'direct-damage', damage: 10, ownerId: 'brawler' }),
    ]);
    const body = chooseCriticalTarget(e, { gearItemId: BODY_TARGET });
    expect(body.entries[0]).toMatchObject({ kind: 'critical', targetId: 'brawler', hpChange: -10, hpAfter: 10 });
    // Then the hit: 27 − 9 = 18 + Body 4 + T3 − armor 1 = 24.
    expect(hp(body.encounter, 'brawler')).toBe(10 - 24);
  });
});

describe('critical failures (natural 1)', () => {
  it('"must chose to reduce their equipped Shield or weapon\'s Tier by 1" — declining is refused', () => {
    const e = resolveAttack(start(), { ...ayla_vs('wolf-1', ['natural-weapon']), dice: typed([1], [10]) }).encounter;
    expect(e.pending?.critical).toMatchObject({ kind: 'critical-failure', optional: false });
    expect(e.pending?.critical.options.map((o) => o.gearItemId)).toEqual(['sword', 'buckler']);
    expect(() => chooseCriticalTarget(e, { gearItemId: null })).toThrow(/must be paid/);
    expect(() => chooseCriticalTarget(e, { gearItemId: 'mail' })).toThrow(RulesError);
    expect(tier(chooseCriticalTarget(e, { gearItemId: 'buckler' }).encounter, 'ayla', 'buckler')).toBe(1);
  });

  it('Unarmed natural 1: "It does 10 damage to you … This damage ignores armor."', () => {
    const e = resolveAttack(start(), {
      ...ayla_vs('wolf-1', ['natural-weapon'], { weapons: [UNARMED] }),
      dice: typed([1], [10]),
    }).encounter;
    expect(e.pending?.critical.options).toEqual([
      expect.objectContaining({ gearItemId: BODY_TARGET, ownerId: 'ayla', damage: 10 }),
      expect.objectContaining({ gearItemId: 'buckler' }),
    ]);
    const paid = chooseCriticalTarget(e, { gearItemId: BODY_TARGET });
    // Then the wolf's counterattack: 17 − 6 = 11 + Body 3 + claws T2 − armor 4 = 12.
    expect(hp(paid.encounter, 'ayla')).toBe(24 - 10 - 12);
    expect(paid.entries[0]).toMatchObject({ targetId: 'ayla', hpChange: -10 });
  });

  it('"if you roll a 1 on one of the dice but not the other, you did not have a critical failure"', () => {
    const dual = { ...ayla_vs('wolf-1', ['natural-weapon'], { weapons: ['sword', UNARMED] }) };
    expect(resolveAttack(start(), { ...dual, dice: typed([1, 12], [10]) }).encounter.pending).toBeNull();
    expect(resolveAttack(start(), { ...dual, dice: typed([1, 1], [10]) }).encounter.pending?.critical.kind).toBe(
      'critical-failure',
    );
  });

  it('both sides can crit: the attacker chooses first, then the defender, then the damage', () => {
    const e = resolveAttack(start(), { ...ayla_vs('wolf-1', ['natural-weapon']), dice: typed([1], [20]) }).encounter;
    expect(e.pending?.critical.rollerId).toBe('ayla');
    const first = chooseCriticalTarget(e, { gearItemId: 'sword' }).encounter;
    expect(first.pending?.critical.rollerId).toBe('wolf-1');
    const second = chooseCriticalTarget(first, { gearItemId: 'sword' });
    expect(tier(second.encounter, 'ayla', 'sword')).toBe(1);
    expect(second.encounter.pending).toBeNull();
    expect(second.entries.at(-1)?.kind).toBe('damage');
  });
});

describe('repair after the battle', () => {
  it('restores made gear to its full tier; natural gear "heals" 1 tier a week instead', () => {
    let e = resolveAttack(start(), { ...ayla_vs('wolf-1', ['natural-weapon']), dice: typed([1], [20]) }).encounter;
    e = chooseCriticalTarget(e, { gearItemId: 'buckler' }).encounter;
    e = chooseCriticalTarget(e, { gearItemId: 'sword' }).encounter;
    e = nextTurn(e).encounter;
    e = resolveAttack(e, {
      attackerId: 'wolf-1',
      defenderId: 'ayla',
      weapons: ['natural-weapon'],
      response: { kind: 'weapons', weapons: ['sword'] },
      distance: 1,
      from: 'front',
      dice: typed([10], [20]),
    }).encounter;
    e = chooseCriticalTarget(e, { gearItemId: 'natural-weapon' }).encounter;
    expect([tier(e, 'ayla', 'buckler'), tier(e, 'ayla', 'sword'), tier(e, 'wolf-1', 'natural-weapon')]).toEqual([
      1, 2, 1,
    ]);
    const repaired = repairAfterBattle(e);
    expect([
      tier(repaired.encounter, 'ayla', 'buckler'),
      tier(repaired.encounter, 'ayla', 'sword'),
      tier(repaired.encounter, 'wolf-1', 'natural-weapon'),
    ]).toEqual([2, 3, 1]);
    expect(repaired.entries.map((x) => x.text)).toEqual([
      "Ayla's gear is repaired: Sword T2 → T3, Buckler T1 → T2.",
      "Wolf 1's Natural weapons (T1 of T2) heals 1 tier per week instead.",
    ]);
  });
});
