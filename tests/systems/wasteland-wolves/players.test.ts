import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  PERK_IDS,
  addPerkRank,
  damageDealt,
  energyAtTurnStart,
  energyIncome,
  experienceFromDamage,
  healedHealth,
  levelOf,
  mapSetups,
  mapSize,
  maxHealth,
  nextRankRefusal,
  perkBuildProblems,
  perkEffects,
  perkOf,
  perkPointsAt,
  perkRankCount,
  removePerkRank,
  restHealOdds,
  restHealRange,
  rollRestHeal,
  spentPerkPoints,
  tradeFee,
  wwHouseRules,
  type PerkBuild,
  type PerkId,
} from '../../../src/systems/wasteland-wolves/rules';

describe('levels: "Level 1 - 2 points / Level 2 - 3 points, 75exp / Level 3 - 3 points, 200exp / Level 4 - 3 points, 375exp"', () => {
  it.each([
    [0, 1, 2, 75],
    [74, 1, 2, 75],
    [75, 2, 5, 200],
    [199, 2, 5, 200],
    [200, 3, 8, 375],
    [374, 3, 8, 375],
    [375, 4, 11, null],
    [10_000, 4, 11, null],
  ])('%i experience is level %i with %i points (R-level-1), next at %s', (xp, level, points, next) => {
    const progress = levelOf(xp);
    expect([progress.level, progress.perkPoints, progress.nextLevelAt]).toEqual([level, points, next]);
    expect(progress.toNextLevel).toBe(next === null ? null : next - xp);
  });

  it('points per level are 2, 3, 3, 3', () => {
    expect([1, 2, 3, 4].map(perkPointsAt)).toEqual([2, 5, 8, 11]);
  });

  it('refuses negative or fractional experience and a level 5', () => {
    expect(() => levelOf(-1)).toThrow('Experience must be a whole number from 0 to 1000000, not -1.');
    expect(() => levelOf(2.5)).toThrow(RulesError);
    expect(() => perkPointsAt(5)).toThrow('Level must be a whole number from 1 to 4, not 5.');
  });
});

/** Every rank of every perk with the cost and unlock the text prints. */
const PRINTED_RANKS: Record<PerkId, readonly (readonly [cost: number, unlock: number])[]> = {
  'tough-cookie': [
    [1, 1],
    [1, 1],
  ], // "Rank 1, 1 point / Rank 2, 1 point"
  'backup-weapon': [
    [1, 1],
    [1, 1],
    [1, 1],
  ],
  'quick-draw': [
    [1, 1],
    [1, 1],
  ],
  'all-in': [
    [2, 1],
    [1, 1],
  ], // "Rank 1, 2 points / Rank 2, 1 point"
  energetic: [[2, 1]], // "Rank 1, 2 points"
  traveller: [[2, 1]],
  spotter: [
    [1, 1],
    [1, 1],
  ],
  'friend-of-orphans': [[1, 1]],
  tracker: [
    [1, 1],
    [1, 1],
  ],
  'apex-predator': [
    [1, 1],
    [2, 1],
    [1, 1],
  ], // "Rank 1, 1 points / Rank 2, 2 points / Rank 3, 1 point"
  bowmaster: [
    [1, 2],
    [1, 3],
    [1, 4],
  ], // "unlocked Level 2 … Level 3 … Level 4"
  'eagle-eye': [[1, 1]],
  smith: [[1, 1]],
  chemist: [[1, 1]],
  trapper: [[1, 1]],
  'heavy-sleeper': [
    [1, 1],
    [1, 1],
  ],
  resilient: [
    [1, 1],
    [1, 1],
  ], // T-01: the second "Rank 1, 1 point" is Rank 2
  favored: [[1, 1]],
};

