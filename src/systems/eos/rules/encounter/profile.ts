import { weaponKind } from '../combat/weapon-kinds';
import { RulesError, requireStat, requireTier, requireWhole } from '../../../../core/rules';
import { requireCombatantInput, requireQuickCreature } from './inputs';
import { requireSkillId } from '../skills';
import { requireSizedCreature } from '../size';
import {
  BODY_TARGET,
  UNARMED,
  type Combatant,
  type CombatantInput,
  type CombatProfile,
  type EncounterGear,
  type EncounterGearInput,
  type QuickCreature,
} from './types';

/** The highest skill level any table reaches (racial exceptions included). */
const MAX_SKILL = 22;

/**
 * A quick creature as a combat profile: its weapons become gear "weapon-1", "weapon-2" …, then "armor", "shield",
 * "natural-armor" and "natural-weapon" when it has them.
 * @example quickCreatureProfile(wolf).gear.map((g) => g.id) // ['natural-weapon']
 */
export function quickCreatureProfile(creature: QuickCreature): CombatProfile {
  requireQuickCreature(creature);
  const gear: EncounterGearInput[] = creature.weapons.map((w, i) => ({
    slot: 'weapon',
    id: `weapon-${i + 1}`,
    name: w.name ?? weaponKind(w.kind).name,
    kind: w.kind,
    tier: w.tier,
    ...(w.bulletTier === undefined ? {} : { bulletTier: w.bulletTier }),
  }));
  if (requireTier(creature.armorTier, 'Armor tier') > 0)
    gear.push({ slot: 'armor', id: 'armor', name: 'Armor', tier: creature.armorTier });
  if (creature.shieldTier !== null)
    gear.push({ slot: 'shield', id: 'shield', name: 'Shield', tier: creature.shieldTier });
  if (requireWhole('Natural armor', creature.naturalArmor) > 0)
    gear.push({ slot: 'natural-armor', id: 'natural-armor', name: 'Natural armor', tier: creature.naturalArmor });
  if (creature.naturalWeapon !== null)
    gear.push({ slot: 'natural-weapon', id: 'natural-weapon', name: 'Natural weapons', tier: creature.naturalWeapon });
  return {
    size: creature.size,
    maxHp: creature.maxHp,
    body: creature.body,
    reflex: creature.reflex,
    presence: creature.presence,
    ...(creature.mind === undefined ? {} : { mind: creature.mind }),
    combatLevel: creature.combatLevel ?? 1,
    move: creature.move,
    skills: creature.skills,
    gear,
    specials: creature.specials,
  };
}

function gearFromInput(input: EncounterGearInput, owner: string): EncounterGear {
  if (input.id === UNARMED || input.id === BODY_TARGET || input.id.trim() === '') {
    throw new RulesError('not-allowed', `${owner}: "${input.id}" cannot name a piece of gear.`);
  }
  // Natural gear is Body + Combat Level for some races, so it may pass 15; made gear is 0–15.
  const natural = input.slot === 'natural-armor' || input.slot === 'natural-weapon';
  const check = (label: string, value: number): number =>
    natural ? requireWhole(`${owner}: ${label}`, value) : requireTier(value, `${owner}: ${label}`);
  const fullTier = check(`${input.name} full tier`, input.fullTier ?? input.tier);
  const tier = check(`${input.name} tier`, input.tier);
  if (tier > fullTier) {
    throw new RulesError('invalid-number', `${owner}: ${input.name} is at T${tier}, above its full tier T${fullTier}.`);
  }
  const base = { id: input.id, name: input.name, tier, fullTier };
  switch (input.slot) {
    case 'weapon': {
      const kind = weaponKind(input.kind);
      const reloads = (kind.reloadActions ?? 0) > 0;
      if (kind.family === 'firearm' && input.bulletTier === undefined) {
        throw new RulesError('invalid-number', `${owner}: ${input.name} needs the tier of its bullets.`);
      }
      return {
        ...base,
        slot: 'weapon',
        kind: input.kind,
        bulletTier:
          kind.family === 'firearm' ? requireTier(input.bulletTier ?? 0, `${owner}: ${input.name} bullet tier`) : null,
        reload: reloads ? { loaded: input.loaded ?? true, actionsDone: 0 } : null,
      };
    }
    case 'shield':
      return { ...base, slot: 'shield', equipped: input.equipped ?? true };
    case 'armor':
    case 'natural-armor':
    case 'natural-weapon':
      return { ...base, slot: input.slot };
  }
}

/** Checks a combatant's numbers and gives them their live state: full HP (or `hp`), no effects, gear as it enters. */
export function buildCombatant(input: CombatantInput): Combatant {
  requireCombatantInput(input);
  const { profile } = input;
  const name = input.name.trim();
  if (input.id.trim() === '' || name === '') {
    throw new RulesError('not-allowed', 'Every combatant needs an id and a name.');
  }
  requireSizedCreature(profile.size);
  const maxHp = requireWhole(`${name}: maximum HP`, profile.maxHp);
  const skills: Partial<Record<string, number>> = {};
  for (const [id, level] of Object.entries(profile.skills)) {
    skills[requireSkillId(id)] = requireWhole(`${name}: ${id} level`, level ?? 0, 0, MAX_SKILL);
  }
  const gear = profile.gear.map((g) => gearFromInput(g, name));
  const ids = new Set<string>();
  for (const g of gear) {
    if (ids.has(g.id)) throw new RulesError('not-allowed', `${name}: two pieces of gear share the id "${g.id}".`);
    ids.add(g.id);
  }
  return {
    id: input.id,
    name,
    side: input.side,
    source: input.source,
    size: profile.size,
    maxHp,
    body: requireStat(`${name}: Body`, profile.body),
    reflex: requireStat(`${name}: Reflex`, profile.reflex),
    presence: requireStat(`${name}: Presence`, profile.presence),
    mind: profile.mind === undefined ? null : requireStat(`${name}: Mind`, profile.mind),
    ...(profile.aura === undefined ? {} : { aura: requireStat(`${name}: Aura`, profile.aura) }),
    combatLevel: requireWhole(`${name}: combat level`, profile.combatLevel, 1),
    move: requireWhole(`${name}: move`, profile.move),
    skills,
    specials: profile.specials,
    hp: requireWhole(`${name}: HP`, input.hp ?? maxHp, Number.MIN_SAFE_INTEGER, maxHp),
    gear,
    effects: [],
    combatDamage: 0,
    trapSetting: null,
  };
}
