import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import { RACE_IDS } from '../../src/systems/eos/rules/schemas/races';
import type { StatId } from '../../src/systems/eos/rules/schemas/stats';
import type { CharacterBuild, SkillPoints } from '../../src/systems/eos/rules/character/build';
import { deathHp, maxHp } from '../../src/systems/eos/rules/character/hp';
import { combatLevel, expToNextLevel, statPointsFromLevels } from '../../src/systems/eos/rules/character/level';
import { prerequisitesMet } from '../../src/systems/eos/rules/character/prerequisites';
import { rejuggleViolations } from '../../src/systems/eos/rules/character/rejuggle';
import {
  combatSkillPoints,
  skillCap,
  timePointCap,
  timeSkillPoints,
} from '../../src/systems/eos/rules/character/skill-points';
import { creationStatViolations, finalStat, statCap } from '../../src/systems/eos/rules/character/stats';
import { characterStats } from '../../src/systems/eos/rules/character/summary';
import { validateCharacter } from '../../src/systems/eos/rules/character/validate';

const NO_LEVEL_STATS = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 };
const stats = (body: number, mind: number, reflex: number, presence: number, aura: number) => ({
  body,
  mind,
  reflex,
  presence,
  aura,
});

function build(overrides: Partial<CharacterBuild> = {}): CharacterBuild {
  return {
    raceId: 'human',
    exp: 0,
    creationStats: stats(5, 5, 5, 5, 5),
    levelStats: NO_LEVEL_STATS,
    monthsElapsed: 0,
    skills: {},
    ...overrides,
  };
}

const codes = (b: CharacterBuild) => validateCharacter(b).map((v) => v.code);

describe('combatLevel — "for every 2,000 exp gained they add another Combat Level"', () => {
  it.each([
    [0, 1], // "A character starts at Combat Level 1. Starting exp is 0."
    [1999, 1],
    [2000, 2],
    [3999, 2],
    [4000, 3],
    [20000, 11],
  ])('%d exp is level %d', (exp, level) => {
    expect(combatLevel(exp)).toBe(level);
  });

  it.each([
    [0, 2000],
    [1999, 1],
    [2000, 2000],
    [4500, 1500],
  ])('at %d exp the next level is %d exp away', (exp, left) => {
    expect(expToNextLevel(exp)).toBe(left);
  });

  it('refuses negative or fractional exp', () => {
    expect(() => combatLevel(-1)).toThrow(RulesError);
    expect(() => combatLevel(10.5)).toThrow('Experience must be a whole number 0 or more, not 10.5.');
  });

  it('is monotone in exp and never skips a level', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000), (exp, more) => {
        expect(combatLevel(exp + more)).toBeGreaterThanOrEqual(combatLevel(exp));
        expect(combatLevel(exp + 1) - combatLevel(exp)).toBeLessThanOrEqual(1);
        expect(combatLevel(exp + expToNextLevel(exp))).toBe(combatLevel(exp) + 1);
      }),
    );
  });
});

describe('statPointsFromLevels — "they will gain 1 bonus Stat point" per Combat Level gained', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
    [10, 9],
  ])('level %d: %d points', (level, points) => {
    expect(statPointsFromLevels(level)).toBe(points);
  });

  it('refuses level 0', () => {
    expect(() => statPointsFromLevels(0)).toThrow(/Combat level must be a whole number 1 or more/);
  });
});

