import { rollInitiative, type InitiativeEntry } from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { RandomSource } from '../../../../core/rules';
import { applyStartOfTurn } from './effects';
import { Change, requireSettled } from './history';
import { combatantHealth } from './queries';
import type { Combatant, Encounter, Transition } from './types';
import { entryOf } from '../../../../core/rules';

function requireNotStarted(encounter: Encounter): void {
  requireSettled(encounter);
  if (encounter.round > 0) {
    throw new RulesError(
      'not-allowed',
      'Initiative is settled once combat has begun; add newcomers with a place in the order.',
    );
  }
  if (encounter.combatants.length === 0)
    throw new RulesError('not-allowed', 'Add combatants before rolling initiative.');
}

function describeTotals(entry: InitiativeEntry): string {
  const [first = 0, ...rerolls] = entry.totals;
  const base = `${first} (d20 ${first - entry.reflex} + Reflex ${entry.reflex})`;
  return rerolls.length === 0 ? base : `${base}, tie re-rolled ${rerolls.join(', ')}`;
}

function logInitiative(change: Change, entries: readonly InitiativeEntry[], typed: boolean): void {
  entries.forEach((entry, place) => {
    const name = change.combatant(entry.id).name;
    change.log({
      actorId: entry.id,
      targetId: null,
      kind: 'initiative',
      dice: {
        actor: {
          rolls: entry.totals.map((t) => t - entry.reflex),
          natural: (entry.totals[0] ?? 0) - entry.reflex,
          modifier: entry.reflex,
          total: entry.totals[0] ?? 0,
        },
        opponent: null,
      },
      text: `${name} ${typed ? 'has' : 'rolls'} initiative ${describeTotals(entry)}: turn ${place + 1}.`,
    });
  });
}

/**
 * Turn Order & Initiative: "1d20 + reflex bonus rolled by each combatant. With the highest total roll going first …
 * Any tie will be rerolled" — among the tied only (dice.rollInitiative). Switches the encounter to initiative order.
 */
export function rollInitiativeOrder(encounter: Encounter, random: RandomSource): Transition {
  requireInput('Roll initiative order', encounter);
  requireNotStarted(encounter);
  const entries = rollInitiative(
    encounter.combatants.map((c) => ({ id: c.id, reflex: c.reflex })),
    random,
  );
  const change = new Change(encounter);
  change.set({ orderMode: 'initiative', initiative: entries, order: entries.map((e) => e.id) });
  logInitiative(change, entries, false);
  return change.done();
}

/** Orders `group` by their total at `round`; a tie must carry a re-roll, and only a tie may. */
function orderTyped(group: InitiativeEntry[], round: number, names: (id: string) => string): InitiativeEntry[] {
  const at = (e: InitiativeEntry): number => e.totals[round] ?? 0;
  const sorted = [...group].sort((x, y) => at(y) - at(x));
  const ordered: InitiativeEntry[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && at(sorted[end] as InitiativeEntry) === at(sorted[start] as InitiativeEntry)) end++;
    const tied = sorted.slice(start, end);
    if (tied.length === 1) {
      const [alone] = tied as [InitiativeEntry];
      if (alone.totals.length > round + 1) {
        throw new RulesError(
          'not-allowed',
          `${names(alone.id)} is not tied, so only the tied re-roll: remove their re-roll.`,
        );
      }
      ordered.push(alone);
    } else {
      const missing = tied.filter((e) => e.totals.length <= round + 1);
      if (missing.length > 0) {
        throw new RulesError(
          'not-allowed',
          `${tied.map((e) => names(e.id)).join(' and ')} tie at ${at(tied[0] as InitiativeEntry)}: "Any tie will be rerolled" — type a re-roll for ${missing.map((e) => names(e.id)).join(' and ')}.`,
        );
      }
      ordered.push(...orderTyped(tied, round + 1, names));
    }
    start = end;
  }
  return ordered;
}

/**
 * Initiative typed from the table: for each combatant their 1d20 + Reflex total, then a re-roll total for each tie they
 * were in ("Any tie will be rerolled"). Every total must be a possible d20 + Reflex.
 * @example setInitiative(encounter, { ayla: [17], wolf: [12, 15], bear: [12, 9] }) // order ayla, wolf, bear
 */