describe('the perk builder', () => {
  it.each(PERK_IDS.map((id) => [perkOf(id).name, id] as const))(
    '%s: every rank at its printed cost and unlock level',
    (_name, id) => {
      const ranks = PRINTED_RANKS[id];
      expect(perkRankCount(id)).toBe(ranks.length);
      let build: PerkBuild = id === 'eagle-eye' ? { bowmaster: 2 } : {};
      const base = spentPerkPoints(build);
      ranks.forEach(([cost, unlock], i) => {
        expect(perkOf(id).ranks[i]?.cost).toBe(cost);
        if (unlock > 1) {
          expect(nextRankRefusal(build, id, unlock - 1)).toBe(
            `${perkOf(id).name} Rank ${i + 1} unlocks at level ${unlock}; this player is level ${unlock - 1}.`,
          );
        }
        build = addPerkRank(build, id, 4);
      });
      expect(spentPerkPoints(build) - base).toBe(ranks.reduce((sum, [cost]) => sum + cost, 0));
      expect(nextRankRefusal(build, id, 4)).toMatch(/has only one rank|already at its top rank/);
    },
  );

  it('"Eagle Eye … requires Bowmaster Rank 2": refused with none or Rank 1, explained', () => {
    expect(nextRankRefusal({}, 'eagle-eye', 4)).toBe('Eagle Eye requires Bowmaster Rank 2; this player has none.');
    expect(nextRankRefusal({ bowmaster: 1 }, 'eagle-eye', 4)).toBe(
      'Eagle Eye requires Bowmaster Rank 2; this player has Rank 1.',
    );
    expect(nextRankRefusal({ bowmaster: 2 }, 'eagle-eye', 3)).toBeNull();
  });

  it('Bowmaster Rank 2 needs level 3 ("Rank 2, 1 point, unlocked Level 3")', () => {
    expect(() => addPerkRank({ bowmaster: 1 }, 'bowmaster', 2)).toThrow(
      'Bowmaster Rank 2 unlocks at level 3; this player is level 2.',
    );
    expect(() => addPerkRank({}, 'bowmaster', 1)).toThrow(
      'Bowmaster Rank 1 unlocks at level 2; this player is level 1.',
    );
  });

  it('refuses a rank the points do not cover, with the sum: a level-1 player has 2 points', () => {
    expect(nextRankRefusal({ 'tough-cookie': 1 }, 'all-in', 1)).toBe(
      'All In Rank 1 costs 2 points; 1 point left of the 2 a level-1 player has.',
    );
    expect(nextRankRefusal({ 'tough-cookie': 1 }, 'smith', 1)).toBeNull();
  });

  it('a level-2 player with two perks: Energetic (2) and Tough Cookie 2 and Smith (3) spend all 5 points', () => {
    let build: PerkBuild = {};
    for (const id of ['energetic', 'tough-cookie', 'tough-cookie', 'smith'] as const) build = addPerkRank(build, id, 2);
    expect(build).toEqual({ energetic: 1, 'tough-cookie': 2, smith: 1 });
    expect(spentPerkPoints(build)).toBe(5);
    expect(nextRankRefusal(build, 'chemist', 2)).toBe(
      'Chemist Rank 1 costs 1 point; 0 points left of the 5 a level-2 player has.',
    );
  });

  it('never changes the build it is given', () => {
    const build: PerkBuild = Object.freeze({ smith: 1 });
    addPerkRank(build, 'chemist', 1);
    expect(build).toEqual({ smith: 1 });
  });

  it('takes back the top rank, but not Bowmaster 2 under Eagle Eye', () => {
    expect(removePerkRank({ bowmaster: 2 }, 'bowmaster')).toEqual({ bowmaster: 1 });
    expect(removePerkRank({ smith: 1 }, 'smith')).toEqual({});
    expect(() => removePerkRank({ bowmaster: 2, 'eagle-eye': 1 }, 'bowmaster')).toThrow(
      'Eagle Eye requires Bowmaster Rank 2: take back Eagle Eye first.',
    );
    expect(removePerkRank({ bowmaster: 3, 'eagle-eye': 1 }, 'bowmaster')).toEqual({ bowmaster: 2, 'eagle-eye': 1 });
    expect(() => removePerkRank({}, 'smith')).toThrow('This player has no rank of Smith to take back.');
  });

  it('lists what is wrong with a stored build instead of throwing', () => {
    expect(perkBuildProblems({ energetic: 1, traveller: 1 }, 1)).toEqual([
      'The perks cost 4 points; a level-1 player has 2.',
    ]);
    expect(perkBuildProblems({ 'eagle-eye': 1, bowmaster: 3 }, 3)).toEqual(['Bowmaster Rank 3 unlocks at level 4.']);
    expect(perkBuildProblems({ 'eagle-eye': 1 }, 4)).toEqual(['Eagle Eye requires Bowmaster Rank 2.']);
    expect(perkBuildProblems({ smith: 2 }, 4)).toEqual(["Smith's rank must be a whole number from 0 to 1, not 2."]);
    expect(perkBuildProblems({ flying: 1 } as PerkBuild, 4)[0]).toMatch(/^A perk must be one of tough-cookie/);
  });

  it('T-01: with Resilient read as one rank, the second is refused', () => {
    const oneRank = wwHouseRules({ resilientRanks: 'one-rank' });
    expect(perkRankCount('resilient', oneRank)).toBe(1);
    expect(nextRankRefusal({ resilient: 1 }, 'resilient', 4, oneRank)).toBe('Resilient has only one rank.');
    expect(nextRankRefusal({ resilient: 1 }, 'resilient', 4)).toBeNull();
  });
});

