import { RulesError, type RandomSource } from '../../../../core/rules';
import { isDowned } from '../hit-points';
import { initiativeModifier, initiativeStanding, rollInitiativeTotals, type InitiativeRoll } from '../initiative';
import { fighterFromEntry } from './create';
import { FightChange } from './history';
import type { Fight, FightFighter, FighterEntry, FightStep } from './types';

/** The initiative dice: rolled by the app, or the totals each fighter reads out (re-rolls after the first). */
export type InitiativeDice = RandomSource | Readonly<Record<string, readonly number[]>>;

function describeTotals(roll: InitiativeRoll): string {
  const [first = 0, ...rerolls] = roll.totals;
  const sign = roll.modifier < 0 ? '−' : '+';
  const base = roll.dice.length > 0 ? `${first} (D20 ${roll.dice[0]} ${sign} ${Math.abs(roll.modifier)})` : `${first}`;
  return rerolls.length === 0 ? base : `${base}, tie re-rolled ${rerolls.join(', ')}`;
}

function standing(fighter: FightFighter): boolean {
  return !isDowned(fighter.hp);
}

/** The next place in the order after `from` whose fighter is standing, and whether the order wrapped to a new round. */
function nextPlace(state: Pick<Fight, 'order' | 'fighters'>, from: number): { index: number; wrapped: boolean } | null {
  const { order } = state;
  for (let step = 1; step <= order.length; step++) {
    const index = (from + step) % order.length;
    const fighter = state.fighters.find((f) => f.id === order[index]);
    if (fighter !== undefined && standing(fighter)) return { index, wrapped: from + step >= order.length };
  }
  return null;
}

function beginTurn(change: FightChange, index: number): void {
  const id = change.state.order[index] as string;
  change.set({ turnIndex: index, turn: { fighterId: id, tilesMoved: 0, attacked: false, ran: false } });
  change.log({ kind: 'turn', actorId: id, text: `Round ${change.state.round}: ${change.fighter(id).name}'s turn.` });
}

/**
 * Starts the fight: "Initiative is rolled at the start of combat and determines the turn order going forwards. …
 * Every character in combat rolls a D20 and adds their modifier. Characters then play in order of the highest value
 * first." Rolled with a random source (ties re-rolled until broken, A-06), or from the totals typed at the table,
 * which must break every tie (initiativeStanding says who still re-rolls). Round 1 begins with the first in order.
 */
export function startFight(fight: Fight, dice: InitiativeDice): FightStep {
  if (fight.status !== 'setup') throw new RulesError('not-allowed', 'This fight has already started.');
  if (fight.fighters.length < 2) throw new RulesError('not-allowed', 'A fight needs at least two fighters.');
  const modifiers = fight.fighters.map((f) => ({
    id: f.id,
    modifier: initiativeModifier(f.fighter, fight.rules).total,
  }));
  const names = Object.fromEntries(fight.fighters.map((f) => [f.id, f.name]));
  let rolls: readonly InitiativeRoll[];
  let order: readonly string[];
  if (typeof dice === 'function') {
    ({ rolls, order } = rollInitiativeTotals(modifiers, dice, fight.rules));
  } else {
    const missing = fight.fighters.filter((f) => dice[f.id] === undefined).map((f) => f.name);
    if (missing.length > 0) throw new RulesError('not-allowed', `Type the initiative of ${missing.join(', ')}.`);
    const extra = Object.keys(dice).filter((id) => !fight.fighters.some((f) => f.id === id));
    if (extra.length > 0) throw new RulesError('not-allowed', `“${extra.join('”, “')}” is not in this fight.`);
    const result = initiativeStanding(dice, names, fight.rules);
    if (result.order === null) {
      const tie = result.waiting[0];
      const who = tie?.ids.map((id) => names[id] ?? id).join(' and ');
      throw new RulesError('not-allowed', `${who} tie at ${tie?.total}: they re-roll initiative to settle it.`);
    }
    order = result.order;
    rolls = modifiers.map(({ id, modifier }) => ({ id, modifier, totals: [...(dice[id] ?? [])], dice: [] }));
  }
  const change = new FightChange(fight);
  change.set({ status: 'running', initiative: rolls, order, round: 1 });
  order.forEach((id, place) => {
    const roll = rolls.find((r) => r.id === id) as InitiativeRoll;
    change.log({
      kind: 'initiative',
      actorId: id,
      text: `${names[id]} ${roll.dice.length > 0 ? 'rolls' : 'has'} initiative ${describeTotals(roll)}: turn ${place + 1}.`,
    });
  });
  const first = nextPlace(change.state, -1);
  if (first === null) throw new RulesError('not-allowed', 'Every fighter is downed.');
  beginTurn(change, first.index);
  return change.done();
}

