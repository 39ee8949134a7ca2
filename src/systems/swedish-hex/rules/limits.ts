import { NUMBERS } from './tables';

/*
 * The limits every check of the pack uses, the text's own (from data/swedish-hex/numbers.json) and the app's (how
 * long a name may be), so the zod schemas and the rule functions refuse exactly the same values.
 */

/** "får varje gång de går upp i nivå två egenskapspoäng" */
export const POINTS_PER_LEVEL = NUMBERS.attributePoints.perLevel;
/** "Alla rollpersoner startar med 20 HP på nivå 1 och får 1 HP för varje poäng i vitalitet." */
export const FIRST_LEVEL = NUMBERS.hp.firstLevel;
export const HP_AT_FIRST_LEVEL = NUMBERS.hp.atFirstLevel;
export const HP_PER_VITALITET = NUMBERS.hp.perVitalitet;
/** "tappar 20% absorbering, initiativ, undvika och parera varje runda" */
export const FATIGUE_PERCENT = NUMBERS.fatigue.percentPerRound;
/** "absorberingen aldrig kan få skadan att bli mindre än ett" */
export const MINIMUM_DAMAGE = NUMBERS.damage.minimum;
/** "varje rollperson bara kan bära 20 kg på spelbrädet" (not current: R-weight-1) */
export const WEIGHT_LIMIT_KG = NUMBERS.weight.limitKg;
export const USED_ARMOUR_WEIGHT_SHARE = NUMBERS.weight.usedArmourShare;

/** App limits, not rules: enough for any table, small enough to show and to compute odds for. */
export const MAX_LEVEL = 100;
/** The most a folkslag may give at the start or per attribute point, and the most an item may add or take. */
export const MAX_FOLKSLAG_VALUE = 100;
export const MAX_BONUS = 1000;
export const NAME_MAX = 60;
export const TEXT_MAX = 500;
export const ID_MAX = 60;
export const MAX_FOLKSLAG = 50;
export const MAX_ITEMS = 500;
export const MAX_CARRIED = 200;
export const MAX_WEIGHT_KG = 1000;
export const MAX_FIGHTERS = 40;

/** A range as the text writes it: "5-8 som innebär att … ett slumpmässigt tal från och med fem till och med åtta", or "5". */
export const RANGE_PATTERN = /^(\d{1,4})(?:-(\d{1,4}))?$/;
