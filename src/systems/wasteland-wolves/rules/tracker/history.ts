import { RulesError } from '../../../../core/rules';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from '../house-rules';
import { mapSize } from '../map';
import { apply } from './apply';
import { UNDO_LIMIT, type Tracker, type TrackerEvent, type TrackerPlayer, type UndoRecord } from './types';

/** A new game for `teams` teams of `teamSize` (the map from the text's list), at turn 1 with nobody in it. */
export function createTracker(teams: number, teamSize: number, rules: WwHouseRules = DEFAULT_HOUSE_RULES): Tracker {
  return {
    state: { turn: 1, map: mapSize(teams, teamSize, rules), players: [], wolves: [], wolvesSpawned: 0 },
    history: [],
  };
}

/**
 * The tracker after one event, or a RulesError in the table's words with the tracker untouched. Records only what the
 * event changed, so `undoEvent` puts it back exactly.
 */
export function applyEvent(tracker: Tracker, event: TrackerEvent, rules: WwHouseRules = DEFAULT_HOUSE_RULES): Tracker {
  const before = tracker.state;
  const after = apply(before, event, rules);
  const players: Record<string, TrackerPlayer | null> = {};
  for (const p of after.players) {
    const old = before.players.find((b) => b.id === p.id);
    if (old !== p) players[p.id] = old ?? null;
  }
  const record: UndoRecord = {
    event,
    turn: before.turn,
    players,
    wolves: after.wolves === before.wolves ? null : before.wolves,
    wolvesSpawned: before.wolvesSpawned,
  };
  return { state: after, history: [...tracker.history, record].slice(-UNDO_LIMIT) };
}

/** The tracker before its last event; refused when there is nothing to undo. */
export function undoEvent(tracker: Tracker): Tracker {
  const last = tracker.history.at(-1);
  if (last === undefined) throw new RulesError('not-allowed', 'There is nothing to undo.');
  const players = tracker.state.players
    .map((p) => (p.id in last.players ? last.players[p.id] : p))
    .filter((p): p is TrackerPlayer => p !== null && p !== undefined);
  return {
    state: {
      ...tracker.state,
      turn: last.turn,
      players,
      wolves: last.wolves ?? tracker.state.wolves,
      wolvesSpawned: last.wolvesSpawned,
    },
    history: tracker.history.slice(0, -1),
  };
}
