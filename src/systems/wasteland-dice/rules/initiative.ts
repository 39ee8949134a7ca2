import {
  D20_SIDES,
  RulesError,
  initiativeTieBreaks,
  requireWhole,
  rollD20,
  type InitiativeTie,
  type RandomSource,
} from '../../../core/rules';
import { checkFighter } from './fighter';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { MODIFIER_MAX, MODIFIER_MIN } from './limits';
import { modifiersFor, rollModifier, type RollModifier } from './modifiers';
import type { WdcFighter } from './schemas/fighter';

/** Re-rolling a tie this many times without breaking it means the random source is stuck. */
const MAX_TIE_BREAKS = 100;

/**
 * "Every character in combat rolls a D20 and adds their modifier": the fighter's initiative modifiers (M-06), kept
 * within −8…+8.
 */
export function initiativeModifier(
  fighter: WdcFighter,
  rules: Pick<WdcHouseRules, 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): RollModifier {
  checkFighter(fighter);
  return rollModifier(modifiersFor(fighter, 'initiative'), rules);
}

/** One fighter's initiative: the first total (D20 + modifier), then each tie re-roll, as the table reads them out. */
export interface InitiativeRoll {
  readonly id: string;
  readonly modifier: number;
  /** totals[0] is the initiative; each later total a re-roll among the tied only. */
  readonly totals: readonly number[];
  /** The D20 faces behind each total when the app rolled them; empty when the totals were typed. */
  readonly dice: readonly number[];
}

/** Where initiative stands: the order once every tie is broken, and the ties still waiting for a re-roll. */
export interface InitiativeStanding {
  /** Ids, highest first; null while a tie waits. */
  readonly order: readonly string[] | null;
  readonly waiting: readonly InitiativeTie[];
}

/** The widest total a roll can show: 1 + the lowest modifier to 20 + the highest (wider with uncapped modifiers). */
function totalBounds(rules: Pick<WdcHouseRules, 'uncappedModifiers'>): { min: number; max: number } {
  const spread = rules.uncappedModifiers ? 10 : 1;
  return { min: 1 + MODIFIER_MIN * spread, max: D20_SIDES + MODIFIER_MAX * spread };
}

function compareTotals(a: readonly number[], b: readonly number[]): number {
  for (let level = 0; level < Math.max(a.length, b.length); level++) {
    const x = a[level];
    const y = b[level];
    if (x === undefined || y === undefined) return 0;
    if (x !== y) return y - x;
  }
  return 0;
}

/**
 * Initiative from the totals read out at the table: "Characters then play in order of the highest value first. In the
 * case of a tie, the tied characters can re-roll initiative to determine which of them takes the spot." Ties are
 * broken among the tied only, again until broken; the answer says who must re-roll next. A re-roll typed for a
 * fighter who is not tied is refused.
 * @example initiativeStanding({ katniss: [12], frodo: [6, 18], azula: [6, 14] }).order // ['katniss', 'frodo', 'azula']
 */
export function initiativeStanding(
  totals: Readonly<Record<string, readonly number[]>>,
  names: Readonly<Record<string, string>> = {},
  rules: Pick<WdcHouseRules, 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): InitiativeStanding {
  const { min, max } = totalBounds(rules);
  const nameOf = (id: string): string => names[id] ?? id;
  for (const [id, list] of Object.entries(totals)) {
    if (!Array.isArray(list) || list.length === 0) {
      throw new RulesError('not-allowed', `${nameOf(id)} has no initiative yet: type their total.`);
    }
    list.forEach((total) => requireWhole(`${nameOf(id)}'s initiative`, total, min, max));
  }
  const { rerolls, waiting } = initiativeTieBreaks(totals);
  for (const [id, list] of Object.entries(totals)) {
    const needed = 1 + (rerolls[id] ?? 0);
    const waitsForOne = waiting.some((tie) => tie.ids.includes(id));
    if (list.length > needed && !waitsForOne) {
      throw new RulesError(
        'not-allowed',
        `${nameOf(id)} is not tied there, so they do not re-roll: remove ${list.length - needed === 1 ? 'the re-roll' : 'the re-rolls'} after ${list[needed - 1]}.`,
      );
    }
  }
  if (waiting.length > 0) return { order: null, waiting };
  const order = Object.keys(totals).sort((a, b) => compareTotals(totals[a] ?? [], totals[b] ?? []));
  return { order, waiting };
}

/** A fighter about to roll initiative. */
export interface InitiativeEntrant {
  readonly id: string;
  readonly modifier: number;
}

/**
 * Rolls initiative for everyone: D20 + modifier each, then the tied re-roll until every tie is broken, D20 + the same
 * modifier or a bare D20 as the Storyteller chose. Draws every fighter in the given order, then each waiting
 * tie from the highest down, its fighters in the given order.
 */
export function rollInitiativeTotals(
  entrants: readonly InitiativeEntrant[],
  random: RandomSource,
  rules: Pick<WdcHouseRules, 'initiativeReroll' | 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): { readonly rolls: readonly InitiativeRoll[]; readonly order: readonly string[] } {
  const ids = new Set<string>();
  for (const { id, modifier } of entrants) {
    if (ids.has(id)) throw new RulesError('not-allowed', `Each fighter needs their own id; “${id}” appears twice.`);
    ids.add(id);
    const bound = rules.uncappedModifiers ? MODIFIER_MAX * 10 : MODIFIER_MAX;
    requireWhole('An initiative modifier', modifier, -bound, bound);
  }
  const totals: Record<string, number[]> = {};
  const dice: Record<string, number[]> = {};
  const roll = (entrant: InitiativeEntrant, reroll: boolean): void => {
    const face = rollD20(random);
    (dice[entrant.id] ??= []).push(face);
    const adds = reroll && rules.initiativeReroll === 'bare-d20' ? 0 : entrant.modifier;
    (totals[entrant.id] ??= []).push(face + adds);
  };
  for (const entrant of entrants) roll(entrant, false);
  for (let attempt = 0; ; attempt++) {
    const { waiting } = initiativeTieBreaks(totals);
    if (waiting.length === 0) break;
    if (attempt >= MAX_TIE_BREAKS) {
      throw new RulesError(
        'not-allowed',
        `An initiative tie was re-rolled ${MAX_TIE_BREAKS} times without breaking; the random source is not random.`,
      );
    }
    for (const tie of waiting) {
      for (const entrant of entrants) if (tie.ids.includes(entrant.id)) roll(entrant, true);
    }
  }
  const standing = initiativeStanding(totals, {}, rules);
  const rolls = entrants.map(({ id, modifier }) => ({
    id,
    modifier,
    totals: totals[id] ?? [],
    dice: dice[id] ?? [],
  }));
  return { rolls, order: standing.order ?? [] };
}
