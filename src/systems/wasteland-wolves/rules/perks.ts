import { RulesError, requireWhole } from '../../../core/rules';
import { requireId } from './checks';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { CONDITION_IDS, EVENT_IDS, PERK_IDS, type ConditionId, type EventId, type ItemId, type PerkId } from './ids';
import { MAX_LEVEL, perkPointsAt } from './levels';
import type { Perk } from './schemas/perks';
import { GAME, PERKS } from './tables';

/** The ranks a player holds, by perk (a perk not listed is rank 0). */
export type PerkBuild = Readonly<Partial<Record<PerkId, number>>>;

export function perkOf(id: PerkId): Perk {
  const perk = PERKS.find((p) => p.id === requireId('A perk', id, PERK_IDS));
  if (perk === undefined) throw new RulesError('unknown-option', `There is no perk "${id}".`);
  return perk;
}

/** How many ranks a perk has; Resilient's second "Rank 1" is Rank 2 unless the table reads it as a duplicate (T-01). */
export function perkRankCount(id: PerkId, rules: Pick<WwHouseRules, 'resilientRanks'> = DEFAULT_HOUSE_RULES): number {
  const perk = perkOf(id);
  if (id === 'resilient' && rules.resilientRanks === 'one-rank') return 1;
  return perk.ranks.length;
}

function checkBuild(build: PerkBuild, rules: Pick<WwHouseRules, 'resilientRanks'>): void {
  for (const [id, rank] of Object.entries(build)) {
    const perk = perkOf(id as PerkId);
    requireWhole(`${perk.name}'s rank`, rank as number, 0, perkRankCount(perk.id, rules));
  }
}

/** Points a build has spent: the cost of every rank held. */
export function spentPerkPoints(
  build: PerkBuild,
  rules: Pick<WwHouseRules, 'resilientRanks'> = DEFAULT_HOUSE_RULES,
): number {
  checkBuild(build, rules);
  let spent = 0;
  for (const [id, rank = 0] of Object.entries(build)) {
    for (const r of perkOf(id as PerkId).ranks.slice(0, rank)) spent += r.cost;
  }
  return spent;
}

/**
 * Why a player of `level` cannot take the next rank of a perk, in their words, or null when they can: the top rank
 * already held, the level it unlocks at ("Rank 2, 1 point, unlocked Level 3"), a rank it requires ("requires
 * Bowmaster Rank 2"), or too few points left.
 */
export function nextRankRefusal(
  build: PerkBuild,
  id: PerkId,
  level: number,
  rules: Pick<WwHouseRules, 'resilientRanks'> = DEFAULT_HOUSE_RULES,
): string | null {
  requireWhole('Level', level, 1, MAX_LEVEL);
  const perk = perkOf(id);
  const held = build[id] ?? 0;
  const count = perkRankCount(id, rules);
  if (held >= count) {
    return count === 1 ? `${perk.name} has only one rank.` : `${perk.name} is already at its top rank, Rank ${count}.`;
  }
  const next = perk.ranks[held];
  if (next === undefined) return `${perk.name} has no Rank ${held + 1}.`;
  if (level < next.unlockLevel) {
    return `${perk.name} Rank ${next.rank} unlocks at level ${next.unlockLevel}; this player is level ${level}.`;
  }
  if (next.requires !== null) {
    const needed = perkOf(next.requires.perk);
    const has = build[next.requires.perk] ?? 0;
    if (has < next.requires.rank) {
      return `${perk.name} requires ${needed.name} Rank ${next.requires.rank}; this player has ${has === 0 ? 'none' : `Rank ${has}`}.`;
    }
  }
  const left = perkPointsAt(level) - spentPerkPoints(build, rules);
  if (next.cost > left) {
    const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
    return `${perk.name} Rank ${next.rank} costs ${points(next.cost)}; ${points(left)} left of the ${perkPointsAt(level)} a level-${level} player has.`;
  }
  return null;
}

/** The build with one more rank of a perk, or a RulesError saying why not (never changes `build`). */
export function addPerkRank(
  build: PerkBuild,
  id: PerkId,
  level: number,
  rules: Pick<WwHouseRules, 'resilientRanks'> = DEFAULT_HOUSE_RULES,
): PerkBuild {
  const refusal = nextRankRefusal(build, id, level, rules);
  if (refusal !== null) throw new RulesError('not-allowed', refusal);
  return { ...build, [id]: (build[id] ?? 0) + 1 };
}

