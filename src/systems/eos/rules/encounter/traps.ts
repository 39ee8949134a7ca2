import { describeDamage } from '../combat/damage-result';
import { isKnockedOut } from '../combat/health';
import { trapToolMultiplier } from '../combat/trap-damage';
import { trapTrigger } from '../combat/trap-trigger';
import { contestWinner } from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { throwD20 } from './dice-input';
import { Change, turnStep, requireSettled } from './history';
import { actionsThatFit, skillLevel } from './queries';
import type { D20Input, Encounter, LogDiceSide, Transition } from './types';

/**
 * The GM places a trap set before the fight: "They must note difficulty value & location of each." `ownerId` is the
 * trapper when they are in the fight.
 */
export function placeTrap(
  encounter: Encounter,
  input: {
    name: string;
    ownerId: string | null;
    difficulty: number;
    trapsLevel: number;
    tools: ToolLevel;
    dealsDamage?: boolean;
  },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  trapToolMultiplier(input.tools);
  const change = new Change(encounter);
  if (input.ownerId !== null) change.combatant(input.ownerId);
  const name = input.name.trim() || 'A trap';
  change.set({
    traps: [
      ...encounter.traps,
      {
        id: change.newId('t'),
        name,
        ownerId: input.ownerId,
        difficulty: requireWhole('Trap difficulty', input.difficulty, 1),
        trapsLevel: requireWhole('Traps level', input.trapsLevel, 0, 15),
        tools: input.tools,
        dealsDamage: input.dealsDamage ?? true,
        status: 'armed',
      },
    ],
  });
  change.log({
    actorId: input.ownerId,
    targetId: null,
    kind: 'trap',
    text: `GM: ${name} is set, difficulty ${input.difficulty}.`,
  });
  return change.done();
}

/**
 * Someone comes near a trap: they "roll [Traps + Presence + 1d20] to contest the trap". If the trapper wins, "the trap
 * triggers dealing damage to the opponent equal to the roll difference … & immobilizing them for the Trapper's level in
 * their Trapping skill in combat rounds" (trapTrigger: armor ignored, Basic tools double, Warhog Uncatchable and Trap
 * Survivor). Otherwise "they discover the trap or did not get close enough to it" (a tie included, A-05).
 */
