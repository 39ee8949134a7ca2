import { describe, expect, it } from 'vitest';
import { meleeDamageModifier } from '../../src/systems/eos/rules/size';
import {
  chooseCriticalTarget,
  combatantHealth,
  createEncounter,
  currentCombatant,
  nextTurn,
  resolveAttack,
  type Combatant,
  type Encounter,
  type LogEntry,
} from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { createSeededRandom, type RandomSource } from '../../src/core/rules/random';
import { ayla, grok, wolf } from './encounter-fixtures';

const WEAPON: Record<string, string> = {
  ayla: 'sword',
  grok: 'maul',
  'wolf-1': 'natural-weapon',
  'wolf-2': 'natural-weapon',
};

/** Dire wolves: the fixture wolves with 80 HP, so the fight lasts a few rounds. */
const dire = (n: number) => ({ ...wolf(n), profile: { ...wolf(n).profile, maxHp: 80 } });

interface Exchange {
  before: Encounter;
  entries: readonly LogEntry[];
  attackerId: string;
  defenderId: string;
}

/** The app plays the fight: everyone attacks the first opponent standing, in melee, from the front. */
function autoFight(random: RandomSource): { end: Encounter; exchanges: Exchange[] } {
  let e = createEncounter({ combatants: [ayla, grok, dire(1), dire(2)], orderMode: 'clockwise' }).encounter;
  e = startTurn(e).encounter;
  const exchanges: Exchange[] = [];
  const standing = (side: string) => e.combatants.filter((c) => c.side === side && combatantHealth(c) === 'conscious');
  for (let step = 0; step < 300 && standing('party').length > 0 && standing('foe').length > 0; step++) {
    if (e.pending !== null) {
      e = chooseCriticalTarget(e, { gearItemId: e.pending.critical.options[0]!.gearItemId }).encounter;
      continue;
    }
    const me = currentCombatant(e);
    if (me === null || e.actionsUsed.length > 0) {
      e = nextTurn(e).encounter;
      continue;
    }
    const target = standing(me.side === 'party' ? 'foe' : 'party')[0]!;
    const t = resolveAttack(e, {
      attackerId: me.id,
      defenderId: target.id,
      weapons: [WEAPON[me.id]!],
      response: { kind: 'weapons', weapons: [WEAPON[target.id]!] },
      distance: 1,
      from: 'front',
      dice: random,
    });
    exchanges.push({ before: e, entries: t.entries, attackerId: me.id, defenderId: target.id });
    e = t.encounter;
  }
  return { end: e, exchanges };
}

/** The Damage Cheatsheet written out: "(roll difference + body + weapon bonus) – (armor bonus)", size before armor. */
function cheatsheet(winner: Combatant, loser: Combatant, diff: number): number {
  const weapon = winner.gear.find((g) => g.id === WEAPON[winner.id])!;
  const armor = loser.gear
    .filter((g) => g.slot === 'armor' || g.slot === 'natural-armor' || (g.slot === 'shield' && g.equipped))
    .reduce((sum, g) => sum + g.tier, 0);
  return Math.max(0, diff + winner.body + weapon.tier + meleeDamageModifier(winner.size) - armor);
}

describe('a fight rolled by the app with a seeded RandomSource', () => {
  const first = autoFight(createSeededRandom('eos-fight-1'));

  it('ends with one side down, and the same seed replays the same fight', () => {
    const sides = ['party', 'foe'].map((side) =>
      first.end.combatants.filter((c) => c.side === side).every((c) => combatantHealth(c) !== 'conscious'),
    );
    expect(sides.filter(Boolean)).toHaveLength(1);
    expect(autoFight(createSeededRandom('eos-fight-1')).end).toEqual(first.end);
    expect(autoFight(createSeededRandom('eos-fight-2')).end.log).not.toEqual(first.end.log);
    expect(first.exchanges.length).toBeGreaterThan(5);
  });

  it("every roll is 1d20 + Reflex + skill on each side, and the higher total wins (a tie is nobody's, A-05)", () => {
    for (const x of first.exchanges) {
      const roll = x.entries[0]!;
      const { actor, opponent } = roll.dice!;
      const attacker = x.before.combatants.find((c) => c.id === x.attackerId)!;
      const skill = (c: Combatant) =>
        c.skills[c.id === 'grok' ? 'two-handed-melee' : c.id === 'ayla' ? 'main-hand-melee' : 'unarmed-melee'] ?? 0;
      expect(actor.modifier).toBe(attacker.reflex + skill(attacker));
      expect(actor.natural).toBeGreaterThanOrEqual(1);
      expect(actor.natural).toBeLessThanOrEqual(20);
      expect(actor.total).toBe(actor.natural! + actor.modifier);
      const diff = actor.total - opponent!.total;
      expect(roll.result).toBe(diff > 0 ? 'attacker' : diff < 0 ? 'defender' : 'tie');
    }
  });

  it('every exchange without a critical deals the cheatsheet damage to the loser (counterattacks in melee included)', () => {
    let checked = 0;
    for (const x of first.exchanges) {
      const roll = x.entries[0]!;
      const { actor, opponent } = roll.dice!;
      if ([actor.natural, opponent!.natural].some((n) => n === 1 || n === 20) || roll.result === 'tie') continue;
      const diff = actor.total - opponent!.total;
      const find = (id: string) => x.before.combatants.find((c) => c.id === id)!;
      const [winner, loser] =
        diff > 0 ? [find(x.attackerId), find(x.defenderId)] : [find(x.defenderId), find(x.attackerId)];
      const damage = x.entries.find((entry) => entry.kind === 'damage')!;
      expect(damage.targetId).toBe(loser.id);
      expect(damage.damage).toBe(cheatsheet(winner, loser, Math.abs(diff)));
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
