import { RulesError, requireInput, requireList, requireOneOf } from '../../../../core/rules';
import { Change, requireSettled } from './history';
import { buildCombatant } from './profile';
import type { Combatant, CombatantInput, Encounter, OrderMode, Transition } from './types';

const EMPTY: Encounter = {
  combatants: [],
  orderMode: 'clockwise',
  order: [],
  initiative: [],
  round: 0,
  turnIndex: -1,
  turnActive: false,
  actionsUsed: [],
  pending: null,
  traps: [],
  nextId: 1,
  log: [],
  undo: [],
};

/** "go around the room clockwise … starting with players going first, then the enemy NPCs": party, then foes, each in seat order. */
function clockwiseOrder(combatants: readonly Combatant[]): string[] {
  return [...combatants.filter((c) => c.side === 'party'), ...combatants.filter((c) => c.side === 'foe')].map(
    (c) => c.id,
  );
}

function names(combatants: readonly Combatant[]): string {
  return combatants.map((c) => c.name).join(', ') || 'nobody';
}

/**
 * Starts an encounter. Clockwise order puts the party first, then the foes, each in the order given (the seats around
 * the table); initiative order waits for rollInitiativeOrder or setInitiative. The encounter's undo history starts here.
 * @example createEncounter({ combatants: [ayla, wolf], orderMode: 'clockwise' }).encounter.order // ['ayla', 'wolf']
 */
export function createEncounter(input: { combatants: readonly CombatantInput[]; orderMode: OrderMode }): Transition {
  requireInput('The new encounter', input);
  const combatants = requireList('The combatants', input.combatants).map((c) => buildCombatant(c));
  requireOneOf('The turn order mode', input.orderMode, ['clockwise', 'initiative']);
  const ids = new Set<string>();
  for (const c of combatants) {
    if (ids.has(c.id))
      throw new RulesError('not-allowed', `Each combatant needs their own id; "${c.id}" appears twice.`);
    ids.add(c.id);
  }
  const change = new Change(EMPTY);
  change.set({
    combatants,
    orderMode: input.orderMode,
    order: input.orderMode === 'clockwise' ? clockwiseOrder(combatants) : [],
  });
  const party = combatants.filter((c) => c.side === 'party');
  const foes = combatants.filter((c) => c.side === 'foe');
  change.log({
    actorId: null,
    targetId: null,
    kind: 'setup',
    text: `The fight begins: ${names(party)} against ${names(foes)}, ${
      input.orderMode === 'clockwise' ? 'clockwise with the players first' : 'in initiative order'
    }.`,
  });
  const { encounter, entries } = change.done();
  return { encounter: { ...encounter, undo: [] }, entries };
}

/**
 * Brings a combatant into a running fight. By default a party member joins after the last party member in the order
 * and a foe at the end; `position` puts them at that place in the order instead.
 */
export function addCombatant(
  encounter: Encounter,
  input: CombatantInput,
  options: { position?: number } = {},
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireInput('The options', options);
  requireSettled(encounter);
  const combatant = buildCombatant(input);
  if (encounter.combatants.some((c) => c.id === combatant.id)) {
    throw new RulesError(
      'not-allowed',
      `Each combatant needs their own id; "${combatant.id}" is already in the fight.`,
    );
  }
  const change = new Change(encounter);
  const combatants = [...encounter.combatants, combatant];
  const lastParty = encounter.order.reduce(
    (last, id, i) => (encounter.combatants.find((c) => c.id === id)?.side === 'party' ? i : last),
    -1,
  );
  const fallback =
    combatant.side === 'party' && encounter.orderMode === 'clockwise' ? lastParty + 1 : encounter.order.length;
  const position = options.position ?? fallback;
  if (!Number.isInteger(position) || position < 0 || position > encounter.order.length) {
    throw new RulesError(
      'invalid-number',
      `The place in the turn order must be from 1 to ${encounter.order.length + 1}.`,
    );
  }
  // In initiative order nobody has a place until initiative is rolled or typed.
  const waitsForInitiative = encounter.orderMode === 'initiative' && encounter.initiative.length === 0;
  const order = waitsForInitiative
    ? encounter.order
    : [...encounter.order.slice(0, position), combatant.id, ...encounter.order.slice(position)];
  change.set({
    combatants,
    order,
    // Keep the current turn on the same combatant when someone joins before them.
    turnIndex: encounter.round > 0 && position <= encounter.turnIndex ? encounter.turnIndex + 1 : encounter.turnIndex,
  });
  change.log({
    actorId: null,
    targetId: combatant.id,
    kind: 'setup',
    text: waitsForInitiative
      ? `${combatant.name} joins the fight (${combatant.side}) and waits for initiative.`
      : `${combatant.name} joins the fight (${combatant.side}), place ${position + 1} in the turn order.`,
  });
  return change.done();
}

/** Takes a combatant out of the fight (fled, or the GM clears a body): out of the order, their stealth flags gone. */
export function removeCombatant(encounter: Encounter, combatantId: string): Transition {
  requireInput('Remove combatant', encounter);
  requireSettled(encounter);
  const change = new Change(encounter);
  const leaving = change.combatant(combatantId);
  const index = encounter.order.indexOf(combatantId);
  const current = index === encounter.turnIndex && encounter.turnActive;
  change.set({
    combatants: encounter.combatants
      .filter((c) => c.id !== combatantId)
      .map((c) =>
        c.effects.some((e) => e.kind === 'stealth-flag' && e.ownerId === combatantId)
          ? { ...c, effects: c.effects.filter((e) => !(e.kind === 'stealth-flag' && e.ownerId === combatantId)) }
          : c,
      ),
    order: encounter.order.filter((id) => id !== combatantId),
    initiative: encounter.initiative.filter((e) => e.id !== combatantId),
    traps: encounter.traps.map((t) => (t.ownerId === combatantId ? { ...t, ownerId: null } : t)),
    turnIndex: index !== -1 && index <= encounter.turnIndex ? encounter.turnIndex - 1 : encounter.turnIndex,
    ...(current ? { turnActive: false, actionsUsed: [] } : {}),
  });
  change.log({
    actorId: null,
    targetId: combatantId,
    kind: 'setup',
    text: `${leaving.name} leaves the fight${current ? ' during their turn' : ''}.`,
  });
  return change.done();
}
