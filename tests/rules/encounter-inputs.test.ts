import { describe, expect, it } from 'vitest';
import { attackDamage } from '../../src/systems/eos/rules/combat/attack-damage';
import { stealthAttackDamage } from '../../src/systems/eos/rules/combat/stealth-attack';
import { requireContestSide } from '../../src/core/rules/dice';
import {
  addEffect,
  attackPreview,
  placeTrap,
  setInitiative,
  spendAction,
  chooseCriticalTarget,
  createEncounter,
  encounterIntegrityProblems,
  quickCreatureProblem,
  quickCreatureProfile,
  resolveAttack,
  undo,
  type AttackDeclaration,
  type CombatantInput,
  type Encounter,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { trackingRoll } from '../../src/systems/eos/rules/gathering/hunting';
import { ayla, typed, wolf, wolfCreature } from './encounter-fixtures';

/** Casts a half-filled record past TypeScript, as a hand-edited file or a stale draft hands it to a rule. */
const loose = <T>(value: unknown): T => value as T;

const fresh = (): Encounter =>
  createEncounter({ combatants: [ayla, wolf(1), wolf(2)], orderMode: 'clockwise' }).encounter;
const started = (): Encounter =>
  addEffect(startTurn(fresh()).encounter, {
    combatantId: 'wolf-2',
    effect: { kind: 'bleeding', perRound: 2, rounds: 3 },
  }).encounter;
const swing: AttackDeclaration = {
  attackerId: 'ayla',
  defenderId: 'wolf-1',
  weapons: ['sword'],
  response: { kind: 'weapons', weapons: ['natural-weapon'] },
  distance: 1,
  from: 'front',
};
/** In initiative order, a pit on the field and Ayla halfway through setting a snare. */
const trapping = (): Encounter => {
  const e = createEncounter({ combatants: [ayla, wolf(1)], orderMode: 'initiative' }).encounter;
  const ordered = setInitiative(e, { ayla: [15], 'wolf-1': [9] }).encounter;
  const pit = placeTrap(ordered, { name: 'Pit', ownerId: null, difficulty: 15, trapsLevel: 2, tools: 'basic' });
  return spendAction(startTurn(pit.encounter).encounter, { task: 'set-trap', tools: 'crude', name: 'Snare', dice: 11 })
    .encounter;
};
/** Ayla's natural 20 waits for her choice of the wolf's gear to lower. */
const critical = (): Encounter => resolveAttack(started(), { ...swing, dice: typed([20], [5]) }).encounter;

describe('the encounter rules refuse a half-filled fight in words', () => {
  it('undo: a combatant without a gear list', () => {
    const e = started();
    const broken = { ...e, combatants: e.combatants.map((c) => (c.id === 'ayla' ? { ...c, gear: undefined } : c)) };
    expect(() => undo(loose(broken))).toThrow(
      new RulesError('missing-input', 'Ayla’s gear needs a list, not nothing.'),
    );
  });

  it('undo: a step whose combatants are not said', () => {
    const e = started();
    const steps = [...e.undo.slice(0, -1), { ...e.undo.at(-1)!, combatants: { kind: 'some' } }];
    expect(() => undo(loose({ ...e, undo: steps }))).toThrow(
      'The combatants before the step must be one of unchanged, patch, all, not "some".',
    );
  });

  it('undo: a step whose old fields would leave a broken fight', () => {
    const e = started();
    const steps = [...e.undo.slice(0, -1), { ...e.undo.at(-1)!, fields: { round: -4 } }];
    expect(() => undo(loose({ ...e, undo: steps }))).toThrow('The round must be a whole number 0 or more, not -4.');
  });

  it('attackPreview: a declaration without its weapons', () => {
    expect(() => attackPreview(started(), loose({ ...swing, weapons: undefined }))).toThrow(
      new RulesError('missing-input', 'The attacker’s weapons needs a list, not nothing.'),
    );
    expect(() => attackPreview(started(), loose({ ...swing, weapons: [3] }))).toThrow(
      'An entry of the attacker’s weapons must be text, not 3.',
    );
  });

  it('attackPreview: a wolf whose effect has no kind', () => {
    const e = started();
    const broken = {
      ...e,
      combatants: e.combatants.map((c) => (c.id === 'wolf-2' ? { ...c, effects: [{ id: 'e1' }] } : c)),
    };
    expect(() => attackPreview(loose(broken), swing)).toThrow(
      'Wolf 2’s effect must be one of immobilized, bleeding, custom, stealth-flag, not nothing.',
    );
  });

  it('chooseCriticalTarget: a pending critical without its choices', () => {
    const e = critical();
    const broken = { ...e, pending: { ...e.pending!, critical: { ...e.pending!.critical, options: null } } };
    expect(() => chooseCriticalTarget(loose(broken), { gearItemId: 'natural-weapon' })).toThrow(
      new RulesError('missing-input', 'The critical’s choices needs a list, not nothing.'),
    );
  });

  it('chooseCriticalTarget: a gear id that is not text', () => {
    expect(() => chooseCriticalTarget(critical(), loose({ gearItemId: 7 }))).toThrow(
      'The gear chosen must be text, not 7.',
    );
  });

  it('encounterIntegrityProblems: a trap without its status', () => {
    const trap = {
      id: 't1',
      name: 'Snare',
      ownerId: null,
      difficulty: 12,
      trapsLevel: 1,
      tools: 'crude',
      dealsDamage: true,
    };
    expect(() => encounterIntegrityProblems(loose({ ...fresh(), traps: [trap] }))).toThrow(
      'Snare’s status must be one of armed, discovered, sprung, disarmed, not nothing.',
    );
  });

  it('createEncounter: a combatant without combat specials, and an unknown order', () => {
    const noSpecials: CombatantInput = loose({ ...ayla, profile: { ...ayla.profile, specials: undefined } });
    expect(() => createEncounter({ combatants: [noSpecials], orderMode: 'clockwise' })).toThrow(
      new RulesError('missing-input', 'Ayla’s combat specials needs a list, not nothing.'),
    );
    expect(() => createEncounter(loose({ combatants: [ayla], orderMode: 'random' }))).toThrow(
      'The turn order mode must be one of clockwise, initiative, not "random".',
    );
  });

  it('quickCreatureProblem says what is missing; quickCreatureProfile refuses it', () => {
    expect(quickCreatureProblem(loose({ ...wolfCreature, weapons: [null] }))).toBe(
      'Wolf’s weapon needs its details, not nothing.',
    );
    expect(() => quickCreatureProfile(loose({ ...wolfCreature, weapons: undefined }))).toThrow(
      'Wolf’s weapons needs a list, not nothing.',
    );
  });
});

describe('the combat rules refuse a half-filled attack in words', () => {
  const attacker = { body: 4, size: { sizeCategory: 'medium', tiles: 1 } } as const;

  it('attackDamage: an attack of no known kind', () => {
    expect(() => attackDamage(loose({ kind: 'sword', tier: 3 }), 5)).toThrow(
      new RulesError(
        'unknown-option',
        'The attack’s kind must be one of melee, thrown, bow, crossbow, firearm, siege, trap, not "sword".',
      ),
    );
  });

  it('stealthAttackDamage: a melee weapon that is not a record', () => {
    expect(() =>
      stealthAttackDamage(loose({ kind: 'melee', attacker, weapons: [3], targetArmor: 0 }), {
        d20: 10,
        reflex: 3,
        weaponSkill: 2,
      }),
    ).toThrow('A melee weapon needs its details, not 3.');
  });

  it('requireContestSide: a side named neither attacker nor defender', () => {
    expect(() => requireContestSide(loose({}), { dice: 1, modifier: 0 })).toThrow(
      'The side of the contest must be one of Attacker, Defender, not a record.',
    );
  });

  it('trackingRoll: a tracker without their roll', () => {
    expect(() => trackingRoll(loose({ tracker: undefined, target: { level: 1, presence: 1, roll: 5 } }))).toThrow(
      new RulesError('missing-input', "The tracker's roll needs its details, not nothing."),
    );
  });
});

/** Every value a hand-edited file might leave in a field. */
const BAD: readonly unknown[] = [undefined, null, Number.NaN, -1.5, 'x', [], {}, true];

/** Every path into `value` (records and lists), up to `depth`. */
function pathsOf(value: unknown, depth: number, prefix: (string | number)[] = []): (string | number)[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((key) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf((value as Record<string, unknown>)[key], depth - 1, path)];
  });
}

function withValueAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = withValueAt((value as Record<string | number, unknown>)[key!], rest, replacement);
  return copy;
}

function hasNaN(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'number') return Number.isNaN(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((inner) => hasNaN(inner, seen));
}

/** Calls `run`, which must return a value free of NaN or throw a RulesError with a message. */
function keepsContract(run: () => unknown, what: string): void {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    if (!(error instanceof RulesError) || error.message.trim() === '') {
      throw new Error(`${what}: threw ${String(error)}`, { cause: error });
    }
    return;
  }
  if (result === undefined) throw new Error(`${what}: returned undefined`);
}

describe('every field of a real fight, broken one at a time, is refused in words (never a TypeError)', () => {
  const fights: [string, () => Encounter][] = [
    ['a fight in its first turn', started],
    ['a natural 20 waiting for its choice', critical],
    ['a fight in initiative order with traps', trapping],
  ];

  it('the fights hold what the sweep breaks: effects, a pending critical, initiative, traps', () => {
    expect(started().combatants.find((c) => c.id === 'wolf-2')!.effects).toHaveLength(1);
    expect(critical().pending?.critical.options.length).toBeGreaterThan(0);
    const t = trapping();
    expect(t.initiative).toHaveLength(2);
    expect(t.traps).toHaveLength(1);
    expect(t.combatants.find((c) => c.id === 'ayla')!.trapSetting).not.toBeNull();
  });

  it.each(fights)('%s', (_, make) => {
    const fight = make();
    // The log's entries are text the rules never read back; the last undo step is read by undo.
    const paths = pathsOf(fight, 6).filter((p) => p[0] !== 'log' || p.length === 1);
    let calls = 0;
    for (const path of paths) {
      for (const bad of BAD) {
        const broken = loose<Encounter>(withValueAt(fight, path, bad));
        const at = `${path.join('.')} = ${String(bad)}`;
        keepsContract(() => undo(broken), `undo with ${at}`);
        keepsContract(() => encounterIntegrityProblems(broken), `encounterIntegrityProblems with ${at}`);
        if (fight.pending === null) {
          const preview = (() => {
            try {
              return attackPreview(broken, swing);
            } catch (error) {
              if (error instanceof RulesError) return null;
              throw new Error(`attackPreview with ${at}: threw ${String(error)}`, { cause: error });
            }
          })();
          if (preview !== null && hasNaN(preview)) throw new Error(`attackPreview with ${at}: NaN in the preview`);
        } else {
          keepsContract(() => chooseCriticalTarget(broken, { gearItemId: 'natural-weapon' }), `choose with ${at}`);
        }
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(500);
  });

  it('every field of a declaration, broken one at a time', () => {
    const fight = started();
    for (const path of pathsOf(swing, 3)) {
      for (const bad of BAD) {
        const declaration = loose<AttackDeclaration>(withValueAt(swing, path, bad));
        keepsContract(() => attackPreview(fight, declaration), `attackPreview with ${path.join('.')} = ${String(bad)}`);
      }
    }
  });

  it('every field of a combatant entering the fight, and of a quick creature, broken one at a time', () => {
    for (const path of pathsOf(ayla, 4)) {
      for (const bad of BAD) {
        const input = loose<CombatantInput>(withValueAt(ayla, path, bad));
        keepsContract(
          () => createEncounter({ combatants: [input, wolf(1)], orderMode: 'clockwise' }),
          `createEncounter with ${path.join('.')} = ${String(bad)}`,
        );
      }
    }
    for (const path of pathsOf(wolfCreature, 3)) {
      for (const bad of BAD) {
        const creature = loose<typeof wolfCreature>(withValueAt(wolfCreature, path, bad));
        keepsContract(() => quickCreatureProblem(creature), `quickCreatureProblem with ${path.join('.')}`);
        keepsContract(() => quickCreatureProfile(creature), `quickCreatureProfile with ${path.join('.')}`);
      }
    }
  });
});

describe('every field of an attack of each kind, broken one at a time, is refused in words', () => {
  const attacker = { body: 4, size: { sizeCategory: 'medium', tiles: 1 }, specials: [] };
  const attacks: readonly unknown[] = [
    {
      kind: 'melee',
      attacker,
      weapons: [{ kind: 'main-hand-melee', tier: 3 }, { kind: 'unarmed-melee' }],
      targetArmor: 2,
    },
    { kind: 'thrown', attacker, weapon: 'main-hand-thrown', tier: 2, targetArmor: 1 },
    { kind: 'bow', attacker, tier: 3, targetArmor: 2 },
    { kind: 'crossbow', weapon: 'two-handed-crossbow', tier: 3, targetArmor: 5 },
    { kind: 'firearm', weapon: 'main-hand-firearm', tier: 4, bulletTier: 3 },
    { kind: 'siege', tier: 2, targetArmor: 10 },
    { kind: 'trap', tools: 'basic' },
  ];
  const roll = { d20: 12, reflex: 3, weaponSkill: 2 };

  it.each(attacks.map((a) => [(a as { kind: string }).kind, a] as const))('%s', (_, attack) => {
    for (const path of pathsOf(attack, 4)) {
      for (const bad of BAD) {
        const broken = loose<Parameters<typeof attackDamage>[0]>(withValueAt(attack, path, bad));
        const at = `${path.join('.')} = ${String(bad)}`;
        keepsContract(() => attackDamage(broken, 5), `attackDamage with ${at}`);
        keepsContract(() => stealthAttackDamage(broken, roll), `stealthAttackDamage with ${at}`);
      }
    }
    for (const path of pathsOf(roll, 1)) {
      for (const bad of BAD) {
        const brokenRoll = loose<typeof roll>(withValueAt(roll, path, bad));
        keepsContract(() => stealthAttackDamage(loose(attack), brokenRoll), `the roll with ${path.join('.')}`);
      }
    }
  });
});
