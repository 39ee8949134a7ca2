import { bedrollColdArmor } from '../containers';
import { CALENDAR_SHAPE } from '../calendar/calendar';
import { RulesError, requireOneOf, requireTier, requireWhole, requireInput, requireList } from '../../../../core/rules';
import type { ShelterKind } from '../schemas/environment';
import { ENVIRONMENT } from './data';

const COLD = ENVIRONMENT.cold;
const DAYS_PER_WEEK = 7;

/** subtract the armor first and then halve (recommended), or halve the cold first (house rule). */
export type ColdOrder = 'reduce-then-halve' | 'halve-then-reduce';
export const COLD_ORDERS: readonly ColdOrder[] = ['reduce-then-halve', 'halve-then-reduce'];

export interface ColdOptions {
  coldOrder?: ColdOrder;
}

/** What a character wears and is by nature: the same all day. */
export interface ColdGear {
  /** Tier of each worn clothing set; one set, two for Dwarves (C-21). */
  clothingTiers?: readonly number[];
  /** How many clothing sets the race may wear at once: 1, or 2 for Dwarves. */
  clothingSetsAllowed?: number;
  /** Worn Bushcrafter's Cloaks, each +1 armor vs environment. */
  cloaks?: number;
  /** Natural armor vs environment (Rock Troll 15). */
  naturalEnvironmentArmor?: number;
}

/** One stretch of exposure: the cold level and what protects the character during it. */
export interface ColdConditions {
  /** The GM's cold level (0 a warm summer day, 12 a cold winter night, a blizzard 20–30+). */
  cold: number;
  /** Tier of a bedroll in use (0 or absent: none); only while not walking, fighting or crafting. */
  bedrollTier?: number;
  shelter?: boolean;
  fire?: boolean;
}

export type ColdProtection = 'exposed' | 'halved' | 'shelter-and-fire';

export interface ColdBreakdown {
  cold: number;
  clothingArmor: number;
  cloakArmor: number;
  bedrollArmor: number;
  naturalArmor: number;
  totalArmor: number;
  protection: ColdProtection;
  order: ColdOrder;
  damagePerHour: number;
}

function coldProtection(shelter: boolean, fire: boolean): ColdProtection {
  if (shelter && fire) return 'shelter-and-fire';
  return shelter || fire ? 'halved' : 'exposed';
}

function halveRoundedUp(damage: number): number {
  return Math.ceil(damage / COLD.shelterOrFireDivisor);
}

/**
 * Environment & Hunger: cold damage per hour, with every term for the UI. "For each Level of environmental damage …
 * each character will lose 1hp each hour while exposed"; clothing, cloaks, a bedroll in use and natural environment armor
 * subtract like armor; "If either fire or shelter are used in isolation, the damage from cold is halved (rounded up)";
 * both together reduce it to 0.
 */
export function coldDamagePerHour(exposure: ColdGear & ColdConditions, options: ColdOptions = {}): ColdBreakdown {
  requireInput('Cold exposure', exposure);
  requireInput('Cold damage per hour', options);
  const order = requireOneOf('Cold order', options.coldOrder ?? 'reduce-then-halve', COLD_ORDERS);
  const cold = requireWhole('Cold level', exposure.cold);
  const allowedSets = requireWhole(
    'Clothing sets allowed',
    exposure.clothingSetsAllowed ?? COLD.defaultClothingSets,
    1,
  );
  const clothingTiers = exposure.clothingTiers ?? [];
  if (clothingTiers.length > allowedSets) {
    throw new RulesError(
      'not-allowed',
      allowedSets === 1
        ? `Only 1 clothing set may be worn at a time, not ${clothingTiers.length}.`
        : `At most ${allowedSets} clothing sets may be worn at a time, not ${clothingTiers.length}.`,
    );
  }
  const clothingArmor = clothingTiers.reduce((sum, tier) => sum + requireTier(tier, 'Clothing tier'), 0);
  const cloakArmor = requireWhole('Cloaks', exposure.cloaks ?? 0) * COLD.cloakArmor;
  const bedrollArmor = exposure.bedrollTier ? bedrollColdArmor(exposure.bedrollTier) : 0;
  const naturalArmor = requireTier(exposure.naturalEnvironmentArmor ?? 0, 'Natural armor vs environment');
  const totalArmor = clothingArmor + cloakArmor + bedrollArmor + naturalArmor;
  const protection = coldProtection(exposure.shelter === true, exposure.fire === true);
  const raw = cold * COLD.damagePerLevelPerHour;

  let damagePerHour: number;
  switch (protection) {
    case 'shelter-and-fire':
      damagePerHour = 0;
      break;
    case 'exposed':
      damagePerHour = Math.max(0, raw - totalArmor);
      break;
    case 'halved':
      switch (order) {
        case 'reduce-then-halve':
          damagePerHour = halveRoundedUp(Math.max(0, raw - totalArmor));
          break;
        case 'halve-then-reduce':
          damagePerHour = Math.max(0, halveRoundedUp(raw) - totalArmor);
          break;
      }
      break;
  }
  return { cold, clothingArmor, cloakArmor, bedrollArmor, naturalArmor, totalArmor, protection, order, damagePerHour };
}

