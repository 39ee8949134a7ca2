/**
 * The stable ids of the Swedish hex-board RPG, in the text's own Swedish words, kept apart from the zod schemas so rule
 * modules use them without bringing zod into the app bundle.
 */

/** "Rollpersoner har de tre egenskaperna styrka, smidighet och vitalitet" */
export const EGENSKAPER = ['styrka', 'smidighet', 'vitalitet'] as const;
export type Egenskap = (typeof EGENSKAPER)[number];

/** "Egenskaper och tillhörande underegenskaper": each attribute's sub-attributes, HP apart (it has its own rule). */
export const UNDEREGENSKAPER_AV = {
  styrka: ['skadebonus', 'armstyrka'],
  smidighet: ['vapenskicklighet', 'initiativ', 'träffsäkerhet', 'undvika', 'parera'],
  vitalitet: ['uthållighet'],
} as const satisfies Record<Egenskap, readonly string[]>;

/** The sub-attributes a folkslag sets (start and gain per point): every one but HP, whose numbers the text fixes. */
export const FOLKSLAG_UNDEREGENSKAPER = [
  'skadebonus',
  'armstyrka',
  'vapenskicklighet',
  'initiativ',
  'träffsäkerhet',
  'undvika',
  'parera',
  'uthållighet',
] as const;
export type FolkslagUnderegenskap = (typeof FOLKSLAG_UNDEREGENSKAPER)[number];

/** Whole-number bonuses an item may give (skadebonus and absorbering are ranges, below). */
export const FIXED_BONUSES = [
  'armstyrka',
  'vapenskicklighet',
  'initiativ',
  'träffsäkerhet',
  'undvika',
  'parera',
  'hp',
  'uthållighet',
] as const;
export type FixedBonus = (typeof FIXED_BONUSES)[number];

/** "Föremåls bonusar ger intervall av skadebonus"; "Absorberingen är ett intervall" */
export const RANGE_BONUSES = ['skadebonus', 'absorbering'] as const;
export type RangeBonus = (typeof RANGE_BONUSES)[number];

/** "Föremål finns i typerna vapen, sköld, hjälm, handskar, harnesk, benskydd, skor och övrigt." */
export const FOREMALSTYPER = ['vapen', 'sköld', 'hjälm', 'handskar', 'harnesk', 'benskydd', 'skor', 'övrigt'] as const;
export type Foremalstyp = (typeof FOREMALSTYPER)[number];

/** "övrigt – Kan inte användas av rollpersoner": the seven types a character can use, one of each. */
export const PLATSER = ['vapen', 'sköld', 'hjälm', 'handskar', 'harnesk', 'benskydd', 'skor'] as const;
export type Plats = (typeof PLATSER)[number];

/** "Hjälm, handskar, harnesk, benskydd och skor kallas gemensamt för rustningar." (the not-current paragraph) */
export const RUSTNINGAR = ['hjälm', 'handskar', 'harnesk', 'benskydd', 'skor'] as const;

/** Rollpersoner and styggelser ("Rollpersoner och styggelser kan delta i strider"); R-styggelse-1. */
export const VARELSER = ['rollperson', 'styggelse'] as const;
export type Varelse = (typeof VARELSER)[number];

/** R-fatigue-1: how "tappar 20% … varje runda" adds up. */
export const FATIGUE_READINGS = ['linear', 'compounding'] as const;
export type FatigueReading = (typeof FATIGUE_READINGS)[number];

/** R-skada-1: how a character's own skadebonus and an item's range combine. */
export const SKADEBONUS_READINGS = ['add', 'item-replaces'] as const;
export type SkadebonusReading = (typeof SKADEBONUS_READINGS)[number];

/** R-range-1: several items' ranges as one interval drawn once, or each item drawn apart and summed. */
export const RANGE_DRAW_READINGS = ['one-interval', 'each-item'] as const;
export type RangeDrawReading = (typeof RANGE_DRAW_READINGS)[number];

/** R-hp-2: whether HP lost in a fight comes back when it ends. */
export const HP_AFTER_FIGHT_READINGS = ['restored', 'kept'] as const;
export type HpAfterFightReading = (typeof HP_AFTER_FIGHT_READINGS)[number];

/** R-lottery-1: who wins a drawing in which neither side holds a ticket. */
export const EMPTY_DRAW_READINGS = ['attacker', 'defender'] as const;
export type EmptyDrawReading = (typeof EMPTY_DRAW_READINGS)[number];

/** R-damage-1: the floor of one on every hit, or only on hits with some skadebonus. */
export const MINIMUM_DAMAGE_READINGS = ['always-one', 'none-without-skadebonus'] as const;
export type MinimumDamageReading = (typeof MINIMUM_DAMAGE_READINGS)[number];

/** R-level-1: the attribute points a character has at level 1. */
export const FIRST_LEVEL_POINTS_READINGS = ['none', 'two'] as const;
export type FirstLevelPointsReading = (typeof FIRST_LEVEL_POINTS_READINGS)[number];

/** Every setting a GM can change, one per ruling that offers a choice (data/swedish-hex/house-rules.json). */
export const HOUSE_RULE_KEYS = [
  'firstLevelPoints',
  'skadebonusWithItem',
  'rangeDraw',
  'fatigue',
  'fatigueLowersTraffsakerhet',
  'emptyDraw',
  'minimumDamage',
  'hpAfterFight',
  'weightLimit',
] as const;
export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number];

/** The two languages of the pack's catalogue. */
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
