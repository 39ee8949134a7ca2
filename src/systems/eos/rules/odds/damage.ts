import { RulesError, requireInput } from '../../../../core/rules';
import { D20_SIDES, requireContestSide, type Contest } from '../../../../core/rules';
import { sideOutcomes } from '../../../../core/rules';

/** What a damage formula sees of a won contested roll. */
export interface ContestOutcome {
  /** The winner's roll difference, always 1 or more; 0 for a guaranteed hit, where no dice are thrown. */
  readonly difference: number;
  /** The kept d20 of each side (criticals), or null for a side that throws no dice. */
  readonly attackerNatural: number | null;
  readonly defenderNatural: number | null;
}

/** A damage formula for one outcome (before A-06's floor at 0). */
export type DamageFunction = (outcome: ContestOutcome) => number;

/**
 * A hit that needs no roll: a loaded crossbow "is an automatic hit for any target within the character's crossbow
 * skill level in tiles", a firearm "fired within the guaranteed hit zone — the damage is applied and no roll occurs".
 */
export const GUARANTEED_HIT = 'guaranteed-hit';

/** How an attack is resolved: a contested roll, or a guaranteed hit (probability 1 of hitting). */
export type AttackResolution = Contest | typeof GUARANTEED_HIT;

/** One damage value: `ways` of the `outcomes` equally likely throws deal it. */
export interface DamageOdds {
  readonly damage: number;
  readonly ways: number;
  readonly p: number;
}

/** The damage one side deals in an exchange: 0 whenever it does not win. */
export interface DamageDistribution {
  /** The probability this side wins the roll and so deals its damage formula (which may still be 0 after armor). */
  readonly pHit: number;
  /** Every damage value, ascending, including 0. */
  readonly damage: readonly DamageOdds[];
  readonly expectedDamage: number;
}

/** The exact damage odds of one attack: the attacker's damage and, when a counter formula is given, the defender's. */
export interface ExchangeOdds extends DamageDistribution {
  /** The number of equally likely throws behind every `ways` (1 for a guaranteed hit). */
  readonly outcomes: number;
  /** The defender's counter-damage when it wins (a melee counterattack), or null when no counter formula is given. */
  readonly counter: DamageDistribution | null;
}

/** "all damage is max(0, …), so armor never heals"; a formula that gives NaN or Infinity is a bug, not 0. */
function damageOf(formula: DamageFunction, outcome: ContestOutcome): number {
  const damage = formula(outcome);
  if (typeof damage !== 'number' || !Number.isFinite(damage)) {
    throw new RulesError(
      'invalid-number',
      `The damage formula gave ${String(damage)} for a roll difference of ${outcome.difference}; it must give a number.`,
    );
  }
  return Math.max(0, damage);
}

class Tally {
  private readonly ways = new Map<number, number>();
  private hits = 0;

  add(damage: number, ways: number, hit: boolean): void {
    this.ways.set(damage, (this.ways.get(damage) ?? 0) + ways);
    if (hit) this.hits += ways;
  }

  distribution(outcomes: number): DamageDistribution {
    let expected = 0;
    const damage = [...this.ways.entries()]
      .sort(([x], [y]) => x - y)
      .map(([value, ways]) => {
        expected += value * ways;
        return { damage: value, ways, p: ways / outcomes };
      });
    return { pHit: this.hits / outcomes, damage, expectedDamage: expected / outcomes };
  }
}

/**
 * The exact distribution of the damage an attack deals: `attackDamage` on every throw the attacker wins, 0 on a tie or a
 * loss. With `counterDamage`, also the defender's damage on every throw the defender wins, as in "If they are in
 * melee range & wielding a melee weapon, they will counterattack using the roll difference in their damage
 * calculation". Each formula receives the winner's roll difference and both kept dice, so criticals can add damage.
 */
export function damageDistribution(
  resolution: AttackResolution,
  attackDamage: DamageFunction,
  counterDamage?: DamageFunction,
): ExchangeOdds {
  if (resolution !== GUARANTEED_HIT) requireInput('The attack’s odds', resolution);
  const attack = new Tally();
  const counter = counterDamage === undefined ? null : new Tally();
  if (resolution === GUARANTEED_HIT) {
    attack.add(damageOf(attackDamage, { difference: 0, attackerNatural: null, defenderNatural: null }), 1, true);
    counter?.add(0, 1, false);
    return { outcomes: 1, ...attack.distribution(1), counter: counter?.distribution(1) ?? null };
  }
  const attacker = requireContestSide('Attacker', resolution.attacker);
  const defender = requireContestSide('Defender', resolution.defender);
  const defenderOutcomes = sideOutcomes(defender);
  for (const a of sideOutcomes(attacker)) {
    for (const d of defenderOutcomes) {
      const ways = a.ways * d.ways;
      const difference = (a.natural ?? 0) + attacker.modifier - (d.natural ?? 0) - defender.modifier;
      const outcome = { attackerNatural: a.natural, defenderNatural: d.natural };
      if (difference > 0) {
        attack.add(damageOf(attackDamage, { difference, ...outcome }), ways, true);
        counter?.add(0, ways, false);
      } else if (difference < 0 && counterDamage !== undefined) {
        attack.add(0, ways, false);
        counter?.add(damageOf(counterDamage, { difference: -difference, ...outcome }), ways, true);
      } else {
        attack.add(0, ways, false);
        counter?.add(0, ways, false);
      }
    }
  }
  const outcomes = D20_SIDES ** (attacker.dice + defender.dice);
  return { outcomes, ...attack.distribution(outcomes), counter: counter?.distribution(outcomes) ?? null };
}
