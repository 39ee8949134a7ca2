import {
  RulesError,
  describeValue,
  requireStat,
  requireText,
  requireWhole,
  requireInput,
  requireList,
  requireNumber,
  requireOneOf,
} from './errors';
import type { RandomSource } from './random';

/** Every contested roll in Eos is thrown with d20s. */
export const D20_SIDES = 20;
/**
 * The most d20s one side may throw and keep one of. The rules reach 3 (Neo-Ape, two hands and a tail); 6 leaves room
 * for monsters and keeps exact odds exact: 20^12 outcomes for two sides still fit in a double's 53-bit integer range.
 */
export const MAX_KEPT_DICE = 6;
/** Bounds for a side's modifier (stat + skill + situational bonuses), far beyond anything the tables produce. */
export const MAX_MODIFIER = 1000;
const MAX_DIE_SIDES = 1000;
const MAX_TRAY_DICE = 100;
const MAX_TRAY_MODIFIER = 10000;
/** Re-rolling a tie this many times without breaking it means the random source is stuck (a scripted constant). */
const MAX_TIE_BREAKS = 100;

/** One draw from the source, refusing anything outside [0, 1) so a broken source cannot produce a d20 showing 21. */
function draw(random: RandomSource): number {
  if (typeof random !== 'function') {
    throw new RulesError('missing-input', 'The dice need a random source to roll with (or the dice typed in).');
  }
  const value = random();
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new RulesError(
      'invalid-number',
      `The random source must give a number from 0 up to but not including 1, not ${describeValue(value)}.`,
    );
  }
  return value;
}

/** One die with `sides` faces, 1 to `sides`, from one draw. */
export function rollDie(sides: number, random: RandomSource): number {
  requireWhole('The number of sides of a die', sides, 2, MAX_DIE_SIDES);
  return Math.floor(draw(random) * sides) + 1;
}

/** One d20 ("1d20 + reflex + skill"). */
export function rollD20(random: RandomSource): number {
  return Math.floor(draw(random) * D20_SIDES) + 1;
}

/** Several d20s thrown together and the one die kept. */
export interface KeptRoll {
  /** Every die in the order thrown. */
  readonly rolls: readonly number[];
  /** The die kept: its face is the roll's "natural" for criticals. */
  readonly kept: number;
}

function throwD20s(n: number, random: RandomSource): number[] {
  requireWhole('The number of d20 thrown', n, 1, MAX_KEPT_DICE);
  return Array.from({ length: n }, () => rollD20(random));
}

/**
 * Dual wielding and multi-wielding: "throw 2d20 & select either one … an additional 1d20 for each weapon wielded …
 * They still only select one d20" (a Neo-Ape with three appendages throws 3d20). The highest die is kept
 * (R-dice-1). Uses exactly `n` draws.
 */
export function rollKeepBest(n: number, random: RandomSource): KeptRoll {
  const rolls = throwD20s(n, random);
  return { rolls, kept: Math.max(...rolls) };
}

/** Advantage: 2d20, keep the higher. */
export function rollAdvantage(random: RandomSource): KeptRoll {
  return rollKeepBest(2, random);
}

/** Disadvantage (a GM's ruling; the rules have none): 2d20, keep the lower. */
export function rollDisadvantage(random: RandomSource): KeptRoll {
  const rolls = throwD20s(2, random);
  return { rolls, kept: Math.min(...rolls) };
}

/** A parsed dice-tray expression: `count`d`sides`, optionally keeping the `keep.count` highest or lowest, plus a flat modifier. */
export interface DiceExpression {
  readonly count: number;
  readonly sides: number;
  readonly keep: { readonly which: 'highest' | 'lowest'; readonly count: number } | null;
  readonly modifier: number;
}

const NOTATION = /^(\d*)d(\d+)(?:k([hl]?)(\d+))?(?:([+-])(\d+))?$/;

