import { RulesError, requireWhole } from '../../../../core/rules';
import { MAX_EXPERIENCE, MAX_HEALTH, MAX_STOCK, requireId, requireName } from '../checks';
import { inflictCondition } from '../conditions';
import { checkInventory, type Inventory } from '../crafting';
import { damageDealt, experienceFromDamage } from '../experience';
import type { WwHouseRules } from '../house-rules';
import { CONDITION_IDS, SEVERITIES, WOLF_KINDS, type StockId } from '../ids';
import { armourOf, weaponOf } from '../items';
import { levelOf } from '../levels';
import { energyText } from '../modifiers';
import { perkBuildProblems } from '../perks';
import { energyAtTurnStart, healedHealth, maxHealth } from '../player';
import { MAX_ACTIVE_WOLVES, wolfHealthAfterTurn, wolfStats, wolfStopsTracking } from '../wolves';
import type { GameState, TrackerEvent, TrackerPlayer, TrackerWolf } from './types';

function playerOf(state: GameState, id: string): TrackerPlayer {
  const player = state.players.find((p) => p.id === id);
  if (player === undefined) throw new RulesError('not-allowed', `There is no player "${id}" in this game.`);
  return player;
}

function wolfOf(state: GameState, id: string): TrackerWolf {
  const wolf = state.wolves.find((w) => w.id === id);
  if (wolf === undefined) throw new RulesError('not-allowed', `There is no wolf "${id}" on the map.`);
  return wolf;
}

function living(player: TrackerPlayer, doing: string): TrackerPlayer {
  if (!player.alive) throw new RulesError('not-allowed', `${player.name} is dead and cannot ${doing}.`);
  return player;
}

function withPlayer(state: GameState, next: TrackerPlayer): GameState {
  return { ...state, players: state.players.map((p) => (p.id === next.id ? next : p)) };
}

function damaged(player: TrackerPlayer, amount: number): TrackerPlayer {
  const health = Math.max(0, player.health - amount);
  return { ...player, health, alive: health > 0 };
}

function changeItems(player: TrackerPlayer, add: Inventory, remove: Inventory): TrackerPlayer {
  checkInventory(add);
  checkInventory(remove);
  const next: Partial<Record<StockId, number>> = { ...player.inventory };
  for (const [id, count] of Object.entries(remove) as [StockId, number][]) {
    const have = next[id] ?? 0;
    if (count > have) throw new RulesError('not-allowed', `${player.name} has ${have} ${id}, not ${count}.`);
    next[id] = have - count;
  }
  for (const [id, count] of Object.entries(add) as [StockId, number][]) {
    next[id] = requireWhole(`${player.name}'s count of ${id}`, (next[id] ?? 0) + count, 0, MAX_STOCK);
  }
  for (const id of Object.keys(next) as StockId[]) if (next[id] === 0) delete next[id];
  return { ...player, inventory: next };
}

