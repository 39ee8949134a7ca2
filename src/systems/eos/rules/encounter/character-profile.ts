import { characterSheet, type CharacterSheetInput } from '../character/sheet';
import { raceCombatSpecials } from '../combat/race-specials';
import { weaponKind } from '../combat/weapon-kinds';
import { RulesError, requireInput, requireText } from '../../../../core/rules';
import { getRace } from '../races';
import type { CombatantInput, CombatSide, EncounterGearInput } from './types';

/**
 * A campaign character as a combatant, every number from their sheet: final stats, skill levels, max and current HP,
 * combat move, race size and combat specials, natural armor and claws, and their gear at its current tiers (a shield
 * carried on the back starts put away). Firearms need the tier of the bullets loaded (`bulletTiers` by weapon id);
 * siege weapons stay out of the fight.
 */
export function characterCombatant(
  input: CharacterSheetInput & {
    id: string;
    name: string;
    characterId: string;
    side?: CombatSide;
    bulletTiers?: Readonly<Record<string, number>>;
  },
): CombatantInput {
  requireInput('The character', input);
  requireText('The combatant id', input.id);
  requireText('The character’s name', input.name);
  requireText('The character id', input.characterId);
  if (input.bulletTiers !== undefined) requireInput('The bullets loaded', input.bulletTiers);
  const sheet = characterSheet(input);
  const race = getRace(sheet.raceId);
  const stat = (id: 'body' | 'mind' | 'reflex' | 'presence'): number => sheet.summary.stats[id].value;
  const gear: EncounterGearInput[] = [];
  for (const w of input.gear.weapons) {
    if (w.kind === 'siege-weapon' || w.kind === 'unarmed-melee' || w.kind === 'natural-weapon') continue;
    const firearm = weaponKind(w.kind).family === 'firearm';
    const bulletTier = input.bulletTiers?.[w.id];
    if (firearm && bulletTier === undefined) {
      throw new RulesError('invalid-number', `${input.name}'s ${w.name}: say which tier of bullets it is loaded with.`);
    }
    gear.push({
      slot: 'weapon',
      id: w.id,
      name: w.name,
      kind: w.kind,
      tier: w.tier,
      fullTier: w.fullTier,
      ...(firearm && bulletTier !== undefined ? { bulletTier } : {}),
    });
  }
  for (const suit of input.gear.armor) {
    gear.push({ slot: 'armor', id: suit.id, name: suit.name, tier: suit.tier, fullTier: suit.fullTier });
  }
  const { shield } = input.gear;
  if (shield !== null) {
    gear.push({
      slot: 'shield',
      id: shield.id,
      name: shield.name,
      tier: shield.tier,
      fullTier: shield.fullTier,
      equipped: shield.slot === null,
    });
  }
  if (sheet.naturalArmor.value > 0) {
    gear.push({ slot: 'natural-armor', id: 'natural-armor', name: 'Natural armor', tier: sheet.naturalArmor.value });
  }
  if (sheet.naturalWeapons !== null) {
    gear.push({ slot: 'natural-weapon', id: 'natural-weapon', name: 'Claws', tier: sheet.naturalWeapons.value });
  }
  return {
    id: input.id,
    name: input.name,
    side: input.side ?? 'party',
    source: { kind: 'character', characterId: input.characterId },
    hp: sheet.currentHp.value,
    profile: {
      size: { sizeCategory: race.sizeCategory, tiles: race.tiles },
      maxHp: sheet.maxHp.value,
      body: stat('body'),
      reflex: stat('reflex'),
      presence: stat('presence'),
      mind: stat('mind'),
      combatLevel: sheet.level.value,
      move: sheet.combatMove.value,
      skills: Object.fromEntries(Object.entries(sheet.summary.skills).map(([id, s]) => [id, s.total])),
      gear,
      specials: raceCombatSpecials(race),
      // Aura counts in a fight only for “Exsanguination”; other fighters keep the record they always had.
      ...(raceCombatSpecials(race).includes('exsanguination') ? { aura: sheet.summary.stats.aura.value } : {}),
    },
  };
}
