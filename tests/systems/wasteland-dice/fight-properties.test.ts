import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError, createSeededRandom } from '../../../src/systems/eos/rules';
import {
  breakFree,
  createFight,
  endTurn,
  joinFight,
  letGo,
  moveFighter,
  resolveAttack,
  runInstead,
  setArmed,
  setCover,
  setHp,
  startFight,
  undoFight,
  wdcHouseRules,
  type AttackWith,
  type Fight,
  type FightStep,
} from '../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES, AZULA, FRODO, KATNISS, entry, fighter } from './fixtures';

const WEAPONS: AttackWith[] = [
  { kind: 'ranged' },
  { kind: 'unarmed' },
  { kind: 'melee', skill: null },
  { kind: 'thrown' },
  { kind: 'grab' },
];

const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('end' as const) }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('attack' as const),
      target: fc.nat(4),
      weapon: fc.nat(WEAPONS.length - 1),
      advantage: fc.boolean(),
      disadvantage: fc.boolean(),
      seed: fc.nat(),
    }),
    weight: 6,
  },
  fc.record({ kind: fc.constant('move' as const), tiles: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('run' as const) }),
  { arbitrary: fc.record({ kind: fc.constant('free' as const), seed: fc.nat() }), weight: 3 },
  fc.record({ kind: fc.constant('let-go' as const), who: fc.nat(4) }),
  fc.record({ kind: fc.constant('hp' as const), who: fc.nat(4), hp: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('armed' as const), who: fc.nat(4), armed: fc.boolean() }),
  fc.record({ kind: fc.constant('cover' as const), who: fc.nat(4), inCover: fc.boolean() }),
  fc.record({ kind: fc.constant('join' as const), seed: fc.nat() }),
  { arbitrary: fc.record({ kind: fc.constant('undo' as const) }), weight: 2 },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

function apply(fight: Fight, c: Command): Fight {
  const pick = (n: number) => fight.fighters[n % fight.fighters.length]?.id ?? '';
  const step = ((): FightStep => {
    switch (c.kind) {
      case 'end':
        return endTurn(fight);
      case 'attack':
        return resolveAttack(
          fight,
          {
            targetId: pick(c.target),
            with: WEAPONS[c.weapon] as AttackWith,
            advantage: c.advantage,
            disadvantage: c.disadvantage,
          },
          createSeededRandom(c.seed),
        );
      case 'move':
        return moveFighter(fight, c.tiles);
      case 'run':
        return runInstead(fight);
      case 'free':
        return breakFree(fight, createSeededRandom(c.seed));
      case 'let-go':
        return letGo(fight, fight.fighters.find((f) => f.heldBy === fight.turn?.fighterId)?.id ?? pick(c.who));
      case 'hp':
        return setHp(fight, pick(c.who), c.hp);
      case 'armed':
        return setArmed(fight, pick(c.who), c.armed);
      case 'cover':
        return setCover(fight, pick(c.who), c.inCover);
      case 'join':
        return joinFight(
          fight,
          entry(`newcomer${fight.fighters.length}`, fighter({ skills: { aim: 1 } })),
          createSeededRandom(c.seed),
        );
      case 'undo':
        return { fight: undoFight(fight), entries: [] };
    }
  })();
  return step.fight;
}

function start(seed: number): Fight {
  const made = createFight({
    rules: wdcHouseRules({ throwing: true, grappling: true, cover: true }),
    fighters: [
      entry('katniss', KATNISS),
      entry('frodo', FRODO, { side: 'shire' }),
      entry('azula', AZULA, { armed: false }),
      entry(
        'sam',
        fighter({ armour: { torso: ARMOUR_EXAMPLES.leatherJacket, helmet: ARMOUR_EXAMPLES.footballHelmet } }),
        {
          side: 'shire',
        },
      ),
    ],
  });
  return startFight(made, createSeededRandom(seed)).fight;
}

/** Plays the commands; a refused one (a RulesError) leaves the fight as it was, anything else is a bug. */
function play(
  seed: number,
  commands: readonly Command[],
  check: (before: Fight, after: Fight, c: Command) => void,
): void {
  let fight = start(seed);
  for (const c of commands) {
    let next: Fight;
    try {
      next = apply(fight, c);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      continue;
    }
    check(fight, next, c);
    fight = next;
  }
}

describe('the fight tracker under any sequence of steps (fast-check)', () => {
  it('undo after any step gives back exactly the fight before it', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(command, { minLength: 10, maxLength: 60 }), (seed, commands) => {
        play(seed, commands, (before, after, c) => {
          if (c.kind !== 'undo') expect(undoFight(after)).toEqual(before);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the rules: HP 0–5, one HP per hit, no attack by or on the downed, turns only for the standing', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(command, { minLength: 10, maxLength: 60 }), (seed, commands) => {
        play(seed, commands, (before, after, c) => {
          for (const f of after.fighters) {
            expect(f.hp).toBeGreaterThanOrEqual(0);
            expect(f.hp).toBeLessThanOrEqual(5);
            if (f.heldBy !== null) expect(after.fighters.find((g) => g.id === f.heldBy)?.hp).toBeGreaterThan(0);
          }
          if (c.kind === 'attack') {
            const target = before.fighters[c.target % before.fighters.length];
            const attacker = before.fighters.find((f) => f.id === before.turn?.fighterId);
            expect(target?.hp).toBeGreaterThan(0);
            expect(attacker?.hp).toBeGreaterThan(0);
            const lost = before.fighters.reduce((sum, f, i) => sum + f.hp - (after.fighters[i]?.hp ?? f.hp), 0);
            expect([0, 1]).toContain(lost);
          }
          if (after.turn !== null && c.kind === 'end') {
            expect(after.fighters.find((f) => f.id === after.turn?.fighterId)?.hp).toBeGreaterThan(0);
          }
          expect(after.log.map((e) => e.id)).toEqual(after.log.map((_, i) => i + 1));
          if (after.status !== 'setup') expect([...after.order].sort()).toEqual(after.fighters.map((f) => f.id).sort());
        });
      }),
      { numRuns: 100 },
    );
  });

  it('is plain data: a stored copy (JSON) is the same fight', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(command, { minLength: 10, maxLength: 40 }), (seed, commands) => {
        play(seed, commands, (_before, after) => {
          const stored = JSON.parse(JSON.stringify(after)) as Fight;
          expect(stored).toEqual(after);
        });
      }),
      { numRuns: 60 },
    );
  });
});