describe("every perk's effect on the numbers it changes", () => {
  const none = perkEffects({});

  it('without perks: 0 bonuses, one attack, rest 8-16, illness 35/25, bleeding 50/25, events 7/7/12/4', () => {
    expect(none.maxHealthBonus + none.incomeBonus + none.movementCostPercent).toBe(0);
    expect(none.attacksPerTurn).toBe(1);
    expect(none.restHeal).toEqual({ min: 8, max: 16 });
    expect(none.conditionChances).toEqual({
      illness: { improvePercent: 35, worsenPercent: 25 },
      bleeding: { improvePercent: 50, worsenPercent: 25 },
    });
    expect(none.eventPercents).toEqual({ illness: 7, bleeding: 7, 'small-gift': 12, 'large-gift': 4 });
    expect(none.unequippedWeapons).toEqual([]);
  });

  it('Tough Cookie: "+10 maximum health. The second rank will add an additional 10."', () => {
    expect(maxHealth({})).toBe(100);
    expect(maxHealth({ 'tough-cookie': 1 })).toBe(110);
    expect(maxHealth({ 'tough-cookie': 2 })).toBe(120);
    expect(maxHealth({ 'tough-cookie': 2 }, wwHouseRules({ baseHealth: 50 }))).toBe(70);
  });

  it('Backup Weapon: thrown weapons; then slingshots, modified knives (T-03), self-propelled javelins, improvised combat knives; then pistol variants and improved combat knives', () => {
    expect(perkEffects({ 'backup-weapon': 1 }).unequippedWeapons).toEqual([
      'rocks',
      'throwing-knives',
      'javelins',
      'tomahawks',
    ]);
    const two = perkEffects({ 'backup-weapon': 2 }).unequippedWeapons;
    expect(two).toEqual(
      expect.arrayContaining(['slingshot', 'self-propelled-javelins', 'improvised-combat-knife', 'bloodletters']),
    );
    expect(
      perkEffects({ 'backup-weapon': 2 }, wwHouseRules({ modifiedKnives: 'none' })).unequippedWeapons,
    ).not.toContain('bloodletters');
    const three = perkEffects({ 'backup-weapon': 3 }).unequippedWeapons;
    expect(three).toEqual(expect.arrayContaining(['pistol', 'pistol-plus', 'improved-combat-knife']));
    expect(three).toHaveLength(11);
  });

  it('Quick Draw, Friend of Orphans and Tracker: what they allow, in words', () => {
    expect(perkEffects({ 'quick-draw': 2, 'friend-of-orphans': 1, tracker: 2 }).abilities).toEqual([
      'Use a weapon on the turn you equip it',
      'Switch freely between Composite Shortbows and Longbows',
      'Items sent to you travel free of the Orphan Express fee',
      'Track enemy players',
      'Impossible to track',
    ]);
  });

  it('All In: "up to two actions attacking … the second attack costing 30% extra energy. The second rank removes the extra energy cost."', () => {
    expect([
      perkEffects({ 'all-in': 1 }).attacksPerTurn,
      perkEffects({ 'all-in': 1 }).secondAttackExtraPercent,
    ]).toEqual([2, 30]);
    expect(perkEffects({ 'all-in': 2 }).secondAttackExtraPercent).toBe(0);
  });

  it('Energetic: "+50 energy per turn"', () => {
    expect(energyIncome({})).toBe(500);
    expect(energyIncome({ energetic: 1 })).toBe(550);
  });

  it('Traveller: "All movement, including sprinting, now costs 20% less energy"', () => {
    expect(perkEffects({ traveller: 1 }).movementCostPercent).toBe(-20);
  });

  it('Spotter: "within three tiles … five tiles"', () => {
    expect([1, 2].map((r) => perkEffects({ spotter: r }).revealTiles)).toEqual([3, 5]);
  });

  it('Apex Predator: "100% additional damage to, and take 20% less damage from, all wolves"; tamed wolves 0, 1, 2', () => {
    const apex = [1, 2, 3].map((r) => perkEffects({ 'apex-predator': r }));
    expect(apex.map((e) => [e.wolfDamagePercent, e.wolfResistancePercent, e.tamedWolves])).toEqual([
      [100, 20, 0],
      [100, 20, 1],
      [100, 20, 2],
    ]);
  });

  it('Bowmaster: "15% more damage with all bows … 30% … 50%"; Eagle Eye: "10% more accurate"', () => {
    expect([1, 2, 3].map((r) => perkEffects({ bowmaster: r }).bowDamagePercent)).toEqual([15, 30, 50]);
    expect(perkEffects({ bowmaster: 2, 'eagle-eye': 1 }).bowAccuracyPercent).toBe(10);
  });

  it('Smith, Chemist, Trapper: "-2 roll", "-2 roll", "-3 roll" on the recipes they name', () => {
    expect(perkEffects({ smith: 1, chemist: 1, trapper: 1 }).craftRollReduction).toEqual({
      bloodletters: 2,
      'self-propelled-javelins': 2,
      arrows: 2,
      'poisoned-arrows': 2,
      ammo: 2,
      hammo: 2,
      limes: 2,
      tourniquet: 2,
      penicillin: 2,
      morphine: 2,
      'the-good-shit': 2,
      snare: 3,
      'snare-mine': 3,
      'frag-mine': 3,
      camouflage: 3,
      'pile-of-rubble': 3,
    });
  });

  it('Heavy Sleeper: "Resting will now heal 9-18 health. The second rank increases this to 10-20 health."', () => {
    expect([0, 1, 2].map((r) => restHealRange({ 'heavy-sleeper': r }))).toEqual([
      { min: 8, max: 16 },
      { min: 9, max: 18 },
      { min: 10, max: 20 },
    ]);
  });

  it('Resilient: "only a 15% chance of worsening … improving when sick to 45% and when bleeding to 65%"', () => {
    expect(perkEffects({ resilient: 1 }).conditionChances).toEqual({
      illness: { improvePercent: 35, worsenPercent: 15 },
      bleeding: { improvePercent: 50, worsenPercent: 15 },
    });
    expect(perkEffects({ resilient: 2 }).conditionChances).toEqual({
      illness: { improvePercent: 45, worsenPercent: 15 },
      bleeding: { improvePercent: 65, worsenPercent: 15 },
    });
  });

  it('Favored: "a 16% and 6% chance, respectively, of receiving a small gift and a large gift"', () => {
    expect(perkEffects({ favored: 1 }).eventPercents).toEqual({
      illness: 7,
      bleeding: 7,
      'small-gift': 16,
      'large-gift': 6,
    });
  });
});

