import { RulesError, requireWhole } from '../../../core/rules';
import { MAX_HEALTH } from './checks';
import {
  Fraction,
  addTo,
  chanceOf,
  chanceWhere,
  convolve,
  evenRange,
  expectation,
  outcomesOf,
  type Chance,
  type Distribution,
  type Outcome,
} from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { WOLF_KINDS, type ConditionId, type DamageType, type ItemId, type StockId, type WolfKind } from './ids';
import { armourOf, itemOf, weaponOf } from './items';
import { percentFactor, roundWhole, throughFactor, type PercentPart } from './modifiers';
import { perkEffects, type PerkBuild } from './perks';
import { wolfStats } from './wolves';

/** Who is attacked: a wolf of a kind, or a player in their armour (null for none). */
export type AttackTarget =
  { readonly kind: 'wolf'; readonly wolf: WolfKind } | { readonly kind: 'player'; readonly armour: ItemId | null };

export interface AttackInput {
  readonly weapon: ItemId;
  /** The ammunition loaded, for a weapon that takes one; null or left out takes what the weapon names. */
  readonly ammo?: ItemId | null;
  /** Tiles between attacker and target (0: the same tile). */
  readonly distance: number;
  readonly perks: PerkBuild;
  readonly target: AttackTarget;
}

/** The exact odds of one attack before the dice. */
export interface AttackOdds {
  /** The weapon, or null for a wolf's bite. */
  readonly weapon: ItemId | null;
  readonly distance: number;
  /** The chance to hit and what it comes from ("Accuracy 0/85", Eagle Eye, M-05 for melee). */
  readonly hit: Chance;
  readonly hitParts: readonly PercentPart[];
  /** The printed range, e.g. 8-16 ballistic. */
  readonly damage: { readonly min: number; readonly max: number; readonly type: DamageType };
  /** Percent bonuses to damage (Limes, Bowmaster, a Torch and Apex Predator against wolves), stacked by A-06. */
  readonly bonuses: readonly PercentPart[];
  /** Resistances of the target to this damage (armour's shock or ballistic), stacked by A-05. */
  readonly resistances: readonly PercentPart[];
  /** Iron Wolves' "6 damage reduction", taken off after the percentages (R-damage-3); 0 when it does not apply (T-04). */
  readonly reduction: number;
  /** The damage a hit deals: each value's exact chance given a hit. */
  readonly onHit: readonly Outcome<number>[];
  /** The damage of the attack, a miss as 0. */
  readonly damageDealt: readonly Outcome<number>[];
  readonly expectedDamage: number;
  /** What a hit also does: "Causes or worsens bleeding twice", poisoned arrows' illness. */
  readonly inflicts: { readonly condition: ConditionId; readonly times: number; readonly immunityTurns: number } | null;
  /** What the attack uses up: ammunition ("2 Ammo") or the thrown weapon itself (R-craft-3). */
  readonly uses: readonly { readonly item: StockId; readonly count: number }[];
  /** The distribution as data for killChance. */
  readonly distribution: Distribution;
}

function ammoFor(input: AttackInput): ItemId | null {
  const weapon = weaponOf(input.weapon);
  if (weapon.ammo === null) {
    if (input.ammo !== undefined && input.ammo !== null) {
      throw new RulesError('not-allowed', `${weapon.name} takes no ammunition.`);
    }
    return null;
  }
  const loaded = input.ammo ?? (weapon.ammo.item as ItemId);
  const ammo = itemOf(loaded);
  if (ammo.ammunition === undefined && loaded !== weapon.ammo.item) {
    throw new RulesError('not-allowed', `${ammo.name} is not ammunition.`);
  }
  const fits = loaded === weapon.ammo.item || (ammo.ammunition?.for ?? []).includes(weapon.ammo.item);
  if (!fits)
    throw new RulesError(
      'not-allowed',
      `${weapon.name} fires ${itemOf(weapon.ammo.item as ItemId).name}, not ${ammo.name}.`,
    );
  return loaded;
}