export interface ColdPeriod extends ColdConditions {
  /** Whole hours spent under these conditions. */
  hours: number;
  /** A name for the UI ("day", "night"). */
  label?: string;
}

export interface ColdDayResult {
  periods: readonly (ColdBreakdown & { label?: string; hours: number; damage: number })[];
  totalDamage: number;
}

const HOURS_PER_DAY = 24;

/** Environment & Hunger: a day's cold damage when "This value may change … even day to night" — one entry per stretch. */
export function coldDamageForDay(
  day: ColdGear & { periods: readonly ColdPeriod[] },
  options: ColdOptions = {},
): ColdDayResult {
  requireInput('Cold damage for day', options);
  const { periods, ...gear } = requireInput('A day in the cold', day);
  requireList('The day’s stretches of cold', periods);
  const totalHours = periods.reduce((sum, p) => sum + requireWhole('Hours exposed', p.hours, 0, HOURS_PER_DAY), 0);
  if (totalHours > HOURS_PER_DAY) {
    throw new RulesError(
      'invalid-number',
      `A day has ${HOURS_PER_DAY} hours; these stretches add up to ${totalHours}.`,
    );
  }
  const results = periods.map((p) => {
    const breakdown = coldDamagePerHour({ ...gear, ...p }, options);
    return { ...breakdown, label: p.label, hours: p.hours, damage: breakdown.damagePerHour * p.hours };
  });
  return { periods: results, totalDamage: results.reduce((sum, r) => sum + r.damage, 0) };
}

/** a Bushcraft shelter, tent or built structure counts as "Shelter" for cold while its tier is 1 or more. */
export function shelterCountsForCold(tier: number): boolean {
  return requireTier(tier, 'Shelter tier') >= 1;
}

/**
 * a shelter's tier after time passes — Bushcraft "Each week, the shelter will reduce it's Tier value by 1", a tent
 * 1 per month in use, a Woodworks structure 1 per year, an Architect structure 1 per decade (stone: per century).
 */
/** Days in a week, or in a month or year of the campaign calendar (data/eos/calendar.json: 30-day months, 12 a year). */
function daysIn(unit: 'week' | 'month' | 'year'): number {
  switch (unit) {
    case 'week':
      return DAYS_PER_WEEK;
    case 'month':
      return CALENDAR_SHAPE.daysPerMonth;
    case 'year':
      return CALENDAR_SHAPE.daysPerYear;
  }
}

export function shelterTierAfter(input: { kind: ShelterKind; tier: number; elapsedDays: number }): number {
  const { kind, tier, elapsedDays } = requireInput('Shelter tier after', input);
  requireOneOf(
    'Shelter kind',
    kind,
    ENVIRONMENT.shelterDecay.map((d) => d.kind),
  );
  const decay = ENVIRONMENT.shelterDecay.find((d) => d.kind === kind);
  if (decay === undefined) throw new RulesError('unknown-option', `No shelter kind "${kind}".`);
  requireTier(tier, 'Shelter tier');
  const { count, unit } = decay.tierLostEvery;
  const lost = Math.floor(requireWhole('Days elapsed', elapsedDays) / (count * daysIn(unit)));
  return Math.max(0, tier - lost);
}
