import type { CharacterRecord } from '../../../../db';
import {
  characterSheet,
  characterStats,
  RulesError,
  type CharacterBuild,
  type CharacterOptions,
  type CharacterSheet,
} from '../../rules';

/** The sheet of a stored character, or why the rules engine cannot sum it up (a draft with a missing race or number). */
export type SheetView =
  | {
      kind: 'sheet';
      sheet: CharacterSheet;
      /** Set when the stored current HP is above today's maximum (Body lowered in the builder): shown at the maximum. */
      hpNote: HpNote | null;
    }
  | { kind: 'unreadable'; message: string };

/** The stored current HP and the maximum it is shown at, when the stored number is above it. */
export interface HpNote {
  stored: number;
  max: number;
}

/** The maximum HP of a build, as the rules compute it ("[(Body x Combat Level)+ 20HP]", size-aware). */
export function maxHpOf(build: CharacterBuild, options: CharacterOptions = {}): number {
  return characterStats(build, options).maxHp.value;
}

/** The stored current HP as shown against a maximum: null means "at full HP"; above the maximum shows the maximum. */
function hpShown(stored: number | null, max: number): number {
  return stored === null ? max : Math.min(stored, max);
}

/** The HP a record has now: the stored number, or the maximum when none is stored (null means "at full HP"). */
export function currentHpOf(
  record: Pick<CharacterRecord, 'build' | 'currentHp'>,
  options: CharacterOptions = {},
): number {
  return hpShown(record.currentHp, maxHpOf(record.build, options));
}

/** Asks the rules engine for every number of the sheet. Nothing is computed here. */
export function deriveSheet(record: CharacterRecord, options: CharacterOptions = {}): SheetView {
  try {
    // The maximum is asked of the rules once here (characterSheet sums the build up again; each sum is a full check).
    const max = maxHpOf(record.build, options);
    const hpNote = record.currentHp !== null && record.currentHp > max ? { stored: record.currentHp, max } : null;
    const sheet = characterSheet({
      build: record.build,
      gear: record.gear,
      currentHp: hpShown(record.currentHp, max),
      options,
    });
    return { kind: 'sheet', sheet, hpNote };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { kind: 'unreadable', message: error.message };
  }
}
