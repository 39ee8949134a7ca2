import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLevelUp,
  levelUpPlan,
  passTime,
  passiveSkillPoints,
} from '../../src/systems/eos/rules/character/level-up';
import { applyMindRiseSwap, mindRiseSwaps } from '../../src/systems/eos/rules/character/rejuggle';
import { RulesError } from '../../src/core/rules/errors';
import { buildOf, skillsOf } from './character-fixtures';

const NO_LEVEL = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 };

describe('levelUpPlan', () => {
  const human = buildOf('human', { body: 6, mind: 5, reflex: 5, presence: 5, aura: 4 }, { exp: 3500 });

  it('crossing 4,000 exp: level 2 → 3, one stat point, "HP 38 = Body 6 × level 3 + 20", combat pool Mind 5 × 3', () => {
    const plan = levelUpPlan(human, 4000);
    expect(plan).toMatchObject({ fromLevel: 2, toLevel: 3, levelsGained: 1, statPointsToAssign: 1 });
    expect(plan.maxHpBefore).toEqual({ value: 32, formula: 'Body 6 × level 2 + 20' });
    expect(plan.maxHpAfter).toEqual({ value: 38, formula: 'Body 6 × level 3 + 20' });
    expect(plan.combatPointsBefore.value).toBe(10);
    expect(plan.combatPointsAfter).toEqual({ value: 15, formula: 'Mind 5 × level 3' });
  });

  it('a point in Body is worth the new level in HP; a point in Mind the new level in combat points', () => {
    const plan = levelUpPlan(human, 4000);
    expect(plan.hpPerBodyPoint).toBe(3);
    expect(plan.combatPointsPerMindPoint).toBe(3);
  });

  it('several levels at once: 3,500 → 8,000 exp is level 2 → 5, three stat points', () => {
    expect(levelUpPlan(human, 8000)).toMatchObject({ levelsGained: 3, statPointsToAssign: 3 });
  });

  it('Forest Troll HP at the new level keeps its size base: Body 6 × level 2 + 32', () => {
    const troll = buildOf('forest-troll', { body: 6, mind: 5, reflex: 5, presence: 5, aura: 4 });
    expect(levelUpPlan(troll, 2000).maxHpAfter).toEqual({
      value: 44,
      formula: 'Body 6 × level 2 + 32 (Forest Troll 2×2)',
    });
  });

  it('refuses less exp than now, or fractional exp', () => {
    expect(() => levelUpPlan(human, 3000)).toThrow('Experience only grows: 3000 is below the current 3500.');
    expect(() => levelUpPlan(human, 4000.5)).toThrow(RulesError);
  });
});

describe('applyLevelUp — "Skill point distribution can be recalculated each combat level"', () => {
  // "If you have “Tailor: 5(time)+2(combat)=7(total)” … If you gain a combat level & you raise your Mind stat from 5 to 6,
  // you may replace a combat skill point with a passive skill point to have “Tailor: 6(time)+1(combat)=7(total)”"
  const tailor = buildOf(
    'human',
    { body: 5, mind: 5, reflex: 5, presence: 5, aura: 5 },
    {
      exp: 1000,
      skills: skillsOf({ tailor: [5, 2] }),
    },
  );

  it('the Tailor 7 example: Mind 5 → 6, Tailor 5 + 2 becomes 6 + 1', () => {
    const result = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: { mind: 1 },
      skills: skillsOf({ tailor: [6, 1] }),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.build.levelStats).toEqual({ ...NO_LEVEL, mind: 1 });
    expect(result.build.exp).toBe(2000);
    expect(result.build.skills).toEqual({ tailor: { time: 6, combat: 1 } });
  });

  it('"Now you can use that combat skill point somewhere else, or put it back into tailor to raise it to 8"', () => {
    const elsewhere = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: { mind: 1 },
      skills: skillsOf({ tailor: [6, 1], cooking: [0, 1] }),
    });
    expect(elsewhere.ok).toBe(true);
    const eight = applyLevelUp(tailor, { newExp: 2000, statPoints: { mind: 1 }, skills: skillsOf({ tailor: [6, 2] }) });
    expect(eight.ok).toBe(true);
  });

  it('without raising Mind, Tailor 6 (time) is above "the Mind stat"', () => {
    const result = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: { body: 1 },
      skills: skillsOf({ tailor: [6, 1] }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => v.code)).toEqual(['time-points-above-mind']);
  });

  it('"keep the skills your swapping around have the same total level or higher"', () => {
    const result = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: { mind: 1 },
      skills: skillsOf({ tailor: [5, 1], cooking: [1, 0] }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => v.code)).toEqual(['rejuggle-lowers-skill']);
    expect(result.violations[0]?.message).toBe(
      'Tailor would fall from 7 to 6; re-juggled skills must keep the same total level or higher.',
    );
  });

  it('no re-juggling without a new level', () => {
    const result = applyLevelUp(tailor, { newExp: 1500, statPoints: {}, skills: skillsOf({ tailor: [6, 1] }) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => v.code)).toContain('rejuggle-not-at-level-up');
  });

  it('"1 bonus Stat point" per level: two points at one level is refused', () => {
    const result = applyLevelUp(tailor, { newExp: 2000, statPoints: { body: 1, mind: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => v.code)).toEqual(['level-stat-points-exceeded']);
  });

  it('combat points beyond the new pool "Mind x Combat Level" are refused', () => {
    const result = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: { body: 1 },
      skills: skillsOf({ tailor: [5, 2], cooking: [0, 9] }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => v.code)).toEqual(['combat-points-exceeded']);
  });

  it('bad choices come back as violations, never as exceptions', () => {
    const lower = applyLevelUp(tailor, { newExp: 10, statPoints: {} });
    expect(lower).toMatchObject({ ok: false, violations: [{ code: 'invalid-number', field: 'exp' }] });
    const negative = applyLevelUp(tailor, { newExp: 2000, statPoints: { body: -1 } });
    expect(negative).toMatchObject({ ok: false, violations: [{ code: 'invalid-number', field: 'levelStats.body' }] });
    const unknown = applyLevelUp(tailor, {
      newExp: 2000,
      statPoints: {},
      skills: skillsOf({ juggling: [1, 0] } as never),
    });
    expect(unknown.ok).toBe(false);
  });

  it('adding points never needs a re-juggle: any level-up that only adds passes the re-juggle rule', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), (time, combat) => {
        const result = applyLevelUp(tailor, {
          newExp: 2000,
          statPoints: { mind: 1 },
          skills: skillsOf({ tailor: [5, 2], cooking: [Math.min(time, 6), combat] }),
        });
        if (!result.ok) expect(result.violations.map((v) => v.code)).not.toContain('rejuggle-lowers-skill');
      }),
    );
  });
});

