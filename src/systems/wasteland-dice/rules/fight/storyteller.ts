import { RulesError } from '../../../../core/rules';
import { requireBoolean, requireHp } from '../checks';
import { HOUSE_TEXT_MAX } from '../limits';
import { changeHp } from './effects';
import { FightChange, findFighter } from './history';
import { isStanding, requireRunning } from './order';
import type { Fight, FightStep } from './types';

/**
 * The Storyteller sets a fighter's hit points by hand, 0 to 5 (A-12: the text has no healing). 0 downs them; above 0
 * a downed fighter takes their turns again. Logged, and undone like any step.
 */
export function setHp(fight: Fight, fighterId: string, hp: number): FightStep {
  requireRunning(fight);
  const fighter = findFighter(fight, fighterId);
  requireHp(fighter.name, hp);
  if (hp === fighter.hp) throw new RulesError('not-allowed', `${fighter.name} has ${hp} hit points already.`);
  const change = new FightChange(fight);
  change.log({
    kind: 'storyteller',
    targetId: fighter.id,
    hpAfter: hp,
    text: `The Storyteller sets ${fighter.name}'s hit points from ${fighter.hp} to ${hp}.`,
  });
  changeHp(change, fighter.id, hp);
  if (fighter.hp === 0) change.updateFighter(fighter.id, (f) => ({ ...f, outcome: null }));
  return change.done();
}

/**
 * Whether a fighter holds a weapon: one who holds none loses armour against melee weapons (A-01: "being unarmed when
 * attacked with a melee weapon").
 */
export function setArmed(fight: Fight, fighterId: string, armed: boolean): FightStep {
  requireRunning(fight);
  const fighter = findFighter(fight, fighterId);
  if (requireBoolean('Armed', armed) === fighter.armed) {
    throw new RulesError('not-allowed', `${fighter.name} ${armed ? 'holds a weapon' : 'is unarmed'} already.`);
  }
  const change = new FightChange(fight);
  change.updateFighter(fighter.id, (f) => ({ ...f, armed }));
  change.log({
    kind: 'storyteller',
    targetId: fighter.id,
    text: armed ? `${fighter.name} holds a weapon again.` : `${fighter.name} is unarmed.`,
  });
  return change.done();
}

/** Marks a fighter in cover or out of it (R-house-3: ranged and thrown attacks against them roll with disadvantage). */
export function setCover(fight: Fight, fighterId: string, inCover: boolean): FightStep {
  requireRunning(fight);
  if (!fight.rules.cover) {
    throw new RulesError('not-allowed', 'Cover is a Storyteller house rule, and it is off at this table.');
  }
  const fighter = findFighter(fight, fighterId);
  if (requireBoolean('In cover', inCover) === fighter.inCover) {
    throw new RulesError('not-allowed', `${fighter.name} is ${inCover ? 'in' : 'out of'} cover already.`);
  }
  if (!isStanding(fighter)) throw new RulesError('not-allowed', `${fighter.name} is downed.`);
  const change = new FightChange(fight);
  change.updateFighter(fighter.id, (f) => ({ ...f, inCover }));
  change.log({
    kind: 'storyteller',
    targetId: fighter.id,
    text: inCover ? `${fighter.name} takes cover.` : `${fighter.name} is out of cover.`,
  });
  return change.done();
}

/**
 * The Storyteller notes what became of a downed fighter ("For the longer term consequences, see PvP Outcomes", which
 * the text does not include: M-02). Also after the fight is over; an empty note clears it.
 */
export function noteOutcome(fight: Fight, fighterId: string, note: string): FightStep {
  if (fight.status === 'setup') throw new RulesError('not-allowed', 'The fight has not started.');
  const fighter = findFighter(fight, fighterId);
  if (isStanding(fighter)) {
    throw new RulesError('not-allowed', `${fighter.name} is not downed: an outcome is noted for the downed.`);
  }
  if (typeof note !== 'string' || note.length > HOUSE_TEXT_MAX) {
    throw new RulesError('not-allowed', `An outcome note is text of at most ${HOUSE_TEXT_MAX} characters.`);
  }
  const outcome = note.trim().length === 0 ? null : note;
  const change = new FightChange(fight);
  change.updateFighter(fighter.id, (f) => ({ ...f, outcome }));
  change.log({
    kind: 'storyteller',
    targetId: fighter.id,
    text: outcome === null ? `The outcome for ${fighter.name} is cleared.` : `Outcome for ${fighter.name}: ${outcome}`,
  });
  return change.done();
}