/** Reads the GM's dice-tray notation: "2d6+3", "d20", "1d20-2", "3d20kh1" (keep highest 1), "4d6kl3", "3d20k1". */
export function parseDiceNotation(notation: string): DiceExpression {
  requireText('Dice notation', notation);
  const match = NOTATION.exec(notation.replace(/\s+/g, '').toLowerCase());
  if (match === null) {
    throw new RulesError(
      'unknown-option',
      `Dice notation "${notation}" is not understood. Write it like 2d6+3, d20, 1d20-2 or 3d20kh1 (keep the highest 1).`,
    );
  }
  const [, countText = '', sidesText = '', keepWhich, keepText, sign, modifierText] = match;
  const count = requireWhole('The number of dice', countText === '' ? 1 : Number(countText), 1, MAX_TRAY_DICE);
  const sides = requireWhole('The number of sides of a die', Number(sidesText), 2, MAX_DIE_SIDES);
  const keep =
    keepText === undefined
      ? null
      : {
          which: keepWhich === 'l' ? ('lowest' as const) : ('highest' as const),
          count: requireWhole('The number of dice kept', Number(keepText), 1, count),
        };
  const size =
    modifierText === undefined ? 0 : requireWhole('The modifier', Number(modifierText), 0, MAX_TRAY_MODIFIER);
  return { count, sides, keep, modifier: sign === '-' ? -size : size };
}

/** A dice-tray throw: every die, the dice kept, and the total (kept dice + modifier). */
export interface DiceTrayRoll {
  readonly expression: DiceExpression;
  readonly rolls: readonly number[];
  readonly kept: readonly number[];
  readonly total: number;
}

/** The GM's dice tray: parses `notation` and throws it, one draw per die. */
export function rollDice(notation: string, random: RandomSource): DiceTrayRoll {
  const expression = parseDiceNotation(notation);
  const rolls = Array.from({ length: expression.count }, () => rollDie(expression.sides, random));
  const { keep } = expression;
  const kept =
    keep === null ? rolls : [...rolls].sort((x, y) => (keep.which === 'highest' ? y - x : x - y)).slice(0, keep.count);
  const total = kept.reduce((sum, face) => sum + face, expression.modifier);
  return { expression, rolls, kept, total };
}

/**
 * One side of a contested roll: how many d20s it throws (keeping the best) and what it adds. `dice: 0` is a side that
 * throws nothing: a wall ("Walls, doors … do not roll nor add any bonuses") or the victim of a Stealth attack
 * ("The defender may not use any stat, skill or dice").
 */
export interface ContestSide {
  readonly dice: number;
  readonly modifier: number;
}

/** A contested roll: the initiator (attacker) against the defender. */
export interface Contest {
  readonly attacker: ContestSide;
  readonly defender: ContestSide;
}

/** Who won a contested roll. A tie is nobody's win. */
export type ContestWinner = 'attacker' | 'defender' | 'tie';

/** Checks one side of a contest; `who` names it in the message. */
export function requireContestSide(who: 'Attacker' | 'Defender', side: ContestSide): ContestSide {
  const named = requireOneOf('The side of the contest', who, ['Attacker', 'Defender']).toLowerCase();
  requireInput(`The ${named}'s side of the contest`, side);
  requireWhole(`The ${named}'s number of d20`, side.dice, 0, MAX_KEPT_DICE);
  requireWhole(`The ${named}'s modifier`, side.modifier, -MAX_MODIFIER, MAX_MODIFIER);
  return side;
}

/** the higher total wins; "each character that rolls under the total rolled by the initiator" loses, so a tie is no win for the initiator and no damage for anyone. */
export function contestWinner(difference: number): ContestWinner {
  requireNumber('The roll difference', difference, -Number.MAX_VALUE);
  if (difference > 0) return 'attacker';
  if (difference < 0) return 'defender';
  return 'tie';
}

/** One side's throw in a contested roll. */
export interface SideRoll {
  readonly rolls: readonly number[];
  /** The kept die, or null for a side that throws no dice. */
  readonly natural: number | null;
  readonly total: number;
  /** "rolls a natural 20 on a d20 for a contested roll": the kept die shows 20. */
  readonly natural20: boolean;
  /** A critical failure: the kept die shows 1, which with keep-best means every die shows 1. */
  readonly natural1: boolean;
}