export function setInitiative(encounter: Encounter, totals: Readonly<Record<string, readonly number[]>>): Transition {
  requireInput('The encounter', encounter);
  requireInput('The totals', totals);
  requireNotStarted(encounter);
  const name = (id: string): string => encounter.combatants.find((c) => c.id === id)?.name ?? id;
  for (const id of Object.keys(totals)) {
    if (!encounter.combatants.some((c) => c.id === id))
      throw new RulesError('not-allowed', `There is no combatant "${id}".`);
  }
  const entries = encounter.combatants.map((c: Combatant): InitiativeEntry => {
    const typed = entryOf(totals, c.id);
    if (typed === undefined || typed.length === 0) {
      throw new RulesError('invalid-number', `Type ${c.name}'s initiative (1d20 + Reflex ${c.reflex}).`);
    }
    typed.forEach((t) =>
      requireWhole(`${c.name}'s initiative (1d20 + Reflex ${c.reflex})`, t, 1 + c.reflex, 20 + c.reflex),
    );
    return { id: c.id, reflex: c.reflex, totals: [...typed] };
  });
  const ordered = orderTyped(entries, 0, name);
  const change = new Change(encounter);
  change.set({ orderMode: 'initiative', initiative: ordered, order: ordered.map((e) => e.id) });
  logInitiative(change, ordered, true);
  return change.done();
}

/**
 * Moves to the next combatant in the order and starts their turn. Rounds: "A combat round starts at the 1st character's
 * turn and ends at the last character's turn." The dead are skipped; the unconscious get their start-of-turn effects
 * (regeneration may wake them) and are skipped if still down: "They may not declare any actions."
 */
function beginNextTurn(change: Change): void {
  const { order } = change.state;
  if (order.length === 0) {
    throw new RulesError(
      'not-allowed',
      change.state.orderMode === 'initiative'
        ? 'Roll or type initiative before the first turn.'
        : 'Nobody is in the fight.',
    );
  }
  for (let tried = 0; tried < order.length; tried++) {
    const { round, turnIndex } = change.state;
    const wraps = round === 0 || turnIndex + 1 >= order.length;
    change.set({
      round: wraps ? round + 1 : round,
      turnIndex: wraps ? 0 : turnIndex + 1,
      turnActive: true,
      actionsUsed: [],
    });
    if (wraps) change.log({ actorId: null, targetId: null, kind: 'turn', text: `Round ${change.state.round} begins.` });
    const id = order[change.state.turnIndex] as string;
    const c = change.combatant(id);
    change.log({ actorId: id, targetId: null, kind: 'turn', text: `${c.name}'s turn.` });
    if (applyStartOfTurn(change, id)) return;
    const dead = combatantHealth(change.combatant(id)) === 'dead';
    change.log({
      actorId: id,
      targetId: null,
      kind: 'turn',
      text: `${c.name} is ${dead ? 'dead' : 'unconscious and rolls nothing'}: turn skipped.`,
    });
    change.set({ turnActive: false });
  }
  change.log({ actorId: null, targetId: null, kind: 'turn', text: 'Nobody in the fight is able to act this round.' });
}

/**
 * Starts the next turn (the first one when the fight has not begun), applying its start-of-turn effects. Internal (not
 * in the public entry): the app always ends a turn into the next as one step, nextTurn.
 */
export function startTurn(encounter: Encounter): Transition {
  requireInput('Start turn', encounter);
  requireSettled(encounter);
  if (encounter.turnActive) {
    const id = encounter.order[encounter.turnIndex];
    const name = encounter.combatants.find((c) => c.id === id)?.name ?? 'the current combatant';
    throw new RulesError('not-allowed', `End ${name}'s turn first.`);
  }
  const change = new Change(encounter);
  beginNextTurn(change);
  return change.done();
}

function closeTurn(change: Change): void {
  const id = change.state.order[change.state.turnIndex];
  const c = change.state.combatants.find((x) => x.id === id);
  if (!change.state.turnActive || c === undefined) throw new RulesError('not-allowed', 'No turn is running.');
  change.set({ turnActive: false, actionsUsed: [] });
  change.log({ actorId: c.id, targetId: null, kind: 'turn', text: `${c.name} ends their turn.` });
}

/** Ends the current turn; unused actions are lost. Internal (not in the public entry): nextTurn is the app's one step. */
export function endTurn(encounter: Encounter): Transition {
  requireInput('End turn', encounter);
  requireSettled(encounter);
  const change = new Change(encounter);
  closeTurn(change);
  return change.done();
}

/** Ends the current turn (if one runs) and starts the next, as one step to undo. */
export function nextTurn(encounter: Encounter): Transition {
  requireInput('Next turn', encounter);
  requireSettled(encounter);
  const change = new Change(encounter);
  if (encounter.turnActive) closeTurn(change);
  beginNextTurn(change);
  return change.done();
}