describe('maxHp — Body × Combat Level + size-aware base (C-10)', () => {
  it('"a character with 20HP total will be out of combat at 0HP & dead at -20HP" (medium, Body 0)', () => {
    expect(maxHp({ body: 0, level: 1, race: 'human' })).toBe(20);
    expect(deathHp(20)).toBe(-20);
  });

  it('"A character with 100HP … will finally die at -100HP"', () => {
    expect(deathHp(100)).toBe(-100);
  });

  it('"If for any reason a character has a total maximum HP of 0, they die (Zero is equal to negative zero)."', () => {
    expect(Object.is(deathHp(0), 0)).toBe(true);
  });

  it('Body 6 at level 3 (medium): 6 × 3 + 20 = 38', () => {
    expect(maxHp({ body: 6, level: 3, race: 'human' })).toBe(38);
  });

  it.each([
    ['forest-troll', 32], // "Granting them 32 instead of the normal 20 at game start for a 2×2 creature"
    ['neo-daemon', 47], // "Granting them 47 instead of the normal 20 at game start for a 3×3 creature"
    ['neo-dragon', 56], // "& 56 instead of 20 for a 3×4 sized creature"
    ['gratchen', 15], // "Granting them 15 instead of the normal 20 at game start."
    ['cave-troll', 26], // 1×2: 20 + 3 × 2
    ['orc', 68], // 4×4: 20 + 3 × 16
  ] as const)('%s at Body 0 has %d HP', (race, hp) => {
    expect(maxHp({ body: 0, level: 1, race })).toBe(hp);
  });

  it('never falls when Body or level rises', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RACE_IDS),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 50 }),
        (race, body, level) => {
          const hp = maxHp({ body, level, race });
          expect(maxHp({ body: body + 1, level, race })).toBeGreaterThanOrEqual(hp);
          expect(maxHp({ body, level: level + 1, race })).toBeGreaterThanOrEqual(hp);
        },
      ),
    );
  });

  it('refuses a negative Body', () => {
    expect(() => maxHp({ body: -1, level: 1, race: 'human' })).toThrow(
      'Body must be a whole number from 0 to 15, not -1.',
    );
  });
});

describe('creation stats — "assign 25 points … Provided they do not assign more than 10 points into any one stat"', () => {
  it('25 points with no stat above 10 is legal', () => {
    expect(creationStatViolations(stats(10, 10, 5, 0, 0))).toEqual([]);
  });

  it('fewer than 25 points is legal (the rest stays unspent)', () => {
    expect(creationStatViolations(stats(5, 5, 5, 5, 0))).toEqual([]);
  });

  it('26 points break the 25-point rule', () => {
    const violations = creationStatViolations(stats(6, 5, 5, 5, 5));
    expect(violations.map((v) => v.code)).toEqual(['creation-points-exceeded']);
    expect(violations[0]?.message).toBe('The creation stats add up to 26 points; only 25 may be assigned.');
  });

  it('Body 11 is above the per-stat limit, in words a player understands', () => {
    const violations = creationStatViolations(stats(11, 5, 5, 4, 0));
    expect(violations).toEqual([
      {
        code: 'creation-stat-above-limit',
        field: 'creationStats.body',
        message: 'Body 11 is above the creation limit of 10 points in one stat.',
        ruleQuote:
          'Upon character creation, a player may assign 25 points to their Stats however they choose. Provided they do not assign more than 10 points into any one stat.',
      },
    ]);
  });

  it('reports negative and fractional points', () => {
    expect(creationStatViolations(stats(-1, 5.5, 5, 5, 5)).map((v) => v.field)).toEqual([
      'creationStats.body',
      'creationStats.mind',
    ]);
  });

  it('A-24: the racial +3 is added after the check — a Warhog can start with Body 13', () => {
    expect(finalStat({ race: 'warhog', stat: 'body', assigned: 10, fromLevels: 0 })).toBe(13);
    expect(validateCharacter(build({ raceId: 'warhog', creationStats: stats(10, 5, 5, 5, 0) }))).toEqual([]);
  });
});

describe('statCap — "Levels higher than 12 are restricted to only a few races"', () => {
  it.each([
    ['human', 'body', 12],
    ['warhog', 'body', 15], // "have a maximum Body of 15"
    ['warhog', 'mind', 12],
    ['neo-daemon', 'mind', 15], // "have a maximum Mind of 15"
    ['neo-rat', 'reflex', 15], // "have a maximum Reflex of 15"
    ['neo-tabby', 'presence', 15], // "have a maximum Presence of 15"
    ['neo-panther', 'aura', 15], // "have a maximum Aura of 15"
    ['neo-panther', 'body', 12],
  ] as const)('%s %s: %d', (race, stat, cap) => {
    expect(statCap(race, stat)).toBe(cap);
  });

  it('a stat raised past its cap with level points is a violation', () => {
    const b = build({ exp: 6000, creationStats: stats(10, 5, 5, 5, 0), levelStats: { ...NO_LEVEL_STATS, body: 3 } });
    const violation = validateCharacter(b).find((v) => v.code === 'stat-above-cap');
    expect(violation?.message).toBe('Body 13 is above the Human maximum of 12.');
    // A Warhog may go to 15: 10 + 2 + 3.
    const hog = build({
      raceId: 'warhog',
      exp: 4000,
      creationStats: stats(10, 5, 5, 5, 0),
      levelStats: { ...NO_LEVEL_STATS, body: 2 },
    });
    expect(validateCharacter(hog)).toEqual([]);
  });

  it('level stat points beyond 1 per level gained are a violation', () => {
    const b = build({ exp: 2000, levelStats: { ...NO_LEVEL_STATS, body: 1, mind: 1 } });
    expect(validateCharacter(b).map((v) => v.message)).toEqual([
      '2 stat points from levels are assigned, but combat level 2 gives only 1.',
    ]);
  });
});

