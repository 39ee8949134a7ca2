import { RulesError, requireWhole, rollDie, type RandomSource } from '../../../core/rules';
import { MAX_HEALTH } from './checks';
import { Fraction, chanceOf, outcomesOf, type Chance, type Outcome } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { CONDITION_IDS, SEVERITIES, type ConditionId, type Severity } from './ids';
import { perkEffects, type PerkBuild } from './perks';
import { GAME } from './tables';

/** A condition's state: a severity, or null when the player has none. */
export type ConditionState = Severity | null;

/** The most turns an outlook looks ahead: enough for any table, and 10,000^30 outcomes still count quickly. */
export const MAX_OUTLOOK_TURNS = 30;

function numbersOf(id: ConditionId) {
  const numbers = GAME.conditions.find((c) => c.id === id);
  if (numbers === undefined) throw new RulesError('unknown-option', `The game has no ${id}.`);
  return numbers;
}

function severityLevel(state: ConditionState): number {
  if (state === null) return 0;
  const index = SEVERITIES.indexOf(state);
  if (index < 0)
    throw new RulesError('unknown-option', `A severity must be one of ${SEVERITIES.join(', ')}, not "${state}".`);
  return index + 1;
}

function stateOf(level: number): ConditionState {
  return level <= 0 ? null : (SEVERITIES[Math.min(level, SEVERITIES.length) - 1] ?? null);
}

/** "Light illness: 3 damage per turn", "Severe bleeding: 8 damage per turn"; none deals 0. */
export function conditionDamage(id: ConditionId, state: ConditionState): number {
  return state === null ? 0 : numbersOf(id).damage[state];
}

/**
 * A treatment: "Reduces bleeding severity by two" (Tourniquet), "Reduces illness severity by two" (Penicillin).
 * R-cond-1: reduced past light it is gone, so moderate and light are cured and severe becomes light.
 */
export function treatCondition(state: ConditionState, steps: number): ConditionState {
  requireWhole('Severity steps', steps, 1, SEVERITIES.length);
  if (state === null) throw new RulesError('not-allowed', 'There is nothing to treat: the player has none.');
  return stateOf(severityLevel(state) - steps);
}

/**
 * "Causes or worsens bleeding twice" (Bloodletters), "causes or worsens illness twice" (Poisoned Arrows), a random
 * event once: a player without the condition gets it at the starting severity (M-03), one who has it gets one worse;
 * never past severe.
 * @example inflictCondition(null, 2) // 'moderate'
 */
export function inflictCondition(
  state: ConditionState,
  times: number,
  rules: Pick<WwHouseRules, 'startingSeverity'> = DEFAULT_HOUSE_RULES,
): ConditionState {
  requireWhole('Times', times, 1, SEVERITIES.length);
  let level = severityLevel(state);
  for (let i = 0; i < times; i++)
    level = level === 0 ? severityLevel(rules.startingSeverity) : Math.min(level + 1, SEVERITIES.length);
  return stateOf(level);
}

/** Each turn's chances for one condition, in whole percents (Resilient's 15 %, 45 %, 65 %). */
export interface ConditionChances {
  readonly improvePercent: number;
  readonly worsenPercent: number;
  readonly stayPercent: number;
}

export function conditionChances(
  id: ConditionId,
  perks: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): ConditionChances {
  const { improvePercent, worsenPercent } = perkEffects(perks, rules).conditionChances[id];
  return { improvePercent, worsenPercent, stayPercent: 100 - improvePercent - worsenPercent };
}

/** Where a condition can go in a turn, with weights out of 100; level −1 is death (A-02's "fatal"). */
function transitions(level: number, chances: ConditionChances, rules: WwHouseRules): [number, number][] {
  if (level === 0) return [[0, 100]];
  const improved = level === 1 && rules.improveFromLight === 'stays-light' ? 1 : level - 1;
  const worsened = level < SEVERITIES.length ? level + 1 : rules.worsenFromSevere === 'fatal' ? -1 : level;
  return [
    [improved, chances.improvePercent],
    [worsened, chances.worsenPercent],
    [level, chances.stayPercent],
  ];
}

/** The outlook after one turn: the chance of being dead, of each state of each condition, of each damage total. */
export interface OutlookTurn {
  readonly turn: number;
  readonly dead: Chance;
  /** The chance of being alive with each state (none first); with `dead` they sum to 1. */
  readonly illness: readonly Outcome<ConditionState>[];
  readonly bleeding: readonly Outcome<ConditionState>[];
  /** The chance of each total of damage the conditions dealt by the end of this turn (none after death). */
  readonly damage: readonly Outcome<number>[];
  readonly expectedDamage: number;
}

export interface OutlookInput {
  readonly health: number;
  readonly illness: ConditionState;
  readonly bleeding: ConditionState;
  readonly perks: PerkBuild;
  readonly turns: number;
}

interface PathState {
  readonly ill: number;
  readonly bleed: number;
  readonly damage: number;
  readonly dead: boolean;
}

const keyOf = (s: PathState) => `${s.ill}|${s.bleed}|${s.damage}|${s.dead ? 1 : 0}`;

/**
 * The exact distribution over the next `turns` turns of illness and bleeding left alone: each turn the conditions deal
 * "3 … 4 … 5 damage per turn" (illness) and "4 … 6 … 8" (bleeding), and each may improve ("35% … 50%") or worsen
 * ("25%") on its own, in the order A-03 sets, with Resilient's chances; a player whose damage reaches their health is
 * dead (R-health-1). No new random events, rests or treatments are counted: an outlook after a Tourniquet starts from
 * `treatCondition`'s result. Counted in whole numbers (BigInt ways of 10,000 per turn), so nothing is rounded.
 */
