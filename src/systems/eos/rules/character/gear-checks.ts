import containersData from '../../../../../data/eos/containers.json';
import gearData from '../../../../../data/eos/gear.json';
import type { CombatSpecialId } from '../schemas/combat';
import type { ContainersFile } from '../schemas/containers';
import type { GearFile } from '../schemas/gear';
import { SIZE_CATEGORY_IDS, SKILL_IDS } from '../schemas/ids';
import type { Race } from '../schemas/races';
import type { SizeCategoryId } from '../schemas/sizes';
import type { WeaponKind, WeaponKindId } from '../schemas/weapons';
import { bodyForTier, maxCloaks, shieldCheck, weaponCheck } from '../combat/gear-limits';
import { raceCombatSpecials } from '../combat/race-specials';
import { WEAPON_KINDS } from '../combat/weapon-kinds';
import { containerBodyRequirement } from '../containers';
import { ENVIRONMENT } from '../environment/data';
import { MAX_TIER, RulesError, requireInput, requireOneOf, requireTier } from '../../../../core/rules';
import { getRace, resolveRace, type RaceRef } from '../races';
import type { CharacterBuild, CharacterOptions, Violation } from './build';
import { finalStat, raceSpecialQuote } from './stats';
import { requireGear } from './build-input';
import { CARRY_SLOTS, type CharacterGear, type GearItem, type WeaponItem } from './gear-model';

const GEAR = gearData as unknown as GearFile;
const CONTAINERS = containersData as unknown as ContainersFile;
const CONTAINER_KINDS = CONTAINERS.tieredContainers.map((c) => c.id) as readonly string[];
const TOOLKIT_LEVELS: readonly string[] = ['crude', 'basic'];
/** Made weapons only: bare hands and claws are not items. */
const NOT_ITEMS: readonly WeaponKindId[] = ['unarmed-melee', 'natural-weapon'];

type AnyItem = GearItem & { kind?: string; slot?: string | null };

interface Wearer {
  race: Race | null;
  /** Final Body, or null when the build's Body cannot be read (validateCharacter reports why). */
  body: number | null;
  specials: readonly CombatSpecialId[];
  /** Dwarves: "carry an additional item in each worn slot". */
  perPlace: number;
}

function raceOrNull(raceId: unknown): Race | null {
  try {
    return getRace(shown(raceId));
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return null;
  }
}

function wearerOf(build: CharacterBuild): Wearer {
  const race = raceOrNull(build.raceId);
  if (race === null) return { race: null, body: null, specials: [], perPlace: GEAR.itemsPerPlace };
  let body: number | null = null;
  try {
    const value = finalStat({
      race,
      stat: 'body',
      assigned: build.creationStats?.body,
      fromLevels: build.levelStats?.body,
    });
    body = value <= MAX_TIER ? value : null;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
  }
  return {
    race,
    body,
    specials: raceCombatSpecials(race),
    perPlace: GEAR.itemsPerPlace * (race.traits.wornSlotMultiplier ?? 1),
  };
}

/** A value as text for a message, even when it is an object that cannot be turned into a string. */
function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value == null) {
    return String(value);
  }
  return typeof value;
}

const isTier = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TIER;

function itemLabel(item: AnyItem, fallback: string): string {
  return typeof item.name === 'string' && item.name.trim() !== '' ? item.name : fallback;
}