describe('time skill points — "2 years of passive learning … 24 skill points", then 1 a month', () => {
  it.each([
    ['human', 0, 48], // "This effect includes the initial 2 years of Time skill points gained at character creation!"
    ['human', 6, 60], // "Humans gain 2 points per month (not the usual 1)"
    ['dwarf', 0, 24],
    ['dwarf', 6, 30],
    ['neo-wolf', 12, 36],
  ] as const)('%s after %d months: %d', (race, monthsElapsed, points) => {
    expect(timeSkillPoints({ race, monthsElapsed })).toBe(points);
  });

  it('grows with every month', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RACE_IDS), fc.nat(1000), (race, months) => {
        expect(timeSkillPoints({ race, monthsElapsed: months + 1 })).toBeGreaterThan(
          timeSkillPoints({ race, monthsElapsed: months }),
        );
      }),
    );
  });

  it('spending more than earned is a violation', () => {
    const b = build({
      raceId: 'dwarf',
      skills: {
        tailor: { time: 5, combat: 0 },
        cooking: { time: 5, combat: 0 },
        farming: { time: 5, combat: 0 },
        mining: { time: 5, combat: 0 },
        logging: { time: 5, combat: 0 },
      },
    });
    expect(validateCharacter(b).map((v) => v.message)).toEqual([
      '25 time skill points are assigned, but only 24 have been earned after 0 months.',
    ]);
    expect(validateCharacter({ ...b, monthsElapsed: 1 })).toEqual([]);
  });
});

describe('timePointCap — "Skill points from Time may not be higher than the Mind stat in any skill"', () => {
  it('is Mind for every skill but Neo-Wolf Hunting', () => {
    expect(timePointCap({ race: 'human', skill: 'tailor', mind: 5 })).toBe(5);
    expect(timePointCap({ race: 'neo-wolf', skill: 'tailor', mind: 5 })).toBe(5);
  });

  it('A-09: Neo-Wolves "may go up to 10 points over their Mind stat" in Hunting', () => {
    expect(timePointCap({ race: 'neo-wolf', skill: 'hunting', mind: 5 })).toBe(15);
  });

  it('6 time points in Tailor with Mind 5 is a violation', () => {
    const violations = validateCharacter(build({ skills: { tailor: { time: 6, combat: 0 } } }));
    expect(violations.map((v) => v.message)).toEqual(['Tailor has 6 time points, above the limit of Mind 5.']);
    expect(violations[0]?.ruleQuote).toBe('Skill points from Time may not be higher than the Mind stat in any skill.');
  });

  it('refuses an unknown skill', () => {
    expect(() => timePointCap({ race: 'human', skill: 'magic', mind: 5 })).toThrow(/There is no skill "magic"/);
  });
});

