import type { SkillId } from '../schemas/skills';
import { RulesError, requireInput } from '../../../../core/rules';
import type { CharacterBuild, CharacterOptions, SkillPoints, Violation } from './build';
import { combatLevel } from './level';
import { requireSkillId, skillById } from '../skills';
import { PROGRESSION } from './progression';
import { characterStats } from './summary';
import { requireBuild } from './build-input';

const ZERO: SkillPoints = { time: 0, combat: 0 };

/**
 * "Skill point distribution can be recalculated each combat level … keep the skills your swapping around have the same
 * total level or higher": moving points out of a skill (lowering its time or combat points) is allowed only when `after`
 * is at a higher combat level than `before`, and no skill's time + combat total may fall. Empty when allowed.
 * Throws RulesError for unknown skills or a bad exp; check each build with validateCharacter as well.
 */
export function rejuggleViolations(input: { before: CharacterBuild; after: CharacterBuild }): Violation[] {
  requireInput('Rejuggle violations', input);
  requireBuild('The earlier build', input.before);
  requireBuild('The new build', input.after);
  const levelBefore = combatLevel(input.before.exp);
  const levelAfter = combatLevel(input.after.exp);
  const quote = PROGRESSION.rules.skillRejuggle;
  const ids = new Set([...Object.keys(input.before.skills), ...Object.keys(input.after.skills)]);
  const violations: Violation[] = [];
  for (const id of ids) {
    const skill = skillById(requireSkillId(id));
    const before = input.before.skills[id] ?? ZERO;
    const after = input.after.skills[id] ?? ZERO;
    const moved = after.time < before.time || after.combat < before.combat;
    if (moved && levelAfter <= levelBefore) {
      violations.push({
        code: 'rejuggle-not-at-level-up',
        field: `skills.${id}`,
        message: `${skill.name} points can only be moved when the character gains a combat level (still level ${levelAfter}).`,
        ruleQuote: quote,
      });
    }
    const totalBefore = before.time + before.combat;
    const totalAfter = after.time + after.combat;
    if (totalAfter < totalBefore) {
      violations.push({
        code: 'rejuggle-lowers-skill',
        field: `skills.${id}`,
        message: `${skill.name} would fall from ${totalBefore} to ${totalAfter}; re-juggled skills must keep the same total level or higher.`,
        ruleQuote: quote,
      });
    }
  }
  return violations;
}

/** One skill where a level-up's higher Mind lets a time point replace a combat point. */
export interface MindRiseSwap {
  readonly skillId: SkillId;
  readonly skillName: string;
  /** The skill's points now … */
  readonly from: SkillPoints;
  /** … and after the swap: one more time point, one less combat point, the same total. */
  readonly to: SkillPoints;
}

/** What a Mind rise opens at a level-up. */
export interface MindRiseOffer {
  readonly mindBefore: number;
  readonly mindAfter: number;
  /** Time points earned and not yet in any skill: each swap takes one. */
  readonly unspentTimePoints: number;
  /** Empty when Mind did not rise, no time point is free, or no skill has a combat point below its new time cap. */
  readonly swaps: readonly MindRiseSwap[];
}

/**
 * "If you gain a combat level & you raise your Mind stat from 5 to 6, you may replace a combat skill point with a passive
 * skill point to have “Tailor: 6(time)+1(combat)=7(total)” — You still have “Tailor: 7”. Now you can use that combat
 * skill point somewhere else": the skills of `after` (the build at the new level, Mind raised) where one unspent time
 * point can take a combat point's place without passing the skill's time cap (Mind).
 */
export function mindRiseSwaps(
  input: { before: CharacterBuild; after: CharacterBuild },
  options: CharacterOptions = {},
): MindRiseOffer {
  const { before, after } = requireInput('A level-up', input);
  const was = characterStats(requireInput('The build before the level-up', before), options);
  const now = characterStats(requireInput('The build at the new level', after), options);
  const mindBefore = was.stats.mind.value;
  const mindAfter = now.stats.mind.value;
  const unspentTimePoints = Math.max(0, now.timePoints.available.value - now.timePoints.used);
  const swaps: MindRiseSwap[] = [];
  if (mindAfter > mindBefore && unspentTimePoints > 0 && combatLevel(after.exp) > combatLevel(before.exp)) {
    for (const [id, points] of Object.entries(after.skills)) {
      const skillId = requireSkillId(id);
      const timeCap = now.skills[skillId]?.timeCap ?? mindAfter;
      if (points.combat < 1 || points.time + 1 > timeCap) continue;
      swaps.push({
        skillId,
        skillName: skillById(skillId).name,
        from: points,
        to: { time: points.time + 1, combat: points.combat - 1 },
      });
    }
  }
  return { mindBefore, mindAfter, unspentTimePoints, swaps };
}

/**
 * The skill table of `after` with the swap of `skillId` made (see mindRiseSwaps); refused when that swap is not on
 * offer. The freed combat point goes back to the pool, to be put "somewhere else, or put it back".
 */
export function applyMindRiseSwap(
  input: { before: CharacterBuild; after: CharacterBuild; skillId: string },
  options: CharacterOptions = {},
): CharacterBuild['skills'] {
  const { skillId } = requireInput('A skill point swap', input);
  const offer = mindRiseSwaps(input, options);
  const swap = offer.swaps.find((s) => s.skillId === skillId);
  if (swap === undefined) {
    throw new RulesError(
      'not-allowed',
      offer.mindAfter <= offer.mindBefore
        ? 'A combat point can be swapped for a time point only when Mind rises at a level-up.'
        : `No time point can replace a combat point in ${String(skillId)} now.`,
    );
  }
  return { ...input.after.skills, [swap.skillId]: swap.to };
}