/** Tiers, size and id of one item; true when its tiers can be used by the Body checks. */
function checkItem(
  violations: Violation[],
  wearer: Wearer,
  item: AnyItem,
  field: string,
  what: string,
  seenIds: Set<string>,
): boolean {
  const label = itemLabel(item, what);
  if (typeof item.id !== 'string' || item.id === '' || seenIds.has(item.id)) {
    violations.push({
      code: 'gear-invalid',
      field,
      message: `${label} needs its own id (missing or used twice: "${shown(item.id)}").`,
      ruleQuote: GEAR.tierQuote,
    });
  } else {
    seenIds.add(item.id);
  }
  let tiersOk = true;
  for (const [key, value] of [
    ['tier', item.tier],
    ['fullTier', item.fullTier],
  ] as const) {
    if (!isTier(value)) {
      tiersOk = false;
      violations.push({
        code: 'gear-tier-invalid',
        field: `${field}.${key}`,
        message: `${label}: ${key === 'tier' ? 'the tier' : 'the full tier'} must be a whole number from 0 to ${MAX_TIER}, not ${shown(value)}.`,
        ruleQuote: GEAR.tierQuote,
      });
    }
  }
  if (tiersOk && item.tier > item.fullTier) {
    tiersOk = false;
    violations.push({
      code: 'gear-tier-invalid',
      field: `${field}.tier`,
      message: `${label} is at T${item.tier}, above the T${item.fullTier} it was made at; damage lowers a tier and a repair restores it, never higher.`,
      ruleQuote: GEAR.tierQuote,
    });
  }
  if (!(SIZE_CATEGORY_IDS as readonly string[]).includes(item.sizeCategory)) {
    violations.push({
      code: 'gear-invalid',
      field: `${field}.sizeCategory`,
      message: `${label}: choose the creature size it was made for (${SIZE_CATEGORY_IDS.join(', ')}), not "${shown(item.sizeCategory)}".`,
      ruleQuote: GEAR.sizeQuote,
    });
  } else if (wearer.race !== null && item.sizeCategory !== wearer.race.sizeCategory) {
    violations.push({
      code: 'gear-wrong-size',
      field: `${field}.sizeCategory`,
      message: `${label} was made for a ${sizeWord(item.sizeCategory)} creature; a ${wearer.race.name} (${sizeWord(wearer.race.sizeCategory)}) cannot use it.`,
      ruleQuote: GEAR.sizeQuote,
    });
  }
  return tiersOk;
}

function sizeWord(size: SizeCategoryId): string {
  return size === 'xl' ? 'extra-large' : size;
}

/**
 * The tier Body must reach to use an item (R-gear-1): its full tier as made ("If a character's gear exceeds their body
 * stat, they cannot move it" — damage does not make it lighter), or its current tier with `gearBodyTier: 'current'`.
 */
export function bodyCheckTier(item: GearItem, options: CharacterOptions = {}): number {
  requireInput('The item', item);
  requireInput('The options', options);
  const which = requireOneOf('The tier gear is checked at', options.gearBodyTier ?? 'full', GEAR_BODY_TIERS);
  return which === 'full' ? requireTier(item.fullTier, 'Full tier') : requireTier(item.tier);
}

const GEAR_BODY_TIERS: readonly NonNullable<CharacterOptions['gearBodyTier']>[] = ['full', 'current'];

function tierText(item: GearItem, options: CharacterOptions): string {
  return item.tier === item.fullTier || (options.gearBodyTier ?? 'full') === 'current'
    ? `T${bodyCheckTier(item, options)}`
    : `T${item.fullTier} (damaged to T${item.tier})`;
}

