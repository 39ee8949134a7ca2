import racesData from '../../../../data/eos/races.json';
import { RulesError, requireInput, describeValue } from '../../../core/rules';
import type { FreeSkill, Race, RaceId } from './schemas/races';
import type { SkillId } from './schemas/skills';
import type { StatId } from './schemas/stats';

const RACES = racesData as unknown as readonly Race[];
const BY_ID = new Map<string, Race>(RACES.map((race) => [race.id, race]));

/** Every playable race, in the order of "Playable Races". */
export function listRaces(): readonly Race[] {
  return RACES;
}

/** True when `id` names a playable race. */
export function isRaceId(id: string): id is RaceId {
  return BY_ID.has(id);
}

/** The race card for `id`; throws RulesError('unknown-race') listing the races a player can choose. */
export function getRace(id: string): Race {
  const race = BY_ID.get(id);
  if (!race) {
    throw new RulesError(
      'unknown-race',
      `There is no race ${describeValue(id)}. Choose one of: ${RACES.map((r) => r.name).join(', ')}.`,
    );
  }
  return race;
}

/** A race given as its id or as the card itself. */
export type RaceRef = RaceId | Race;

/** Resolves a RaceRef to its card (throws for an unknown id). */
export function resolveRace(race: RaceRef | string): Race {
  if (typeof race === 'string') return getRace(race);
  if (typeof requireInput('The race', race).traits !== 'object' || race.traits === null) {
    throw new RulesError('unknown-race', 'The race must be one of the race cards (a race id or its card).');
  }
  return race;
}

/** The free racial stat bonus, e.g. Neo-Daemon: "gain +3 to Mind Stat (for free, at game start)". 0 when none. */
export function racialStatBonus(race: RaceRef, stat: StatId): number {
  return resolveRace(race).traits.statBonus?.[stat] ?? 0;
}

/** Skill points a race starts with (Gratchen "Tiny Perspective", Neo-Wolf "Scent Tracking"). */
export function racialFreeSkills(race: RaceRef): readonly FreeSkill[] {
  return resolveRace(race).traits.freeSkills ?? [];
}

/** The free racial points in one skill (0 when none). */
export function racialFreeSkillPoints(race: RaceRef, skill: SkillId): number {
  return racialFreeSkills(race).find((free) => free.skill === skill)?.points ?? 0;
}

/** Shore Troll: "a 2x tool multiplier for Fishing", on top of the toolkit's. 1 for every other race. */
export function racialFishingMultiplier(race: RaceRef): number {
  return resolveRace(race).traits.fishingToolMultiplier ?? 1;
}
