import sizesData from '../../../../../data/eos/sizes.json';
import { specialValue } from '../combat/race-specials';
import { WEAPON_KINDS } from '../combat/weapon-kinds';
import type { CombatSpecialId } from '../schemas/combat';
import type { Race } from '../schemas/races';
import type { SizeCategoryId, SizesFile } from '../schemas/sizes';
import type { WeaponKind } from '../schemas/weapons';
import { RulesError, requireInput } from '../../../../core/rules';
import { buildCombatant, quickCreatureProfile } from './profile';
import type { HeldWeaponKindId, QuickCreature } from './types';

/**
 * The race-card trait behind each combat special: the special's name and text are those of the card's special that
 * sets this trait (Cave Troll "Regeneration" sets `regeneration`).
 */
const TRAIT: Record<CombatSpecialId, Race['specials'][number]['fields'][number]> = {
  'regenerates-body': 'regeneration',
  'regenerates-body-plus-level': 'regeneration',
  'double-armor': 'armorSuits',
  sprint: 'bonusMove',
  'scaled-hide': 'naturalArmor',
  claws: 'naturalWeapons',
  'heavy-shooter': 'bowAddsBody',
  'far-thrower': 'thrownRange',
  'two-hander-in-main-hand': 'twoHandedMeleeInMainHand',
  'stone-skin': 'naturalArmor',
  uncatchable: 'trapImmobilizeRounds',
  'trap-survivor': 'trapSurvivor',
  'trade-blows-1': 'tradeBlows',
  'trade-blows-2': 'tradeBlows',
  'prehensile-tail': 'prehensileTail',
  'blend-in-shadow': 'lowLightStealthBonus',
  vigilance: 'vigilanceBonus',
  exsanguination: 'exsanguination',
  undeath: 'undeath',
};

/** A combat special a GM can give a quick creature, named and quoted as the race card that grants it prints it. */
export interface CombatSpecialChoice {
  readonly id: CombatSpecialId;
  /** The special's name on its card ("Regeneration"). */
  readonly name: string;
  /** The race whose card grants it ("Cave Troll"): two specials share a name (regeneration). */
  readonly raceName: string;
  /** The card's text. */
  readonly text: string;
}

/**
 * Every combat special, for the quick-creature form: "Regeneration" of the Cave Troll ("[Body value] each round"),
 * of the Forest Troll ("[Body value + Combat Level]"), "Trade Blows 1" of the Neo-Blackbear …
 * @example combatSpecialChoices().find((c) => c.id === 'regenerates-body')?.raceName // 'Cave Troll'
 */
export function combatSpecialChoices(): readonly CombatSpecialChoice[] {
  return (Object.keys(TRAIT) as CombatSpecialId[]).map((id) => {
    const card = specialValue(id, (race) => race);
    const special = card.specials.find((s) => s.fields.includes(TRAIT[id]));
    if (special === undefined)
      throw new Error(`data/eos/races.json: ${card.name} prints no special setting ${TRAIT[id]}`);
    return { id, name: special.name, raceName: card.name, text: special.text };
  });
}

/** Weapons a combatant holds as items: every kind but bare hands, claws (natural weapons) and siege engines. */
export function heldWeaponKinds(): readonly (WeaponKind & { readonly id: HeldWeaponKindId })[] {
  return WEAPON_KINDS.filter(
    (k): k is WeaponKind & { id: HeldWeaponKindId } =>
      k.id !== 'unarmed-melee' && k.id !== 'natural-weapon' && k.id !== 'siege-weapon',
  );
}

/**
 * What is wrong with a quick creature before it joins a fight (the same checks as entering an encounter: a name, size
 * and tiles that fit, stats 0–15, tiers 0–15, firearms with bullets …), or null when it can fight.
 * @example quickCreatureProblem({ ...wolf, body: 16 }) // 'Wolf: Body must be a whole number from 0 to 15, not 16.'
 */
export function quickCreatureProblem(creature: QuickCreature): string | null {
  requireInput('Quick creature problem', creature);
  try {
    buildCombatant({
      id: 'quick-creature',
      name: creature.name,
      side: 'foe',
      source: { kind: 'creature', templateId: null },
      profile: quickCreatureProfile(creature),
    });
    return null;
  } catch (error) {
    if (error instanceof RulesError) return error.message;
    throw error;
  }
}

/** A size category as the quick-creature form offers it: the tiles it may occupy and the usual footprint. */
export interface CreatureSizeChoice {
  readonly id: SizeCategoryId;
  readonly name: string;
  /** The usual footprint ("general tiles"): ½ small, 1 medium, 4 large (2×2), 9 extra-large (3×3). */
  readonly generalTiles: number;
  readonly minTiles: number;
  readonly maxTiles: number;
}

/**
 * The size categories from the size table: small and medium occupy exactly their tiles (½ and 1), large 2–6 and
 * extra-large 7–25 whole tiles, which scale their melee damage and base HP ("for each tile they occupy").
 */
export function creatureSizeChoices(): readonly CreatureSizeChoice[] {
  return (sizesData as unknown as SizesFile).categories.map(({ id, name, generalTiles, minTiles, maxTiles }) => ({
    id,
    name,
    generalTiles,
    minTiles,
    maxTiles,
  }));
}
