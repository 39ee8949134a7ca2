import {
  RulesError,
  armourOf,
  checkInventory,
  levelOf,
  maxHealth,
  perkBuildProblems,
  weaponOf,
  type ConditionState,
  type GameState,
  type PercentPart,
  type StatusId,
  type Tracker,
  type TrackerEvent,
  type WwHouseRules,
  type WwPlayer,
} from '../rules';

/** An error's message for the player: the rules and the data layer speak in the player's words already. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim().length > 0) return error.message;
  return 'Something went wrong; nothing was changed.';
}

/** Runs a rule and gives its value, or the refusal in words (any other error is a bug and is thrown). */
export function attempt<T>(rule: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: rule() };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, message: error.message };
    throw error;
  }
}

/** What is wrong with a stored player, in words; a payload whose shape is broken says so instead of breaking the page. */
export function playerProblems(player: WwPlayer, rules: WwHouseRules): readonly string[] {
  try {
    const level = attempt(() => levelOf(player.experience));
    if (!level.ok) return [level.message];
    const problems = [...perkBuildProblems(player.perks, level.value.level, rules)];
    const inventory = attempt(() => checkInventory(player.inventory));
    if (!inventory.ok) problems.push(inventory.message);
    if (player.weapon !== null) {
      const weapon = attempt(() => weaponOf(player.weapon as NonNullable<WwPlayer['weapon']>));
      if (!weapon.ok) problems.push(weapon.message);
    }
    if (player.armour !== null) {
      const armour = attempt(() => armourOf(player.armour as NonNullable<WwPlayer['armour']>));
      if (!armour.ok) problems.push(armour.message);
    }
    return problems;
  } catch {
    return ['This player’s record is damaged: some of its parts are missing or of the wrong kind.'];
  }
}

/** A percent change as the table says it: +10%, −20%. */
export function signedPercent(value: number): string {
  return value < 0 ? `−${-value}%` : `+${value}%`;
}

/** A probability as a percentage a player reads: 50%, 3.1%, <0.1%, >99.9%. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  const value = Math.round(p * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** A number with its thousands separator: 1,000. */
export function num(n: number): string {
  return n.toLocaleString('en-US');
}

/** "1 tile", "3 tiles". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Traveller −20%, Machine Gun +10%". */
export function partsText(parts: readonly PercentPart[]): string {
  return parts.map((p) => `${p.source} ${signedPercent(p.percent)}`).join(', ');
}

export function severityText(state: ConditionState): string {
  return state === null ? 'none' : state;
}

const STATUS_NAMES: Record<StatusId, string> = {
  snared: 'Snared',
  camouflaged: 'Camouflaged',
  'bleeding-immunity': 'Immune to bleeding',
  'illness-immunity': 'Immune to illness',
};

export function statusName(id: StatusId): string {
  return STATUS_NAMES[id];
}

export const WOLF_NAMES = { wolf: 'Wolf', dire: 'Dire Wolf', iron: 'Iron Wolf' } as const;

/** A tracker event as its log line. */
export function eventText(event: TrackerEvent, state: GameState): string {
  const who = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  switch (event.type) {
    case 'add-player':
      return `${event.name} joins team ${event.team}`;
    case 'next-turn':
      return 'Next turn: income in, statuses count down';
    case 'spend-energy':
      return `${who(event.playerId)} spends ${num(event.amount)} energy`;
    case 'damage':
      return `${who(event.playerId)} takes ${event.amount} damage`;
    case 'heal':
      return `${who(event.playerId)} heals ${event.amount}`;
    case 'set-condition':
      return `${who(event.playerId)}: ${event.condition} ${severityText(event.state)}`;
    case 'inflict':
      return `${who(event.playerId)}: ${event.condition} caused or worsened ${count(event.times, 'time')}`;
    case 'add-status':
      return `${who(event.playerId)}: ${statusName(event.status)} for ${count(event.turns, 'turn')}`;
    case 'remove-status':
      return `${who(event.playerId)}: no longer ${statusName(event.status).toLowerCase()}`;
    case 'gain-experience':
      return `${who(event.playerId)} deals ${event.damage} damage to a ${event.target}`;
    case 'set-perks':
      return `${who(event.playerId)} changes perks`;
    case 'change-items':
      return `${who(event.playerId)} changes items`;
    case 'equip':
      return `${who(event.playerId)} changes equipment`;
    case 'revive':
      return `${who(event.playerId)} is revived`;
    case 'spawn-wolf':
      return `A ${WOLF_NAMES[event.kind]} spawns`;
    case 'wolf-damage':
      return `${event.wolfId} takes ${event.amount} damage`;
    case 'wolf-track':
      return event.playerId === null
        ? `${event.wolfId} stops tracking`
        : `${event.wolfId} tracks ${who(event.playerId)}`;
  }
}

/**
 * What is wrong with a stored tracker, in words: `usable` is false when its very shape is broken (then the page offers
 * a new one instead of drawing it), and each player who breaks a rule is named with the rule.
 */
export function trackerProblems(
  tracker: Tracker,
  rules: WwHouseRules,
): { usable: boolean; problems: readonly string[] } {
  const state = (tracker as Partial<Tracker> | null)?.state;
  if (
    state === undefined ||
    !Array.isArray(state.players) ||
    !Array.isArray(state.wolves) ||
    !Array.isArray(tracker.history) ||
    typeof state.map?.side !== 'number' ||
    typeof state.turn !== 'number'
  ) {
    return {
      usable: false,
      problems: ['This game’s tracker record is damaged: some of its parts are missing or of the wrong kind.'],
    };
  }
  const problems: string[] = [];
  for (const p of state.players) {
    const level = attempt(() => levelOf(p.experience));
    if (!level.ok) {
      problems.push(`${p.name}: ${level.message}`);
      continue;
    }
    for (const problem of perkBuildProblems(p.perks, level.value.level, rules)) problems.push(`${p.name}: ${problem}`);
    const max = attempt(() => maxHealth(p.perks, rules));
    if (max.ok && p.health > max.value)
      problems.push(`${p.name} has ${p.health} health; their maximum is ${max.value}.`);
    if (!Number.isInteger(p.energy) || p.energy < 0 || p.energy > 1000) {
      problems.push(`${p.name} holds ${String(p.energy)} energy; a player stores from 0 to 1,000.`);
    }
  }
  return { usable: true, problems };
}
