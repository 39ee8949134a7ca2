import type { NewCharacter } from '../../db';
import type { CharacterBuild } from '../../rules/character/build';

/**
 * The example campaign a newcomer can load with one click: a ready level-1 party of five races and three sizes.
 *
 * Every build is legal by "Character Creation": 25 stat points with at most 10 in one stat (Aura left at 0, it is not
 * used); all time skill points spent (24, humans 48), none above Mind in any skill; all combat skill points spent
 * (Mind × level 1). Time points go to non-combat skills and combat points to combat skills, so the builds are legal
 * under either reading of where each kind may go. No advanced skill is bought, so no prerequisite is needed. Racial free
 * points (Gratchen's three skills, the Neo-Wolf's +10 Hunting) are not entered: the rules engine adds them.
 */
export const EXAMPLE_CAMPAIGN_NAME = 'Example: The Frozen Coast';

const noLevelStats = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 } as const;

function levelOne(raceId: string, creationStats: CharacterBuild['creationStats'], skills: CharacterBuild['skills']) {
  return { raceId, exp: 0, creationStats, levelStats: noLevelStats, monthsElapsed: 0, skills } satisfies CharacterBuild;
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
  },
];