/** The state after one event, or a RulesError in the table's words (the state is never changed in place). */
export function apply(state: GameState, event: TrackerEvent, rules: WwHouseRules): GameState {
  switch (event.type) {
    case 'add-player': {
      requireName('A player', event.name);
      requireName("A player's id", event.id);
      if (state.players.some((p) => p.id === event.id))
        throw new RulesError('not-allowed', `A player "${event.id}" is already in this game.`);
      requireWhole('The team', event.team, 1, state.map.teams);
      const inTeam = state.players.filter((p) => p.team === event.team).length;
      if (inTeam >= state.map.teamSize) {
        throw new RulesError('not-allowed', `Team ${event.team} already has its ${state.map.teamSize} players.`);
      }
      const perks = event.perks ?? {};
      const experience = requireWhole('Experience', event.experience ?? 0, 0, MAX_EXPERIENCE);
      const problems = perkBuildProblems(perks, levelOf(experience).level, rules);
      if (problems.length > 0) throw new RulesError('not-allowed', problems.join(' '));
      const player: TrackerPlayer = {
        id: event.id,
        name: event.name.trim(),
        team: event.team,
        perks,
        experience,
        wolfDamageCarried: 0,
        health: maxHealth(perks, rules),
        energy: rules.startingEnergy,
        illness: null,
        bleeding: null,
        statuses: [],
        inventory: {},
        weapon: null,
        armour: null,
        alive: true,
      };
      return { ...state, players: [...state.players, player] };
    }
    case 'next-turn': {
      const players = state.players.map((p) =>
        p.alive
          ? {
              ...p,
              energy: energyAtTurnStart(p.energy, p.perks, rules).after,
              // R-status-1: a status lasts the turns that follow the one it came in.
              statuses: p.statuses.filter((s) => s.turnsLeft > 0).map((s) => ({ ...s, turnsLeft: s.turnsLeft - 1 })),
            }
          : p,
      );
      const wolves = state.wolves.map((w) => {
        const engaged = w.tracking !== null || (event.wolvesOnPlayerTiles ?? []).includes(w.id);
        return { ...w, health: wolfHealthAfterTurn(w.kind, w.health, engaged) };
      });
      return { ...state, turn: requireWhole('The turn', state.turn + 1, 1, 200), players, wolves };
    }
    case 'spend-energy': {
      const p = living(playerOf(state, event.playerId), 'spend energy');
      requireWhole('Energy spent', event.amount, 0, 10_000);
      if (event.amount > p.energy) {
        throw new RulesError(
          'not-allowed',
          `${p.name} has ${energyText(p.energy)} energy, not ${energyText(event.amount)}.`,
        );
      }
      return withPlayer(state, { ...p, energy: p.energy - event.amount });
    }
    case 'damage': {
      const p = living(playerOf(state, event.playerId), 'take damage');
      requireWhole('Damage', event.amount, 0, MAX_HEALTH);
      // Camouflage "Will be nullified if you take damage".
      const hurt = damaged(p, event.amount);
      return withPlayer(
        state,
        event.amount > 0 ? { ...hurt, statuses: hurt.statuses.filter((s) => s.id !== 'camouflaged') } : hurt,
      );
    }
    case 'heal': {
      const p = living(playerOf(state, event.playerId), 'be healed');
      return withPlayer(state, { ...p, health: healedHealth(p.health, event.amount, maxHealth(p.perks, rules)) });
    }
    case 'set-condition': {
      const p = living(playerOf(state, event.playerId), 'fall ill or bleed');
      requireId('A condition', event.condition, CONDITION_IDS);
      if (event.state !== null) requireId('A severity', event.state, SEVERITIES);
      return withPlayer(state, { ...p, [event.condition]: event.state });
    }
    case 'inflict': {
      const p = living(playerOf(state, event.playerId), 'fall ill or bleed');
      requireId('A condition', event.condition, CONDITION_IDS);
      const immunity = event.condition === 'bleeding' ? 'bleeding-immunity' : 'illness-immunity';
      if (p.statuses.some((s) => s.id === immunity)) {
        throw new RulesError(
          'not-allowed',
          `${p.name} is immune to further artificially-induced ${event.condition} for now.`,
        );
      }
      return withPlayer(state, { ...p, [event.condition]: inflictCondition(p[event.condition], event.times, rules) });
    }
    case 'add-status': {
      const p = living(playerOf(state, event.playerId), 'be held');
      requireWhole('Turns', event.turns, 1, 20);
      if (event.status === 'snared' && p.armour !== null && armourOf(p.armour).snareImmune) {
        throw new RulesError('not-allowed', `${p.name} wears ${armourOf(p.armour).name}: "Immunity to snares".`);
      }
      const statuses = [
        ...p.statuses.filter((s) => s.id !== event.status),
        { id: event.status, turnsLeft: event.turns },
      ];
      return withPlayer(state, { ...p, statuses });
    }
    case 'remove-status': {
      const p = playerOf(state, event.playerId);
      return withPlayer(state, { ...p, statuses: p.statuses.filter((s) => s.id !== event.status) });
    }
    case 'gain-experience': {
      const p = playerOf(state, event.playerId);
      const dealt = damageDealt(event.damage, event.targetHealth);
      const gain = experienceFromDamage(event.target, dealt, event.target === 'wolf' ? p.wolfDamageCarried : 0, rules);
      return withPlayer(state, {
        ...p,
        experience: requireWhole('Experience', p.experience + gain.experience, 0, MAX_EXPERIENCE),
        wolfDamageCarried: event.target === 'wolf' ? gain.carried : p.wolfDamageCarried,
      });
    }
    case 'set-perks': {
      const p = playerOf(state, event.playerId);
      const problems = perkBuildProblems(event.perks, levelOf(p.experience).level, rules);
      if (problems.length > 0) throw new RulesError('not-allowed', problems.join(' '));
      return withPlayer(state, { ...p, perks: event.perks, health: Math.min(p.health, maxHealth(event.perks, rules)) });
    }
    case 'change-items':
      return withPlayer(state, changeItems(playerOf(state, event.playerId), event.add ?? {}, event.remove ?? {}));
    case 'equip': {
      const p = living(playerOf(state, event.playerId), 'change equipment');
      if (event.weapon !== null) weaponOf(event.weapon);
      if (event.armour !== null) armourOf(event.armour);
      return withPlayer(state, { ...p, weapon: event.weapon, armour: event.armour });
    }
    case 'revive': {
      const p = playerOf(state, event.playerId);
      if (p.alive) throw new RulesError('not-allowed', `${p.name} is alive: a Strange Token "Revives a dead ally".`);
      // "They will have half health … but will not have anything from their inventory" (R-revive-1: half, rounded up).
      return withPlayer(state, {
        ...p,
        alive: true,
        health: Math.ceil(maxHealth(p.perks, rules) / 2),
        inventory: {},
        weapon: null,
        armour: null,
        illness: null,
        bleeding: null,
        statuses: [],
      });
    }
    case 'spawn-wolf': {
      requireId('A wolf', event.kind, WOLF_KINDS);
      if (state.wolves.length >= MAX_ACTIVE_WOLVES) {
        throw new RulesError(
          'not-allowed',
          'Three wolves are active: "up to a maximum of three active wolves at any time".',
        );
      }
      const wolf: TrackerWolf = {
        id: `wolf-${state.wolvesSpawned + 1}`,
        kind: event.kind,
        health: wolfStats(event.kind).health,
        tracking: null,
      };
      return { ...state, wolves: [...state.wolves, wolf], wolvesSpawned: state.wolvesSpawned + 1 };
    }
    case 'wolf-damage': {
      const wolf = wolfOf(state, event.wolfId);
      requireWhole('Damage', event.amount, 0, MAX_HEALTH);
      const health = wolf.health - event.amount;
      if (health <= 0) return { ...state, wolves: state.wolves.filter((w) => w.id !== wolf.id) };
      const tracking = wolfStopsTracking(wolf.kind, health) ? null : wolf.tracking;
      return { ...state, wolves: state.wolves.map((w) => (w.id === wolf.id ? { ...w, health, tracking } : w)) };
    }
    case 'wolf-track': {
      const wolf = wolfOf(state, event.wolfId);
      if (event.playerId !== null) {
        const p = living(playerOf(state, event.playerId), 'be tracked');
        const other = state.wolves.find((w) => w.tracking === p.id && w.id !== wolf.id);
        if (other !== undefined)
          throw new RulesError(
            'not-allowed',
            `${p.name} is already tracked: "Only one wolf can track a player at once."`,
          );
        if (wolfStopsTracking(wolf.kind, wolf.health)) {
          throw new RulesError('not-allowed', `An Iron Wolf below 30 health stops tracking players.`);
        }
      }
      return { ...state, wolves: state.wolves.map((w) => (w.id === wolf.id ? { ...w, tracking: event.playerId } : w)) };
    }
  }
}