describe('combatSkillPoints — a pool of "Mind x Combat Level" (A-08)', () => {
  it.each([
    [5, 1, 5],
    [5, 3, 15],
    [0, 7, 0], // "A zero in Mind would disallow all skill points"
  ])('Mind %d at level %d: %d', (mind, level, points) => {
    expect(combatSkillPoints(mind, level)).toBe(points);
  });

  it('never falls with level or Mind', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 50 }), (mind, level) => {
        expect(combatSkillPoints(mind + 1, level)).toBeGreaterThanOrEqual(combatSkillPoints(mind, level));
        expect(combatSkillPoints(mind, level + 1)).toBeGreaterThanOrEqual(combatSkillPoints(mind, level));
      }),
    );
  });

  it('"This essentially grants them 3 more combat skill points at game start & at each combat level" (Neo-Daemon)', () => {
    const daemon = characterStats(build({ raceId: 'neo-daemon', exp: 4000 }));
    const human = characterStats(build({ exp: 4000 }));
    expect(daemon.stats.mind.value).toBe(8);
    expect(daemon.combatPoints.available.value - human.combatPoints.available.value).toBe(3 * 3);
    expect(daemon.combatPoints.available.formula).toBe('Mind 8 × level 3');
  });

  it('spending more than the pool is a violation', () => {
    const b = build({ skills: { tailor: { time: 0, combat: 6 } } });
    expect(validateCharacter(b).map((v) => v.message)).toEqual([
      '6 combat skill points are assigned, but Mind 5 × level 1 gives only 5.',
    ]);
  });

  it('"These skill points may exceed the Mind stat"', () => {
    expect(validateCharacter(build({ exp: 2000, skills: { tailor: { time: 5, combat: 7 } } }))).toEqual([]);
  });
});

describe('skillCap — "Skill levels should not exceed a total 12 at any time"', () => {
  it.each([
    ['human', 'tailor', 12],
    ['gratchen', 'metalworks', 13], // "Gratchen may level these skills to 13 instead of the normal top level of 12."
    ['gratchen', 'crossbow-smith', 13],
    ['gratchen', 'locksmith', 13],
    ['gratchen', 'tailor', 12],
    ['neo-daemon', 'tailor', 15], // "Neo-Daemons can learn any skill up to a maximum of 15."
    ['neo-daemon', 'hunting', 15],
    ['neo-wolf', 'hunting', 22], // "have a maximum of +22 to the hunting skill"
    ['neo-wolf', 'tailor', 12],
  ] as const)('%s %s: %d', (race, skill, cap) => {
    expect(skillCap(race, skill)).toBe(cap);
  });

  it('a human with Tailor 13 breaks the cap', () => {
    const b = build({ exp: 4000, creationStats: stats(5, 10, 5, 5, 0), skills: { tailor: { time: 10, combat: 3 } } });
    expect(validateCharacter(b).map((v) => v.message)).toEqual(['Tailor 13 is above the maximum skill level of 12.']);
  });
});

describe('prerequisitesMet — "Advanced Skills may not be taken until …"', () => {
  it('lists every prerequisite still missing', () => {
    expect(prerequisitesMet({ metalworks: 5, tailor: 3 }, 'armorsmith')).toEqual({
      met: false,
      missing: [{ skill: 'tailor', name: 'Tailor', level: 5, have: 3 }],
    });
    expect(prerequisitesMet({}, 'armorsmith').missing.map((m) => m.skill)).toEqual(['metalworks', 'tailor']);
  });

  it('is met at the listed level "(or higher)"', () => {
    expect(prerequisitesMet({ woodworks: 5 }, 'bowyer')).toEqual({ met: true, missing: [] });
    expect(prerequisitesMet({ woodworks: 9 }, 'bowyer').met).toBe(true);
    expect(prerequisitesMet({}, 'tailor').met).toBe(true);
  });

  it('an advanced skill without its prerequisites is a violation', () => {
    const b = build({ skills: { woodworks: { time: 4, combat: 0 }, bowyer: { time: 1, combat: 0 } } });
    expect(validateCharacter(b).map((v) => v.message)).toEqual(['Bowyer needs Woodworks 5 (has 4).']);
  });

  it('refuses an unknown skill', () => {
    expect(() => prerequisitesMet({}, 'jewelry')).toThrow(RulesError);
  });
});

