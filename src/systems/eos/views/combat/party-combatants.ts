import type { CampaignRecord, CharacterRecord } from '../../../../db';
import {
  characterCombatant,
  quickCreatureProfile,
  ruleOptions,
  RulesError,
  weaponKind,
  type CombatantInput,
  type CombatSide,
  type QuickCreature,
} from '../../rules';
import { currentHpOf } from '../character-sheet/derive-sheet';

/** A character's firearms: each needs the tier of the bullets loaded before the fight. */
export function firearmsOf(character: CharacterRecord): CharacterRecord['gear']['weapons'] {
  return character.gear.weapons.filter((w) => weaponKind(w.kind).family === 'firearm');
}

/**
 * A campaign character as a combatant, every number from their sheet under the campaign's house rules, or why they
 * cannot fight (a draft the rules cannot sum up, a firearm without bullets).
 */
export function characterInput(
  character: CharacterRecord,
  campaign: Pick<CampaignRecord, 'houseRules'>,
  side: CombatSide,
  bulletTiers: Readonly<Record<string, number>> = {},
): { input: CombatantInput } | { problem: string } {
  try {
    const options = ruleOptions(campaign.houseRules).character;
    return {
      input: characterCombatant({
        id: character.id,
        name: character.name,
        characterId: character.id,
        side,
        build: character.build,
        gear: character.gear,
        currentHp: currentHpOf(character, options),
        options,
        bulletTiers,
      }),
    };
  } catch (error) {
    if (error instanceof RulesError) return { problem: error.message };
    throw error;
  }
}

/** A quick creature as a combatant with its own id; `templateId` remembers the template it came from. */
export function creatureInput(creature: QuickCreature, name: string, templateId: string | null): CombatantInput {
  return {
    id: crypto.randomUUID(),
    name,
    side: 'foe',
    source: { kind: 'creature', templateId },
    profile: quickCreatureProfile(creature),
  };
}

/**
 * "Wolf", "Wolf" → "Wolf 1", "Wolf 2": opponents who share a name, or share one with a fighter in `taken` (the party),
 * are numbered so the table can tell them apart, each number skipping a name already in use ("Wolf 1" typed by hand).
 */
export function numberedNames(names: readonly string[], taken: readonly string[] = []): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  const used = new Set([...taken, ...names]);
  const next = new Map<string, number>();
  return names.map((n) => {
    if ((counts.get(n) ?? 0) < 2 && !taken.includes(n)) return n;
    let index = next.get(n) ?? 1;
    while (used.has(`${n} ${index}`)) index++;
    next.set(n, index + 1);
    used.add(`${n} ${index}`);
    return `${n} ${index}`;
  });
}
