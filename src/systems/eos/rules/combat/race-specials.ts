import type { CombatSpecialId } from '../schemas/combat';
import type { BodyScaling, Race } from '../schemas/races';
import { listRaces, resolveRace, type RaceRef } from '../races';
import { RulesError, describeValue, requireOneOf, requireWhole } from '../../../../core/rules';

/**
 * When a race card grants each combat special: the special is that card's trait under its combat name. Every special
 * is granted by exactly one card, which also holds the special's numbers.
 */
const GRANTED_WHEN: Record<CombatSpecialId, (card: Race) => boolean> = {
  'regenerates-body': ({ traits }) => traits.regeneration === 'body',
  'regenerates-body-plus-level': ({ traits }) => traits.regeneration === 'body-plus-level',
  'double-armor': ({ traits }) => traits.armorSuits !== undefined,
  sprint: ({ traits }) => traits.bonusMove !== undefined,
  'scaled-hide': ({ naturalArmor }) => naturalArmor.combat.kind === 'body-plus-level',
  claws: ({ traits }) => traits.naturalWeapons !== undefined,
  'heavy-shooter': ({ traits }) => traits.bowAddsBody === true,
  'far-thrower': ({ traits }) => traits.thrownRange !== undefined,
  'two-hander-in-main-hand': ({ traits }) => traits.twoHandedMeleeInMainHand === true,
  'stone-skin': ({ naturalArmor }) => naturalArmor.combat.kind === 'tier' && naturalArmor.combat.tier > 0,
  uncatchable: ({ traits }) => traits.trapImmobilizeRounds !== undefined,
  'trap-survivor': ({ traits }) => traits.trapSurvivor === true,
  'trade-blows-1': ({ traits }) => traits.tradeBlows === 1,
  'trade-blows-2': ({ traits }) => traits.tradeBlows === 2,
  'prehensile-tail': ({ traits }) => traits.prehensileTail !== undefined,
  'blend-in-shadow': ({ traits }) => traits.lowLightStealthBonus !== undefined,
  vigilance: ({ traits }) => traits.vigilanceBonus !== undefined,
  exsanguination: ({ traits }) => traits.exsanguination !== undefined,
  undeath: ({ traits }) => traits.undeath === true,
};

const SPECIAL_IDS = Object.keys(GRANTED_WHEN) as CombatSpecialId[];

/**
 * The combat specials a race's card grants (Warhog: "Uncatchable" and "Trap Survivor"); empty for races whose specials
 * change no combat number.
 * @example raceCombatSpecials('rock-troll') // ['stone-skin']
 */
export function raceCombatSpecials(race: RaceRef): readonly CombatSpecialId[] {
  const card = resolveRace(race);
  return SPECIAL_IDS.filter((id) => GRANTED_WHEN[id](card));
}

const CARD_GRANTING = new Map<CombatSpecialId, Race>(
  listRaces().flatMap((card) => raceCombatSpecials(card).map((id) => [id, card] as const)),
);

/**
 * A value printed on the race card that grants a special — the one place combat reads racial numbers from.
 * @example specialValue('far-thrower', (card) => card.traits.thrownRange) // 10 ("doubles it to 10 tiles")
 */
export function specialValue<T>(id: CombatSpecialId, pick: (card: Race) => T | undefined): T {
  const card = CARD_GRANTING.get(id);
  const value = card === undefined ? undefined : pick(card);
  if (value === undefined) {
    throw new RulesError(
      'unknown-option',
      `No race card grants the combat special ${describeValue(id)} with that value.`,
    );
  }
  return value;
}

/** "[Body value]" or "[Body stat value + Combat Level]" (regeneration, Neo-Dragon armor, Neo-Tiger claws). */
export function bodyScaled(kind: BodyScaling, body: number, combatLevel: number): number {
  requireWhole('Body', body);
  requireWhole('Combat level', combatLevel);
  switch (requireOneOf('Body scaling', kind, ['body', 'body-plus-level'] as const)) {
    case 'body':
      return body;
    case 'body-plus-level':
      return body + combatLevel;
  }
}
