import { taskActions, turnCheck, type CombatActionType } from '../combat/actions';
import { shieldCheck } from '../combat/gear-limits';
import { isKnockedOut } from '../combat/health';
import { trapToolMultiplier } from '../combat/trap-damage';
import { weaponKind } from '../combat/weapon-kinds';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { blindCollisionDamage } from '../light';
import { throwObjectProblem } from '../combat/throw-object';
import type { ToolLevel } from '../tools';
import { throwD20 } from './dice-input';
import { type Change, turnStep } from './history';
import { actionsThatFit, armorAgainst, combatantInTrance, isImmobilized, skillLevel } from './queries';
import type { Combatant, D20Input, Encounter, Transition } from './types';

/** The non-contested (and other) things a combatant spends actions on during their turn. */
export type EncounterTask =
  /**
   * "Each character may only move the distance associated with their race each time they declare move action". A Blind
   * mover who hits an obstacle names the tiles they intended (1 to their move) in `blindCollision`.
   */
  | { readonly task: 'move'; readonly blindCollision?: { readonly intendedTiles: number } }
  /** Crossbows and firearms: 1H 1 action, 2H 2 ("The 2 actions do not need to be consecutive"). */
  | { readonly task: 'reload'; readonly weaponId: string }
  /** "grabbing a weapon (or any object) from anywhere other than a worn weapon slot", ammunition from a pack … */
  | { readonly task: 'draw'; readonly what: string }
  /** "Equipping a shield takes 1 round to complete (2 consecutive non-contested actions)." */
  | { readonly task: 'equip-shield'; readonly shieldId: string }
  | { readonly task: 'unequip-shield'; readonly shieldId: string }
  /**
   * "Each trap set up in combat requires 3 (three) actions": ready (non-contested), set & hide (contested, rolling the
   * difficulty [Traps + Presence + 1d20] — give `dice` for that step), put away (non-contested). Spans turns if needed.
   */
  | {
      readonly task: 'set-trap';
      readonly tools: ToolLevel;
      readonly name?: string;
      readonly dealsDamage?: boolean;
      readonly dice?: D20Input;
    }
  /** A discovered trap "may disarm it as a non-contested action"; a trapper may take up their own. */
  | { readonly task: 'disarm-trap'; readonly trapId: string }
  /**
   * "Throwing an object, not as an attack, is a non-contested action": up to Body (+ the race's range bonus) tiles, an
   * object no bigger than the thrower's own size category (throwObjectProblem).
   */
  | { readonly task: 'throw-object'; readonly itemSize: string; readonly distance: number; readonly what?: string }
  /** Anything else the table declares: lighting a torch, climbing … */
  | { readonly task: 'other'; readonly label: string; readonly action: CombatActionType };

function spend(change: Change, c: Combatant, types: readonly CombatActionType[], what: string): void {
  const used = [...change.state.actionsUsed, ...types];
  const check = turnCheck(used);
  if (!check.ok) {
    const left = actionsThatFit(change.state.actionsUsed, 'non-contested');
    throw new RulesError(
      'not-allowed',
      `${c.name} cannot ${what} now: it takes ${types.join(' + ')} action${types.length === 1 ? '' : 's'} and ${left} non-contested ${left === 1 ? 'is' : 'are'} left. ${check.reason}`,
    );
  }
  change.set({ actionsUsed: used });
}

function reload(change: Change, c: Combatant, weaponId: string): void {
  const item = c.gear.find((g) => g.id === weaponId);
  if (item === undefined || item.slot !== 'weapon')
    throw new RulesError('not-allowed', `${c.name} has no weapon "${weaponId}".`);
  if (item.reload === null) {
    throw new RulesError(
      'not-allowed',
      weaponKind(item.kind).family === 'bow'
        ? 'A bow is loaded and fired within its one contested action.'
        : `${item.name} needs no reloading.`,
    );
  }
  if (item.reload.loaded) throw new RulesError('not-allowed', `${item.name} is already loaded.`);
  const needed = taskActions({ task: 'reload', weapon: item.kind }).length;
  const steps = Math.min(needed - item.reload.actionsDone, actionsThatFit(change.state.actionsUsed, 'non-contested'));
  if (steps === 0) throw new RulesError('not-allowed', `${c.name} has no non-contested action left to reload.`);
  spend(change, c, Array<CombatActionType>(steps).fill('non-contested'), 'reload');
  const done = item.reload.actionsDone + steps;
  const loaded = done === needed;
  change.updateCombatant(c.id, (x) => ({
    ...x,
    gear: x.gear.map((g) =>
      g.id === item.id && g.slot === 'weapon' ? { ...g, reload: { loaded, actionsDone: loaded ? 0 : done } } : g,
    ),
  }));
  change.log({
    actorId: c.id,
    targetId: null,
    kind: 'action',
    text: loaded
      ? `${c.name} reloads ${item.name}: loaded.`
      : `${c.name} reloads ${item.name}: ${done} of ${needed} actions done.`,
  });
}

