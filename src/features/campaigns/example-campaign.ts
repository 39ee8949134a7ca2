import type { NewCharacter } from '../../db';
import {
  type CharacterBuild,
  EMPTY_GEAR,
  type CharacterGear,
  type GearItem,
  type SizeCategoryId,
} from '../../systems/eos/rules';

/**
 * The example campaign a newcomer can load with one click: a ready level-1 party of five races and three sizes.
 *
 * Every build is legal by "Character Creation": 25 stat points with at most 10 in one stat (Aura left at 0, it is not
 * used); all time skill points spent (24, humans 48), none above Mind in any skill; all combat skill points spent
 * (Mind × level 1). Time points go to non-combat skills and combat points to combat skills, so the builds are legal
 * under either reading of where each kind may go. No advanced skill is bought, so no prerequisite is needed. Racial free
 * points (Gratchen's three skills, the Neo-Wolf's +10 Hunting) are not entered: the rules engine adds them.
 *
 * Their gear is legal by gearViolations too: modest Tier 1–5 items made for each character's size, every tier within
 * Body, armor tiers + cloaks within Body, one item per carry-slot place, two-handed weapons on the back.
 */
export const EXAMPLE_CAMPAIGN_NAME = 'Example: The Frozen Coast';

const noLevelStats = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 } as const;

function levelOne(raceId: string, creationStats: CharacterBuild['creationStats'], skills: CharacterBuild['skills']) {
  return { raceId, exp: 0, creationStats, levelStats: noLevelStats, monthsElapsed: 0, skills } satisfies CharacterBuild;
}

function item(id: string, name: string, tier: number, sizeCategory: SizeCategoryId): GearItem {
  return { id, name, tier, fullTier: tier, sizeCategory };
}

function gear(parts: Partial<CharacterGear>): CharacterGear {
  return { ...EMPTY_GEAR, ...parts };
}

