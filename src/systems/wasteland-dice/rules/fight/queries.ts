import { requireWhole } from '../../../../core/rules';
import { downChanceWithin, hitChance, MAX_ATTACKS, type DownChance, type HitChance } from '../odds';
import { pvpNotice } from '../pvp';
import type { WdcFighter } from '../schemas/fighter';
import { findFighter } from './history';
import { isStanding } from './order';
import { planAttack, type AttackPlan } from './plan';
import type { AttackDeclaration, Fight, FightFighter } from './types';

/** The fighter whose turn it is, or null before the start and after the end. */
export function currentFighter(fight: Fight): FightFighter | null {
  return fight.turn === null ? null : findFighter(fight, fight.turn.fighterId);
}

/** The fighters in turn order, each with whether they are downed. */
export function turnOrder(fight: Fight): readonly (FightFighter & { readonly downed: boolean })[] {
  return fight.order.map((id) => {
    const fighter = findFighter(fight, id);
    return { ...fighter, downed: !isStanding(fighter) };
  });
}

/** The sides with a fighter still standing: one left means the Storyteller may end the fight. */
export function standingSides(fight: Fight): readonly string[] {
  return [...new Set(fight.fighters.filter(isStanding).map((f) => f.side))];
}

/** What an attack would be before the dice: the plan, the exact chance to hit, and the chance to down the target. */
export interface AttackPreview extends AttackPlan {
  readonly chance: HitChance;
  /** The chance the target is downed within `attacks` attacks like this one (1 by default). */
  readonly down: DownChance;
}

/**
 * The exact odds of the current fighter's attack before the dice ("the attack roll must equal or exceed the
 * appropriate defense value"), with advantage and disadvantage, and the chance that `attacks` such attacks down the
 * target from the hit points they have left.
 * @example attackPreview(fight, { targetId: 'frodo', with: { kind: 'ranged' } }).chance.p // Azula: 0.5
 */
export function attackPreview(fight: Fight, declaration: AttackDeclaration, attacks = 1): AttackPreview {
  requireWhole('The number of attacks', attacks, 1, MAX_ATTACKS);
  const plan = planAttack(fight, declaration);
  const chance = hitChance(plan.odds, fight.rules);
  const down =
    declaration.with.kind === 'grab'
      ? downChanceWithin(plan.target.hp, { ways: 0, outcomes: 1, p: 0 }, attacks)
      : downChanceWithin(plan.target.hp, chance, attacks);
  return { ...plan, chance, down };
}

/** The notice a PvP fight carries (C-01), or null for a Storyteller event. */
export function fightNotice(fight: Fight): string | null {
  return pvpNotice(fight.purpose, fight.rules);
}

/** A fighter's payload after the fight, with the hit points they are left with, for the character record. */
export function fighterAfterFight(fight: Fight, fighterId: string): WdcFighter {
  const fighter = findFighter(fight, fighterId);
  return { ...fighter.fighter, hp: fighter.hp };
}
