import { describe, expect, it } from 'vitest';
import {
  attackPreview,
  createEncounter,
  nextTurn,
  resolveAttack,
  spendAction,
  stealthCheck,
  UNARMED,
  type AttackDeclaration,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { ayla, grok, typed, wolf } from './encounter-fixtures';

const start = (): Encounter =>
  startTurn(createEncounter({ combatants: [ayla, grok, wolf(1)], orderMode: 'clockwise' }).encounter).encounter;
const sword: AttackDeclaration = {
  attackerId: 'ayla',
  defenderId: 'wolf-1',
  weapons: ['sword'],
  response: { kind: 'weapons', weapons: ['natural-weapon'] },
  distance: 1,
  from: 'front',
};

/** Every throw of `dice` d20s, keeping the highest. */
function keptFaces(dice: number): number[] {
  let throws: number[][] = [[]];
  for (let i = 0; i < dice; i++) throws = throws.flatMap((t) => Array.from({ length: 20 }, (_, f) => [...t, f + 1]));
  return throws.map((t) => Math.max(...t));
}

/** Brute force over every throw, with the damage written out from the Damage Cheatsheet. */
function bruteForce(input: {
  attackerDice: number;
  attackerMod: number;
  defenderDice: number;
  defenderMod: number;
  hit: (diff: number) => number;
  counter: (diff: number) => number;
}) {
  const hits = new Map<number, number>();
  const counters = new Map<number, number>();
  let win = 0;
  let tie = 0;
  let n = 0;
  for (const a of keptFaces(input.attackerDice)) {
    for (const d of keptFaces(input.defenderDice)) {
      n++;
      const diff = a + input.attackerMod - (d + input.defenderMod);
      const hit = diff > 0 ? Math.max(0, input.hit(diff)) : 0;
      const counter = diff < 0 ? Math.max(0, input.counter(-diff)) : 0;
      if (diff > 0) win++;
      if (diff === 0) tie++;
      hits.set(hit, (hits.get(hit) ?? 0) + 1);
      counters.set(counter, (counters.get(counter) ?? 0) + 1);
    }
  }
  const sorted = (m: Map<number, number>) =>
    [...m.entries()].sort(([x], [y]) => x - y).map(([damage, ways]) => ({ damage, ways }));
  return { n, pWin: win / n, pTie: tie / n, hits: sorted(hits), counters: sorted(counters) };
}

describe('attack odds before the dice', () => {
  it('match a brute-force enumeration: Ayla (d20 + 7, sword) against a wolf (d20 + 7, claws) in melee', () => {
    const preview = attackPreview(start(), sword);
    expect(preview.attacker).toEqual({ dice: 1, modifier: 7 });
    expect(preview.defender).toEqual({ dice: 1, modifier: 7 });
    const brute = bruteForce({
      attackerDice: 1,
      attackerMod: 7,
      defenderDice: 1,
      defenderMod: 7,
      hit: (diff) => diff + 4 + 3 - 1, // diff + Body + T3 − natural armor 1
      counter: (diff) => diff + 3 + 2 - 4, // diff + Body + claws T2 − (armor 2 + shield 2)
    });
    expect(preview.outcomes).toBe(brute.n);
    expect(preview.pAttackerWins).toBe(brute.pWin);
    expect(preview.pTie).toBe(brute.pTie);
    expect(preview.pAttackerWins + preview.pTie + preview.pDefenderWins).toBeCloseTo(1, 12);
    expect(preview.damage.damage.map(({ damage, ways }) => ({ damage, ways }))).toEqual(brute.hits);
    expect(preview.counter?.damage.map(({ damage, ways }) => ({ damage, ways }))).toEqual(brute.counters);
    expect(preview.damage.damage.reduce((sum, x) => sum + x.p, 0)).toBeCloseTo(1, 12);
    expect(preview.damage.expectedDamage).toBeCloseTo(
      brute.hits.reduce((sum, x) => sum + x.damage * x.ways, 0) / brute.n,
      12,
    );
    expect(preview.criticals).toEqual({
      attackerNatural20: 1 / 20,
      attackerNatural1: 1 / 20,
      defenderNatural20: 1 / 20,
      defenderNatural1: 1 / 20,
    });
    expect(preview.readiness).toEqual({ ok: true });
  });

  it('dual wielding throws 2d20 and keeps one, with the lowest skill and the lowest tier (unarmed T0)', () => {
    const preview = attackPreview(start(), { ...sword, weapons: ['sword', UNARMED] });
    // Reflex 3 + the lower of Main-Hand 4 and Unarmed 2.
    expect(preview.attacker).toEqual({ dice: 2, modifier: 5 });
    const brute = bruteForce({
      attackerDice: 2,
      attackerMod: 5,
      defenderDice: 1,
      defenderMod: 7,
      hit: (diff) => diff + 4 + 0 - 1,
      counter: (diff) => diff + 3 + 2 - 4,
    });
    expect(preview.outcomes).toBe(8000);
    expect(preview.pAttackerWins).toBe(brute.pWin);
    expect(preview.damage.damage.map(({ damage, ways }) => ({ damage, ways }))).toEqual(brute.hits);
    expect(preview.criticals.attackerNatural1).toBe(1 / 400);
  });

  it('a defender answering with a skill, or out of reach, only dodges: no counter odds', () => {
    const dodge = attackPreview(start(), { ...sword, response: { kind: 'skill', skill: 'bow' } });
    expect(dodge.counter).toBeNull();
    expect(dodge.counterNote).toBe('Wolf 1 answers with a skill, not a weapon in hand: they only dodge.');
    expect(dodge.defender).toEqual({ dice: 1, modifier: 4 });
    let e = nextTurn(start()).encounter;
    const maul = attackPreview(e, {
      attackerId: 'grok',
      defenderId: 'wolf-1',
      weapons: ['maul'],
      response: { kind: 'weapons', weapons: ['natural-weapon'] },
      distance: 3,
      from: 'front',
    });
    expect(maul.counter).toBeNull();
    expect(maul.counterNote).toBe("The attacker is 3 tiles away, beyond the defender's reach of 1: they dodge.");
    e = nextTurn(e).encounter;
    expect(() =>
      attackPreview(e, {
        attackerId: 'wolf-1',
        defenderId: 'grok',
        weapons: ['natural-weapon'],
        response: { kind: 'weapons', weapons: ['maul'] },
        distance: 2,
        from: 'front',
      }),
    ).toThrow("Wolf 1's Natural weapons reaches 1 tile; Grok is 2 away.");
  });

  it('a loaded crossbow within the skill in tiles is a guaranteed, non-contested hit; beyond it, a contested shot', () => {
    const inside = attackPreview(start(), { ...sword, weapons: ['xbow'], distance: 3 });
    expect(inside).toMatchObject({ mode: 'guaranteed-hit', action: 'non-contested', guaranteedHit: true, outcomes: 1 });
    expect(inside.damage.damage).toEqual([{ damage: 2, ways: 1, p: 1 }]);
    const outside = attackPreview(start(), { ...sword, weapons: ['xbow'], distance: 4 });
    expect(outside).toMatchObject({ mode: 'contested', action: 'contested', guaranteedHit: false, outcomes: 400 });
    // "the crossbow gains no additional damage for the roll difference": every hit deals 2.
    expect(outside.damage.damage.map((x) => x.damage)).toEqual([0, 2]);
    expect(outside.counter).toBeNull();
  });

  it('tells why an attack cannot be made now: not loaded, not their turn', () => {
    let e = resolveAttack(start(), { ...sword, weapons: ['xbow'], distance: 3, dice: typed([], []) }).encounter;
    expect(attackPreview(e, { ...sword, weapons: ['xbow'], distance: 3 }).readiness).toEqual({
      ok: false,
      reason: 'Crossbow is not loaded: reloading takes 2 non-contested actions.',
    });
    e = spendAction(e, { task: 'reload', weaponId: 'xbow' }).encounter;
    expect(attackPreview(e, { ...sword, attackerId: 'grok', weapons: ['maul'], distance: 2 }).readiness).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not Grok's turn/),
    });
  });

  it('a stealth attack: the defender throws nothing and the damage follows the d20 one for one', () => {
    const e = stealthCheck(start(), { defenderIds: ['wolf-1'], dice: { attacker: 20, defenders: [1] } }).encounter;
    const preview = attackPreview(e, { ...sword, stealth: true, from: 'rear' });
    expect(preview).toMatchObject({ mode: 'stealth', action: 'free', pAttackerWins: 1, outcomes: 20 });
    expect(preview.defender).toEqual({ dice: 0, modifier: 0 });
    // d20 + Reflex 3 + skill 4 + Body 4 + T3 − armor 1: 14 to 33.
    expect(preview.damage.damage.map((x) => x.damage)).toEqual(Array.from({ length: 20 }, (_, i) => i + 14));
    expect(preview.damage.expectedDamage).toBeCloseTo(23.5, 12);
    expect(preview.criticals.attackerNatural20).toBe(0);
  });
});