/** A thrown contested roll. `difference` is attacker total − defender total. */
export interface ContestRoll {
  readonly attacker: SideRoll;
  readonly defender: SideRoll;
  readonly difference: number;
  readonly winner: ContestWinner;
}

function throwSide(side: ContestSide, random: RandomSource): SideRoll {
  if (side.dice === 0) return { rolls: [], natural: null, total: side.modifier, natural20: false, natural1: false };
  const { rolls, kept } = rollKeepBest(side.dice, random);
  return { rolls, natural: kept, total: kept + side.modifier, natural20: kept === D20_SIDES, natural1: kept === 1 };
}

/**
 * Combat Rules, contested roll: "Both players involved add 1d20 + reflex + skill, then declare totals. The player with
 * the highest total adds the difference". Draws the attacker's dice first, then the defender's.
 */
export function contestedRoll(contest: Contest, random: RandomSource): ContestRoll {
  requireInput('Contested roll', contest);
  const attackerSide = requireContestSide('Attacker', contest.attacker);
  const defenderSide = requireContestSide('Defender', contest.defender);
  const attacker = throwSide(attackerSide, random);
  const defender = throwSide(defenderSide, random);
  const difference = attacker.total - defender.total;
  return { attacker, defender, difference, winner: contestWinner(difference) };
}

/** A combatant rolling for turn order. */
export interface InitiativeParticipant {
  readonly id: string;
  readonly reflex: number;
}

/** A combatant's place in the turn order. */
export interface InitiativeEntry {
  readonly id: string;
  readonly reflex: number;
  /** totals[0] is the initiative (1d20 + Reflex); each later total is a tie-breaker re-roll among the tied only. */
  readonly totals: readonly number[];
}

interface MutableEntry {
  readonly id: string;
  readonly reflex: number;
  readonly totals: number[];
}

function rollTotal(entry: MutableEntry, random: RandomSource): void {
  entry.totals.push(rollD20(random) + entry.reflex);
}

/** Sorts `group` by their total at `round`, re-rolling every run of equal totals among its members only. */
function orderGroup(group: MutableEntry[], round: number, random: RandomSource): MutableEntry[] {
  const totalAt = (entry: MutableEntry): number => entry.totals[round] ?? 0;
  const sorted = [...group].sort((x, y) => totalAt(y) - totalAt(x));
  const ordered: MutableEntry[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && totalAt(sorted[end] as MutableEntry) === totalAt(sorted[start] as MutableEntry))
      end++;
    const tied = sorted.slice(start, end);
    if (tied.length === 1) {
      ordered.push(...tied);
    } else {
      if (round >= MAX_TIE_BREAKS) {
        throw new RulesError(
          'not-allowed',
          `An initiative tie was re-rolled ${MAX_TIE_BREAKS} times without breaking; the random source is not random.`,
        );
      }
      for (const entry of tied) rollTotal(entry, random);
      ordered.push(...orderGroup(tied, round + 1, random));
    }
    start = end;
  }
  return ordered;
}

/**
 * Turn Order & Initiative: "1d20 + reflex bonus rolled by each combatant. With the highest total roll going first …
 * Any tie will be rerolled to determine turn order placement as a tie-breaker." Ties re-roll 1d20 + Reflex among the
 * tied only, again until broken (R-dice-2). Draws every combatant in the given order, then each tied group from the top
 * of the order down, members in the given order.
 */
export function rollInitiative(
  participants: readonly InitiativeParticipant[],
  random: RandomSource,
): readonly InitiativeEntry[] {
  requireList('Roll initiative', participants);
  const seen = new Set<string>();
  for (const [index, participant] of participants.entries()) {
    const { id, reflex } = requireInput(`Combatant ${index + 1}`, participant);
    requireText(`Combatant ${index + 1}'s id`, id);
    if (seen.has(id)) throw new RulesError('not-allowed', `Each combatant needs their own id; "${id}" appears twice.`);
    seen.add(id);
    requireStat('Reflex', reflex);
  }
  const entries: MutableEntry[] = participants.map(({ id, reflex }) => ({ id, reflex, totals: [] }));
  for (const entry of entries) rollTotal(entry, random);
  return orderGroup(entries, 0, random);
}