describe('Gratchen "Tiny Perspective"', () => {
  const gratchen = (skills: Record<string, SkillPoints>) =>
    build({ raceId: 'gratchen', creationStats: stats(5, 10, 5, 5, 0), skills });

  it('"Gratchen may use the awarded advanced skills at level 1, even if they don’t have the prerequisite skills"', () => {
    expect(validateCharacter(gratchen({}))).toEqual([]);
    const sheet = characterStats(gratchen({}));
    expect(sheet.skills['crossbow-smith']).toMatchObject({
      free: 1,
      total: 1,
      formula: '0 time + 0 combat + 1 racial',
    });
    expect(sheet.skills.locksmith?.total).toBe(1);
    expect(sheet.skills.metalworks?.total).toBe(1);
  });

  it('"Before investing any further points into the awarded advanced skills, they must first invest … all prerequisite skills"', () => {
    const violations = validateCharacter(gratchen({ 'crossbow-smith': { time: 1, combat: 0 } }));
    expect(violations.map((v) => v.message)).toEqual([
      'Crossbow Smith needs Metalworks 5 (has 1) and Woodworks 5 (has 0).',
    ]);
    // The free Metalworks point counts towards Metalworks 5.
    expect(
      validateCharacter(
        gratchen({
          metalworks: { time: 4, combat: 0 },
          woodworks: { time: 5, combat: 0 },
          'crossbow-smith': { time: 1, combat: 0 },
        }),
      ),
    ).toEqual([]);
  });

  it('Metalworks may reach 13 (10 time + 2 combat + 1 racial at level 1 with Mind 10)', () => {
    const b = build({
      raceId: 'gratchen',
      exp: 0,
      creationStats: stats(5, 10, 5, 5, 0),
      skills: { metalworks: { time: 10, combat: 2 } },
    });
    expect(validateCharacter(b)).toEqual([]);
    expect(characterStats(b).skills.metalworks?.total).toBe(13);
    const over = { ...b, skills: { metalworks: { time: 10, combat: 3 } } };
    expect(validateCharacter(over).map((v) => v.message)).toEqual([
      'Metalworks 14 is above the Gratchen maximum skill level of 13.',
    ]);
  });
});

describe('Neo-Wolf "Scent Tracking" (A-09)', () => {
  const wolf = (hunting: SkillPoints, exp = 0) =>
    build({ raceId: 'neo-wolf', exp, creationStats: stats(5, 5, 5, 5, 5), skills: { hunting } });

  it('starts with Hunting 10 for free', () => {
    expect(characterStats(wolf({ time: 0, combat: 0 })).skills.hunting).toMatchObject({
      free: 10,
      total: 10,
      timeCap: 15,
    });
  });

  it('a Mind-5 wolf can hold up to 15 time points in Hunting, the racial 10 included', () => {
    expect(validateCharacter(wolf({ time: 5, combat: 0 }))).toEqual([]);
    expect(validateCharacter(wolf({ time: 6, combat: 0 })).map((v) => v.message)).toEqual([
      'Hunting has 16 time points (6 assigned + 10 racial), above the limit of Mind 5 + 10 = 15.',
    ]);
  });

  it('combat points may raise Hunting to 22, not beyond', () => {
    expect(validateCharacter(wolf({ time: 5, combat: 7 }, 2000))).toEqual([]);
    expect(validateCharacter(wolf({ time: 5, combat: 8 }, 2000)).map((v) => v.code)).toEqual(['skill-above-cap']);
  });
});

describe('"No creatures with Mind less than 1 can gain any skills"', () => {
  const mindless = (raceId: string, skills: Record<string, SkillPoints> = {}) =>
    build({ raceId, creationStats: stats(10, 0, 10, 5, 0), skills });

  it('points in any skill are a violation at Mind 0', () => {
    expect(codes(mindless('human', { tailor: { time: 0, combat: 1 } }))).toEqual(['mind-too-low-for-skills']);
  });

  it('the racial starting skills are lost too, unless the house rule keeps them', () => {
    expect(characterStats(mindless('neo-wolf')).skills.hunting).toBeUndefined();
    expect(characterStats(mindless('neo-wolf'), { mindZeroKeepsRacialSkills: true }).skills.hunting?.total).toBe(10);
    expect(validateCharacter(mindless('gratchen'))).toEqual([]);
  });
});