export function springTrap(
  encounter: Encounter,
  input: { trapId: string; victimId: string; dice: D20Input },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const change = new Change(encounter);
  const trap = encounter.traps.find((t) => t.id === input.trapId);
  if (trap === undefined) throw new RulesError('not-allowed', `There is no trap "${input.trapId}".`);
  if (trap.status !== 'armed') throw new RulesError('not-allowed', `${trap.name} is ${trap.status}, not armed.`);
  const victim = change.combatant(input.victimId);
  if (isKnockedOut(victim.hp))
    throw new RulesError('not-allowed', `${victim.name} is down and goes nowhere near the trap.`);
  const modifier = skillLevel(victim, 'traps') + victim.presence;
  const natural = throwD20(input.dice, victim.name);
  const victimSide: LogDiceSide = { rolls: [natural], natural, modifier, total: natural + modifier };
  const trapSide: LogDiceSide = { rolls: [], natural: null, modifier: trap.difficulty, total: trap.difficulty };
  const difference = trap.difficulty - victimSide.total;
  const winner = contestWinner(difference);
  const triggered = winner === 'attacker';
  change.log({
    actorId: trap.ownerId,
    targetId: victim.id,
    kind: 'trap',
    dice: { actor: trapSide, opponent: victimSide },
    result: winner,
    text: `${victim.name} comes near ${trap.name}: d20 ${natural} + ${modifier} = ${victimSide.total} against difficulty ${trap.difficulty} — ${
      triggered ? `the trap triggers (by ${difference})` : `${victim.name} discovers it or passes clear`
    }.`,
  });
  if (!triggered) {
    change.set({ traps: encounter.traps.map((t) => (t.id === trap.id ? { ...t, status: 'discovered' } : t)) });
    return change.done();
  }
  const trigger = trapTrigger({
    rollDifference: trap.dealsDamage ? difference : 0,
    trapsLevel: trap.trapsLevel,
    tools: trap.tools,
    targetHp: victim.hp,
    targetSpecials: victim.specials,
  });
  change.set({ traps: encounter.traps.map((t) => (t.id === trap.id ? { ...t, status: 'sprung' } : t)) });
  const survivor = trigger.hpAfter !== victim.hp - trigger.damage.total;
  change.changeHp(
    victim.id,
    trigger.hpAfter - victim.hp,
    {
      actorId: trap.ownerId,
      kind: 'trap',
      damage: trigger.damage.total,
      breakdown: describeDamage(trigger.damage),
      text: `${trap.name} deals ${trigger.damage.total} to ${victim.name}, ignoring armor (${describeDamage(trigger.damage)})${
        survivor ? ' — Trap Survivor leaves them at 1 HP' : ''
      }: ${trigger.hpAfter}/${victim.maxHp} HP.`,
    },
    true,
  );
  if (trigger.immobilizedRounds > 0) {
    const id = change.newId('e');
    change.updateCombatant(victim.id, (c) => ({
      ...c,
      effects: [
        ...c.effects,
        { id, kind: 'immobilized', rounds: trigger.immobilizedRounds, trapDifficulty: trap.difficulty },
      ],
    }));
    change.log({
      actorId: trap.ownerId,
      targetId: victim.id,
      kind: 'trap',
      text: `${victim.name} is immobilized for ${trigger.immobilizedRounds} round${trigger.immobilizedRounds === 1 ? '' : 's'}: they may still attack and defend.`,
    });
  }
  return change.done();
}

/**
 * "To break out of the immobilizing effect of a trap, a character may perform a contested action by rolling: [Any Stat
 * + Traps skill + 1d20] vs [that Trap's assigned difficulty value]" — on their turn, beating the difficulty (a tie
 * holds, A-05).
 */
export function breakFree(
  encounter: Encounter,
  input: { stat: 'body' | 'mind' | 'reflex' | 'presence'; dice: D20Input },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  const { change, actor: c } = turnStep(encounter);
  const effect = c.effects.find((e) => e.kind === 'immobilized' && e.trapDifficulty !== null);
  if (effect === undefined || effect.kind !== 'immobilized' || effect.trapDifficulty === null) {
    throw new RulesError('not-allowed', `${c.name} is not caught in a trap.`);
  }
  if (actionsThatFit(encounter.actionsUsed, 'contested') === 0) {
    throw new RulesError('not-allowed', `${c.name} has no contested action left this turn.`);
  }
  const stat = input.stat === 'mind' ? c.mind : c[input.stat];
  if (stat === null)
    throw new RulesError('not-allowed', `${c.name} has no Mind value in this fight; choose another stat.`);
  const modifier = stat + skillLevel(c, 'traps');
  const natural = throwD20(input.dice, c.name);
  const total = natural + modifier;
  const result = contestWinner(total - effect.trapDifficulty);
  const free = result === 'attacker';
  change.set({ actionsUsed: [...encounter.actionsUsed, 'contested'] });
  if (free) change.updateCombatant(c.id, (x) => ({ ...x, effects: x.effects.filter((e) => e.id !== effect.id) }));
  change.log({
    actorId: c.id,
    targetId: null,
    kind: 'trap',
    dice: {
      actor: { rolls: [natural], natural, modifier, total },
      opponent: { rolls: [], natural: null, modifier: effect.trapDifficulty, total: effect.trapDifficulty },
    },
    result,
    text: `${c.name} tries to break free (${input.stat}): d20 ${natural} + ${modifier} = ${total} against ${effect.trapDifficulty} — ${
      free ? 'free!' : 'still caught'
    }.`,
  });
  return change.done();
}
