import { requireWholeIn } from '../checks';
import type { HexHouseRules } from '../house-rules';
import { MAX_BONUS, MAX_FIGHTERS } from '../limits';
import { hexMessage, refuse, term } from '../messages';
import type { HexRange } from '../ranges';
import type { CharacterSheet } from '../character';
import { fighterStats, type FighterStats } from '../stats';
import type { Fight, FightFighter, FighterEntry, TeamEntry } from './types';

function checkRanges(label: 'skadebonus' | 'absorbering', ranges: readonly HexRange[]): void {
  for (const r of ranges) {
    requireWholeIn(term(label), r.min, 0, MAX_BONUS);
    requireWholeIn(term(label), r.max, r.min, MAX_BONUS);
  }
}

/** A fighter's numbers, each whole and not below zero, HP at least 1; refused in a player's words otherwise. */
export function checkStats(stats: FighterStats): FighterStats {
  requireWholeIn(term('hp'), stats.hp, 1, MAX_BONUS);
  for (const key of ['initiativ', 'träffsäkerhet', 'undvika', 'parera', 'uthållighet'] as const) {
    requireWholeIn(term(key), stats[key], 0, MAX_BONUS);
  }
  checkRanges('skadebonus', stats.skadebonus);
  checkRanges('absorbering', stats.absorbering);
  return stats;
}

/**
 * A new fight: "Rollpersoner och styggelser kan delta i strider, där de grupperas i lag och anfaller deltagare ur
 * motståndarlagen tills bara ett lag återstår som vinnare." At least two teams with fighters, each id once, a chosen
 * opponent on another team. The first step draws round 1's order.
 */
export function createFight(teams: readonly TeamEntry[], rules: HexHouseRules): Fight {
  const withFighters = teams.filter((t) => t.fighters.length > 0);
  if (withFighters.length < 2) refuse('not-allowed', 'hex.fight.needsTwoTeams');
  const fighters: FightFighter[] = [];
  teams.forEach((team, index) => {
    for (const entry of team.fighters) {
      if (fighters.some((f) => f.id === entry.id)) refuse('not-allowed', 'hex.fight.fighterTwice', { id: entry.id });
      const stats = checkStats(entry.stats);
      fighters.push({
        id: entry.id,
        name: entry.name,
        team: index,
        stats,
        hp: requireWholeIn(term('hp'), entry.hp ?? stats.hp, 1, stats.hp),
        targetId: entry.targetId ?? null,
        defeated: false,
      });
    }
  });
  requireWholeIn({ sv: 'Antalet deltagare', en: 'The number of fighters' }, fighters.length, 2, MAX_FIGHTERS);
  for (const f of fighters) {
    if (f.targetId === null) continue;
    const target = fighters.find((t) => t.id === f.targetId);
    if (target === undefined) refuse('not-allowed', 'hex.fight.unknownFighter', { id: f.targetId });
    if (target.team === f.team)
      refuse('not-allowed', 'hex.fight.targetOwnTeam', { fighter: f.name, target: target.name });
  }
  const start = hexMessage('hex.log.start', {
    teams: teams.map((t) => `${t.name} (${t.fighters.map((f) => f.name).join(', ')})`).join(' – '),
  });
  return {
    rules,
    teams: teams.map((t) => t.name),
    fighters,
    status: 'between-rounds',
    round: 0,
    order: [],
    next: 0,
    winner: null,
    log: [
      { id: 1, round: 0, kind: 'start', actorId: null, targetId: null, message: start, attack: null, hpAfter: null },
    ],
    undo: [],
  };
}

/**
 * A character or styggelse from its sheet as a fight's participant (R-styggelse-1: both the same way), at the HP it has
 * now; one with no HP left cannot take part.
 */
export function fighterEntryOf(entry: {
  readonly id: string;
  readonly name: string;
  readonly sheet: CharacterSheet;
  readonly targetId?: string;
}): FighterEntry {
  const stats = fighterStats(entry.sheet);
  if (entry.sheet.currentHp < 1) refuse('not-allowed', 'hex.character.noHp', { hp: entry.sheet.currentHp });
  return {
    id: entry.id,
    name: entry.name,
    stats,
    hp: entry.sheet.currentHp,
    ...(entry.targetId === undefined ? {} : { targetId: entry.targetId }),
  };
}