describe('re-juggling skill points at a level-up', () => {
  // "If you have “Tailor: 5(time)+2(combat)=7(total)” … If you gain a combat level & you raise your Mind stat from 5 to 6,
  // you may replace a combat skill point with a passive skill point to have “Tailor: 6(time)+1(combat)=7(total)”"
  const before = build({ exp: 0, creationStats: stats(5, 5, 5, 5, 5), skills: { tailor: { time: 5, combat: 2 } } });
  // Mind 5 × level 1 = 5 combat points, so the level-1 build must spend the 2 combat points first.
  const after = build({
    exp: 2000,
    creationStats: stats(5, 5, 5, 5, 5),
    levelStats: { ...NO_LEVEL_STATS, mind: 1 },
    skills: { tailor: { time: 6, combat: 1 } },
  });

  it('the Tailor 5 + 2 = 7 example is legal before and after', () => {
    expect(validateCharacter(before)).toEqual([]);
    expect(validateCharacter(after)).toEqual([]);
    expect(characterStats(before).skills.tailor?.total).toBe(7);
    expect(characterStats(after).skills.tailor?.total).toBe(7);
    expect(rejuggleViolations({ before, after })).toEqual([]);
  });

  it('"Now you can use that combat skill point somewhere else, or put it back into tailor to raise it to 8"', () => {
    const elsewhere = { ...after, skills: { tailor: { time: 6, combat: 1 }, bushcraft: { time: 0, combat: 1 } } };
    const back = { ...after, skills: { tailor: { time: 6, combat: 2 } } };
    expect(rejuggleViolations({ before, after: elsewhere })).toEqual([]);
    expect(rejuggleViolations({ before, after: back })).toEqual([]);
    expect(characterStats(back).skills.tailor?.total).toBe(8);
  });

  it('the time point needs Mind 6: without raising Mind, Tailor 6 (time) is too high', () => {
    const noMind = { ...after, levelStats: { ...NO_LEVEL_STATS, body: 1 } };
    expect(codes(noMind)).toEqual(['time-points-above-mind']);
  });

  it('"Skill point distribution can be recalculated each combat level": not without a level-up', () => {
    const sameLevel = { ...before, skills: { tailor: { time: 6, combat: 1 } } };
    expect(rejuggleViolations({ before, after: sameLevel }).map((v) => v.code)).toEqual(['rejuggle-not-at-level-up']);
  });

  it('"keep the skills your swapping around have the same total level or higher"', () => {
    const lowered = { ...after, skills: { tailor: { time: 5, combat: 1 }, bushcraft: { time: 0, combat: 2 } } };
    const violations = rejuggleViolations({ before, after: lowered });
    expect(violations.map((v) => v.message)).toEqual([
      'Tailor would fall from 7 to 6; re-juggled skills must keep the same total level or higher.',
    ]);
  });

  it('adding new points without a level-up is not a re-juggle', () => {
    const more = {
      ...before,
      monthsElapsed: 1,
      skills: { tailor: { time: 5, combat: 2 }, cooking: { time: 1, combat: 0 } },
    };
    expect(rejuggleViolations({ before, after: more })).toEqual([]);
  });
});