describe('energy, rest and health', () => {
  it('"You gain 500 energy per turn by default and can store a maximum of 1000" (R-energy-1)', () => {
    expect(energyAtTurnStart(0, {})).toEqual({ before: 0, income: 500, after: 500, lost: 0 });
    expect(energyAtTurnStart(700, {})).toEqual({ before: 700, income: 500, after: 1000, lost: 200 });
    expect(energyAtTurnStart(500, { energetic: 1 }).after).toBe(1000);
    expect(() => energyAtTurnStart(1001, {})).toThrow('Stored energy must be a whole number from 0 to 1000, not 1001.');
  });

  it('">Rest (being attacked will cancel; heals 8-16 health)": each of 8…16 one time in nine; Heavy Sleeper 2 rolls 10-20', () => {
    expect(restHealOdds({}).map((o) => [o.value, o.chance.toString()])).toEqual(
      [8, 9, 10, 11, 12, 13, 14, 15, 16].map((v) => [v, '1/9']),
    );
    expect(rollRestHeal(() => 0, {})).toBe(8);
    expect(rollRestHeal(() => 0.999, {})).toBe(16);
    expect(rollRestHeal(() => 0.999, { 'heavy-sleeper': 2 })).toBe(20);
  });

  it('R-health-1: healing stops at the maximum', () => {
    expect(healedHealth(90, 15, 100)).toBe(100);
    expect(healedHealth(40, 30, 120)).toBe(70);
    expect(() => healedHealth(101, 1, 100)).toThrow(RulesError);
  });
});