export const EXAMPLE_PARTY: readonly NewCharacter[] = [
  {
    name: 'Maren Holt',
    portrait: { kind: 'emoji', value: '🧭' },
    notes: 'Human camp keeper and medic. Knows the stars and the cold; keeps the party fed and stitched.',
    // Mind 8: 48 time points at most 8 per skill; 8 combat points.
    build: levelOne(
      'human',
      { body: 6, mind: 8, reflex: 6, presence: 5, aura: 0 },
      {
        bushcraft: { time: 8, combat: 0 },
        medicine: { time: 8, combat: 0 },
        cooking: { time: 8, combat: 0 },
        navigation: { time: 8, combat: 0 },
        fishing: { time: 8, combat: 0 },
        tailor: { time: 8, combat: 0 },
        bow: { time: 0, combat: 4 },
        'main-hand-melee': { time: 0, combat: 4 },
      },
    ),
    // Body 6: T2 armor + 2 cloaks = 4; a T4 backpack needs Body 4.
    gear: gear({
      weapons: [
        { ...item('maren-bow', 'Ash longbow', 3, 'medium'), kind: 'bow', slot: 'back' },
        { ...item('maren-knife', 'Skinning knife', 2, 'medium'), kind: 'main-hand-melee', slot: 'right-hip' },
      ],
      armor: [item('maren-armor', 'Quilted jacket', 2, 'medium')],
      clothing: [item('maren-clothes', 'Wool layers', 2, 'medium')],
      cloaks: 2,
      containers: [{ ...item('maren-pack', 'Camp backpack', 4, 'medium'), kind: 'backpack', slot: 'back' }],
      toolkits: [
        { ...item('maren-medkit', 'Medic’s roll', 1, 'medium'), skill: 'medicine', level: 'crude', slot: 'right-hip' },
        { ...item('maren-pots', 'Cook pots', 1, 'medium'), skill: 'cooking', level: 'crude', slot: 'left-hip' },
      ],
      bedrollTier: 2,
    }),
  },
  {
    name: 'Pip Kettleburr',
    portrait: { kind: 'emoji', value: '🔧' },
    notes: 'Gratchen (small) tinkerer. Sees heat in the dark; starts with Metalworks, Crossbow Smith and Locksmith 1.',
    // Mind 9: 24 time points at most 9 per skill; 9 combat points.
    build: levelOne(
      'gratchen',
      { body: 4, mind: 9, reflex: 7, presence: 5, aura: 0 },
      {
        metalworks: { time: 9, combat: 0 },
        woodworks: { time: 6, combat: 0 },
        lockpicking: { time: 5, combat: 0 },
        mining: { time: 4, combat: 0 },
        'main-hand-crossbow': { time: 0, combat: 6 },
        stealth: { time: 0, combat: 3 },
      },
    ),
    // Body 4 (small gear only): crossbows need no Body; T2 armor + 1 cloak = 3.
    gear: gear({
      weapons: [
        { ...item('pip-crossbow', 'Hand crossbow', 3, 'small'), kind: 'main-hand-crossbow', slot: 'right-hip' },
      ],
      armor: [item('pip-armor', 'Leather apron', 2, 'small')],
      clothing: [item('pip-clothes', 'Work clothes', 1, 'small')],
      cloaks: 1,
      containers: [
        { ...item('pip-bolts', 'Bolt pouch', 2, 'small'), kind: 'item-pouch', slot: 'left-hip', holds: 'bolts' },
      ],
      toolkits: [
        { ...item('pip-tools', 'Smithing tools', 2, 'small'), skill: 'metalworks', level: 'basic', slot: 'back' },
      ],
    }),
  },
  {
    name: 'Grund Mossback',
    portrait: { kind: 'emoji', value: '🌲' },
    notes: 'Forest troll (large, 2×2). Regenerates in a fight, fells trees, and eats four rations a day.',
    // Mind 5: 24 time points at most 5 per skill; 5 combat points.
    build: levelOne(
      'forest-troll',
      { body: 10, mind: 5, reflex: 6, presence: 4, aura: 0 },
      {
        logging: { time: 5, combat: 0 },
        mining: { time: 5, combat: 0 },
        woodworks: { time: 5, combat: 0 },
        hunting: { time: 5, combat: 0 },
        farming: { time: 4, combat: 0 },
        'two-handed-melee': { time: 0, combat: 5 },
      },
    ),
    // Body 10 (large gear): T5 two-handed axe on the back, T4 armor + 2 cloaks = 6.
    gear: gear({
      weapons: [{ ...item('grund-axe', 'Felling axe', 5, 'large'), kind: 'two-handed-melee', slot: 'back' }],
      armor: [item('grund-armor', 'Bark-plate', 4, 'large')],
      clothing: [item('grund-clothes', 'Hide wraps', 2, 'large')],
      cloaks: 2,
      containers: [{ ...item('grund-pack', 'Log-carrier pack', 5, 'large'), kind: 'backpack', slot: 'back' }],
      toolkits: [{ ...item('grund-saw', 'Bow saw', 1, 'large'), skill: 'logging', level: 'crude', slot: 'right-hip' }],
    }),
  },
  {
    name: 'Ash Greyfang',
    portrait: { kind: 'emoji', value: '🐺' },
    notes: 'Neo-wolf tracker. Scent Tracking gives +10 Hunting; adds Body to bow damage.',
    // Mind 7: 24 time points at most 7 per skill (Hunting also within Mind, so the free +10 stays under Mind + 10).
    build: levelOne(
      'neo-wolf',
      { body: 7, mind: 7, reflex: 7, presence: 4, aura: 0 },
      {
        hunting: { time: 7, combat: 0 },
        bushcraft: { time: 6, combat: 0 },
        navigation: { time: 6, combat: 0 },
        cooking: { time: 5, combat: 0 },
        bow: { time: 0, combat: 5 },
        traps: { time: 0, combat: 2 },
      },
    ),
    // Body 7: T4 bow on the back, T3 knife; T3 armor + 1 cloak = 4; arrows in a T3 [Item] pouch.
    gear: gear({
      weapons: [
        { ...item('ash-bow', 'Recurve bow', 4, 'medium'), kind: 'bow', slot: 'back' },
        { ...item('ash-knife', 'Hunting knife', 3, 'medium'), kind: 'main-hand-melee', slot: 'right-hip' },
      ],
      armor: [item('ash-armor', 'Fur jerkin', 3, 'medium')],
      clothing: [item('ash-clothes', 'Trail clothes', 2, 'medium')],
      cloaks: 1,
      containers: [
        { ...item('ash-quiver', 'Quiver', 3, 'medium'), kind: 'item-pouch', slot: 'right-hip', holds: 'arrows' },
      ],
      toolkits: [{ ...item('ash-traps', 'Snare kit', 1, 'medium'), skill: 'traps', level: 'crude', slot: 'left-hip' }],
    }),
  },
  {
    name: 'Brakka Stonehide',
    portrait: { kind: 'emoji', value: '🪨' },
    notes: 'Rock troll miner. Natural armor tier 5, and tier 15 against the cold: the one who goes out in the storm.',
    // Mind 6: 24 time points at most 6 per skill; 6 combat points.
    build: levelOne(
      'rock-troll',
      { body: 8, mind: 6, reflex: 6, presence: 5, aura: 0 },
      {
        mining: { time: 6, combat: 0 },
        metalworks: { time: 6, combat: 0 },
        logging: { time: 6, combat: 0 },
        fishing: { time: 6, combat: 0 },
        'main-hand-melee': { time: 0, combat: 6 },
      },
    ),
    // Body 8: T4 pick and T4 shield in hand; T5 armor + 1 cloak = 6.
    gear: gear({
      weapons: [{ ...item('brakka-pick', 'War pick', 4, 'medium'), kind: 'main-hand-melee', slot: 'right-hip' }],
      armor: [item('brakka-armor', 'Iron scale', 5, 'medium')],
      shield: { ...item('brakka-shield', 'Iron shield', 4, 'medium'), slot: null },
      clothing: [item('brakka-clothes', 'Miner’s clothes', 1, 'medium')],
      cloaks: 1,
      containers: [{ ...item('brakka-pouch', 'Ore pouch', 3, 'medium'), kind: 'hip-pouch', slot: 'left-hip' }],
      toolkits: [
        { ...item('brakka-picks', 'Mining picks', 1, 'medium'), skill: 'mining', level: 'crude', slot: 'back' },
      ],
    }),
  },
];