describe('validateCharacter', () => {
  it('reports every broken rule at once', () => {
    const b = build({
      raceId: 'human',
      creationStats: stats(11, 5, 5, 5, 5),
      skills: { tailor: { time: 6, combat: 6 }, bowyer: { time: 1, combat: 0 } },
    });
    expect(codes(b)).toEqual([
      'creation-stat-above-limit',
      'creation-points-exceeded',
      'combat-points-exceeded',
      'time-points-above-mind',
      'prerequisites-missing',
    ]);
  });

  it('reports unknown ids and bad numbers instead of throwing', () => {
    const bad = {
      raceId: 'elf',
      exp: -1,
      creationStats: { body: 5.5 } as unknown as Record<StatId, number>,
      levelStats: NO_LEVEL_STATS,
      monthsElapsed: 1.5,
      skills: { magic: { time: 1, combat: 0 }, tailor: { time: -1, combat: 0 } },
    };
    const violations = validateCharacter(bad);
    expect(violations.map((v) => v.field)).toEqual([
      'raceId',
      'exp',
      'monthsElapsed',
      'creationStats.body',
      'creationStats.mind',
      'creationStats.reflex',
      'creationStats.presence',
      'creationStats.aura',
      'skills.magic',
      'skills.tailor.time',
    ]);
    expect(violations[0]?.message).toMatch(/^There is no race "elf"\. Choose one of: /);
    expect(violations[4]?.message).toBe('Mind is missing; enter a whole number of 0 or more.');
  });

  it('reports an empty object as a build with every field missing', () => {
    const violations = validateCharacter({} as CharacterBuild);
    expect(violations.map((v) => v.field)).toEqual([
      'raceId',
      'exp',
      'monthsElapsed',
      ...['body', 'mind', 'reflex', 'presence', 'aura'].map((stat) => `creationStats.${stat}`),
      ...['body', 'mind', 'reflex', 'presence', 'aura'].map((stat) => `levelStats.${stat}`),
    ]);
  });

  it('never throws, whatever the build holds', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), fc.constant(undefined));
    const statsArb = fc.record({
      body: anyNumber,
      mind: anyNumber,
      reflex: anyNumber,
      presence: anyNumber,
      aura: anyNumber,
    });
    fc.assert(
      fc.property(
        fc.record({
          raceId: fc.oneof(fc.constantFrom(...RACE_IDS), fc.string()),
          exp: anyNumber,
          creationStats: statsArb,
          levelStats: statsArb,
          monthsElapsed: anyNumber,
          skills: fc.dictionary(
            fc.oneof(fc.constantFrom('tailor', 'bowyer', 'hunting', 'crossbow-smith'), fc.string()),
            fc.record({ time: anyNumber, combat: anyNumber }),
          ),
        }),
        (b) => {
          const violations = validateCharacter(b as unknown as CharacterBuild);
          for (const v of violations) {
            expect(v.message.length).toBeGreaterThan(0);
            expect(v.ruleQuote.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('characterStats — the sheet numbers with their formulas', () => {
  it('Body 6 × level 3 + 20 = 38 for a medium race', () => {
    const sheet = characterStats(
      build({ exp: 4000, creationStats: stats(5, 5, 5, 5, 5), levelStats: { ...NO_LEVEL_STATS, body: 1 } }),
    );
    expect(sheet.maxHp).toEqual({ value: 38, formula: 'Body 6 × level 3 + 20' });
    expect(sheet.deadAtHp.value).toBe(-38);
    expect(sheet.level).toEqual({ value: 3, formula: '1 + ⌊4000 exp / 2000⌋' });
    expect(sheet.stats.body).toEqual({ value: 6, formula: '5 assigned + 1 from levels', cap: 12 });
    expect(sheet.levelStatPoints).toEqual({ available: { value: 2, formula: '1 × (level 3 − 1)' }, used: 1 });
  });

  it('shows the size-aware base for large races: a 2×2 Forest Troll at Body 0 has 32 HP', () => {
    const sheet = characterStats(build({ raceId: 'forest-troll', creationStats: stats(0, 10, 10, 5, 0) }));
    expect(sheet.maxHp).toEqual({ value: 32, formula: 'Body 0 × level 1 + 32 (Forest Troll 2×2)' });
  });

  it('adds the racial bonus to the stat and names it', () => {
    const sheet = characterStats(build({ raceId: 'warhog', creationStats: stats(10, 5, 5, 5, 0) }));
    expect(sheet.stats.body).toEqual({ value: 13, formula: '10 assigned + 3 Warhog', cap: 15 });
  });

  it('counts time and combat points: human 48 at creation + 2 per month', () => {
    const sheet = characterStats(
      build({ monthsElapsed: 3, skills: { tailor: { time: 5, combat: 2 }, cooking: { time: 4, combat: 1 } } }),
    );
    expect(sheet.timePoints).toEqual({ available: { value: 54, formula: '48 at creation + 2 × 3 months' }, used: 9 });
    expect(sheet.combatPoints).toEqual({ available: { value: 5, formula: 'Mind 5 × level 1' }, used: 3 });
    expect(sheet.creationPoints.used).toBe(25);
  });

  it('throws RulesError for malformed builds', () => {
    expect(() => characterStats(build({ raceId: 'elf' }))).toThrow(RulesError);
    expect(() => characterStats(build({ exp: -5 }))).toThrow(/Experience/);
    expect(() => characterStats(build({ skills: { magic: { time: 1, combat: 0 } } }))).toThrow(/no skill "magic"/);
  });
});