export function requireRunning(fight: Fight): void {
  switch (fight.status) {
    case 'setup':
      throw new RulesError('not-allowed', 'The fight has not started: roll initiative first.');
    case 'over':
      throw new RulesError('not-allowed', 'The fight is over.');
    case 'running':
      return;
  }
}

/**
 * Ends the current turn and begins the next standing fighter's, in the initiative order ("It is not rerolled for the
 * following rounds"); downed fighters are skipped, and passing the end of the order begins the next round. When
 * no one is left standing the fight is over.
 */
export function endTurn(fight: Fight): FightStep {
  requireRunning(fight);
  const change = new FightChange(fight);
  const next = nextPlace(change.state, fight.turnIndex);
  if (next === null) {
    change.set({ status: 'over', turn: null });
    change.log({ kind: 'end', text: 'No one is left standing: the fight is over.' });
    return change.done();
  }
  if (next.wrapped) change.set({ round: fight.round + 1 });
  beginTurn(change, next.index);
  return change.done();
}

/**
 * A fighter joins a running fight: they roll initiative now (D20 + modifier, or the total typed) and take their
 * place behind every fighter whose initiative is equal or higher; no one else re-rolls.
 */
export function joinFight(fight: Fight, entry: FighterEntry, dice: RandomSource | number): FightStep {
  requireRunning(fight);
  const change = new FightChange(fight);
  const fighter = fighterFromEntry(change.state, entry);
  const modifier = initiativeModifier(fighter.fighter, fight.rules).total;
  let roll: InitiativeRoll;
  if (typeof dice === 'function') {
    roll = rollInitiativeTotals([{ id: fighter.id, modifier }], dice, fight.rules).rolls[0] as InitiativeRoll;
  } else {
    initiativeStanding({ [fighter.id]: [dice] }, { [fighter.id]: fighter.name }, fight.rules);
    roll = { id: fighter.id, modifier, totals: [dice], dice: [] };
  }
  const total = roll.totals[0] as number;
  const firstOf = (id: string): number => fight.initiative.find((r) => r.id === id)?.totals[0] ?? Infinity;
  const place = fight.order.findIndex((id) => firstOf(id) < total);
  const at = place === -1 ? fight.order.length : place;
  const order = [...fight.order.slice(0, at), fighter.id, ...fight.order.slice(at)];
  change.set({
    fighters: [...change.state.fighters, fighter],
    initiative: [...fight.initiative, roll],
    order,
    turnIndex: at <= fight.turnIndex ? fight.turnIndex + 1 : fight.turnIndex,
  });
  change.log({
    kind: 'initiative',
    actorId: fighter.id,
    text: `${fighter.name} joins the fight with initiative ${describeTotals(roll)}: turn ${at + 1} of ${order.length}.`,
  });
  return change.done();
}

/** The Storyteller ends the fight: no more turns; the log, undo and outcome notes stay. */
export function endFight(fight: Fight): FightStep {
  requireRunning(fight);
  const change = new FightChange(fight);
  change.set({ status: 'over', turn: null });
  change.log({ kind: 'end', text: `The fight ends in round ${fight.round}.` });
  return change.done();
}

/** Whether a fighter still takes part: not downed. */
export function isStanding(fighter: FightFighter): boolean {
  return standing(fighter);
}
