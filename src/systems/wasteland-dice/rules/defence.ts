import { requireOneOf, requireWhole } from '../../../core/rules';
import { armourOf } from './armour';
import { requireBoolean } from './checks';
import { checkFighter } from './fighter';
import { DEFENCE_KINDS, type DefenceKind } from './ids';
import { UNARMED_PENALTY_MAX } from './limits';
import { modifiersFor, type ModifierPart } from './modifiers';
import type { WdcFighter } from './schemas/fighter';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { COMBAT } from './tables';

/** The situation of the defender that changes their defence. */
export interface DefenceSituation {
  /** "being unarmed when attacked with a melee weapon". */
  readonly unarmedAgainstMeleeWeapon?: boolean;
}

/** A defence value and how it is made: base 12 + armour (up to 3) + traits (up to 2). */
export interface DefenceBreakdown {
  readonly against: DefenceKind;
  readonly base: number;
  /** What the torso armour and helmet give against this kind of attack. */
  readonly armourWorn: number;
  /** Armour lost for being unarmed against a melee weapon, 0 when none. */
  readonly armourLost: number;
  /** armourWorn − armourLost, never below 0. */
  readonly armour: number;
  readonly traitParts: readonly ModifierPart[];
  readonly traitSum: number;
  /** The traits as counted: their sum, no more than +2. */
  readonly traits: number;
  readonly total: number;
}

/**
 * Melee or ranged defence: "both of which have a base value of 12. Armor can add up to 3 points on top of this.
 * Traits can add up to another 2 points. Various factors can affect armor negatively, such as being unarmed when
 * attacked with a melee weapon." The unarmed penalty is the Storyteller's number (A-01, default 1), taken off the armour
 * only.
 * @example defence(frodo, 'ranged').total // 15: 12 + vest 2 + Small 1
 */
export function defence(
  fighter: WdcFighter,
  against: DefenceKind,
  situation: DefenceSituation = {},
  rules: Pick<WdcHouseRules, 'unarmedVsMeleePenalty'> = DEFAULT_HOUSE_RULES,
): DefenceBreakdown {
  checkFighter(fighter);
  requireOneOf('A defence', against, DEFENCE_KINDS);
  const unarmed = requireBoolean('Unarmed', situation.unarmedAgainstMeleeWeapon ?? false);
  const penalty = requireWhole(
    'The armour lost when unarmed against a melee weapon',
    rules.unarmedVsMeleePenalty,
    0,
    UNARMED_PENALTY_MAX,
  );
  const worn = armourOf(fighter.armour)[against];
  const armourLost = unarmed && against === 'melee' ? Math.min(worn, penalty) : 0;
  const armour = worn - armourLost;
  const traitParts = modifiersFor(fighter, against === 'melee' ? 'melee-defence' : 'ranged-defence');
  const traitSum = traitParts.reduce((sum, part) => sum + part.value, 0);
  const traits = Math.min(COMBAT.defence.traitsMax, traitSum);
  const base = COMBAT.defence.base;
  return {
    against,
    base,
    armourWorn: worn,
    armourLost,
    armour,
    traitParts,
    traitSum,
    traits,
    total: base + armour + traits,
  };
}
