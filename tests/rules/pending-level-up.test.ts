import { describe, expect, it } from 'vitest';
import { lowestLevelKept, pendingLevelUp } from '../../src/systems/eos/rules/character/pending-level-up';
import { buildOf } from './character-fixtures';

// "A character starts at Combat Level 1, & for every 2,000 exp gained they add another Combat Level"; "For each Combat
// Level gained, they will gain 1 bonus Stat point": a level whose stat point is unassigned has not been taken yet.
describe('pendingLevelUp (issue 16, item 10: exp is saved at once, the level-up waits)', () => {
  const stats = { body: 6, mind: 8, reflex: 6, presence: 5, aura: 0 };

  it('2,500 exp with no stat point from levels: the level-up from 1 to 2 waits, starting from level 1', () => {
    const pending = pendingLevelUp(buildOf('human', stats, { exp: 2500 }));
    expect(pending?.plan).toMatchObject({ fromLevel: 1, toLevel: 2, statPointsToAssign: 1 });
    expect(pending?.before.exp).toBe(0);
    // "[(Body x Combat Level)+ 20HP]": 6 × 1 + 20 before, 6 × 2 + 20 at the new level.
    expect(pending?.plan.maxHpBefore.value).toBe(26);
    expect(pending?.plan.maxHpAfter.value).toBe(32);
  });

  it('none while the level reached has its stat point assigned, or at level 1', () => {
    expect(pendingLevelUp(buildOf('human', stats, { exp: 1999 }))).toBeNull();
    const taken = buildOf('human', stats, {
      exp: 2500,
      levelStats: { body: 1, mind: 0, reflex: 0, presence: 0, aura: 0 },
    });
    expect(pendingLevelUp(taken)).toBeNull();
  });

  it('level 2 taken, 6,000 exp reached: from level 2 to 4, two stat points, starting from 2,000 exp', () => {
    const build = buildOf('human', stats, {
      exp: 6000,
      levelStats: { body: 1, mind: 0, reflex: 0, presence: 0, aura: 0 },
    });
    const pending = pendingLevelUp(build);
    expect(pending?.plan).toMatchObject({ fromLevel: 2, toLevel: 4, levelsGained: 2, statPointsToAssign: 2 });
    expect(pending?.before.exp).toBe(2000);
    expect(lowestLevelKept(build)).toBe(2);
  });
});
