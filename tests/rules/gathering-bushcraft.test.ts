import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bushcraftDailyTask,
  bushcraftSubTaskList,
  bushcraftSubTasks,
} from '../../src/systems/eos/rules/gathering/bushcraft';
import type { BushcraftChoice } from '../../src/systems/eos/rules/gathering/bushcraft';
import { expectRulesError } from './gathering-expect';

describe('bushcraftSubTasks', () => {
  it('"A character with Bushcraft Level 5 who dedicates 1 Daily Task to Bushcraft may execute up to 5 sub-tasks"', () => {
    expect(bushcraftSubTasks(5)).toBe(5);
  });

  it('"The only requirements to use Bushcraft is having a skill of at least 1"', () => {
    expect(bushcraftSubTasks(1)).toBe(1);
    expectRulesError(() => bushcraftSubTasks(0), 'not-allowed', /at least 1/);
  });

  it('refuses bad levels', () => {
    expectRulesError(() => bushcraftSubTasks(-1), 'invalid-number', /Bushcraft level/);
  });

  it('equals the skill level for every allowed level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (level) => {
        expect(bushcraftSubTasks(level)).toBe(level);
      }),
    );
  });
});

describe('bushcraftSubTaskList', () => {
  it.each([
    ['cloak', 1, 'Tier 1 cloak', 'Create a (Tier:1) “Bushcrafter’s Cloak”'],
    ['cordage', 5, 'feet of cordage', 'it generates 5 feet of cordage'],
    ['spear', 1, 'Tier 1 spear', 'Create a Tier 1 Spear'],
    ['crude-toolkit', 1, 'Crude toolkit', 'Create a set of Crude tools'],
    ['fire', 1, 'day of fire', 'it gathers enough wood for 1 day of fire'],
    ['shelter', 1, 'shelter', 'Create & maintain a Shelter'],
    ['raft', 1, 'raft', 'Create a Raft'],
    ['skid', 1, 'skid', 'Create a skid/sled'],
    ['container', 1, 'container', 'Create Containers'],
    ['food', 1, 'unit of food', 'it gathers 1 unit of food'],
    ['torch', 1, 'torch (5 hours of light)', 'Create a Torch – enough for a total of 5 hours of light'],
  ])('%s gives %i %s — "%s"', (id, quantity, unit) => {
    expect(bushcraftSubTaskList().find((t) => t.id === id)).toMatchObject({ quantity, unit });
  });

  it('cordage needs: raft "5 feet of cordage per person in size", skid "Requires 5 feet of cordage"', () => {
    const byId = new Map(bushcraftSubTaskList().map((t) => [t.id, t]));
    expect(byId.get('raft')).toMatchObject({ cordageFeetPerPerson: 5, limitedBySkill: 'persons' });
    expect(byId.get('skid')).toMatchObject({ cordageFeet: 5, cordageFeetPerPerson: 0 });
    expect(byId.get('shelter')).toMatchObject({ limitedBySkill: 'tier' });
  });
});

describe('bushcraftDailyTask', () => {
  it('"They may mix, match, or repeat any sub-task up to that total limit"', () => {
    const result = bushcraftDailyTask({
      level: 5,
      choices: [{ id: 'cordage' }, { id: 'cordage' }, { id: 'food' }, { id: 'fire' }],
    });
    expect(result.subTasksLeft).toBe(1);
    expect(result.cordageFeetMade).toBe(10);
    expect(result.cordageFeetNeeded).toBe(0);
    expect(result.outputs.map((o) => o.id)).toEqual(['cordage', 'cordage', 'food', 'fire']);
  });

  it('"a Bushcraft skill of 5 being able to craft a 5 person Raft. Requires 5 feet of cordage per person"', () => {
    const result = bushcraftDailyTask({ level: 5, choices: [{ id: 'raft', persons: 5 }, { id: 'skid' }] });
    expect(result.outputs[0]).toEqual({ id: 'raft', quantity: 1, unit: 'raft', persons: 5 });
    expect(result.cordageFeetNeeded).toBe(30);
  });

  it('a 6-person raft at Bushcraft 5 is refused', () => {
    expectRulesError(
      () => bushcraftDailyTask({ level: 5, choices: [{ id: 'raft', persons: 6 }] }),
      'not-allowed',
      /Raft size in persons may be at most the Bushcraft level \(5\), not 6/,
    );
  });

  it('"bolster the structure as a Tier value, up to the character’s Bushcraft level"', () => {
    expect(bushcraftDailyTask({ level: 3, choices: [{ id: 'shelter', tier: 3 }] }).outputs[0]?.tier).toBe(3);
    expectRulesError(
      () => bushcraftDailyTask({ level: 3, choices: [{ id: 'shelter', tier: 4 }] }),
      'not-allowed',
      /Shelter tier/,
    );
    expectRulesError(
      () => bushcraftDailyTask({ level: 3, choices: [{ id: 'shelter', tier: 0 }] }),
      'invalid-number',
      /Shelter tier/,
    );
  });

  it('refuses more sub-tasks than the level allows', () => {
    expectRulesError(
      () => bushcraftDailyTask({ level: 2, choices: [{ id: 'food' }, { id: 'food' }, { id: 'torch' }] }),
      'not-allowed',
      /Bushcraft 2 allows 2 sub-tasks per Daily Task, not 3/,
    );
  });

  it('refuses an unknown sub-task', () => {
    expectRulesError(
      () => bushcraftDailyTask({ level: 2, choices: [{ id: 'boat' } as unknown as BushcraftChoice] }),
      'unknown-option',
      /Bushcraft sub-task must be one of/,
    );
  });

  it('cordage made is 5 ft per cordage sub-task, whatever else is chosen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.nat(15), (level, cordage) => {
        const n = Math.min(level, cordage);
        const choices: BushcraftChoice[] = Array.from({ length: n }, () => ({ id: 'cordage' }));
        const result = bushcraftDailyTask({ level, choices });
        expect(result.cordageFeetMade).toBe(5 * n);
        expect(result.subTasksLeft).toBe(level - n);
      }),
    );
  });
});
