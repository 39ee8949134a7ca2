import type { CharacterBuild, SkillPoints } from '../../src/systems/eos/rules/character/build';
import {
  EMPTY_GEAR,
  type ArmorItem,
  type CarrySlot,
  type CharacterGear,
  type ClothingItem,
  type ContainerItem,
  type ShieldItem,
  type ToolkitItem,
  type WeaponItem,
} from '../../src/systems/eos/rules/character/gear';
import type { SizeCategoryId } from '../../src/systems/eos/rules/schemas/sizes';
import type { SkillId } from '../../src/systems/eos/rules/schemas/skills';
import type { StatId } from '../../src/systems/eos/rules/schemas/stats';
import type { TieredContainerId } from '../../src/systems/eos/rules/schemas/containers';
import type { WeaponKindId } from '../../src/systems/eos/rules/schemas/weapons';

type Stats = Record<StatId, number>;

/** A build with the given race and creation stats (Body, Mind, Reflex, Presence default 5, Aura 5). */
export function buildOf(
  raceId: string,
  stats: Partial<Stats> = {},
  more: Partial<Omit<CharacterBuild, 'raceId' | 'creationStats'>> = {},
): CharacterBuild {
  return {
    raceId,
    exp: 0,
    creationStats: { body: 5, mind: 5, reflex: 5, presence: 5, aura: 5, ...stats },
    levelStats: { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 },
    monthsElapsed: 0,
    skills: {},
    ...more,
  };
}

export const skillsOf = (entries: Partial<Record<SkillId, [time: number, combat: number]>>) =>
  Object.fromEntries(
    Object.entries(entries).map(([id, [time, combat]]) => [id, { time, combat } satisfies SkillPoints]),
  ) as Record<string, SkillPoints>;

let next = 0;
const id = (prefix: string) => `${prefix}-${++next}`;

interface ItemOptions {
  fullTier?: number;
  size?: SizeCategoryId;
  name?: string;
}

export function weapon(
  kind: WeaponKindId,
  tier: number,
  slot: CarrySlot | null = null,
  o: ItemOptions = {},
): WeaponItem {
  return {
    id: id('w'),
    name: o.name ?? kind,
    tier,
    fullTier: o.fullTier ?? tier,
    sizeCategory: o.size ?? 'medium',
    kind,
    slot,
  };
}

export function armor(tier: number, o: ItemOptions = {}): ArmorItem {
  return {
    id: id('a'),
    name: o.name ?? `T${tier} armor`,
    tier,
    fullTier: o.fullTier ?? tier,
    sizeCategory: o.size ?? 'medium',
  };
}

export function shield(tier: number, slot: 'back' | null = null, o: ItemOptions = {}): ShieldItem {
  return { ...armor(tier, { name: 'shield', ...o }), id: id('s'), slot };
}

export function clothing(tier: number, o: ItemOptions = {}): ClothingItem {
  return { ...armor(tier, { name: 'clothes', ...o }), id: id('c') };
}

export function container(
  kind: TieredContainerId,
  tier: number,
  slot: CarrySlot | null,
  o: ItemOptions = {},
): ContainerItem {
  return { ...armor(tier, { name: kind, ...o }), id: id('p'), kind, slot };
}

export function toolkit(skill: SkillId, slot: CarrySlot | null, o: ItemOptions = {}): ToolkitItem {
  return { ...armor(1, { name: `${skill} kit`, ...o }), id: id('t'), skill, level: 'crude', slot };
}

export function gearOf(parts: Partial<CharacterGear>): CharacterGear {
  return { ...structuredClone(EMPTY_GEAR), ...parts };
}