/** The build with the top rank of a perk taken back, refused while another perk rests on it (Eagle Eye on Bowmaster 2). */
export function removePerkRank(build: PerkBuild, id: PerkId): PerkBuild {
  const perk = perkOf(id);
  const held = build[id] ?? 0;
  if (held === 0) throw new RulesError('not-allowed', `This player has no rank of ${perk.name} to take back.`);
  for (const other of PERKS) {
    const rank = build[other.id] ?? 0;
    for (const r of other.ranks.slice(0, rank)) {
      if (r.requires?.perk === id && r.requires.rank >= held) {
        throw new RulesError(
          'not-allowed',
          `${other.name} requires ${perk.name} Rank ${r.requires.rank}: take back ${other.name} first.`,
        );
      }
    }
  }
  const next: Partial<Record<PerkId, number>> = { ...build };
  if (held === 1) delete next[id];
  else next[id] = held - 1;
  return next;
}

/**
 * Everything wrong with a stored build for a player of `level`, in a player's words (for a sheet that must still draw):
 * more points spent than earned, a rank above the level's unlock, a missing prerequisite.
 */
export function perkBuildProblems(
  build: PerkBuild,
  level: number,
  rules: Pick<WwHouseRules, 'resilientRanks'> = DEFAULT_HOUSE_RULES,
): readonly string[] {
  const problems: string[] = [];
  try {
    checkBuild(build, rules);
  } catch (error) {
    if (error instanceof RulesError) return [error.message];
    throw error;
  }
  const earned = perkPointsAt(level);
  const spent = spentPerkPoints(build, rules);
  if (spent > earned) problems.push(`The perks cost ${spent} points; a level-${level} player has ${earned}.`);
  for (const perk of PERKS) {
    for (const r of perk.ranks.slice(0, build[perk.id] ?? 0)) {
      if (level < r.unlockLevel) problems.push(`${perk.name} Rank ${r.rank} unlocks at level ${r.unlockLevel}.`);
      if (r.requires !== null && (build[r.requires.perk] ?? 0) < r.requires.rank) {
        problems.push(`${perk.name} requires ${perkOf(r.requires.perk).name} Rank ${r.requires.rank}.`);
      }
    }
  }
  return problems;
}

/** Every number a build changes, for the rules that use them and for a sheet that shows them. */
export interface PerkEffects {
  /** Tough Cookie: "+10 maximum health … an additional 10". */
  readonly maxHealthBonus: number;
  /** Energetic: "+50 energy per turn". */
  readonly incomeBonus: number;
  /** Traveller: "All movement, including sprinting, now costs 20% less energy" (−20). */
  readonly movementCostPercent: number;
  /** All In: "up to two actions attacking in a single turn"; 1 without it (R-attack-1). */
  readonly attacksPerTurn: number;
  /** All In: "the second attack costing 30% extra energy"; 0 at Rank 2. */
  readonly secondAttackExtraPercent: number;
  /** Spotter: the tiles within which equipped weapons show (0 without it). */
  readonly revealTiles: number;
  /** Apex Predator: "100% additional damage to, and take 20% less damage from, all wolves". */
  readonly wolfDamagePercent: number;
  readonly wolfResistancePercent: number;
  readonly tamedWolves: number;
  /** Bowmaster: 15 / 30 / 50. */
  readonly bowDamagePercent: number;
  /** Eagle Eye: 10 (A-11 says how it applies). */
  readonly bowAccuracyPercent: number;
  /** Smith, Chemist, Trapper: how much lower each recipe's roll is. */
  readonly craftRollReduction: Readonly<Partial<Record<ItemId, number>>>;
  /** Resting's heal: 8-16, Heavy Sleeper 9-18 and 10-20. */
  readonly restHeal: { readonly min: number; readonly max: number };
  /** Each turn's chances to improve and worsen (Resilient's 15 %, 45 %, 65 %). */
  readonly conditionChances: Readonly<
    Record<ConditionId, { readonly improvePercent: number; readonly worsenPercent: number }>
  >;
  /** Each random event's chance at the start of a turn (Favored's 16 % and 6 %). */
  readonly eventPercents: Readonly<Record<EventId, number>>;
  /** Backup Weapon: weapons usable without being equipped (T-03 says what "modified knives" are). */
  readonly unequippedWeapons: readonly ItemId[];
  /** What the other perks allow, in words (Quick Draw, Friend of Orphans, Tracker). */
  readonly abilities: readonly string[];
}

