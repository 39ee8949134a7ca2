import { rollDie, type RandomSource } from '../../../core/rules';
import { Fraction, chanceOf, type Chance } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { EVENT_IDS, type EventId, type ScavengeBand } from './ids';
import { perkEffects, type PerkBuild } from './perks';
import { GAME } from './tables';

/** The chance of each random event at the start of a player's turn, and of none. */
export interface EventOdds {
  readonly events: readonly { readonly id: EventId; readonly percent: number; readonly chance: Chance }[];
  /** The chance nothing happens. */
  readonly none: Chance;
}

/**
 * "There is a possibility of a random event occurring at the beginning of each player’s turn": illness 7 %, bleeding
 * 7 %, small gift 12 %, large gift 4 %; Favored "16% and 6%". One roll picks at most one (A-08, 70 % nothing), or each
 * event has its own chance (then several can come at once, and nothing is Π(1 − p)).
 */
export function eventOdds(perks: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): EventOdds {
  const percents = perkEffects(perks, rules).eventPercents;
  const events = EVENT_IDS.map((id) => ({
    id,
    percent: percents[id],
    chance: chanceOf(Fraction.percent(percents[id])),
  }));
  const none =
    rules.eventRoll === 'one-roll'
      ? Fraction.ONE.sub(Fraction.percent(events.reduce((sum, e) => sum + e.percent, 0)))
      : events.reduce((f, e) => f.mul(Fraction.ONE.sub(e.chance.chance)), Fraction.ONE);
  return { events, none: chanceOf(none) };
}

/**
 * The events that come at the start of a turn, drawn from the random source: one d100 for all (1–7 illness, 8–14
 * bleeding, 15–26 small gift, 27–30 large gift) or one d100 per event in the text's order.
 */
export function rollTurnEvents(
  random: RandomSource,
  perks: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): readonly EventId[] {
  const { events } = eventOdds(perks, rules);
  if (rules.eventRoll === 'independent')
    return events.filter((e) => rollDie(100, random) <= e.percent).map((e) => e.id);
  const roll = rollDie(100, random);
  let upTo = 0;
  for (const e of events) {
    upTo += e.percent;
    if (roll <= upTo) return [e.id];
  }
  return [];
}

/** A gift's scavenging band: "small gift (equivalent to a 10-13 scavenging roll)", "large gift (… 18+ …)". */
export function giftBand(id: 'small-gift' | 'large-gift'): ScavengeBand {
  const band = GAME.events.find((e) => e.id === id)?.scavengeBand;
  if (band === undefined) throw new Error(`no band for ${id}`);
  return band;
}
