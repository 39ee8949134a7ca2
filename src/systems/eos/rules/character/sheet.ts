import combatJson from '../../../../../data/eos/combat.json';
import containersData from '../../../../../data/eos/containers.json';
import sizesData from '../../../../../data/eos/sizes.json';
import type { CombatFile, CombatSpecialId } from '../schemas/combat';
import type { ContainersFile } from '../schemas/containers';
import type { Race, RaceId } from '../schemas/races';
import type { SizeCategoryId, SizesFile } from '../schemas/sizes';
import type { SkillId } from '../schemas/skills';
import type { WeaponKind, WeaponKindId } from '../schemas/weapons';
import { attackDamage, type Attack, type DamageResult, type DamageTerm } from '../combat/attack-damage';
import type { MeleeWeapon } from '../combat/attack';
import { effectiveArmor, naturalArmorTier, naturalEnvironmentArmor, naturalWeaponTier } from '../combat/armor';
import { combatMove } from '../combat/combat-move';
import { hasSpecial } from '../combat/combatant';
import { weaponCheck, wornBodyRequirement, wornGearCheck, type GearCheck } from '../combat/gear-limits';
import { healthState, regenerationPerRound, type HealthState } from '../combat/health';
import { raceCombatSpecials } from '../combat/race-specials';
import { weaponRange } from '../combat/ranges';
import { attackModifier, defenceModifier } from '../combat/roll-modifiers';
import { siegeRange } from '../combat/siege';
import { WEAPON_KINDS, weaponKind } from '../combat/weapon-kinds';
import { bedrollColdArmor, containerBodyRequirement, containerSlots } from '../containers';
import { coldDamagePerHour } from '../environment/cold';
import { RulesError, describeValue, requireInput } from '../../../../core/rules';
import { requireGear } from './build-input';
import { getRace } from '../races';
import { foodPerDay, type SizedCreature } from '../size';
import { skillById } from '../skills';
import { dailyMiles } from '../travel';
import type { CharacterBuild, CharacterOptions, Violation } from './build';
import {
  bodyCheckTier,
  clothingSetsAllowed,
  type CharacterGear,
  type ContainerItem,
  type GearItem,
  type WeaponItem,
} from './gear';
import { unconsciousHp } from './hp';
import { totalStatPoints } from './level';
import { STAT_IDS } from '../schemas/ids';
import { characterStats, type CharacterSummary, type Derived } from './summary';
import { validateCharacter } from './validate';

const COMBAT = combatJson as unknown as CombatFile;
const CONTAINERS = containersData as unknown as ContainersFile;
const SIZES = sizesData as unknown as SizesFile;

/** An item's tier as the sheet shows it: damaged gear shows its reduced and its full tier ("T3 (full T5)"). */
export interface TierShown {
  tier: number;
  fullTier: number;
  damaged: boolean;
  text: string;
}

/** One piece of gear with its shown tier, for the sheet's gear list. */
export interface GearLine {
  id: string;
  name: string;
  category: 'weapon' | 'armor' | 'shield' | 'clothing' | 'container' | 'toolkit';
  tier: TierShown;
}

/** A worn or packed pouch/backpack and the slots it holds for this character's size. */
export interface ContainerLine {
  item: ContainerItem;
  tier: TierShown;
  slots: Derived;
  /** "It requires a Body stat of its tier value or higher to wear." */
  bodyNeeded: number;
}

/** Everything the sheet shows for one way of fighting. Formulas are the right-hand side: "Reflex 5 + Bow 4". */
export interface WeaponLine {
  /** The carried weapon; null for the line every character has (unarmed, or claws for a Neo-Tiger). */
  item: WeaponItem | null;
  kind: WeaponKindId;
  kindName: string;
  skill: SkillId;
  skillName: string;
  skillLevel: number;
  /** Null for bare hands. */
  tier: TierShown | null;
  /** Whether this character can wield it (Body ≥ tier, right size), with the reason when not. */
  usable: GearCheck;
  /** The attacker's modifier: "1d20 + reflex + skill". */
  attack: Derived;
  /** The defender's modifier when responding with this weapon's skill. */
  defence: Derived;
  /**
   * Damage on a won roll: `value` is the fixed part (all but the roll difference and the armor), `formula` the whole
   * rule with this character's numbers, e.g. "diff + Body 6 + T3 − armor". Null when the weapon cannot be used.
   */
  damage: Derived | null;
  /** Farthest tile it reaches (size bonus included); null when it cannot be used (a siege weapon below Scholar 5). */
  range: Derived | null;
  /** Crossbows and firearms: where a hit needs no roll; null for weapons that always roll. */
  guaranteedHit: Derived | null;
}