function checkWeapons(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): WeaponItem[] {
  const usable: WeaponItem[] = [];
  gear.weapons.forEach((weapon) => {
    const field = `gear.weapons.${weapon.id}`;
    const known = WEAPON_KINDS.find((k) => k.id === weapon.kind);
    const tiersOk = checkItem(violations, wearer, weapon, field, known?.name ?? 'Weapon', ctx.seenIds);
    const label = itemLabel(weapon, known?.name ?? 'Weapon');
    if (known === undefined || NOT_ITEMS.includes(known.id)) {
      violations.push({
        code: known === undefined ? 'gear-invalid' : 'weapon-not-carriable',
        field: `${field}.kind`,
        message:
          known === undefined
            ? `${label}: choose a weapon type, not "${shown(weapon.kind)}".`
            : `${known.name} is not an item to carry: every character fights with it without gear.`,
        ruleQuote: known?.quote ?? GEAR.weaponQuote,
      });
      return;
    }
    checkSlotValue(violations, weapon.slot, `${field}.slot`, label, false);
    if (known.id === 'siege-weapon' && weapon.slot !== 'back' && wearer.race?.sizeCategory === 'xl') {
      violations.push({
        code: 'carry-slot-wrong-item',
        field: `${field}.slot`,
        message: `${label} is a siege weapon: mounted, it takes the two-handed weapon place on the back.`,
        ruleQuote: GEAR.siegeMountQuote,
      });
    }
    usable.push(weapon);
    if (!tiersOk || wearer.body === null || wearer.race === null) return;
    const check = weaponCheck({
      body: wearer.body,
      weapon: known.id,
      tier: bodyCheckTier(weapon, ctx.options),
      sizeCategory: wearer.race.sizeCategory,
    });
    if (!check.ok) {
      violations.push({
        code:
          known.bodyRequirement === 'mounted-xl-only' && wearer.race.sizeCategory !== 'xl'
            ? 'weapon-not-carriable'
            : 'weapon-body-too-low',
        field: `${field}.tier`,
        message: `${label} (${tierText(weapon, ctx.options)}): ${check.reason}`,
        ruleQuote: weapon.slot === null ? GEAR.weaponQuote : GEAR.slotWeaponQuote,
      });
    }
  });
  return usable;
}

function checkSlotValue(violations: Violation[], slot: unknown, field: string, label: string, backOnly: boolean): void {
  const allowed: readonly unknown[] = backOnly ? ['back', null] : [...CARRY_SLOTS.map((s) => s.id), null];
  if (!allowed.includes(slot)) {
    violations.push({
      code: 'gear-invalid',
      field,
      message: `${label}: choose ${backOnly ? 'the back or in hand' : 'a hip, the back, or none'}, not "${shown(slot)}".`,
      ruleQuote: backOnly ? GEAR.shieldInHandQuote : GEAR.itemsPerPlaceQuote,
    });
  }
}

function checkWorn(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): void {
  const armorOk = gear.armor.map((suit, i) =>
    checkItem(violations, wearer, suit, `gear.armor.${suit.id ?? i}`, 'Armor', ctx.seenIds),
  );
  const cloaks =
    typeof gear.cloaks === 'number' && Number.isSafeInteger(gear.cloaks) && gear.cloaks >= 0 ? gear.cloaks : null;
  if (cloaks === null) {
    violations.push({
      code: 'invalid-number',
      field: 'gear.cloaks',
      message: `Cloaks worn must be a whole number of 0 or more, not ${shown(gear.cloaks)}.`,
      ruleQuote: GEAR.cloakQuote,
    });
  }
  const { race, body } = wearer;
  if (race === null || body === null || armorOk.includes(false)) return;
  const suits = race.traits.armorSuits ?? GEAR.armorSuits;
  let wearable = true;
  if (gear.armor.length > suits) {
    wearable = false;
    violations.push({
      code: 'armor-too-many-suits',
      field: 'gear.armor',
      message: `${gear.armor.length} suits of armor are worn; a ${race.name} can wear ${suits === 1 ? 'one' : suits} at a time.`,
      ruleQuote: suits === GEAR.armorSuits ? GEAR.armorQuote : raceSpecialQuote(race, 'armorSuits'),
    });
  }
  for (const suit of gear.armor) {
    const check = bodyForTier(body, bodyCheckTier(suit, ctx.options), 'armor');
    if (!check.ok) {
      wearable = false;
      violations.push({
        code: 'armor-body-too-low',
        field: `gear.armor.${suit.id}.tier`,
        message: `${itemLabel(suit, 'Armor')} (${tierText(suit, ctx.options)}): ${check.reason}`,
        ruleQuote: GEAR.armorQuote,
      });
    }
  }
  if (!wearable || cloaks === null) return;
  const armorTiers = gear.armor.map((suit) => bodyCheckTier(suit, ctx.options));
  const allowed = maxCloaks({ body, armorTiers, specials: wearer.specials, options: ctx.options });
  if (cloaks > allowed) {
    const armorText = armorTiers.length === 0 ? 'no armor' : armorTiers.map((t) => `T${t} armor`).join(' and ');
    violations.push({
      code: 'cloaks-over-body',
      field: 'gear.cloaks',
      message: `Body ${body} with ${armorText} leaves room for ${allowed} cloak${allowed === 1 ? '' : 's'}, not ${cloaks}.`,
      ruleQuote: race.traits.cloaksPerBody === undefined ? GEAR.cloakQuote : raceSpecialQuote(race, 'cloaksPerBody'),
    });
  }
}

