import { RulesError, requireWhole } from '../../../../core/rules';
import { attackModifier, attackRoll, type AttackRoll } from '../attack';
import { defence } from '../defence';
import { hpAfterHit } from '../hit-points';
import { movement, type MovementBreakdown } from '../movement';
import { rollModeOf, type D20Dice, type RollCalls } from '../roll';
import { COMBAT } from '../tables';
import { changeHp, releaseHolds } from './effects';
import { FightChange, findFighter } from './history';
import { currentTurn, planAttack, requireAttackLeft } from './plan';
import type { AttackDeclaration, Fight, FightFighter, FightStep, LoggedRoll, TurnState } from './types';

/** The tiles the current fighter has this turn: movement with the run's +5 once the attack is given up. */
export function turnMovement(fight: Fight): MovementBreakdown & { readonly tilesLeft: number } {
  const { turn, fighter } = currentTurn(fight);
  const tiles = movement(fighter.fighter, { run: turn.ran, held: fighter.heldBy !== null });
  return { ...tiles, tilesLeft: Math.max(0, tiles.total - turn.tilesMoved) };
}

function withTurn(change: FightChange, turn: TurnState, update: Partial<TurnState>): void {
  change.set({ turn: { ...turn, ...update } });
}

/**
 * The current fighter moves `tiles` tiles: "a flat number of tiles they can move in their turn", spent in steps before
 * and after the attack. A held fighter cannot move (R-house-2); moving lets go of anyone they hold and takes them
 * out of cover (R-house-3).
 */
export function moveFighter(fight: Fight, tiles: number): FightStep {
  const { turn, fighter } = currentTurn(fight);
  if (fighter.heldBy !== null) {
    const holder = findFighter(fight, fighter.heldBy);
    throw new RulesError('not-allowed', `${fighter.name} is held by ${holder.name}: break free first.`);
  }
  const { tilesLeft, total } = turnMovement(fight);
  requireWhole('The tiles moved', tiles, 1, Number.MAX_SAFE_INTEGER);
  if (tiles > tilesLeft) {
    throw new RulesError(
      'not-allowed',
      `${fighter.name} has ${tilesLeft} of ${total} tiles left this turn, not ${tiles}.` +
        (turn.ran || turn.attacked ? '' : ' Giving up the attack adds 5.'),
    );
  }
  const change = new FightChange(fight);
  withTurn(change, turn, { tilesMoved: turn.tilesMoved + tiles });
  change.log({
    kind: 'move',
    actorId: fighter.id,
    text: `${fighter.name} moves ${tiles} ${tiles === 1 ? 'tile' : 'tiles'} (${tilesLeft - tiles} left).`,
  });
  releaseHolds(change, fighter.id, `${fighter.name} moves away`);
  if (fighter.inCover) {
    change.updateFighter(fighter.id, (f) => ({ ...f, inCover: false }));
    change.log({ kind: 'move', actorId: fighter.id, text: `${fighter.name} leaves cover.` });
  }
  return change.done();
}

/** "By giving up your attack for this turn, you can focus purely on running, for an additional 5 tiles." */
export function runInstead(fight: Fight): FightStep {
  const { turn, fighter } = currentTurn(fight);
  requireAttackLeft(turn, fighter);
  if (fighter.heldBy !== null) {
    const holder = findFighter(fight, fighter.heldBy);
    throw new RulesError('not-allowed', `${fighter.name} is held by ${holder.name} and cannot run: break free first.`);
  }
  const change = new FightChange(fight);
  withTurn(change, turn, { ran: true });
  const tiles = movement(fighter.fighter, { run: true });
  change.log({
    kind: 'run',
    actorId: fighter.id,
    text: `${fighter.name} gives up the attack to run: ${tiles.total} tiles this turn (+${COMBAT.run.extraTiles}).`,
  });
  return change.done();
}

function loggedRoll(roll: AttackRoll): LoggedRoll {
  return {
    mode: roll.mode,
    dice: roll.dice,
    kept: roll.kept,
    modifier: roll.modifier,
    total: roll.total,
    defence: roll.defence,
    hit: roll.hit,
  };
}

function signed(value: number): string {
  return value < 0 ? `− ${-value}` : `+ ${value}`;
}

