import {
  grantTimeMonths,
  modifyCharacter,
  saveCharacterEdits,
  type CharacterChanges,
  type CharacterRecord,
  type ConflictResolution,
} from '../../db';
import {
  applyLevelUp,
  combatLevel,
  currentHpProblem,
  hpAfterChange,
  hpAfterMaxChange,
  RulesError,
  type CharacterBuild,
  type CharacterGear,
  type CharacterOptions,
  type LevelUpChoice,
} from '../../rules';
import { currentHpOf, maxHpOf } from './derive-sheet';

/**
 * The sheet's writes. Each runs through modifyCharacter, so it starts from the record as stored at that moment (two
 * quick taps on "Take damage" both count) and is refused, with nothing written, when the rules say no.
 */

/** Full HP is stored as null, so a later level-up or Body point keeps a healthy character full. */
function hpChange(record: CharacterRecord, hp: number, options: CharacterOptions): CharacterChanges {
  return { currentHp: hp === maxHpOf(record.build, options) ? null : hp };
}

/** Takes damage (negative) or heals (positive) by `change` HP; healing stops at the maximum. */
export function changeHp(id: string, change: number, options: CharacterOptions = {}): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) =>
    hpChange(
      record,
      hpAfterChange({ currentHp: currentHpOf(record, options), maxHp: maxHpOf(record.build, options), change }),
      options,
    ),
  );
}

/** Sets current HP to `hp` (any whole number up to the maximum; below zero is unconscious, −max dead). */
export function setCurrentHp(id: string, hp: number, options: CharacterOptions = {}): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const problem = currentHpProblem(hp, maxHpOf(record.build, options));
    if (problem !== null) throw new RulesError('invalid-number', problem);
    return hpChange(record, hp, options);
  });
}

/**
 * Saves experience that stays within the current combat level. Crossing into a new level goes through the level-up
 * wizard instead (saveLevelUp), and dropping below the level already reached is refused.
 */
export function setExp(id: string, exp: number): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const level = combatLevel(record.build.exp);
    const next = combatLevel(exp);
    if (next < level) {
      throw new RulesError(
        'not-allowed',
        `${exp} exp is combat level ${next}, below the level ${level} this character has reached; a level-up cannot be taken back here.`,
      );
    }
    if (next > level) {
      throw new RulesError('not-allowed', `${exp} exp reaches combat level ${next}: use “Level up” to save it.`);
    }
    return { build: { ...record.build, exp } };
  });
}

/**
 * Confirms a level-up: the new exp, stat points and re-juggled skills, checked again against the stored build
 * (applyLevelUp), and current HP moved with the new maximum (the damage taken stays).
 */
export function saveLevelUp(
  id: string,
  choice: LevelUpChoice,
  options: CharacterOptions = {},
): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const result = applyLevelUp(record.build, choice, options);
    if (!result.ok) throw new RulesError('not-allowed', result.violations.map((v) => v.message).join(' '));
    const maxHpBefore = maxHpOf(record.build, options);
    const maxHpAfter = maxHpOf(result.build, options);
    const currentHp =
      record.currentHp === null
        ? null
        : hpAfterMaxChange({ currentHp: currentHpOf(record, options), maxHpBefore, maxHpAfter });
    return { build: result.build, currentHp };
  });
}

/**
 * "Time passes": `months` more months of passive learning, to be assigned afterwards; refused once the campaign's
 * calendar counts the months (grantTimeMonths).
 */
export function grantPassiveMonths(id: string, months: number): Promise<CharacterRecord> {
  return grantTimeMonths(id, months);
}

/**
 * Saves skills after assigning unspent points (never lowering any: moving points waits for a level-up). Only the skills
 * changed since the panel opened on `opened` are written: a skill another tab changed meanwhile keeps its points, and
 * one both changed throws EditConflictError.
 */
export function saveSkills(
  id: string,
  opened: CharacterBuild,
  skills: CharacterBuild['skills'],
  resolve: ConflictResolution = 'ask',
): Promise<CharacterRecord> {
  return saveCharacterEdits(id, { build: opened }, { build: { ...opened, skills } }, { resolve });
}

/** Sets one gear item's current tier (damage lowers it; a repair brings it back up to the tier it was made at). */
export function setGearTier(id: string, itemId: string, tier: number): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => ({ gear: withGearTier(record.gear, itemId, tier) }));
}

/** The gear with one item's tier changed; refuses a tier below 0 or above the item's full tier. */
export function withGearTier(gear: CharacterGear, itemId: string, tier: number): CharacterGear {
  const retier = <T extends { id: string; tier: number; fullTier: number; name: string }>(item: T): T => {
    if (item.id !== itemId) return item;
    if (!Number.isInteger(tier) || tier < 0 || tier > item.fullTier) {
      throw new RulesError(
        'invalid-number',
        `${item.name} can be from T0 to T${item.fullTier} (the tier it was made at), not ${String(tier)}.`,
      );
    }
    return { ...item, tier };
  };
  return {
    ...gear,
    weapons: gear.weapons.map(retier),
    armor: gear.armor.map(retier),
    shield: gear.shield === null ? null : retier(gear.shield),
    clothing: gear.clothing.map(retier),
    containers: gear.containers.map(retier),
    toolkits: gear.toolkits.map(retier),
  };
}

/**
 * Saves the player's notes, typed over `opened` (the notes as they were when the player began): notes changed elsewhere
 * since then are not overwritten unless `resolve` says so (EditConflictError).
 */
export function saveNotes(
  id: string,
  notes: string,
  opened: string,
  resolve: ConflictResolution = 'ask',
): Promise<CharacterRecord> {
  return saveCharacterEdits(id, { notes: opened }, { notes }, { resolve });
}