function setShield(change: Change, c: Combatant, shieldId: string, equip: boolean): void {
  const shield = c.gear.find((g) => g.id === shieldId);
  if (shield === undefined || shield.slot !== 'shield')
    throw new RulesError('not-allowed', `${c.name} has no shield "${shieldId}".`);
  if (shield.equipped === equip) {
    throw new RulesError('not-allowed', `${shield.name} is already ${equip ? 'in hand' : 'put away'}.`);
  }
  if (equip) {
    const check = shieldCheck(c.body, shield.tier);
    if (!check.ok) throw new RulesError('not-allowed', check.reason);
  }
  spend(
    change,
    c,
    taskActions({ task: equip ? 'equip-shield' : 'unequip-shield' }),
    equip ? 'equip a shield' : 'unequip a shield',
  );
  change.updateCombatant(c.id, (x) => ({
    ...x,
    gear: x.gear.map((g) => (g.id === shieldId && g.slot === 'shield' ? { ...g, equipped: equip } : g)),
  }));
  change.log({
    actorId: c.id,
    targetId: null,
    kind: 'action',
    text: equip
      ? `${c.name} equips ${shield.name} (a whole turn's two actions).`
      : `${c.name} puts ${shield.name} away.`,
  });
}

function setTrap(change: Change, c: Combatant, task: Extract<EncounterTask, { task: 'set-trap' }>): void {
  const steps = taskActions({ task: 'set-trap' });
  const traps = skillLevel(c, 'traps');
  let setting = c.trapSetting;
  if (setting === null) {
    trapToolMultiplier(task.tools);
    const setToday = change.state.traps.filter((t) => t.ownerId === c.id).length;
    if (setToday >= traps) {
      throw new RulesError(
        'not-allowed',
        `"A character may set a number of traps this way equal to their Traps skill": ${c.name} (Traps ${traps}) has set ${setToday}.`,
      );
    }
    setting = { stepsDone: 0, tools: task.tools, name: task.name?.trim() || `${c.name}'s trap`, difficulty: null };
  }
  const taken: CombatActionType[] = [];
  for (let i = setting.stepsDone; i < steps.length; i++) {
    const step = steps[i] as CombatActionType;
    if (!turnCheck([...change.state.actionsUsed, ...taken, step]).ok) break;
    taken.push(step);
  }
  if (taken.length === 0)
    throw new RulesError('not-allowed', `${c.name} has no action left for the next step of the trap.`);
  let difficulty = setting.difficulty;
  if (taken.includes('contested')) {
    if (task.dice === undefined) {
      throw new RulesError(
        'not-allowed',
        'Setting & hiding the trap rolls its difficulty: give the d20 (Traps + Presence + 1d20).',
      );
    }
    difficulty = throwD20(task.dice, c.name) + traps + c.presence;
  }
  spend(change, c, taken, 'set a trap');
  const stepsDone = setting.stepsDone + taken.length;
  const armedAt = stepsDone === steps.length ? difficulty : null;
  const finished = armedAt !== null;
  change.updateCombatant(c.id, (x) => ({
    ...x,
    trapSetting: finished ? null : { ...(setting as NonNullable<Combatant['trapSetting']>), stepsDone, difficulty },
  }));
  if (armedAt !== null) {
    change.set({
      traps: [
        ...change.state.traps,
        {
          id: change.newId('t'),
          name: setting.name,
          ownerId: c.id,
          difficulty: armedAt,
          trapsLevel: traps,
          tools: setting.tools,
          dealsDamage: task.dealsDamage ?? true,
          status: 'armed',
        },
      ],
    });
  }
  change.log({
    actorId: c.id,
    targetId: null,
    kind: 'trap',
    text: finished
      ? `${c.name} finishes ${setting.name}: armed, difficulty ${difficulty}.`
      : `${c.name} works on ${setting.name}: ${stepsDone} of ${steps.length} steps${difficulty === null ? '' : `, difficulty ${difficulty}`}.`,
  });
}

/**
 * Be Afraid of the Dark: a Blind mover who hits an obstacle takes "damage equal to the total number of tiles they
 * intended to move with that action" less their armour ("This damage does not ignore armor"; no shield, R-light-3),
 * "make loud noises" and "forfeit the additional tiles". Not combat damage: trolls do not regenerate it.
 */