/**
 * Every number of the character sheet, each with its formula (the right-hand side with this character's numbers:
 * maxHp `{ value: 38, formula: 'Body 6 × level 3 + 20' }`, shown as "HP 38 = Body 6 × level 3 + 20").
 */
export interface CharacterSheet {
  raceId: RaceId;
  raceName: string;
  sizeCategory: SizeCategoryId;
  /** Stats, level, point pools and skills (characterStats). */
  summary: CharacterSummary;
  level: Derived;
  expToNextLevel: Derived;
  /** Stat points the character may assign in all (totalStatPoints), and how many are assigned. */
  statPoints: { total: Derived; assigned: number };
  maxHp: Derived;
  currentHp: Derived;
  health: HealthState;
  /** "unconscious as soon as their HP becomes 0 (zero) or less". */
  unconsciousAt: Derived;
  /** Dead at −max HP (C-09). */
  deadAt: Derived;
  /** Trolls: HP regenerated each round; null for other races. */
  regeneration: Derived | null;
  combatMove: Derived;
  dailyMiles: { road: Derived; offRoad: Derived };
  foodPerDay: Derived;
  naturalArmor: Derived;
  /** Neo-Tiger claws; null for races without natural weapons. */
  naturalWeapons: Derived | null;
  /** Armor vs environment (cold): natural + clothing + cloaks. */
  environmentArmor: Derived;
  /** Cold armor of the bedroll while resting; null without one. */
  bedroll: Derived | null;
  /** Combat armor against a hit from the front (worn + natural + shield in hand) and from the rear (no shield). */
  armor: { front: Derived; rear: Derived };
  containers: ContainerLine[];
  /** Unarmed (or claws) first, then each carried weapon. */
  weapons: WeaponLine[];
  gear: GearLine[];
  /** validateCharacter with the gear: empty when the character breaks no rule. */
  violations: Violation[];
}

export interface CharacterSheetInput {
  build: CharacterBuild;
  gear: CharacterGear;
  currentHp: number;
  options?: CharacterOptions;
}

/** Made weapons only: bare hands and claws come from the race, not from gear. */
const NOT_ITEMS: readonly WeaponKindId[] = ['unarmed-melee', 'natural-weapon'];