function checkClothing(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): void {
  gear.clothing.forEach((set, i) =>
    checkItem(violations, wearer, set, `gear.clothing.${set.id ?? i}`, 'Clothing', ctx.seenIds),
  );
  if (wearer.race === null) return;
  const sets = clothingSetsAllowed(wearer.race);
  if (gear.clothing.length > sets) {
    violations.push({
      code: 'clothing-too-many-sets',
      field: 'gear.clothing',
      message: `${gear.clothing.length} clothing sets are worn; a ${wearer.race.name} can wear ${sets === 1 ? 'one' : sets} at a time.`,
      ruleQuote: sets === 1 ? GEAR.clothingQuote : raceSpecialQuote(wearer.race, 'wornSlotMultiplier'),
    });
  }
}

/** Clothing sets worn at once: "Each character may only equip 1 set of clothing at a time", Dwarves 2 (C-21). */
export function clothingSetsAllowed(race: RaceRef): number {
  return ENVIRONMENT.cold.defaultClothingSets * (resolveRace(race).traits.wornSlotMultiplier ?? 1);
}

function checkShield(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): void {
  const shield = gear.shield;
  if (shield === null || shield === undefined) return;
  const field = `gear.shield`;
  const tiersOk = checkItem(violations, wearer, shield, field, 'Shield', ctx.seenIds);
  checkSlotValue(violations, shield.slot, `${field}.slot`, itemLabel(shield, 'Shield'), true);
  if (!tiersOk || wearer.body === null) return;
  const check = shieldCheck(wearer.body, bodyCheckTier(shield, ctx.options));
  if (!check.ok) {
    violations.push({
      code: 'shield-body-too-low',
      field: `${field}.tier`,
      message: `${itemLabel(shield, 'Shield')} (${tierText(shield, ctx.options)}): ${check.reason}`,
      ruleQuote: GEAR.shieldQuote,
    });
  }
}

function checkContainers(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): void {
  gear.containers.forEach((container, i) => {
    const field = `gear.containers.${container.id ?? i}`;
    const tiersOk = checkItem(violations, wearer, container, field, 'Container', ctx.seenIds);
    const label = itemLabel(container, 'Container');
    checkSlotValue(violations, container.slot, `${field}.slot`, label, false);
    if (!CONTAINER_KINDS.includes(container.kind)) {
      violations.push({
        code: 'gear-invalid',
        field: `${field}.kind`,
        message: `${label}: choose a pouch or backpack (${CONTAINER_KINDS.join(', ')}), not "${shown(container.kind)}".`,
        ruleQuote: GEAR.containerQuote,
      });
      return;
    }
    if (!tiersOk) return;
    if (container.fullTier < 1 || container.tier < 1) {
      violations.push({
        code: 'gear-tier-invalid',
        field: `${field}.tier`,
        message: `${label}: pouches and backpacks start at Tier 1 (T1 hip pouch: 2 slots); T0 holds nothing.`,
        ruleQuote: GEAR.containerQuote,
      });
      return;
    }
    if (container.slot === null || wearer.body === null) return;
    const needed = containerBodyRequirement({ kind: container.kind, tier: bodyCheckTier(container, ctx.options) });
    if (needed > wearer.body) {
      violations.push({
        code: 'container-body-too-low',
        field: `${field}.tier`,
        message: `${label} (${tierText(container, ctx.options)}) needs Body ${needed} or more to wear; this character has Body ${wearer.body}.`,
        ruleQuote: GEAR.containerQuote,
      });
    }
  });
}

