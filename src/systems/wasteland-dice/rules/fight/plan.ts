import { RulesError } from '../../../../core/rules';
import { attackDefenceKind, attackModifier, type AttackOdds } from '../attack';
import { defence, type DefenceBreakdown } from '../defence';
import type { RollModifier } from '../modifiers';
import { rollModeOf } from '../roll';
import { findFighter } from './history';
import { isStanding, requireRunning } from './order';
import type { AttackDeclaration, Fight, FightFighter, TurnState } from './types';

/** An attack worked out before the dice: who, with what modifier, against which defence, with how many D20. */
export interface AttackPlan {
  readonly attacker: FightFighter;
  readonly target: FightFighter;
  readonly declaration: AttackDeclaration;
  readonly modifier: RollModifier;
  readonly defence: DefenceBreakdown;
  readonly odds: AttackOdds;
  /** Why the roll has advantage or disadvantage: "Storyteller", "in cover". */
  readonly reasons: readonly string[];
}

/** The current turn and its fighter, refusing when the fight is not running or the fighter is downed. */
export function currentTurn(fight: Fight): { turn: TurnState; fighter: FightFighter } {
  requireRunning(fight);
  const turn = fight.turn;
  if (turn === null) throw new RulesError('not-allowed', "It is no one's turn.");
  const fighter = findFighter(fight, turn.fighterId);
  if (!isStanding(fighter)) {
    throw new RulesError(
      'not-allowed',
      `${fighter.name} is downed and can't take part in combat anymore: end the turn.`,
    );
  }
  return { turn, fighter };
}

/** Refuses a second use of the turn's attack, or one given up to run. */
export function requireAttackLeft(turn: TurnState, fighter: FightFighter): void {
  if (turn.ran) {
    throw new RulesError('not-allowed', `${fighter.name} gave up the attack this turn to run.`);
  }
  if (turn.attacked) throw new RulesError('not-allowed', `${fighter.name} has already attacked this turn.`);
}

/**
 * Works out the current fighter's attack: the attack modifier (skill × 2 and modifiers), the target's defence (with
 * the unarmed penalty against a melee weapon, A-01), and advantage or disadvantage from the Storyteller and from cover
 * (R-house-3), which cancel each other. Refuses what the rules do not allow: a second attack, a downed target,
 * throwing or grabbing without the Storyteller's house rule.
 */
export function planAttack(fight: Fight, declaration: AttackDeclaration): AttackPlan {
  const { turn, fighter: attacker } = currentTurn(fight);
  requireAttackLeft(turn, attacker);
  const target = findFighter(fight, declaration.targetId);
  if (target.id === attacker.id) throw new RulesError('not-allowed', `${attacker.name} cannot attack themselves.`);
  if (!isStanding(target)) {
    throw new RulesError('not-allowed', `${target.name} is downed: there are no hit points left to take (A-12).`);
  }
  const kind = declaration.with.kind;
  if (kind === 'thrown' && !fight.rules.throwing) {
    throw new RulesError('not-allowed', 'Throwing is a Storyteller house rule, and it is off at this table.');
  }
  if (kind === 'grab') {
    if (!fight.rules.grappling) {
      throw new RulesError('not-allowed', 'Grappling is a Storyteller house rule, and it is off at this table.');
    }
    if (target.heldBy !== null) {
      const holder = findFighter(fight, target.heldBy);
      throw new RulesError('not-allowed', `${target.name} is already held by ${holder.name}.`);
    }
  }
  const against = attackDefenceKind(kind);
  const targetDefence = defence(
    target.fighter,
    against,
    { unarmedAgainstMeleeWeapon: kind === 'melee' && !target.armed },
    fight.rules,
  );
  const modifier = attackModifier(attacker.fighter, declaration.with, declaration.situational ?? [], fight.rules);
  const inCover = fight.rules.cover && target.inCover && against === 'ranged';
  const advantage = declaration.advantage ?? false;
  const disadvantage = (declaration.disadvantage ?? false) || inCover;
  const mode = rollModeOf({ advantage, disadvantage });
  const reasons = [
    ...(advantage ? ['advantage from the Storyteller'] : []),
    ...((declaration.disadvantage ?? false) ? ['disadvantage from the Storyteller'] : []),
    ...(inCover ? [`${target.name} is in cover`] : []),
  ];
  return {
    attacker,
    target,
    declaration,
    modifier,
    defence: targetDefence,
    odds: { modifier: modifier.total, defence: targetDefence.total, mode },
    reasons,
  };
}
