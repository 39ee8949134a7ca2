import {
  grantTimeMonths,
  mergeCharacterEdits,
  modifyCharacter,
  saveCharacterEdits,
  StorageError,
  type CharacterChanges,
  type CharacterRecord,
  type ConflictResolution,
} from '../../../../db';
import {
  applyLevelUp,
  combatLevel,
  currentHpProblem,
  hpAfterChange,
  hpAfterMaxChange,
  lowestLevelKept,
  pendingLevelUp,
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

/** Current HP when the maximum moves (a new level): the damage taken stays, and full HP stays full. */
function hpAfterMax(record: CharacterRecord, after: CharacterBuild, options: CharacterOptions): number | null {
  if (record.currentHp === null) return null;
  return hpAfterMaxChange({
    currentHp: currentHpOf(record, options),
    maxHpBefore: maxHpOf(record.build, options),
    maxHpAfter: maxHpOf(after, options),
  });
}

/**
 * Saves awarded experience at once, a new combat level included: the level-up (stat points, skills) then waits for the
 * player (pendingLevelUp), and current HP moves with the new maximum. Lowering it below the last level taken is
 * refused (a level-up is not taken back here); below a level reached but not taken yet is allowed (a typo fixed).
 */
export function setExp(id: string, exp: number, options: CharacterOptions = {}): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const kept = lowestLevelKept(record.build);
    const next = combatLevel(exp);
    if (next < kept) {
      throw new RulesError(
        'not-allowed',
        `${exp} exp is combat level ${next}, below the level ${kept} this character has taken; a level-up cannot be taken back here.`,
      );
    }
    const build = { ...record.build, exp };
    return { build, currentHp: hpAfterMax(record, build, options) };
  });
}

/**
 * Takes the level-up the saved experience waits for (pendingLevelUp): the stat points and re-juggled skills, checked
 * against the stored build (applyLevelUp from the last level taken), and current HP moved with the new maximum. The
 * wizard opened on `opened`: when the experience or stat points changed elsewhere since, or a skill it changed was
 * changed there too, nothing is written ('changed-elsewhere'); a skill only the other tab changed keeps its points.
 */
export function saveLevelUp(
  id: string,
  opened: CharacterBuild,
  choice: Pick<LevelUpChoice, 'statPoints' | 'skills'>,
  options: CharacterOptions = {},
): Promise<CharacterRecord> {
  return modifyCharacter(id, (record) => {
    const skills = mergeCharacterEdits(
      { build: opened },
      { build: { ...opened, skills: choice.skills ?? opened.skills } },
      record,
      'ask',
    );
    const pending = pendingLevelUp(record.build, options);
    const moved =
      record.build.exp !== opened.exp || JSON.stringify(record.build.levelStats) !== JSON.stringify(opened.levelStats);
    if (pending === null || moved || skills.conflicts.length > 0) {
      throw new StorageError(
        'changed-elsewhere',
        `${record.name} was changed in another tab since this level-up opened, so nothing was saved. Go back to the sheet and level up again.`,
      );
    }
    const result = applyLevelUp(
      pending.before,
      {
        newExp: record.build.exp,
        statPoints: choice.statPoints,
        skills: skills.changes.build?.skills ?? record.build.skills,
      },
      options,
    );
    if (!result.ok) throw new RulesError('not-allowed', result.violations.map((v) => v.message).join(' '));
    return { build: result.build, currentHp: hpAfterMax(record, result.build, options) };
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