function checkToolkits(violations: Violation[], wearer: Wearer, gear: CharacterGear, ctx: Ctx): void {
  gear.toolkits.forEach((kit, i) => {
    const field = `gear.toolkits.${kit.id ?? i}`;
    checkItem(violations, wearer, kit, field, 'Toolkit', ctx.seenIds);
    const label = itemLabel(kit, 'Toolkit');
    checkSlotValue(violations, kit.slot, `${field}.slot`, label, false);
    if (!(SKILL_IDS as readonly string[]).includes(kit.skill)) {
      violations.push({
        code: 'gear-invalid',
        field: `${field}.skill`,
        message: `${label}: choose the skill it is for, not "${shown(kit.skill)}".`,
        ruleQuote: GEAR.sizeQuote,
      });
    }
    if (!TOOLKIT_LEVELS.includes(kit.level)) {
      violations.push({
        code: 'gear-invalid',
        field: `${field}.level`,
        message: `${label}: a carried toolkit is crude or basic, not "${shown(kit.level)}".`,
        ruleQuote: GEAR.sizeQuote,
      });
    }
  });
}

function checkBedroll(violations: Violation[], gear: CharacterGear): void {
  const tier = gear.bedrollTier;
  if (tier === null || tier === undefined) return;
  if (!isTier(tier) || tier < 1) {
    violations.push({
      code: 'gear-tier-invalid',
      field: 'gear.bedrollTier',
      message: `A bedroll's tier must be a whole number from 1 to ${MAX_TIER}, not ${shown(tier)}.`,
      ruleQuote: GEAR.tierQuote,
    });
  }
}

/** Room a weapon takes in a weapon place: one-handed 1; two-handed, bows and mounted siege weapons 2. */
function weaponUnits(kind: WeaponKind): number {
  return kind.hands === 1 ? GEAR.weaponUnits.oneHanded : GEAR.weaponUnits.twoHanded;
}

/** One item per place of each carry slot (Dwarves two); hips take one-handed weapons only. */
function checkSlots(violations: Violation[], wearer: Wearer, gear: CharacterGear, weapons: WeaponItem[]): void {
  if (wearer.race === null) return;
  const dwarfQuote = wearer.race.traits.wornSlotMultiplier ? raceSpecialQuote(wearer.race, 'wornSlotMultiplier') : null;
  for (const slot of GEAR.carrySlots) {
    const kindOf = (w: WeaponItem) => WEAPON_KINDS.find((k) => k.id === w.kind) as WeaponKind;
    const hipOnly = slot.weaponPlace === '1h-weapon';
    const inSlot: WeaponItem[] = [];
    for (const weapon of weapons.filter((w) => w.slot === slot.id)) {
      const kind = kindOf(weapon);
      if (!hipOnly || weaponUnits(kind) <= GEAR.weaponUnits.oneHanded) {
        inSlot.push(weapon);
        continue;
      }
      violations.push({
        code: 'carry-slot-wrong-item',
        field: `gear.weapons.${weapon.id}.slot`,
        message: `${itemLabel(weapon, kind.name)} is not a one-handed weapon: carry it on the back, not the ${slot.name.toLowerCase()}.`,
        ruleQuote: slot.quote,
      });
    }
    const shieldHere = slot.id === 'back' && gear.shield?.slot === 'back';
    const used =
      inSlot.reduce((sum, w) => sum + weaponUnits(kindOf(w)), 0) + (shieldHere ? GEAR.weaponUnits.shield : 0);
    const multiplier = wearer.perPlace / GEAR.itemsPerPlace;
    if (used > slot.weaponUnits * multiplier) {
      const names = inSlot.map((w) => itemLabel(w, kindOf(w).name));
      if (shieldHere && gear.shield) names.push(itemLabel(gear.shield, 'Shield'));
      violations.push({
        code: 'carry-slot-full',
        field: `gear.slots.${slot.id}.weapon`,
        message: `The ${slot.name.toLowerCase()} weapon place is over-full (${names.join(', ')}): it holds ${slotRoomText(slot.weaponPlace, multiplier)}.`,
        ruleQuote: dwarfQuote ?? slot.quote,
      });
    }
    placeCount(
      violations,
      wearer,
      `gear.slots.${slot.id}.toolkit`,
      `${slot.name} toolkit place`,
      gear.toolkits.filter((t) => t.slot === slot.id),
      dwarfQuote,
    );
    placeCount(
      violations,
      wearer,
      `gear.slots.${slot.id}.misc-or-ammo`,
      `${slot.name} misc-or-ammo place`,
      gear.containers.filter((c) => c.slot === slot.id),
      dwarfQuote,
    );
  }
}

