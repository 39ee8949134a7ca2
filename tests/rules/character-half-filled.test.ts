import { describe, expect, it } from 'vitest';
import { finishedGearItem, withoutGearItem } from '../../src/systems/eos/rules/calendar/finished-gear';
import { slotToolSkills } from '../../src/systems/eos/rules/calendar/tasks';
import type { FinishedItem, TaskSlot } from '../../src/systems/eos/rules/calendar/types';
import type { CharacterBuild } from '../../src/systems/eos/rules/character/build';
import {
  EMPTY_GEAR,
  bodyCheckTier,
  gearViolations,
  type CharacterGear,
} from '../../src/systems/eos/rules/character/gear';
import { applyLevelUp } from '../../src/systems/eos/rules/character/level-up';
import { lowestLevelKept, pendingLevelUp } from '../../src/systems/eos/rules/character/pending-level-up';
import { rejuggleViolations } from '../../src/systems/eos/rules/character/rejuggle';
import { characterSheet } from '../../src/systems/eos/rules/character/sheet';
import { skillLevels } from '../../src/systems/eos/rules/character/skill-levels';
import { invalidNumber } from '../../src/systems/eos/rules/character/stats';
import { characterStats } from '../../src/systems/eos/rules/character/summary';
import { validateCharacter } from '../../src/systems/eos/rules/character/validate';
import { bodyForTier } from '../../src/systems/eos/rules/combat/gear-limits';
import { findHeld, heldChoices } from '../../src/systems/eos/rules/encounter/held';
import type { Combatant } from '../../src/systems/eos/rules/encounter/types';
import { buildOf } from './character-fixtures';
import { refusal } from './refusal';

/** A build as a half-filled form or an old record might hold it: the stats from levels never filled in. */
const noLevelStats = { ...buildOf('human'), levelStats: undefined } as unknown as CharacterBuild;

describe('half-filled character records are refused in words, before a field is read (issue 17 §4)', () => {
  it('a build without its stats from levels', () => {
    const message = 'The build’s stats from levels must be filled in, not nothing.';
    expect(refusal(() => characterStats(noLevelStats))).toBe(message);
    expect(refusal(() => characterSheet({ build: noLevelStats, gear: EMPTY_GEAR, currentHp: 1 }))).toBe(message);
    expect(refusal(() => applyLevelUp(noLevelStats, { newExp: 2000, statPoints: {} }))).toBe(message);
    expect(refusal(() => pendingLevelUp(noLevelStats))).toBe(message);
    expect(refusal(() => lowestLevelKept(noLevelStats))).toBe(message);
    expect(refusal(() => rejuggleViolations({ before: buildOf('human'), after: noLevelStats }))).toBe(
      'The new build’s stats from levels must be filled in, not nothing.',
    );
  });

  it('a skill whose points are not numbers', () => {
    const build = { ...buildOf('human'), skills: { tailor: { time: 'two', combat: 0 } } } as unknown as CharacterBuild;
    expect(refusal(() => characterStats(build))).toBe(
      'tailor time points must be a whole number 0 or more, not "two".',
    );
    expect(refusal(() => skillLevels({ race: buildOf('human').raceId as never, mind: 3, skills: build.skills }))).toBe(
      'tailor time points must be a whole number 0 or more, not "two".',
    );
  });

  it('gear whose weapons are not a list', () => {
    const gear = { ...EMPTY_GEAR, weapons: undefined } as unknown as CharacterGear;
    expect(refusal(() => gearViolations(buildOf('human'), gear))).toBe(
      'The gear’s weapons must be a list, not nothing.',
    );
    expect(refusal(() => validateCharacter(buildOf('human'), {}, gear))).toBe(
      'The gear’s weapons must be a list, not nothing.',
    );
    expect(refusal(() => withoutGearItem(gear, 'axe'))).toBe('The gear’s weapons must be a list, not nothing.');
  });

  it('validateCharacter still reports what it cannot read, without a TypeError', () => {
    const odd = { ...buildOf('human'), raceId: Object.create(null), exp: Object.create(null) } as CharacterBuild;
    const violations = validateCharacter(odd);
    expect(violations.slice(0, 2).map((v) => v.field)).toEqual(['raceId', 'exp']);
    expect(violations[0]?.message).toMatch(/^There is no race "a record"\. Choose one of: /);
    expect(violations[1]?.message).toBe('Experience must be a whole number of 0 or more, not a record.');
    expect(invalidNumber('exp', 'Experience', [1], 'quote').message).toBe(
      'Experience must be a whole number of 0 or more, not a list.',
    );
  });

  it('a tier or Body that is not a number', () => {
    expect(refusal(() => bodyForTier(Number.NaN, 3, 'armor'))).toBe('Body must be a whole number 0 or more, not NaN.');
    expect(refusal(() => bodyCheckTier({ ...EMPTY_GEAR.armor[0], tier: 2 } as never))).toBe(
      'Full tier must be a whole number from 0 to 15, not nothing.',
    );
  });

  it('a finished project without its spec, a task slot of no known kind, a combatant without gear', () => {
    const finished = { projectId: 'p1', makerId: 'a', ownerId: 'a', day: 1 } as unknown as FinishedItem;
    expect(refusal(() => finishedGearItem(finished, EMPTY_GEAR))).toBe(
      'The finished project needs its details, not nothing.',
    );
    expect(refusal(() => slotToolSkills({ kind: 'dancing' } as unknown as TaskSlot))).toMatch(
      /^The task must be one of gathering, farming, .*, not "dancing"\.$/,
    );
    expect(refusal(() => heldChoices({ id: 'c1' } as unknown as Combatant))).toBe(
      'The combatant’s gear needs a list, not nothing.',
    );
    expect(refusal(() => findHeld([['knife']], [undefined as never]))).toBe(
      'The weapons held: each weapon must be text, not nothing.',
    );
  });
});
