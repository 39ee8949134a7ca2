import type { CharacterBuild, SkillPoints, Violation } from './build';
import { combatLevel } from './level';
import { requireSkillId, skillById } from '../skills';
import { PROGRESSION } from './progression';

const ZERO: SkillPoints = { time: 0, combat: 0 };

/**
 * "Skill point distribution can be recalculated each combat level … keep the skills your swapping around have the same
 * total level or higher": moving points out of a skill (lowering its time or combat points) is allowed only when `after`
 * is at a higher combat level than `before`, and no skill's time + combat total may fall. Empty when allowed.
 * Throws RulesError for unknown skills or a bad exp; check each build with validateCharacter as well.
 */
export function rejuggleViolations(input: { before: CharacterBuild; after: CharacterBuild }): Violation[] {
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