function tierShown(item: GearItem): TierShown {
  const damaged = item.tier < item.fullTier;
  return {
    tier: item.tier,
    fullTier: item.fullTier,
    damaged,
    text: damaged ? `T${item.tier} (full T${item.fullTier})` : `T${item.tier}`,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function sizeName(race: Race): string {
  return race.sizeCategory === 'xl' ? 'extra-large' : race.sizeCategory;
}

function termText(term: DamageTerm): string {
  const amount = Math.abs(term.value);
  if (term.label === 'T') return `T${amount}`;
  if (term.label.includes('×')) return term.label;
  return `${term.label} ${amount}`;
}

const SYMBOLIC = new Set(['diff', 'armor', 'armor left']);

/** The fixed terms of a damage result as "Body 6 + T3 + size 12" and their sum. */
function fixedPart(result: DamageResult): { value: number; text: string } {
  const fixed = result.terms.filter((t) => !SYMBOLIC.has(t.label) && !t.label.startsWith('bullet'));
  const text = fixed
    .map((t, i) => {
      const sign = t.value < 0 ? '− ' : i === 0 ? '' : '+ ';
      return `${sign}${termText(t)}`;
    })
    .join(' ');
  return { value: fixed.reduce((sum, t) => sum + t.value, 0), text };
}

interface Fighter {
  race: Race;
  body: number;
  reflex: number;
  level: number;
  size: SizedCreature;
  specials: readonly CombatSpecialId[];
  skills: CharacterSummary['skills'];
  options: CharacterOptions;
}

function skillLevelOf(fighter: Fighter, skill: SkillId): number {
  return fighter.skills[skill]?.total ?? 0;
}

/** The attack of one weapon with a roll difference of 0 and no armor: the fixed part of the damage. */
function baseAttack(kind: WeaponKind, tier: number, fullTier: number, fighter: Fighter): Attack {
  const attacker = { body: fighter.body, size: fighter.size, specials: fighter.specials };
  switch (kind.family) {
    case 'melee': {
      const weapon: MeleeWeapon =
        kind.id === 'unarmed-melee'
          ? { kind: 'unarmed-melee' }
          : { kind: kind.id as 'main-hand-melee' | 'off-hand-melee' | 'two-handed-melee' | 'natural-weapon', tier };
      return { kind: 'melee', attacker, weapons: [weapon], targetArmor: 0 };
    }
    case 'thrown':
      return {
        kind: 'thrown',
        attacker,
        weapon: kind.id as 'main-hand-thrown' | 'off-hand-thrown',
        tier,
        targetArmor: 0,
      };
    case 'bow':
      return { kind: 'bow', attacker, tier, targetArmor: 0 };
    case 'crossbow':
      return {
        kind: 'crossbow',
        weapon: kind.id as 'main-hand-crossbow' | 'off-hand-crossbow' | 'two-handed-crossbow',
        tier,
        targetArmor: 0,
      };
    case 'firearm':
      return {
        kind: 'firearm',
        weapon: kind.id as 'main-hand-firearm' | 'off-hand-firearm' | 'two-handed-firearm',
        tier,
        repairedTier: fullTier,
        bulletTier: 0,
      };
    case 'siege':
      return { kind: 'siege', tier, targetArmor: 0 };
  }
}

/** "diff + Body 6 + T3 − armor" and the like, from the damage function's own terms. */
function damageLine(kind: WeaponKind, tier: number, fullTier: number, fighter: Fighter): Derived {
  const fixed = fixedPart(attackDamage(baseAttack(kind, tier, fullTier, fighter), 0));
  switch (kind.family) {
    case 'melee':
    case 'thrown':
    case 'bow':
      return { value: fixed.value, formula: `diff + ${fixed.text} − armor` };
    case 'crossbow': {
      const piercing = (kind.armorPiercingPerTier ?? 0) * tier;
      return { value: fixed.value, formula: `${fixed.text} − (armor − ${piercing}, not below 0)` };
    }
    case 'firearm':
      return {
        value: fixed.value,
        formula: `${fixed.text} + bullet tier ×${COMBAT.firearm.bulletTierMultiplier} (bullets up to T${fullTier}); ignores armor`,
      };
    case 'siege':
      return { value: fixed.value, formula: `${fixed.text} + diff − armor` };
  }
}

function rangeLines(kind: WeaponKind, tier: number, fighter: Fighter): Pick<WeaponLine, 'range' | 'guaranteedHit'> {
  const skill = skillLevelOf(fighter, kind.skill);
  const skillName = skillById(kind.skill).name;
  if (kind.id === 'siege-weapon') {
    const scholar = skillLevelOf(fighter, 'scholar');
    try {
      const tiles = siegeRange({ tier, scholar });
      return { range: { value: tiles, formula: `(T${tier} + Scholar ${scholar}) × 10 tiles` }, guaranteedHit: null };
    } catch (error) {
      if (error instanceof RulesError && error.code === 'not-allowed') return { range: null, guaranteedHit: null };
      throw error;
    }
  }
  const range = weaponRange({ weapon: kind.id, size: fighter.size, specials: fighter.specials, skill });
  const bonus = SIZES.categories.find((c) => c.id === fighter.race.sizeCategory)?.weaponRangeBonus ?? 0;
  const sizeText = bonus > 0 ? ` + ${bonus} (${sizeName(fighter.race)})` : '';
  const farThrow = kind.family === 'thrown' && hasSpecial(fighter.specials, 'far-thrower');
  const base = farThrow ? fighter.race.traits.thrownRange : (kind.rangeTiles ?? COMBAT.contestedMaxRangeTiles);
  const guaranteedFormula =
    kind.guaranteedHit === 'double-skill' ? `2 × ${skillName} ${skill}${sizeText}` : `${skillName} ${skill}${sizeText}`;
  const maxFormula =
    range.maxTiles > (base ?? 0) + bonus ? `${guaranteedFormula} (the guaranteed zone)` : `${base}${sizeText}`;
  return {
    range: { value: range.maxTiles, formula: `${maxFormula} tiles` },
    guaranteedHit:
      kind.guaranteedHit === 'none'
        ? null
        : {
            value: range.guaranteedHitTiles,
            formula: skill === 0 ? `${skillName} 0: none` : `${guaranteedFormula} tiles`,
          },
  };
}

function knownWeaponKind(item: WeaponItem): WeaponKind {
  if (!WEAPON_KINDS.some((kind) => kind.id === item.kind)) {
    throw new RulesError('unknown-option', `${item.name}: there is no weapon type "${String(item.kind)}".`);
  }
  return weaponKind(item.kind);
}

function weaponLine(
  fighter: Fighter,
  kind: WeaponKind,
  item: WeaponItem | null,
  naturalTier: number | null,
): WeaponLine {
  const skillLevel = skillLevelOf(fighter, kind.skill);
  const skillName = skillById(kind.skill).name;
  const tier = item?.tier ?? naturalTier ?? 0;
  const fullTier = item?.fullTier ?? tier;
  let usable: GearCheck = { ok: true };
  if (item !== null && item.sizeCategory !== fighter.race.sizeCategory) {
    usable = {
      ok: false,
      reason: `It was made for a ${item.sizeCategory} creature, not a ${sizeName(fighter.race)} one.`,
    };
  } else if (item !== null) {
    usable = weaponCheck({
      body: fighter.body,
      weapon: kind.id,
      tier: bodyCheckTier(item, fighter.options),
      sizeCategory: fighter.race.sizeCategory,
    });
  }
  const rollText = `Reflex ${fighter.reflex} + ${skillName} ${skillLevel}`;
  const ranges = usable.ok ? rangeLines(kind, tier, fighter) : { range: null, guaranteedHit: null };
  return {
    item,
    kind: kind.id,
    kindName: kind.name,
    skill: kind.skill,
    skillName,
    skillLevel,
    tier:
      item !== null
        ? tierShown(item)
        : naturalTier === null
          ? null
          : { tier, fullTier: tier, damaged: false, text: `T${tier}` },
    usable,
    attack: { value: attackModifier({ reflex: fighter.reflex, skills: [skillLevel] }), formula: rollText },
    defence: {
      value: defenceModifier({ reflex: fighter.reflex, response: { kind: 'weapon-skill', skill: skillLevel } }),
      formula: rollText,
    },
    damage: usable.ok ? damageLine(kind, tier, fullTier, fighter) : null,
    ...ranges,
  };
}

function containerLine(item: ContainerItem, race: Race, options: CharacterOptions): ContainerLine {
  const container = CONTAINERS.tieredContainers.find((c) => c.id === item.kind);
  if (container === undefined) {
    throw new RulesError('unknown-option', `${item.name}: there is no container kind "${String(item.kind)}".`);
  }
  const multiplier = SIZES.categories.find((c) => c.id === race.sizeCategory)?.containerMultiplier ?? 1;
  const sizeText = multiplier === 1 ? '' : ` × ${multiplier} (${sizeName(race)})`;
  const rounding = multiplier < 1 && container.smallCreatureRounding === 'up' ? ', rounded up' : '';
  const slots: Derived =
    item.tier === 0
      ? { value: 0, formula: 'T0: holds nothing until repaired' }
      : {
          value: containerSlots({ kind: item.kind, tier: item.tier, size: race.sizeCategory }),
          formula: `${container.slotsPerTier} × T${item.tier}${sizeText}${rounding}`,
        };
  const bodyNeeded = containerBodyRequirement({ kind: item.kind, tier: Math.max(1, bodyCheckTier(item, options)) });
  return { item, tier: tierShown(item), slots, bodyNeeded };
}

/** "assign 25 points to their Stats" + "1 bonus Stat point" a level gained, against those assigned so far. */
function statPointsLine(build: CharacterBuild, level: number): CharacterSheet['statPoints'] {
  const points = totalStatPoints({ level });
  const assigned = STAT_IDS.reduce((sum, s) => sum + build.creationStats[s] + build.levelStats[s], 0);
  return {
    total: { value: points.total, formula: `${points.atCreation} at creation + ${points.fromLevels} from levels` },
    assigned,
  };
}

function naturalArmorLine(race: Race, body: number, level: number, specials: readonly CombatSpecialId[]): Derived {
  const value = naturalArmorTier({ specials, body, combatLevel: level });
  switch (race.naturalArmor.combat.kind) {
    case 'body-plus-level':
      return { value, formula: `Body ${body} + level ${level} (${race.name})` };
    case 'tier':
      return { value, formula: value === 0 ? 'none' : `Tier ${value} (${race.name})` };
  }
}

function moveLine(race: Race, body: number, gear: CharacterGear, fighter: Fighter): Derived {
  const armorTiers = gear.armor.map((suit) => bodyCheckTier(suit, fighter.options));
  const worn = { body, armorTiers, cloaks: gear.cloaks, specials: fighter.specials, options: fighter.options };
  const value = combatMove({ ...worn, baseMove: race.move });
  const check = wornGearCheck(worn);
  if (!check.ok) return { value, formula: `0: ${check.reason}` };
  if (!hasSpecial(fighter.specials, 'sprint')) return { value, formula: `Move ${race.move} (${race.name})` };
  const load = wornBodyRequirement({ armorTiers, cloaks: gear.cloaks });
  return { value, formula: `Move ${race.move} + Body ${body} − armor & cloaks ${load}` };
}

function environmentLine(race: Race, gear: CharacterGear, specials: readonly CombatSpecialId[]): Derived {
  const allowed = clothingSetsAllowed(race);
  const worn = gear.clothing.slice(0, allowed);
  const cold = coldDamagePerHour({
    cold: 0,
    clothingTiers: worn.map((set) => set.tier),
    clothingSetsAllowed: allowed,
    cloaks: gear.cloaks,
    naturalEnvironmentArmor: naturalEnvironmentArmor(specials),
  });
  const parts = [
    ...worn.map((set) => `clothing T${set.tier}`),
    cold.cloakArmor > 0 ? `${plural(gear.cloaks, 'cloak')} ${cold.cloakArmor}` : '',
    cold.naturalArmor > 0 ? `natural ${cold.naturalArmor}` : '',
  ].filter(Boolean);
  return { value: cold.totalArmor, formula: parts.length === 0 ? 'none' : parts.join(' + ') };
}

function armorLines(gear: CharacterGear, natural: number): CharacterSheet['armor'] {
  const inHand = gear.shield !== null && gear.shield.slot === null ? gear.shield.tier : undefined;
  const line = (attackFrom: 'front' | 'rear'): Derived => {
    const total = effectiveArmor({
      wornArmorTiers: gear.armor.map((suit) => suit.tier),
      naturalArmor: natural,
      shieldTier: inHand,
      attackFrom,
    });
    const text = total.terms.map((t) => `${t.label} ${t.value}`).join(' + ');
    const onBack = gear.shield !== null && gear.shield.slot === 'back' ? ' (shield on the back: no effect)' : '';
    return { value: total.total, formula: `${text}${onBack}` };
  };
  return { front: line('front'), rear: line('rear') };
}

function gearLines(gear: CharacterGear): GearLine[] {
  const line = (category: GearLine['category']) => (item: GearItem) => ({
    id: item.id,
    name: item.name,
    category,
    tier: tierShown(item),
  });
  return [
    ...gear.weapons.map(line('weapon')),
    ...gear.armor.map(line('armor')),
    ...(gear.shield === null ? [] : [line('shield')(gear.shield)]),
    ...gear.clothing.map(line('clothing')),
    ...gear.containers.map(line('container')),
    ...gear.toolkits.map(line('toolkit')),
  ];
}

/**
 * Every number the character sheet shows, each with its formula in this character's numbers, computed by the rule
 * functions (characterStats, combatMove, dailyMiles, effectiveArmor, attackDamage …). Rule breaks (armor too heavy, a
 * weapon above Body) still give a sheet — move 0, the weapon marked unusable — and are listed in `violations`.
 * Throws RulesError for malformed data: what validateCharacter reports as invalid-number, unknown-*, gear-invalid or
 * gear-tier-invalid, and a current HP above max HP.
 */
export function characterSheet(input: CharacterSheetInput): CharacterSheet {
  const { build, gear, currentHp, options = {} } = requireInput('Character sheet', input);
  // characterStats checks the whole build first (requireBuild).
  const summary = characterStats(build, options);
  requireGear('The gear', gear);
  const race = getRace(build.raceId);
  const body = summary.stats.body.value;
  const reflex = summary.stats.reflex.value;
  const level = summary.level.value;
  const specials = raceCombatSpecials(race);
  const fighter: Fighter = { race, body, reflex, level, size: race, specials, skills: summary.skills, options };
  const hp = summary.maxHp.value;
  if (!Number.isInteger(currentHp) || currentHp > hp) {
    throw new RulesError(
      'invalid-number',
      `Current HP must be a whole number no higher than the maximum of ${hp}, not ${describeValue(currentHp)}.`,
    );
  }
  const current = currentHp;
  const natural = naturalArmorLine(race, body, level, specials);
  const claws = naturalWeaponTier({ specials, body, combatLevel: level });
  const regeneration = regenerationPerRound({ specials, body, combatLevel: level });
  const bareHands = weaponLine(fighter, weaponKind(claws === null ? 'unarmed-melee' : 'natural-weapon'), null, claws);

  return {
    raceId: race.id,
    raceName: race.name,
    sizeCategory: race.sizeCategory,
    summary,
    level: summary.level,
    expToNextLevel: summary.expToNextLevel,
    statPoints: statPointsLine(build, level),
    maxHp: summary.maxHp,
    currentHp: {
      value: current,
      formula: current === hp ? `full (${hp})` : `${hp} max − ${hp - current} damage`,
    },
    health: healthState(current, hp),
    unconsciousAt: { value: unconsciousHp(), formula: `${unconsciousHp()} HP or less` },
    deadAt: summary.deadAtHp,
    regeneration:
      regeneration === 0
        ? null
        : {
            value: regeneration,
            formula:
              race.traits.regeneration === 'body-plus-level'
                ? `Body ${body} + level ${level} per round`
                : `Body ${body} per round`,
          },
    combatMove: moveLine(race, body, gear, fighter),
    dailyMiles: {
      road: { value: dailyMiles({ body, move: race.move, road: 'road' }), formula: `Body ${body} + Move ${race.move}` },
      offRoad: {
        value: dailyMiles({ body, move: race.move, road: 'off-road' }),
        formula: `(Body ${body} + Move ${race.move}) / 2`,
      },
    },
    foodPerDay: {
      value: foodPerDay(race),
      formula: `${race.tiles === 0.5 ? '½' : race.tiles} tile${race.tiles > 1 ? 's' : ''} (${sizeName(race)})`,
    },
    naturalArmor: natural,
    naturalWeapons:
      claws === null
        ? null
        : { value: claws, formula: `Body ${body} + level ${level} (${race.traits.naturalWeapons?.name ?? race.name})` },
    environmentArmor: environmentLine(race, gear, specials),
    bedroll:
      gear.bedrollTier === null
        ? null
        : {
            value: bedrollColdArmor(gear.bedrollTier),
            formula: `T${gear.bedrollTier} bedroll × ${CONTAINERS.bedroll.coldArmorPerTier}, while resting`,
          },
    armor: armorLines(gear, natural.value),
    containers: gear.containers.map((item) => containerLine(item, race, options)),
    weapons: [
      bareHands,
      ...gear.weapons
        .filter((item) => !NOT_ITEMS.includes(item.kind))
        .map((item) => weaponLine(fighter, knownWeaponKind(item), item, null)),
    ],
    gear: gearLines(gear),
    violations: validateCharacter(build, options, gear),
  };
}
