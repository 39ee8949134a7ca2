import { damageDistribution, hitChance, type DamageDistribution, type HitChance } from '../attack';
import { duelOdds, type DuelOdds } from '../odds/duel';
import { teamOdds, type OddsStart, type TeamOdds, type TeamOddsOptions } from '../odds/teams';
import { findFighter } from './history';
import { nextAttacker, opponentsOf, roundStatsOf } from './round';
import type { Fight } from './types';

/** The odds of the fight from where it stands: the team odds, and the duel's full distribution when two are left. */
export type FightOdds = TeamOdds & { readonly duel: DuelOdds | null };

/** The fight as the odds see it: the next round to play and, in a round, the attackers still to come. */
export function oddsStartOf(fight: Fight): OddsStart {
  const index = (id: string) => fight.fighters.findIndex((f) => f.id === id);
  const inRound = fight.status === 'in-round';
  return {
    fighters: fight.fighters.map((f) => ({
      team: f.team,
      stats: f.stats,
      hp: f.defeated ? Math.min(0, f.hp) : f.hp,
      target: f.targetId === null ? -1 : index(f.targetId),
    })),
    round: inRound ? fight.round : fight.round + 1,
    remaining: inRound ? fight.order.slice(fight.next).map(index) : [],
  };
}

/**
 * Each team's chance to win from here (before the first round: before the fight). One against one between rounds it
 * is duelOdds, exact with its distribution over rounds and HP; otherwise teamOdds, exact while cheap, else an estimate
 * with its 95 % interval.
 */
export function fightOdds(fight: Fight, options: TeamOddsOptions = {}): FightOdds {
  if (fight.status === 'over') {
    return {
      method: 'exact',
      pWins: fight.teams.map((_, i) => (i === fight.winner ? 1 : 0)),
      pUndecided: 0,
      duel: null,
    };
  }
  const standing = fight.fighters.filter((f) => !f.defeated);
  const [a, b] = standing;
  if (standing.length === 2 && a !== undefined && b !== undefined && fight.status === 'between-rounds') {
    const duel = duelOdds(a.stats, b.stats, fight.rules, {
      hpA: a.hp,
      hpB: b.hp,
      round: fight.round + 1,
      ...(options.maxRounds === undefined ? {} : { maxRounds: options.maxRounds }),
    });
    const pWins = fight.teams.map((_, i) => (i === a.team ? duel.pAWins : i === b.team ? duel.pBWins : 0));
    return { method: 'exact', pWins, pUndecided: duel.pUndecided, duel };
  }
  return { ...teamOdds(oddsStartOf(fight), fight.rules, options), duel: null };
}

/** The odds of the next attack on one opponent, before the draws. */
export interface AttackPreview {
  readonly targetId: string;
  /** The chance this opponent is the one attacked: 1 when kept, 1 / opponents when drawn (R-target-1). */
  readonly pTarget: number;
  readonly hit: HitChance;
  readonly damage: DamageDistribution;
  /** The chance this attack defeats them: a hit whose damage reaches their HP. */
  readonly pDefeats: number;
}

/** The next attack's odds, on the kept opponent or on each one it may draw; empty between rounds. */
export function attackPreview(fight: Fight): readonly AttackPreview[] {
  const attacker = nextAttacker(fight);
  if (attacker === null) return [];
  const kept = attacker.targetId === null ? null : findFighter(fight, attacker.targetId);
  const targets = kept !== null && !kept.defeated ? [kept] : opponentsOf(fight, attacker);
  const a = roundStatsOf(fight, attacker);
  return targets.map((target) => {
    const d = roundStatsOf(fight, target);
    const hit = hitChance(a, d, fight.rules);
    const damage = damageDistribution(a, d, fight.rules);
    const reach = damage.values.filter((v) => v.value >= target.hp).reduce((s, v) => s + v.p, 0);
    return { targetId: target.id, pTarget: 1 / targets.length, hit, damage, pDefeats: hit.p * reach };
  });
}

/**
 * What to write back to each participant once the fight is over (R-hp-2): HP lost "för resten av striden" comes back
 * (hpLost 0), or, under the other reading, stays lost (HP left, never below 0).
 */
export function hpAfterFight(
  fight: Fight,
): readonly { readonly id: string; readonly hp: number; readonly hpLost: number }[] {
  return fight.fighters.map((f) => {
    const hp = fight.rules.hpAfterFight === 'restored' ? f.stats.hp : Math.max(0, f.hp);
    return { id: f.id, hp, hpLost: f.stats.hp - hp };
  });
}
