import type { ArmorTotal } from '../combat/armor';
import type { CombatActionType } from '../combat/actions';
import { stealthAttackDamage } from '../combat/stealth-attack';
import type { ContestSide } from '../../../../core/rules';
import { attackOdds } from '../odds/attack';
import { contestedOdds } from '../odds/contest';
import { GUARANTEED_HIT, damageDistribution, type DamageDistribution, type ExchangeOdds } from '../odds/damage';
import { attackReadiness, type Readiness } from './attack';
import { planAttack, type AttackPlan } from './attack-plan';
import type { AttackDeclaration, Encounter } from './types';
import { requireDeclaration, requireEncounter } from './inputs';

/** The odds of an attack before the dice, all exact (no simulation). */
export interface AttackPreview {
  /** A contested roll, a guaranteed hit (no roll), or a stealth attack (free action, the defender rolls nothing). */
  readonly mode: 'contested' | 'guaranteed-hit' | 'stealth';
  readonly action: CombatActionType | 'free';
  /** A loaded crossbow or firearm inside its guaranteed-hit zone: "the damage is applied and no roll occurs". */
  readonly guaranteedHit: boolean;
  /** Dice thrown (keeping the best) and the modifier added, per side; 0 dice throws nothing. */
  readonly attacker: ContestSide;
  readonly defender: ContestSide;
  readonly pAttackerWins: number;
  readonly pTie: number;
  readonly pDefenderWins: number;
  /** The attacker's damage: P(hit), every damage value with its probability, and the expected damage. */
  readonly damage: DamageDistribution;
  /** The defender's counterattack damage, or null when they cannot deal damage back (see counterNote). */
  readonly counter: DamageDistribution | null;
  readonly counterNote: string | null;
  /** The armor the attack must get through, term by term. */
  readonly targetArmor: ArmorTotal;
  /** Chances of a natural 20 or 1 on each side's kept die (contested rolls only). */
  readonly criticals: {
    readonly attackerNatural20: number;
    readonly attackerNatural1: number;
    readonly defenderNatural20: number;
    readonly defenderNatural1: number;
  };
  /** Equally likely throws behind every probability (1 when nothing is rolled). */
  readonly outcomes: number;
  /** Whether the attack can be made now, and why not. */
  readonly readiness: Readiness;
}

function exchangeOdds(plan: AttackPlan): ExchangeOdds {
  switch (plan.mode) {
    case 'guaranteed-hit':
      return attackOdds(plan.attack, GUARANTEED_HIT);
    case 'stealth': {
      const freeHit = plan.freeHit;
      if (freeHit === null) return attackOdds(plan.attack, GUARANTEED_HIT);
      return damageDistribution(
        plan.contest,
        ({ attackerNatural }) => stealthAttackDamage(plan.attack, { d20: attackerNatural ?? 1, ...freeHit }).total,
      );
    }
    case 'contested':
      return attackOdds(plan.attack, plan.contest, plan.counter ?? undefined);
  }
}

/**
 * "Before rolling, show the exact odds": both sides' modifiers and dice, P(win), P(tie), the expected damage and its
 * distribution, the counterattack's odds, and whether the attack can be made now.
 * @example attackPreview(encounter, { attackerId: 'ayla', defenderId: 'wolf', weapons: ['sword'], response: { kind: 'weapons', weapons: ['natural-weapon'] }, distance: 1, from: 'front' }).pAttackerWins
 */
export function attackPreview(encounter: Encounter, declaration: AttackDeclaration): AttackPreview {
  requireEncounter('The encounter', encounter);
  requireDeclaration(declaration);
  const plan = planAttack(encounter, declaration);
  const odds = exchangeOdds(plan);
  const contested = plan.mode === 'contested';
  const contest = contested ? contestedOdds(plan.contest) : null;
  return {
    mode: plan.mode,
    action: plan.action,
    guaranteedHit: plan.mode === 'guaranteed-hit',
    attacker: plan.contest.attacker,
    defender: plan.contest.defender,
    pAttackerWins: contest?.pAttackerWins ?? 1,
    pTie: contest?.pTie ?? 0,
    pDefenderWins: contest?.pDefenderWins ?? 0,
    damage: { pHit: odds.pHit, damage: odds.damage, expectedDamage: odds.expectedDamage },
    counter: odds.counter,
    counterNote: plan.counterNote,
    targetArmor: plan.targetArmor,
    criticals: {
      attackerNatural20: contest?.pAttackerNatural20 ?? 0,
      attackerNatural1: contest?.pAttackerNatural1 ?? 0,
      defenderNatural20: contest?.pDefenderNatural20 ?? 0,
      defenderNatural1: contest?.pDefenderNatural1 ?? 0,
    },
    outcomes: odds.outcomes,
    readiness: attackReadiness(encounter, plan),
  };
}