/**
 * The numbers a build changes.
 * @example perkEffects({ 'tough-cookie': 2, energetic: 1 }).maxHealthBonus // 20
 */
export function perkEffects(
  build: PerkBuild,
  rules: Pick<WwHouseRules, 'resilientRanks' | 'modifiedKnives'> = DEFAULT_HOUSE_RULES,
): PerkEffects {
  checkBuild(build, rules);
  const at = <T>(id: PerkId, values: readonly T[] | undefined, none: T): T => {
    const rank = build[id] ?? 0;
    return rank === 0 || values === undefined ? none : (values[rank - 1] ?? none);
  };
  const effects = (id: PerkId) => perkOf(id).effects;
  const craftRollReduction: Partial<Record<ItemId, number>> = {};
  for (const id of ['smith', 'chemist', 'trapper'] as const) {
    const by = at(id, effects(id).craftRollReduction, 0);
    if (by > 0) for (const item of effects(id).craftItems ?? []) craftRollReduction[item] = by;
  }
  const worsen = at('resilient', effects('resilient').worsenPercent, null);
  const improve = at('resilient', effects('resilient').improvePercent, null);
  const conditionChances = Object.fromEntries(
    CONDITION_IDS.map((c) => {
      const base = GAME.conditions.find((x) => x.id === c);
      if (base === undefined) throw new RulesError('unknown-option', `The game has no ${c}.`);
      return [c, { improvePercent: improve?.[c] ?? base.improvePercent, worsenPercent: worsen ?? base.worsenPercent }];
    }),
  ) as Record<ConditionId, { improvePercent: number; worsenPercent: number }>;
  const gifts = at('favored', effects('favored').giftPercent, {});
  const eventPercents = Object.fromEntries(
    EVENT_IDS.map((e) => [e, gifts[e] ?? GAME.events.find((x) => x.id === e)?.percent ?? 0]),
  ) as Record<EventId, number>;
  const unequipped = [...at('backup-weapon', effects('backup-weapon').unequippedWeapons, [])];
  if ((build['backup-weapon'] ?? 0) >= 2 && rules.modifiedKnives === 'bloodletters') unequipped.push('bloodletters');
  const abilities = (['quick-draw', 'friend-of-orphans', 'tracker'] as const).flatMap((id) =>
    at(id, effects(id).abilities, []),
  );
  const attacks = at('all-in', effects('all-in').attacksPerTurn, 1);
  return {
    maxHealthBonus: at('tough-cookie', effects('tough-cookie').maxHealth, 0),
    incomeBonus: at('energetic', effects('energetic').incomeBonus, 0),
    movementCostPercent: at('traveller', effects('traveller').movementCostPercent, 0),
    attacksPerTurn: attacks,
    secondAttackExtraPercent: at('all-in', effects('all-in').secondAttackExtraPercent, 0),
    revealTiles: at('spotter', effects('spotter').revealTiles, 0),
    wolfDamagePercent: at('apex-predator', effects('apex-predator').wolfDamagePercent, 0),
    wolfResistancePercent: at('apex-predator', effects('apex-predator').wolfResistancePercent, 0),
    tamedWolves: at('apex-predator', effects('apex-predator').tamedWolves, 0),
    bowDamagePercent: at('bowmaster', effects('bowmaster').bowDamagePercent, 0),
    bowAccuracyPercent: at('eagle-eye', effects('eagle-eye').bowAccuracyPercent, 0),
    craftRollReduction,
    restHeal: at('heavy-sleeper', effects('heavy-sleeper').restHeal, { min: GAME.rest.min, max: GAME.rest.max }),
    conditionChances,
    eventPercents,
    unequippedWeapons: unequipped,
    abilities,
  };
}
