import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCombatant,
  addEffect,
  adjustHp,
  chooseCriticalTarget,
  createEncounter,
  currentCombatant,
  nextTurn,
  removeCombatant,
  repairAfterBattle,
  resolveAttack,
  spendAction,
  stealthCheck,
  undo,
  UNARMED,
  type Combatant,
  type Encounter,
  type Transition,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { createSeededRandom } from '../../src/core/rules/random';
import { ayla, grok, wolf } from './encounter-fixtures';

const weaponsOf = (c: Combatant): string[][] => {
  const held = c.gear.filter((g) => g.slot === 'weapon' || g.slot === 'natural-weapon').map((g) => g.id);
  return [...held.map((id) => [id]), [UNARMED], ...(held[0] === undefined ? [] : [[held[0], UNARMED]])];
};

const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('next' as const) }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('attack' as const),
      target: fc.nat(4),
      weapon: fc.nat(4),
      response: fc.nat(5),
      distance: fc.constantFrom(1, 1, 1, 2, 3),
      rear: fc.boolean(),
      stealth: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
      seed: fc.nat(),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('crit' as const), option: fc.nat(4) }), weight: 3 },
  fc.record({
    kind: fc.constant('hp' as const),
    who: fc.nat(4),
    amount: fc.integer({ min: -40, max: 40 }).filter((x) => x !== 0),
    combat: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('effect' as const),
    who: fc.nat(4),
    effect: fc.oneof(
      fc.record({
        kind: fc.constant('bleeding' as const),
        perRound: fc.integer({ min: 1, max: 6 }),
        rounds: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('immobilized' as const), rounds: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        kind: fc.constant('custom' as const),
        label: fc.constant('Dazed'),
        rounds: fc.integer({ min: 1, max: 3 }),
      }),
    ),
  }),
  fc.record({
    kind: fc.constant('action' as const),
    which: fc.constantFrom('move', 'reload', 'shield-off', 'shield-on', 'trap'),
  }),
  fc.record({ kind: fc.constant('stealth' as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant('roster' as const), add: fc.boolean(), who: fc.nat(4) }),
  fc.record({ kind: fc.constant('repair' as const) }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

function apply(e: Encounter, cmd: Command): Transition {
  const me = currentCombatant(e);
  const anyone = (n: number) => pick(e.combatants, n)?.id ?? 'nobody';
  switch (cmd.kind) {
    case 'next':
      return nextTurn(e);
    case 'attack': {
      const attacker = me ?? e.combatants[0]!;
      const others = e.combatants.filter((c) => c.id !== attacker.id);
      const defender = pick(others, cmd.target) ?? attacker;
      const responses = weaponsOf(defender);
      const response =
        cmd.response === 5
          ? { kind: 'skill' as const, skill: 'bow' as const }
          : { kind: 'weapons' as const, weapons: pick(responses, cmd.response)! };
      return resolveAttack(e, {
        attackerId: attacker.id,
        defenderId: defender.id,
        weapons: pick(weaponsOf(attacker), cmd.weapon)!,
        response,
        distance: cmd.distance,
        from: cmd.rear ? 'rear' : 'front',
        stealth: cmd.stealth,
        dice: createSeededRandom(cmd.seed),
      });
    }
    case 'crit': {
      const options = e.pending?.critical.options ?? [];
      const choice = cmd.option === 4 ? null : (pick(options, cmd.option)?.gearItemId ?? null);
      return chooseCriticalTarget(e, { gearItemId: choice });
    }
    case 'hp':
      return adjustHp(e, { combatantId: anyone(cmd.who), amount: cmd.amount, combat: cmd.combat });
    case 'effect':
      return addEffect(e, { combatantId: anyone(cmd.who), effect: cmd.effect });
    case 'action':
      switch (cmd.which) {
        case 'move':
          return spendAction(e, { task: 'move' });
        case 'reload':
          return spendAction(e, { task: 'reload', weaponId: 'xbow' });
        case 'shield-off':
          return spendAction(e, { task: 'unequip-shield', shieldId: 'buckler' });
        case 'shield-on':
          return spendAction(e, { task: 'equip-shield', shieldId: 'buckler' });
        case 'trap':
          return spendAction(e, { task: 'set-trap', tools: 'basic', dice: 7 });
      }
      throw new Error('unreachable');
    case 'stealth':
      return stealthCheck(e, {
        defenderIds: e.combatants.filter((c) => c.id !== me?.id).map((c) => c.id),
        dice: createSeededRandom(cmd.seed),
      });
    case 'roster':
      return cmd.add ? addCombatant(e, wolf(10 + e.log.length)) : removeCombatant(e, anyone(cmd.who));
    case 'repair':
      return repairAfterBattle(e);
  }
}

/** Runs the commands, skipping those the rules refuse, and hands each successful step to `check`. */
function run(cmds: readonly Command[], check: (before: Encounter, step: Transition) => void): Encounter {
  let e = startTurn(
    createEncounter({ combatants: [ayla, grok, wolf(1), wolf(2)], orderMode: 'clockwise' }).encounter,
  ).encounter;
  for (const cmd of cmds) {
    let step: Transition;
    try {
      step = apply(e, cmd);
    } catch (error) {
      if (error instanceof RulesError) continue;
      throw error;
    }
    check(e, step);
    e = step.encounter;
  }
  return e;
}

describe('encounter laws (fast-check)', () => {
  it('undo ∘ transition = identity: undo gives back exactly the encounter before any transition', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (cmds) => {
        run(cmds, (before, step) => expect(undo(step.encounter)).toEqual(before));
      }),
      { numRuns: 300 },
    );
  });

  it('HP bookkeeping: the HP changes logged for a combatant add up to their HP change, step by step', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (cmds) => {
        run(cmds, (before, step) => {
          expect(step.encounter.log.slice(before.log.length)).toEqual(step.entries);
          for (const c of step.encounter.combatants) {
            const was = before.combatants.find((x) => x.id === c.id)?.hp ?? c.hp;
            const logged = step.entries.filter((x) => x.targetId === c.id).reduce((sum, x) => sum + x.hpChange, 0);
            expect(logged).toBe(c.hp - was);
            expect(c.hp).toBeLessThanOrEqual(c.maxHp);
            expect(c.combatDamage).toBeGreaterThanOrEqual(0);
            expect(c.combatDamage).toBeLessThanOrEqual(c.maxHp - c.hp);
            for (const g of c.gear) expect(g.tier).toBeGreaterThanOrEqual(0);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the whole log accounts for every HP from the start of the fight to the end', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (cmds) => {
        const end = run(cmds, () => {});
        for (const c of end.combatants) {
          const logged = end.log.filter((x) => x.targetId === c.id).reduce((sum, x) => sum + x.hpChange, 0);
          expect(logged).toBe(c.hp - c.maxHp);
        }
      }),
      { numRuns: 100 },
    );
  });
});