function slotRoomText(place: GearFile['carrySlots'][number]['weaponPlace'], multiplier: number): string {
  switch (place) {
    case '1h-weapon':
      return multiplier === 1 ? 'one one-handed weapon' : `${multiplier} one-handed weapons`;
    case '2h-weapon-or-two-1h-or-shield':
      return multiplier === 1
        ? 'one two-handed weapon, two one-handed weapons or one shield'
        : `${multiplier} two-handed weapons or shields, or ${2 * multiplier} one-handed weapons`;
  }
}

function placeCount(
  violations: Violation[],
  wearer: Wearer,
  field: string,
  place: string,
  items: readonly GearItem[],
  dwarfQuote: string | null,
): void {
  if (items.length <= wearer.perPlace) return;
  violations.push({
    code: 'carry-slot-full',
    field,
    message: `The ${place.toLowerCase()} holds ${wearer.perPlace === 1 ? 'one item' : `${wearer.perPlace} items`}, not ${items.length} (${items.map((i) => itemLabel(i, 'item')).join(', ')}).`,
    ruleQuote: dwarfQuote ?? GEAR.itemsPerPlaceQuote,
  });
}

interface Ctx {
  options: CharacterOptions;
  seenIds: Set<string>;
}

/**
 * Every gear rule a character breaks, as Violations (the type validateCharacter returns): Body ≥ tier for weapons,
 * armor, shields and worn pouches; one armor suit (Dwarves two) with cloaks within the Body left (maxCloaks); one
 * clothing set (Dwarves two); one item per carry-slot place (Dwarves two); gear made for this size category only;
 * tiers 0–15 and never above the tier as made. Never throws for bad data: malformed items are violations too.
 */
export function gearViolations(
  build: CharacterBuild,
  gear: CharacterGear,
  options: CharacterOptions = {},
): Violation[] {
  requireInput('The build', build);
  requireGear('The gear', gear);
  requireInput('The options', options);
  const violations: Violation[] = [];
  const wearer = wearerOf(build);
  const ctx: Ctx = { options, seenIds: new Set() };
  const weapons = checkWeapons(violations, wearer, gear, ctx);
  checkWorn(violations, wearer, gear, ctx);
  checkShield(violations, wearer, gear, ctx);
  checkClothing(violations, wearer, gear, ctx);
  checkContainers(violations, wearer, gear, ctx);
  checkToolkits(violations, wearer, gear, ctx);
  checkBedroll(violations, gear);
  checkSlots(violations, wearer, gear, weapons);
  return violations;
}
