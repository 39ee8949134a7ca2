import type { CharacterRecord } from '../../../../db';
import { characterStats, getRace, isRaceId, RulesError, validateCharacter, type Violation } from '../../rules';

/** What the party list shows of one character, all asked of src/systems/eos/rules. */
export interface MemberFacts {
  raceName: string;
  /** null when the build cannot be summed up (a draft with malformed numbers). */
  level: number | null;
  maxHp: number | null;
  /** The HP now: the stored current HP, or the maximum when none is stored. */
  hp: number | null;
  /**
   * For drafts, and for a saved character whose sheet cannot be worked out, what is wrong (validateCharacter with the
   * gear); empty for saved legal characters.
   */
  problems: Violation[];
}

export function memberFacts(character: CharacterRecord): MemberFacts {
  const { build, gear } = character;
  const raceName = isRaceId(build.raceId) ? getRace(build.raceId).name : 'No race chosen';
  const problems = character.draft ? validateCharacter(build, {}, gear) : [];
  try {
    const summary = characterStats(build);
    return {
      raceName,
      level: summary.level.value,
      maxHp: summary.maxHp.value,
      hp: character.currentHp ?? summary.maxHp.value,
      problems,
    };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    // A saved character whose sheet cannot be worked out (a damaged record) says what is wrong too.
    return {
      raceName,
      level: null,
      maxHp: null,
      hp: null,
      problems: character.draft ? problems : validateCharacter(build, {}, gear),
    };
  }
}