/** The chance to hit at a distance: the weapon's "Accuracy 0/85 1/70", Eagle Eye for bows, M-05 for melee. */
function hitChance(input: AttackInput, rules: WwHouseRules): { hit: Fraction; parts: PercentPart[] } {
  const weapon = weaponOf(input.weapon);
  requireWhole('The distance in tiles', input.distance, 0, 20);
  if (weapon.accuracy === null) {
    if (input.distance > 0) {
      throw new RulesError(
        'not-allowed',
        `${weapon.name} strikes only on the same tile; the target is ${input.distance} away.`,
      );
    }
    return {
      hit: Fraction.percent(rules.meleeHitPercent),
      parts: [{ source: 'A weapon without Accuracy (house rule)', percent: rules.meleeHitPercent }],
    };
  }
  const at = weapon.accuracy.find((a) => a.distance === input.distance);
  if (at === undefined) {
    throw new RulesError(
      'not-allowed',
      `${weapon.name} reaches ${weapon.range} tile${weapon.range === 1 ? '' : 's'}; the target is ${input.distance} away.`,
    );
  }
  const parts: PercentPart[] = [{ source: `${weapon.name}, ${input.distance} tiles`, percent: at.percent }];
  let hit = Fraction.percent(at.percent);
  const eagle = perkEffects(input.perks, rules).bowAccuracyPercent;
  if (weapon.family === 'bow' && eagle > 0) {
    parts.push({ source: 'Eagle Eye', percent: eagle });
    hit =
      rules.eagleEye === 'points'
        ? hit.add(Fraction.percent(eagle))
        : hit.mul(Fraction.ONE.add(Fraction.percent(eagle)));
    if (hit.compare(Fraction.ONE) > 0) hit = Fraction.ONE;
  }
  return { hit, parts };
}

/** The damage a hit deals, from the raw roll through bonuses, resistances, one rounding and a flat reduction. */
export function damageAfter(
  raw: number,
  bonuses: readonly PercentPart[],
  resistances: readonly PercentPart[],
  reduction: number,
  rules: Pick<WwHouseRules, 'damageBonusStacking' | 'resistanceStacking' | 'resistanceRounding'> = DEFAULT_HOUSE_RULES,
): number {
  const value = Fraction.of(raw)
    .mul(percentFactor(bonuses, rules.damageBonusStacking))
    .mul(throughFactor(resistances, rules.resistanceStacking));
  return Math.max(0, roundWhole(value, rules.resistanceRounding) - reduction);
}

function oddsFrom(
  base: Omit<AttackOdds, 'onHit' | 'damageDealt' | 'expectedDamage' | 'distribution'>,
  rules: WwHouseRules,
): AttackOdds {
  const onHit = new Map<number, Fraction>();
  for (const [raw, p] of evenRange(base.damage.min, base.damage.max)) {
    addTo(onHit, damageAfter(raw, base.bonuses, base.resistances, base.reduction, rules), p);
  }
  const dist = new Map<number, Fraction>();
  addTo(dist, 0, Fraction.ONE.sub(base.hit.chance));
  for (const [d, p] of onHit) addTo(dist, d, p.mul(base.hit.chance));
  return {
    ...base,
    onHit: outcomesOf(onHit),
    damageDealt: outcomesOf(dist),
    expectedDamage: expectation(dist).toNumber(),
    distribution: dist,
  };
}

/**
 * The exact odds of one attack: the chance to hit at the distance, then "Damage 8-16b" with every whole number equally
 * likely (R-damage-2), the bonuses ("+100% damage vs wolves", Apex Predator "100% additional damage", Bowmaster, Limes
 * "increases damage by 50%"), the target's armour resistance for the damage's letter, and Iron Wolves' "6 damage
 * reduction against all ballistic and energy weapons" (T-04).
 * @example attackOdds({ weapon: 'bow', distance: 0, perks: {}, target: { kind: 'wolf', wolf: 'wolf' } }).hit.p // 0.85
 */
export function attackOdds(input: AttackInput, rules: WwHouseRules = DEFAULT_HOUSE_RULES): AttackOdds {
  const weapon = weaponOf(input.weapon);
  const ammo = ammoFor(input);
  const { hit, parts } = hitChance(input, rules);
  const effects = perkEffects(input.perks, rules);
  const bonuses: PercentPart[] = [];
  const ammoItem = ammo === null ? null : itemOf(ammo);
  if (ammoItem?.ammunition !== undefined && ammoItem.ammunition.damageBonus > 0) {
    bonuses.push({ source: ammoItem.name, percent: ammoItem.ammunition.damageBonus });
  }
  if (weapon.family === 'bow' && effects.bowDamagePercent > 0) {
    bonuses.push({ source: 'Bowmaster', percent: effects.bowDamagePercent });
  }
  const resistances: PercentPart[] = [];
  let reduction = 0;
  if (input.target.kind === 'wolf') {
    const wolf = wolfStats(input.target.wolf);
    if (weapon.vsWolves !== null)
      bonuses.push({ source: `${weapon.name} vs wolves`, percent: weapon.vsWolves.damageBonus });
    if (effects.wolfDamagePercent > 0) bonuses.push({ source: 'Apex Predator', percent: effects.wolfDamagePercent });
    const reduces = rules.ironReduction === 'all-weapons' || weapon.damage.type === 'ballistic';
    if (wolf.damageReduction !== undefined && reduces) reduction = wolf.damageReduction;
  } else if (input.target.armour !== null) {
    const armour = armourOf(input.target.armour);
    const percent = armour[weapon.damage.type];
    if (percent > 0) resistances.push({ source: `${armour.name}, ${weapon.damage.type}`, percent });
  }
  const uses: { item: StockId; count: number }[] = [];
  if (ammo !== null && weapon.ammo !== null) uses.push({ item: ammo, count: weapon.ammo.perAttack });
  if (itemOf(input.weapon).kind === 'thrown') uses.push({ item: input.weapon, count: 1 });
  return oddsFrom(
    {
      weapon: input.weapon,
      distance: input.distance,
      hit: chanceOf(hit),
      hitParts: parts,
      damage: weapon.damage,
      bonuses,
      resistances,
      reduction,
      inflicts: weapon.inflicts ?? ammoItem?.ammunition?.inflicts ?? null,
      uses,
    },
    rules,
  );
}