describe('experience: "one experience point for every two damage points dealt, as opposed to 1:1 when fighting players"', () => {
  it('against players one per point, against wolves one per two', () => {
    expect(experienceFromDamage('player', 13, 0)).toEqual({ experience: 13, carried: 0 });
    expect(experienceFromDamage('wolf', 14, 0)).toEqual({ experience: 7, carried: 0 });
  });

  it('A-10: an odd point is pooled with the next hit, or rounded down per hit', () => {
    const first = experienceFromDamage('wolf', 7, 0);
    expect(first).toEqual({ experience: 3, carried: 1 });
    expect(experienceFromDamage('wolf', 5, first.carried)).toEqual({ experience: 3, carried: 0 });
    const perHit = wwHouseRules({ experienceRounding: 'per-hit' });
    expect(experienceFromDamage('wolf', 7, 0, perHit)).toEqual({ experience: 3, carried: 0 });
    expect(experienceFromDamage('wolf', 5, 0, perHit)).toEqual({ experience: 2, carried: 0 });
  });

  it("R-xp-1: damage past the target's health is not dealt", () => {
    expect(damageDealt(30, 5)).toBe(5);
    expect(damageDealt(8, 25)).toBe(8);
  });
});

describe('trade', () => {
  it('"Can trade freely with a player on the same tile"; elsewhere "a fee of one scrap OR one metal per transaction"; free to a Friend of Orphans', () => {
    expect(tradeFee(true, {}).free).toBe(true);
    expect(tradeFee(false, {})).toEqual({
      free: false,
      oneOf: ['scraps', 'metal'],
      reason: 'Orphan Express: one scrap or one metal.',
    });
    expect(tradeFee(false, { 'friend-of-orphans': 1 }).free).toBe(true);
  });
});

describe('map size from the teams', () => {
  it.each([
    [3, 2, 5, '2v2v2: 5x5 map'],
    [3, 3, 6, '3v3v3: 6x6 map'],
    [3, 4, 7, '4v4v4: 7x7 map'],
    [3, 5, 8, '5x5x5: 8x8 map'],
    [4, 2, 6, '2v2v2v2: 6x6 map'],
    [4, 3, 7, '3v3v3v3: 7x7 map'],
    [4, 4, 8, '4v4v4v4: 8x8 map'],
  ])('%i teams of %i: %i×%i ("%s")', (teams, size, side, quote) => {
    const map = mapSize(teams, size);
    expect([map.side, map.tiles, map.quote]).toEqual([side, side * side, quote]);
  });

  it('T-02: "5x5x5" is 5v5v5 unless the table leaves the row out', () => {
    const leftOut = wwHouseRules({ row5x5x5: 'left-out' });
    expect(mapSetups(leftOut)).toHaveLength(6);
    expect(() => mapSize(3, 5, leftOut)).toThrow('The text gives no map for 5v5v5.');
  });

  it('refuses a setup the text does not list, naming those it does', () => {
    expect(() => mapSize(2, 2)).toThrow(
      'The text gives no map for 2v2. It lists 2v2v2, 3v3v3, 4v4v4, 5v5v5, 2v2v2v2, 3v3v3v3, 4v4v4v4.',
    );
  });

  it('the defaults are the recommended readings', () => {
    expect(DEFAULT_HOUSE_RULES.row5x5x5).toBe('three-teams-of-five');
  });
});
