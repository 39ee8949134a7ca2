/**
 * The stable ids of the rules' races, skills, stats and size categories. Kept apart from the zod schemas so that rule
 * modules can use them without bringing zod into the app bundle.
 */

/** Every playable race of "Playable Races", as stable kebab-case ids (alphabetical, as printed). */
export const RACE_IDS = [
  'cave-troll',
  'daywalker',
  'dwarf',
  'forest-troll',
  'gratchen',
  'human',
  'neo-ape',
  'neo-bear',
  'neo-blackbear',
  'neo-cheetah',
  'neo-daemon',
  'neo-dragon',
  'neo-hyena',
  'neo-panther',
  'neo-rat',
  'neo-tabby',
  'neo-tiger',
  'neo-wolf',
  'orc',
  'rock-troll',
  'shore-troll',
  'warhog',
] as const;

export const SKILL_IDS = [
  'bow',
  'main-hand-crossbow',
  'off-hand-crossbow',
  'two-handed-crossbow',
  'main-hand-firearm',
  'off-hand-firearm',
  'two-handed-firearm',
  'main-hand-melee',
  'off-hand-melee',
  'two-handed-melee',
  'unarmed-melee',
  'main-hand-thrown',
  'off-hand-thrown',
  'siege-weapon',
  'stealth',
  'traps',
  'architect',
  'armorsmith',
  'art',
  'bowyer',
  'bushcraft',
  'cooking',
  'crossbow-smith',
  'farming',
  'fishing',
  'hunting',
  'lockpicking',
  'locksmith',
  'logging',
  'map-making',
  'medicine',
  'metalworks',
  'mining',
  'navigation',
  'scholar',
  'tailor',
  'weaponsmith',
  'woodworks',
] as const;

/** The five main stats: "The main stats in the game are Body, Mind, Reflexes, Presence, & Aura." */
export const STAT_IDS = ['body', 'mind', 'reflex', 'presence', 'aura'] as const;

export const SIZE_CATEGORY_IDS = ['small', 'medium', 'large', 'xl'] as const;