describe('passiveSkillPoints — "For each month that passes, a character gains 1 point"', () => {
  it('Humans: "2 points per month (not the usual 1)"', () => {
    expect(passiveSkillPoints(buildOf('human'), 3)).toEqual({ value: 6, formula: '2 × 3 months (Human)' });
  });

  it.each(['dwarf', 'gratchen', 'forest-troll', 'neo-dragon'])('%s: 1 a month', (race) => {
    expect(passiveSkillPoints(buildOf(race), 3)).toEqual({ value: 3, formula: '1 × 3 months' });
    expect(passiveSkillPoints(buildOf(race), 1).formula).toBe('1 × 1 month');
  });

  it('passTime adds the months, so the time pool grows by passiveSkillPoints', () => {
    const build = buildOf('human', {}, { monthsElapsed: 2 });
    expect(passTime(build, 3).monthsElapsed).toBe(5);
    expect(build.monthsElapsed).toBe(2);
  });

  it('refuses negative or fractional months', () => {
    expect(() => passiveSkillPoints(buildOf('human'), -1)).toThrow(RulesError);
    expect(() => passTime(buildOf('human'), 0.5)).toThrow('Months passing must be a whole number 0 or more, not 0.5.');
  });

  it('is additive over months', () => {
    fc.assert(
      fc.property(fc.nat(120), fc.nat(120), fc.constantFrom('human', 'dwarf'), (a, b, race) => {
        const build = buildOf(race);
        expect(passiveSkillPoints(build, a + b).value).toBe(
          passiveSkillPoints(build, a).value + passiveSkillPoints(passTime(build, a), b).value,
        );
      }),
    );
  });
});

describe('mindRiseSwaps — the level-up offers the swap the text describes', () => {
  // eos-rules.txt 322: "If you have “Tailor: 5(time)+2(combat)=7(total)” — You have “Tailor: 7”. If you gain a combat
  // level & you raise your Mind stat from 5 to 6, you may replace a combat skill point with a passive skill point to have
  // “Tailor: 6(time)+1(combat)=7(total)” — You still have “Tailor: 7”. Now you can use that combat skill point
  // somewhere else, or put it back into tailor to raise it to 8."
  const before = buildOf(
    'neo-wolf',
    { body: 5, mind: 5, reflex: 5, presence: 5, aura: 5 },
    { exp: 1000, skills: skillsOf({ tailor: [5, 2], 'main-hand-melee': [5, 3], bushcraft: [4, 0] }) },
  );
  const after = { ...before, exp: 2000, levelStats: { ...NO_LEVEL, mind: 1 } };

  it('Mind 5 → 6: Tailor 5 + 2 may become 6 + 1 (and every skill with a combat point below the new time cap)', () => {
    const offer = mindRiseSwaps({ before, after });
    expect(offer).toMatchObject({ mindBefore: 5, mindAfter: 6, unspentTimePoints: 24 - 14 });
    expect(offer.swaps.map((s) => [s.skillId, s.from, s.to])).toEqual([
      ['tailor', { time: 5, combat: 2 }, { time: 6, combat: 1 }],
      ['main-hand-melee', { time: 5, combat: 3 }, { time: 6, combat: 2 }],
    ]);
  });

  it('"You still have “Tailor: 7”": the swap keeps the total, frees a combat point, and the level-up takes it', () => {
    const skills = applyMindRiseSwap({ before, after, skillId: 'tailor' });
    expect(skills.tailor).toEqual({ time: 6, combat: 1 });
    expect(applyLevelUp(before, { newExp: 2000, statPoints: { mind: 1 }, skills }).ok).toBe(true);
    // "put it back into tailor to raise it to 8"
    const eight = { ...skills, tailor: { time: 6, combat: 2 } };
    expect(applyLevelUp(before, { newExp: 2000, statPoints: { mind: 1 }, skills: eight }).ok).toBe(true);
  });

  it('nothing is offered when Mind does not rise, and a swap not on offer is refused', () => {
    const noMind = { ...before, exp: 2000, levelStats: { ...NO_LEVEL, body: 1 } };
    expect(mindRiseSwaps({ before, after: noMind }).swaps).toEqual([]);
    expect(() => applyMindRiseSwap({ before, after: noMind, skillId: 'tailor' })).toThrow(
      'A combat point can be swapped for a time point only when Mind rises at a level-up.',
    );
    expect(() => applyMindRiseSwap({ before, after, skillId: 'bushcraft' })).toThrow(RulesError);
  });
});
