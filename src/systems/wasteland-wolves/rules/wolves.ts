import { RulesError, requireWhole, rollDie, type RandomSource } from '../../../core/rules';
import { MAX_TURNS } from './checks';
import { Fraction, chanceOf, type Chance } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { WOLF_KINDS, type StockId, type WolfKind } from './ids';
import type { WolfStats } from './schemas/game';
import { GAME } from './tables';

/** "Wolves have 25 health and deal 5-10 damage", Dire 40 and 7-14, Iron 60 and 10-20 with their specials. */
export function wolfStats(kind: WolfKind): WolfStats {
  const stats = GAME.wolves.kinds.find((k) => k.id === kind);
  if (stats === undefined) {
    throw new RulesError('unknown-option', `A wolf must be one of ${WOLF_KINDS.join(', ')}, not "${String(kind)}".`);
  }
  return stats;
}

/** "up to a maximum of three active wolves at any time" */
export const MAX_ACTIVE_WOLVES = GAME.wolves.maxActive;

/** The chance of each outcome of this turn's spawn attempt. */
export interface SpawnOdds {
  readonly turn: number;
  /** The text's line for the stage this turn is in. */
  readonly quote: string;
  readonly none: Chance;
  readonly kinds: readonly { readonly wolf: WolfKind; readonly chance: Chance }[];
  /** Why nothing can spawn (three already active), or null. */
  readonly blocked: string | null;
}

function stageOf(turn: number) {
  // R-wolf-1: "After eight turns" is from turn 9, "After sixteen turns" from turn 17.
  const stages = GAME.wolves.spawnStages.filter((s) => turn > s.afterTurns);
  const stage = stages.at(-1);
  if (stage === undefined) throw new Error('no spawn stage');
  return stage;
}

/**
 * This turn's spawn: "attempt to spawn once per turn up to a maximum of three active wolves" (the attempt succeeds by
 * M-07's chance), and what spawns: a wolf, or "After eight turns" a Dire Wolf 30 % "in place of a normal wolf", "After
 * sixteen turns" an Iron Wolf 15 % and a Dire Wolf 40 %.
 * @example spawnOdds(9, 0).kinds // wolf 70 %, dire 30 %, iron 0 %
 */
export function spawnOdds(
  turn: number,
  active: number,
  rules: Pick<WwHouseRules, 'wolfSpawnPercent'> = DEFAULT_HOUSE_RULES,
): SpawnOdds {
  requireWhole('The turn', turn, 1, MAX_TURNS);
  requireWhole('Active wolves', active, 0, MAX_ACTIVE_WOLVES);
  const stage = stageOf(turn);
  if (active >= MAX_ACTIVE_WOLVES) {
    return {
      turn,
      quote: stage.quote,
      none: chanceOf(Fraction.ONE),
      kinds: WOLF_KINDS.map((wolf) => ({ wolf, chance: chanceOf(Fraction.ZERO) })),
      blocked: `Three wolves are active: "up to a maximum of three active wolves at any time".`,
    };
  }
  const spawn = Fraction.percent(rules.wolfSpawnPercent);
  return {
    turn,
    quote: stage.quote,
    none: chanceOf(Fraction.ONE.sub(spawn)),
    kinds: WOLF_KINDS.map((wolf) => ({ wolf, chance: chanceOf(spawn.mul(Fraction.percent(stage.percent[wolf]))) })),
    blocked: null,
  };
}

/** This turn's spawn drawn from the random source: the kind that spawns, or null. */
export function rollSpawn(
  turn: number,
  active: number,
  random: RandomSource,
  rules: Pick<WwHouseRules, 'wolfSpawnPercent'> = DEFAULT_HOUSE_RULES,
): WolfKind | null {
  const odds = spawnOdds(turn, active, rules);
  if (odds.blocked !== null) return null;
  if (rollDie(100, random) > rules.wolfSpawnPercent) return null;
  const stage = stageOf(turn);
  const roll = rollDie(100, random);
  let upTo = 0;
  for (const wolf of WOLF_KINDS) {
    upTo += stage.percent[wolf];
    if (roll <= upTo) return wolf;
  }
  return 'wolf';
}

/**
 * An Iron Wolf's health at the end of a turn: "regenerate 10 health per turn when not occupying the same tile as a
 * player or tracking", never above its 60 (R-wolf-2). Other wolves do not regenerate.
 */
export function wolfHealthAfterTurn(kind: WolfKind, health: number, engaged: boolean): number {
  const stats = wolfStats(kind);
  requireWhole(`${stats.name}'s health`, health, 1, stats.health);
  if (stats.regeneration === undefined || engaged) return health;
  return Math.min(stats.health, health + stats.regeneration);
}

/** "They will stop tracking players when their health drops below 30." Only Iron Wolves stop. */
export function wolfStopsTracking(kind: WolfKind, health: number): boolean {
  const stats = wolfStats(kind);
  return stats.stopsTrackingBelow !== undefined && health < stats.stopsTrackingBelow;
}

/** "Killing one yields one scraps" (Iron: "and has 50% chance of yielding one anomalous material"), as exact odds. */
export function wolfLoot(kind: WolfKind) {
  return wolfStats(kind).loot.map((l) => ({ ...l, chance: chanceOf(Fraction.percent(l.percent)) }));
}

/** The loot of a killed wolf, each chance drawn from the random source. */
export function rollWolfLoot(kind: WolfKind, random: RandomSource): Partial<Record<StockId, number>> {
  const found: Partial<Record<StockId, number>> = {};
  for (const l of wolfStats(kind).loot) {
    if (l.percent === 100 || rollDie(100, random) <= l.percent) found[l.item] = (found[l.item] ?? 0) + l.count;
  }
  return found;
}