function blindMove(change: Change, c: Combatant, intended: number): void {
  const tiles = requireWhole('Intended tiles', intended, 1, c.move);
  const armor = armorAgainst(c, 'rear').total;
  const damage = blindCollisionDamage({ intendedTiles: tiles, armor });
  spend(change, c, taskActions({ task: 'move' }), 'move');
  change.log({
    actorId: c.id,
    targetId: null,
    kind: 'action',
    text: `${c.name} moves blind and hits an obstacle, making a loud noise: the rest of the move is lost.`,
  });
  const breakdown = `${tiles} tiles intended − armor ${armor}`;
  change.changeHp(
    c.id,
    -damage,
    {
      actorId: null,
      kind: 'damage',
      damage,
      breakdown,
      text: `${c.name} takes ${damage} (${breakdown}): ${c.hp - damage}/${c.maxHp} HP.`,
    },
    false,
  );
}

function disarm(change: Change, c: Combatant, trapId: string): void {
  const trap = change.state.traps.find((t) => t.id === trapId);
  if (trap === undefined) throw new RulesError('not-allowed', `There is no trap "${trapId}".`);
  const known = trap.status === 'discovered' || (trap.status === 'armed' && trap.ownerId === c.id);
  if (!known)
    throw new RulesError(
      'not-allowed',
      `${trap.name} is ${trap.status === 'armed' ? 'hidden from' : trap.status + ' and beyond'} ${c.name}.`,
    );
  spend(change, c, ['non-contested'], 'disarm a trap');
  change.set({ traps: change.state.traps.map((t) => (t.id === trapId ? { ...t, status: 'disarmed' } : t)) });
  change.log({ actorId: c.id, targetId: null, kind: 'trap', text: `${c.name} disarms ${trap.name}.` });
}

/**
 * Spends actions of the current turn on a task ("Each turn a character may perform 2 actions … only declare 1
 * contested action"); attacks, stealth checks and breaking free have their own transitions.
 */
export function spendAction(encounter: Encounter, input: EncounterTask): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  const { change, actor: c } = turnStep(encounter);
  // Undeath's trance: "they will move" and nothing else here (Exsanguination is its own step).
  if (isKnockedOut(c.hp) && !(combatantInTrance(c) && input.task === 'move'))
    throw new RulesError(
      'not-allowed',
      combatantInTrance(c)
        ? `${c.name} is in Undeath's trance: they may only move and use “Exsanguination”.`
        : `${c.name} is unconscious and may not declare any actions.`,
    );
  switch (input.task) {
    case 'move':
      if (isImmobilized(c)) {
        throw new RulesError(
          'not-allowed',
          `${c.name} is immobilized: they may attack and defend, but not leave their tile.`,
        );
      }
      if (c.move === 0)
        throw new RulesError('not-allowed', `${c.name}'s move is 0: their gear is too heavy to move in.`);
      if (input.blindCollision !== undefined) {
        blindMove(change, c, input.blindCollision.intendedTiles);
        break;
      }
      spend(change, c, taskActions({ task: 'move' }), 'move');
      change.log({ actorId: c.id, targetId: null, kind: 'action', text: `${c.name} moves up to ${c.move} tiles.` });
      break;
    case 'reload':
      reload(change, c, input.weaponId);
      break;
    case 'throw-object': {
      const problem = throwObjectProblem({
        body: c.body,
        creature: c.size,
        itemSize: input.itemSize,
        distance: input.distance,
      });
      if (problem !== null) throw new RulesError('not-allowed', problem);
      spend(change, c, ['non-contested'], 'throw an object');
      change.log({
        actorId: c.id,
        targetId: null,
        kind: 'action',
        text: `${c.name} throws ${input.what?.trim() || `an ${input.itemSize.toUpperCase()} object`} ${input.distance} tile${input.distance === 1 ? '' : 's'}.`,
      });
      break;
    }
    case 'draw':
      spend(change, c, ['non-contested'], 'draw');
      change.log({
        actorId: c.id,
        targetId: null,
        kind: 'action',
        text: `${c.name} draws ${input.what.trim() || 'an item'}.`,
      });
      break;
    case 'equip-shield':
      setShield(change, c, input.shieldId, true);
      break;
    case 'unequip-shield':
      setShield(change, c, input.shieldId, false);
      break;
    case 'set-trap':
      setTrap(change, c, input);
      break;
    case 'disarm-trap':
      disarm(change, c, input.trapId);
      break;
    case 'other': {
      const label = input.label.trim();
      if (label === '') throw new RulesError('not-allowed', 'Say what the action is.');
      spend(change, c, [input.action], label);
      change.log({ actorId: c.id, targetId: null, kind: 'action', text: `${c.name}: ${label} (${input.action}).` });
      break;
    }
  }
  return change.done();
}