export function conditionOutlook(
  input: OutlookInput,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): readonly OutlookTurn[] {
  requireWhole('Health', input.health, 1, MAX_HEALTH);
  requireWhole('The number of turns', input.turns, 1, MAX_OUTLOOK_TURNS);
  const chances = Object.fromEntries(
    CONDITION_IDS.map((id) => [id, conditionChances(id, input.perks, rules)]),
  ) as Record<ConditionId, ConditionChances>;
  const hit = (s: PathState): PathState => {
    if (s.dead) return s;
    const damage =
      s.damage + conditionDamage('illness', stateOf(s.ill)) + conditionDamage('bleeding', stateOf(s.bleed));
    return { ...s, damage, dead: damage >= input.health };
  };
  const change = (s: PathState, emit: (next: PathState, weight: bigint) => void): void => {
    if (s.dead) return emit(s, 10_000n);
    for (const [ill, wi] of transitions(s.ill, chances.illness, rules)) {
      for (const [bleed, wb] of transitions(s.bleed, chances.bleeding, rules)) {
        const fatal = ill < 0 || bleed < 0;
        emit({ ill: Math.max(ill, 0), bleed: Math.max(bleed, 0), damage: s.damage, dead: fatal }, BigInt(wi * wb));
      }
    }
  };
  let states = new Map<string, { state: PathState; ways: bigint }>();
  const start: PathState = {
    ill: severityLevel(input.illness),
    bleed: severityLevel(input.bleeding),
    damage: 0,
    dead: false,
  };
  states.set(keyOf(start), { state: start, ways: 1n });
  let outcomes = 1n;
  const result: OutlookTurn[] = [];
  for (let turn = 1; turn <= input.turns; turn++) {
    const next = new Map<string, { state: PathState; ways: bigint }>();
    const add = (state: PathState, ways: bigint) => {
      if (ways === 0n) return;
      const key = keyOf(state);
      const entry = next.get(key);
      next.set(key, { state, ways: (entry?.ways ?? 0n) + ways });
    };
    for (const { state, ways } of states.values()) {
      if (rules.conditionOrder === 'damage-first') change(hit(state), (s, w) => add(s, ways * w));
      else change(state, (s, w) => add(hit(s), ways * w));
    }
    states = next;
    outcomes *= 10_000n;
    result.push(summarise(turn, states, outcomes));
  }
  return result;
}

function summarise(
  turn: number,
  states: Map<string, { state: PathState; ways: bigint }>,
  outcomes: bigint,
): OutlookTurn {
  let dead = 0n;
  const ill = new Map<number, bigint>();
  const bleed = new Map<number, bigint>();
  const damage = new Map<number, bigint>();
  let damageSum = 0n;
  for (const { state, ways } of states.values()) {
    damage.set(state.damage, (damage.get(state.damage) ?? 0n) + ways);
    damageSum += ways * BigInt(state.damage);
    if (state.dead) dead += ways;
    else {
      ill.set(state.ill, (ill.get(state.ill) ?? 0n) + ways);
      bleed.set(state.bleed, (bleed.get(state.bleed) ?? 0n) + ways);
    }
  }
  const byLevel = (map: Map<number, bigint>): Outcome<ConditionState>[] =>
    [0, 1, 2, 3]
      .filter((level) => map.has(level))
      .map((level) => {
        const chance = Fraction.of(map.get(level) ?? 0n, outcomes);
        return { value: stateOf(level), chance, p: chance.toNumber() };
      });
  const damageDist = new Map([...damage.entries()].map(([d, w]) => [d, Fraction.of(w, outcomes)]));
  return {
    turn,
    dead: chanceOf(Fraction.of(dead, outcomes)),
    illness: byLevel(ill),
    bleeding: byLevel(bleed),
    damage: outcomesOf(damageDist),
    expectedDamage: Fraction.of(damageSum, outcomes).toNumber(),
  };
}

/** One turn of a player's illness and bleeding, drawn from the random source. */
export interface ConditionTurn {
  /** The damage the conditions deal this turn. */
  readonly damage: number;
  readonly illness: ConditionState;
  readonly bleeding: ConditionState;
  /** A-02's "fatal" reading only: a severe condition worsened. */
  readonly fatal: boolean;
}

/**
 * A turn of illness and bleeding on the app's dice: the damage of the severities (before or after the change, A-03)
 * and one d100 per condition: 1 to the improve chance improves, the next worsen-chance faces worsen, the rest stay.
 */
export function rollConditionTurn(
  random: RandomSource,
  current: { readonly illness: ConditionState; readonly bleeding: ConditionState; readonly perks: PerkBuild },
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): ConditionTurn {
  const step = (id: ConditionId, state: ConditionState): number => {
    const level = severityLevel(state);
    if (level === 0) return 0;
    const [improved, worsened, same] = transitions(level, conditionChances(id, current.perks, rules), rules);
    const face = rollDie(100, random);
    if (face <= (improved?.[1] ?? 0)) return improved?.[0] ?? level;
    if (face <= (improved?.[1] ?? 0) + (worsened?.[1] ?? 0)) return worsened?.[0] ?? level;
    return same?.[0] ?? level;
  };
  const damageOf = (ill: ConditionState, bleed: ConditionState) =>
    conditionDamage('illness', ill) + conditionDamage('bleeding', bleed);
  const before = damageOf(current.illness, current.bleeding);
  const ill = step('illness', current.illness);
  const bleed = step('bleeding', current.bleeding);
  const illness = stateOf(Math.max(ill, 0));
  const bleeding = stateOf(Math.max(bleed, 0));
  const fatal = ill < 0 || bleed < 0;
  const damage = rules.conditionOrder === 'damage-first' ? before : fatal ? 0 : damageOf(illness, bleeding);
  return { damage, illness, bleeding, fatal };
}