function describeRoll(roll: AttackRoll): string {
  const dice = roll.dice.length > 1 ? `D20 [${roll.dice.join(', ')}] keeps ${roll.kept}` : `D20 ${roll.kept}`;
  const outcome =
    roll.decidedBy === 'natural-20'
      ? 'a natural 20: hits'
      : roll.decidedBy === 'natural-1'
        ? 'a natural 1: misses'
        : roll.hit
          ? 'hits'
          : `misses by ${-roll.margin} ${roll.margin === -1 ? 'point' : 'points'}`;
  return `${dice} ${signed(roll.modifier)} = ${roll.total} against ${roll.defence}: ${outcome}`;
}

const ATTACK_WORDS = {
  melee: 'attacks',
  ranged: 'shoots at',
  unarmed: 'strikes at',
  thrown: 'throws at',
  grab: 'tries to grab',
} as const;

/**
 * The current fighter attacks: "Attack rolls use a D20 plus your attack modifier … To hit a target, the attack roll must
 * equal or exceed the appropriate defense value." A hit takes one hit point ("loses one from each successful attack");
 * at zero the target is downed. A grab (R-house-2) holds the target instead. Dice typed or from a random source.
 */
export function resolveAttack(fight: Fight, declaration: AttackDeclaration, dice: D20Dice): FightStep {
  const plan = planAttack(fight, declaration);
  const { attacker, target } = plan;
  const roll = attackRoll(plan.odds, dice, fight.rules);
  const change = new FightChange(fight);
  withTurn(change, fight.turn as TurnState, { attacked: true });
  const kind = declaration.with.kind;
  const why = plan.reasons.length > 0 ? ` (${plan.reasons.join(', ')})` : '';
  const entry = {
    kind: 'attack' as const,
    actorId: attacker.id,
    targetId: target.id,
    roll: loggedRoll(roll),
    text: `${attacker.name} ${ATTACK_WORDS[kind]} ${target.name}${why}: ${describeRoll(roll)}.`,
  };
  if (!roll.hit) {
    change.log(entry);
    return change.done();
  }
  if (kind === 'grab') {
    change.log(entry);
    change.updateFighter(target.id, (f) => ({ ...f, heldBy: attacker.id }));
    change.log({
      kind: 'hold',
      actorId: attacker.id,
      targetId: target.id,
      text: `${attacker.name} holds ${target.name}: no movement until they break free.`,
    });
    return change.done();
  }
  const hp = hpAfterHit(target.hp);
  change.log({ ...entry, hpAfter: hp, text: `${entry.text} ${target.name} has ${hp} hit points left.` });
  changeHp(change, target.id, hp);
  return change.done();
}

/**
 * A held fighter spends their attack to break free (R-house-2): D20 + 2 × Nimble (unarmed-attack modifiers) against the
 * holder's melee defence.
 */
export function breakFree(fight: Fight, dice: D20Dice, calls: RollCalls = {}): FightStep {
  const { turn, fighter } = currentTurn(fight);
  requireAttackLeft(turn, fighter);
  if (fighter.heldBy === null) throw new RulesError('not-allowed', `${fighter.name} is not held by anyone.`);
  const holder: FightFighter = findFighter(fight, fighter.heldBy);
  const modifier = attackModifier(fighter.fighter, { kind: 'unarmed' }, [], fight.rules);
  const holderDefence = defence(holder.fighter, 'melee', {}, fight.rules);
  const roll = attackRoll(
    { modifier: modifier.total, defence: holderDefence.total, mode: rollModeOf(calls) },
    dice,
    fight.rules,
  );
  const change = new FightChange(fight);
  withTurn(change, turn, { attacked: true });
  change.log({
    kind: 'hold',
    actorId: fighter.id,
    targetId: holder.id,
    roll: loggedRoll(roll),
    text: `${fighter.name} tries to break free of ${holder.name}: ${describeRoll(roll)}.`,
  });
  if (roll.hit) {
    change.updateFighter(fighter.id, (f) => ({ ...f, heldBy: null }));
    change.log({ kind: 'hold', actorId: fighter.id, targetId: holder.id, text: `${fighter.name} breaks free.` });
  }
  return change.done();
}

/** The current fighter lets go of a fighter they hold (R-house-2); it costs nothing. */
export function letGo(fight: Fight, heldId: string): FightStep {
  const { fighter } = currentTurn(fight);
  const held = findFighter(fight, heldId);
  if (held.heldBy !== fighter.id) throw new RulesError('not-allowed', `${fighter.name} does not hold ${held.name}.`);
  const change = new FightChange(fight);
  change.updateFighter(held.id, (f) => ({ ...f, heldBy: null }));
  change.log({
    kind: 'hold',
    actorId: fighter.id,
    targetId: held.id,
    text: `${fighter.name} lets go of ${held.name}.`,
  });
  return change.done();
}