/** A player a wolf attacks: their armour, equipped weapon (a Torch's "+20% damage resistance vs wolf attacks") and perks. */
export interface WolfTarget {
  readonly armour: ItemId | null;
  readonly weapon: ItemId | null;
  readonly perks: PerkBuild;
}

/**
 * The exact odds of a wolf's attack on a player: "deal 5-10 damage" (Dire 7-14, Iron 10-20), the wolf's chance to hit
 * (M-06), the armour's resistance to the wolves' damage type (M-04), a Torch's 20 % and Apex Predator's "take 20% less
 * damage from, all wolves" (A-05).
 */
export function wolfAttackOdds(
  wolf: WolfKind,
  target: WolfTarget,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): AttackOdds {
  const stats = wolfStats(wolf);
  const resistances: PercentPart[] = [];
  if (target.armour !== null && rules.wolfDamageType !== 'untyped') {
    const armour = armourOf(target.armour);
    const percent = armour[rules.wolfDamageType];
    if (percent > 0) resistances.push({ source: `${armour.name}, ${rules.wolfDamageType}`, percent });
  }
  if (target.weapon !== null) {
    const weapon = weaponOf(target.weapon);
    if (weapon.vsWolves !== null)
      resistances.push({ source: `${weapon.name} vs wolves`, percent: weapon.vsWolves.resistance });
  }
  const apex = perkEffects(target.perks, rules).wolfResistancePercent;
  if (apex > 0) resistances.push({ source: 'Apex Predator', percent: apex });
  return oddsFrom(
    {
      weapon: null,
      distance: 0,
      hit: chanceOf(Fraction.percent(rules.wolfHitPercent)),
      hitParts: [{ source: `${stats.name} (house rule)`, percent: rules.wolfHitPercent }],
      damage: { ...stats.damage, type: rules.wolfDamageType === 'ballistic' ? 'ballistic' : 'shock' },
      bonuses: [],
      resistances,
      reduction: 0,
      inflicts: null,
      uses: [],
    },
    rules,
  );
}

/** The chance a run of attacks takes `health` or more, and the distribution of their total damage. */
export interface KillChance {
  readonly kill: Chance;
  readonly total: readonly Outcome<number>[];
}

/**
 * The exact chance that the attacks, one after another, deal `health` or more together (a wolf at 25 dies, a player
 * reaches 0); a turn holds one attack, or two with All In.
 */
export function killChance(attacks: readonly AttackOdds[], health: number): KillChance {
  requireWhole('Health', health, 1, MAX_HEALTH);
  requireWhole('The number of attacks', attacks.length, 1, 10);
  const total = attacks.reduce<Distribution>((dist, a) => convolve(dist, a.distribution), new Map([[0, Fraction.ONE]]));
  return { kill: chanceOf(chanceWhere(total, (d) => d >= health)), total: outcomesOf(total) };
}

/**
 * The chance to kill a wolf of each kind this turn with the attack described (the target is filled in per kind), at
 * full health or at the health given, with as many attacks as the attacker's perks allow (All In: two).
 */
export function wolfKillChances(
  input: Omit<AttackInput, 'target'>,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
  health: Partial<Record<WolfKind, number>> = {},
): readonly { readonly wolf: WolfKind; readonly health: number; readonly attacks: number; readonly kill: Chance }[] {
  const attacks = perkEffects(input.perks, rules).attacksPerTurn;
  return WOLF_KINDS.map((wolf) => {
    const odds = attackOdds({ ...input, target: { kind: 'wolf', wolf } }, rules);
    const h = health[wolf] ?? wolfStats(wolf).health;
    return {
      wolf,
      health: h,
      attacks,
      kill: killChance(
        Array.from({ length: attacks }, () => odds),
        h,
      ).kill,
    };
  });
}
