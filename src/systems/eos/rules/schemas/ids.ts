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

export const CRAFTED_ITEM_IDS = [
  'weapon',
  'armor',
  'shield',
  'bow',
  'crossbow',
  'lock',
  'clothing-set',
  'hip-pouch',
  'item-pouch',
  'backpack',
  'item-backpack',
  'bedroll',
  'tent',
  'full-cloth',
  'basic-toolkit',
  'workshop',
  'misc-chest',
  'food-chest',
  'water-barrel',
  'blank-book',
  'wood-shield',
  'artwork',
  'map',
] as const;

export const WEAPON_KIND_IDS = [
  'main-hand-melee',
  'off-hand-melee',
  'two-handed-melee',
  'unarmed-melee',
  'natural-weapon',
  'main-hand-thrown',
  'off-hand-thrown',
  'bow',
  'main-hand-crossbow',
  'off-hand-crossbow',
  'two-handed-crossbow',
  'main-hand-firearm',
  'off-hand-firearm',
  'two-handed-firearm',
  'siege-weapon',
] as const;

/**
 * Flags for what changes a combat number. A race gets them from its card (raceCombatSpecials); a GM's quick creature
 * picks them. The numbers behind each flag (Rock Troll's Tier 5 armor, a Dwarf's 2 suits …) are read from the race
 * card that grants it, in data/eos/races.json.
 */
export const COMBAT_SPECIAL_IDS = [
  'regenerates-body',
  'regenerates-body-plus-level',
  'double-armor',
  'sprint',
  'scaled-hide',
  'claws',
  'heavy-shooter',
  'far-thrower',
  'two-hander-in-main-hand',
  'stone-skin',
  'uncatchable',
  'trap-survivor',
  'trade-blows-1',
  'trade-blows-2',
  'prehensile-tail',
  'blend-in-shadow',
  'vigilance',
  'exsanguination',
  'undeath',
] as const;

export const BUSHCRAFT_SUB_TASK_IDS = [
  'cloak',
  'cordage',
  'spear',
  'crude-toolkit',
  'fire',
  'shelter',
  'raft',
  'skid',
  'container',
  'food',
  'torch',
] as const;

export const TIERED_CONTAINER_IDS = ['hip-pouch', 'item-pouch', 'backpack', 'item-backpack'] as const;

export const RATIONS = ['full', 'half', 'none'] as const;

/** "Item Size Categories": Extra-Small, Small, Medium, Large, Extra-Large. */
export const ITEM_SIZE_IDS = ['xs', 's', 'm', 'l', 'xl'] as const;
