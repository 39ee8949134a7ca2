import { hasSpecial } from '../combat/combatant';
import { exsanguinationDamage } from '../combat/exsanguination';
import { isKnockedOut } from '../combat/health';
import type { SkillId } from '../schemas/skills';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { reachOf, wield } from './attack-plan';
import { describeSide, throwContest, type ContestDice } from './dice-input';
import { turnStep } from './history';
import { actionsThatFit, armorAgainst, combatantHealth, combatantInTrance, skillLevel } from './queries';
import { UNARMED, type Encounter, type Transition } from './types';

/**
 * Daywalker “Exsanguination”, the current combatant's contested action: "it uses only 1d20 + Reflex stat value for the
 * contested action" against the target's defence (the skill they choose + Reflex + 1d20; nothing when unconscious, no
 * skill in a trance); "It is treated as a replacement for an unarmed attack": within unarmed reach, from the front or
 * the rear. A win deals [Aura value] less armour and "heals the Daywalker by the same amount". Usable in Undeath's
 * trance ("they will attempt to use “Exsanguination” on any nearby creatures"), which 1+ HP ends.
 */
export function exsanguinate(
  encounter: Encounter,
  input: { targetId: string; distance: number; from: 'front' | 'rear'; defenceSkill: SkillId; dice: ContestDice },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  const { change, actor: biter } = turnStep(encounter);
  if (!hasSpecial(biter.specials, 'exsanguination')) {
    throw new RulesError('not-allowed', `${biter.name} does not have “Exsanguination”.`);
  }
  if (biter.aura === undefined)
    throw new RulesError('not-allowed', `${biter.name} has no Aura value to deal damage with.`);
  const trance = combatantInTrance(biter);
  if (isKnockedOut(biter.hp) && !trance) {
    throw new RulesError('not-allowed', `${biter.name} is unconscious and may not act.`);
  }
  if (actionsThatFit(encounter.actionsUsed, 'contested') === 0) {
    throw new RulesError('not-allowed', `${biter.name} has no contested action left this turn.`);
  }
  if (input.targetId === biter.id) throw new RulesError('not-allowed', `${biter.name} cannot drain themselves.`);
  const target = change.combatant(input.targetId);
  if (combatantHealth(target) === 'dead') {
    throw new RulesError('not-allowed', `“Exsanguination” works on a living creature; ${target.name} is dead.`);
  }
  const distance = requireWhole('Distance in tiles', input.distance, 1);
  const reach = reachOf(biter, wield(biter, UNARMED)).maxTiles;
  if (distance > reach) {
    throw new RulesError('not-allowed', `${target.name} is beyond ${biter.name}'s unarmed reach of ${reach}.`);
  }
  const targetTrance = combatantInTrance(target);
  const thrown = throwContest(
    {
      attacker: { dice: 1, modifier: biter.reflex },
      defender:
        isKnockedOut(target.hp) && !targetTrance
          ? { dice: 0, modifier: 0 }
          : { dice: 1, modifier: target.reflex + (targetTrance ? 0 : skillLevel(target, input.defenceSkill)) },
    },
    input.dice,
    { attacker: biter.name, defender: target.name },
  );
  change.set({ actionsUsed: [...change.state.actionsUsed, 'contested'] });
  const won = thrown.winner === 'attacker';
  change.log({
    actorId: biter.id,
    targetId: target.id,
    kind: 'attack',
    dice: { actor: thrown.attacker, opponent: thrown.defender },
    result: thrown.winner,
    text: `${biter.name} uses “Exsanguination” on ${target.name}${trance ? ' in a trance' : ''}: ${describeSide(thrown.attacker)} against ${describeSide(thrown.defender)}${won ? '.' : ` — ${target.name} fends it off.`}`,
  });
  if (!won) return change.done();
  const armor = armorAgainst(target, input.from).total;
  const result = exsanguinationDamage({
    aura: biter.aura,
    targetArmor: armor,
    daywalkerHp: biter.hp,
    daywalkerMaxHp: biter.maxHp,
  });
  const breakdown = `Aura ${biter.aura} − armor ${armor}`;
  change.changeHp(
    target.id,
    -result.damage,
    {
      actorId: biter.id,
      kind: 'damage',
      damage: result.damage,
      breakdown,
      text: `${target.name} takes ${result.damage} (${breakdown}), ${target.hp - result.damage}/${target.maxHp} HP.`,
    },
    true,
  );
  if (result.healed > 0) {
    change.changeHp(
      biter.id,
      result.healed,
      {
        actorId: biter.id,
        kind: 'effect',
        text: `${biter.name} heals ${result.healed} by the blood drawn: ${result.daywalkerHpAfter}/${biter.maxHp} HP${result.leavesTrance ? ', and leaves the trance' : ''}.`,
      },
      false,
    );
  }
  return change.done();
}
