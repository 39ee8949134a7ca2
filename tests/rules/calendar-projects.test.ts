import { describe, expect, it } from 'vitest';
import {
  abandonProject,
  createProject,
  daysLeft,
  projectName,
  projectTotalDays,
  switchProjectTools,
} from '../../src/systems/eos/rules/calendar/projects';
import { RulesError } from '../../src/core/rules/errors';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import type {
  CalendarCharacter,
  CampaignDayState,
  CampaignProject,
  DayPlan,
  ProjectSpec,
} from '../../src/systems/eos/rules/calendar/types';
import { buildOf, gearOf, skillsOf, toolkit } from './character-fixtures';
import { mildDay, party, startState } from './calendar-fixtures';

/** Tova the smith: Metalworks 5 (the Weaponsmith prerequisite), Weaponsmith 4, Tailor 2; Crude and Basic kits. */
const SMITH: CalendarCharacter = {
  id: 'tova',
  name: 'Tova',
  build: buildOf('dwarf', {}, { skills: skillsOf({ metalworks: [5, 0], weaponsmith: [4, 0], tailor: [2, 0] }) }),
  gear: gearOf({
    toolkits: [
      toolkit('weaponsmith', 'right-hip'),
      { ...toolkit('weaponsmith', 'left-hip'), level: 'basic' },
      { ...toolkit('metalworks', 'back'), level: 'basic' },
      toolkit('tailor', null),
    ],
  }),
};
const PARTY = [...party().filter((c) => c.id !== 'tova'), SMITH];
const WEAPON: ProjectSpec = { kind: 'item', item: 'weapon', tier: 4, size: 'medium' };

function stocked(): CampaignDayState {
  const s = startState(40, 100);
  return { ...s, stock: { ...s.stock, tiered: { ...s.stock.tiered, ingots: { '3': 2, '5': 1, '6': 1 } } } };
}

function start(spec: ProjectSpec = WEAPON, tools: 'crude' | 'basic' = 'crude') {
  const r = createProject({
    state: stocked(),
    characters: PARTY,
    id: 'p1',
    makerId: 'tova',
    ownerId: 'mara',
    spec,
    tools,
  });
  if (!r.ok) throw new Error(r.reasons.join(' '));
  return r;
}

const work = (projectId = 'p1', tasks = 2): DayPlan => ({
  characters: { tova: { slots: Array.from({ length: tasks }, () => ({ kind: 'project' as const, projectId })) } },
});

function runDays(state: CampaignDayState, n: number, plan: DayPlan) {
  const results = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const r = runDay(s, PARTY, plan, mildDay());
    results.push(r);
    s = r.state;
  }
  return { state: s, results };
}

describe('createProject', () => {
  it('reserves "1 ingot of tier ≥ T" from the lowest tier that will do (R-calendar-6): a T5 ingot for a T4 weapon', () => {
    const r = start();
    expect(r.project.materialsReserved).toEqual([{ material: 'ingots', quantity: 1, tier: 5 }]);
    expect(r.state.stock.tiered.ingots).toEqual({ '3': 2, '6': 1 });
    expect(r.state.projects).toHaveLength(1);
    // "[Tier value x Tier value]" with Crude tools: 16 days.
    expect(daysLeft(r.project)).toBe(16);
  });

  it('takes the kind of weapon made, and refuses a kind the item cannot be or a skill for an item that is not a toolkit', () => {
    expect(start({ ...WEAPON, weaponKind: 'main-hand-thrown' }).project.spec).toMatchObject({
      weaponKind: 'main-hand-thrown',
    });
    const refused = (spec: ProjectSpec) =>
      createProject({
        state: stocked(),
        characters: PARTY,
        id: 'p1',
        makerId: 'tova',
        ownerId: 'mara',
        spec,
        tools: 'crude',
      });
    expect(refused({ ...WEAPON, weaponKind: 'two-handed-crossbow' })).toEqual({
      ok: false,
      reasons: ['A Weapon cannot be made as a two handed crossbow weapon.'],
    });
    expect(refused({ ...WEAPON, toolkitSkill: 'logging' })).toEqual({
      ok: false,
      reasons: ['Only a Basic toolkit is made for a skill; a Weapon is not.'],
    });
  });

  it('says what is missing instead of starting', () => {
    const s = stocked();
    const poor = { ...s, stock: { ...s.stock, tiered: { ...s.stock.tiered, ingots: { '3': 2 } } } };
    const r = createProject({
      state: poor,
      characters: PARTY,
      id: 'p1',
      makerId: 'tova',
      ownerId: 'mara',
      spec: WEAPON,
      tools: 'crude',
    });
    expect(r).toEqual({
      ok: false,
      reasons: ['T4 Weapon (medium) needs 1 metal ingots of Tier 4 or higher (0 in stock).'],
    });
  });

  it('refuses a tier above the skill, an advanced skill without prerequisites, and tools not carried', () => {
    const tooHigh = createProject({
      state: stocked(),
      characters: PARTY,
      id: 'p1',
      makerId: 'tova',
      ownerId: 'tova',
      spec: { ...WEAPON, tier: 6 },
      tools: 'crude',
    });
    expect(tooHigh.ok ? [] : tooHigh.reasons).toContain('Weaponsmith 4 can make up to Tier 4, not Tier 6.');

    const novice: CalendarCharacter = {
      ...SMITH,
      build: buildOf('dwarf', {}, { skills: skillsOf({ metalworks: [2, 0], weaponsmith: [4, 0] }) }),
    };
    const noPrereq = createProject({
      state: stocked(),
      characters: [novice, ...PARTY.slice(0, 4)],
      id: 'p1',
      makerId: 'tova',
      ownerId: 'tova',
      spec: WEAPON,
      tools: 'crude',
    });
    expect(noPrereq.ok ? [] : noPrereq.reasons).toEqual([
      'Tova cannot use Weaponsmith (an advanced skill) without its prerequisites: Metalworks 5 (has 2).',
    ]);

    const noKit = createProject({
      state: stocked(),
      characters: PARTY,
      id: 'p1',
      makerId: 'tova',
      ownerId: 'tova',
      spec: WEAPON,
      tools: 'workshop',
    });
    expect(noKit.ok ? [] : noKit.reasons).toEqual(['The party has no Weaponsmith Workshop here.']);
  });

  it('leaves the input state unchanged and abandoning gives the materials back', () => {
    const before = stocked();
    const r = createProject({
      state: before,
      characters: PARTY,
      id: 'p1',
      makerId: 'tova',
      ownerId: 'mara',
      spec: WEAPON,
      tools: 'crude',
    });
    expect(before.stock.tiered.ingots).toEqual({ '3': 2, '5': 1, '6': 1 });
    if (!r.ok) throw new Error('expected a project');
    expect(abandonProject(r.state, 'p1').stock.tiered.ingots).toEqual({ '3': 2, '5': 1, '6': 1 });
  });
});

describe('createProject with untiered materials', () => {
  const bowyer: CalendarCharacter = {
    ...SMITH,
    build: buildOf('dwarf', {}, { skills: skillsOf({ woodworks: [5, 0], bowyer: [3, 0] }) }),
    gear: gearOf({ toolkits: [toolkit('bowyer', 'back')] }),
  };
  const bow: ProjectSpec = { kind: 'item', item: 'bow', tier: 2, size: 'medium' };
  const withCounts = (beams: number, lumber: number, cordageFeet: number) => {
    const s = startState(40);
    return { ...s, stock: { ...s.stock, counts: { ...s.stock.counts, beams, lumber, cordageFeet } } };
  };

  it('a bow takes "1 beam or lumber" (lumber first, then a beam) and 5 feet of cordage', () => {
    const r = createProject({
      state: withCounts(2, 0, 10),
      characters: [bowyer],
      id: 'b',
      makerId: 'tova',
      ownerId: 'tova',
      spec: bow,
      tools: 'crude',
    });
    expect(r.ok && r.project.materialsReserved).toEqual([
      { material: 'beams', quantity: 1, tier: null },
      { material: 'cordageFeet', quantity: 5, tier: null },
    ]);
    expect(r.ok && r.state.stock.counts).toMatchObject({ beams: 1, cordageFeet: 5 });
    const lumber = createProject({
      state: withCounts(2, 3, 10),
      characters: [bowyer],
      id: 'b',
      makerId: 'tova',
      ownerId: 'tova',
      spec: bow,
      tools: 'crude',
    });
    expect(lumber.ok && lumber.state.stock.counts).toMatchObject({ beams: 2, lumber: 2 });
  });

  it('lists the shortfall', () => {
    const r = createProject({
      state: withCounts(2, 0, 3),
      characters: [bowyer],
      id: 'b',
      makerId: 'tova',
      ownerId: 'tova',
      spec: bow,
      tools: 'crude',
    });
    expect(r).toEqual({ ok: false, reasons: ['T2 Bow (medium) needs 5 feet of cordage (3 in stock).'] });
  });
});

describe('project progress', () => {
  it('one Daily Task is one day of work (R-calendar-4); switching tools keeps the fraction done (R-calendar-5)', () => {
    // 2 days × 2 tasks with Crude tools: 4 of 16 days = ¼.
    const { state } = runDays(start().state, 2, work());
    const project = state.projects[0]!;
    expect(project.daysDone).toBe(4);
    expect(daysLeft(project)).toBe(12);
    // With Basic tools the whole is 16 / 2 = 8 days; ¼ done leaves 6; a Workshop would leave 16 / 4 × ¾ = 3.
    expect(daysLeft(project, 'basic')).toBe(6);
    expect(daysLeft(project, 'workshop')).toBe(3);
    const switched = switchProjectTools(project, 'basic');
    expect(switched).toMatchObject({ tools: 'basic', daysDone: 2 });
    // 3 more days of 2 tasks: 2 + 6 = 8 → finished on the third day, for Mara's inventory.
    const next = { ...state, projects: [switched] };
    const { state: done, results } = runDays(next, 3, work());
    expect(results.map((r) => r.summary.finished.length)).toEqual([0, 0, 1]);
    expect(results[2]?.summary.finished[0]).toMatchObject({
      projectId: 'p1',
      ownerId: 'mara',
      makerId: 'tova',
      day: 44,
    });
    expect(done.projects).toEqual([]);
    expect(results[2]?.log.some((l) => l.text === "Tova finishes T4 Weapon (medium) for Mara's inventory.")).toBe(true);
  });

  it('a task beyond the last day of work finishes the project without carrying over', () => {
    const r = start();
    const almost: CampaignProject = { ...r.project, daysDone: 15.5 };
    const day = runDay({ ...r.state, projects: [almost] }, PARTY, work('p1', 1), mildDay());
    expect(day.summary.finished).toHaveLength(1);
  });

  it('an ingot upgrade "(to² − from²) ÷ tool divisor" per ingot puts the new ingots into the stock', () => {
    const spec: ProjectSpec = { kind: 'ingot-upgrade', fromTier: 3, toTier: 4, ingots: 2 };
    // (16 − 9) / 2 (Basic) = 3.5 days per ingot, 7 for two.
    expect(projectTotalDays(spec, 'basic')).toBe(7);
    const r = createProject({
      state: stocked(),
      characters: PARTY,
      id: 'up',
      makerId: 'tova',
      ownerId: 'tova',
      spec,
      tools: 'basic',
    });
    if (!r.ok) throw new Error(r.reasons.join(' '));
    expect(r.state.stock.tiered.ingots).toEqual({ '5': 1, '6': 1 });
    const { state, results } = runDays(r.state, 4, work('up'));
    expect(results[3]?.summary.finished).toHaveLength(1);
    expect(state.stock.tiered.ingots).toEqual({ '4': 2, '5': 1, '6': 1 });
  });

  it('a project task with no project, or a project that is gone, says so in words (issue 16: not `There is no project ""`)', () => {
    const r = start();
    const reasons = (projectId: string) =>
      validatePlan(r.state, PARTY, { characters: { tova: { slots: [{ kind: 'project', projectId }] } } }, mildDay())
        .characters.find((c) => c.characterId === 'tova')
        ?.slots[0]?.reasons.join(' ');
    expect(reasons('')).toBe('Tova has no project to work on: start one on the Projects tab, or choose another task.');
    expect(reasons('gone')).toBe(
      'The project this task named is no longer in the camp (finished or abandoned): choose another task.',
    );
  });

  it('only the maker works on a project, with tools they still carry', () => {
    const r = start();
    const other: DayPlan = { characters: { mara: { slots: [{ kind: 'project', projectId: 'p1' }] } } };
    const v = validatePlan(r.state, PARTY, other, mildDay());
    expect(v.characters.find((c) => c.characterId === 'mara')?.slots[0]?.reasons).toEqual([
      'Only its maker (Tova) works on this project.',
    ]);
    const disarmed = PARTY.map((c) => (c.id === 'tova' ? { ...c, gear: gearOf({}) } : c));
    const v2 = validatePlan(r.state, disarmed, work('p1', 1), mildDay());
    expect(v2.characters.find((c) => c.characterId === 'tova')?.slots[0]?.reasons).toEqual([
      'Tova carries no Weaponsmith toolkit (Crude tools chosen).',
    ]);
  });
});

describe('a half-filled project record is refused in words before any field is read (issue 17 §4)', () => {
  it('a spec without its tier or ingots (not "Tundefined Weapon", not NaN days)', () => {
    expect(() => projectName({ kind: 'item', item: 'weapon', size: 'medium' } as unknown as ProjectSpec)).toThrow(
      new RulesError('invalid-number', "The project's tier must be a number, not nothing."),
    );
    expect(() =>
      projectTotalDays({ kind: 'ingot-upgrade', fromTier: 3, toTier: 4 } as unknown as ProjectSpec, 'crude'),
    ).toThrow(new RulesError('invalid-number', "The project's ingots must be a number, not nothing."));
    expect(() => projectName({ kind: 'weapon' } as unknown as ProjectSpec)).toThrow(
      new RulesError(
        'unknown-option',
        'The project\'s kind must be one of item, ingot-upgrade, repair, structure, not "weapon".',
      ),
    );
  });

  it('a new project without its tools, or a maker whose toolkit has no level', () => {
    const input = { state: stocked(), characters: PARTY, id: 'p1', makerId: 'tova', ownerId: 'mara', spec: WEAPON };
    expect(() => createProject(input as unknown as Parameters<typeof createProject>[0])).toThrow(
      new RulesError('unknown-option', "The project's tools must be one of none, crude, basic, workshop, not nothing."),
    );
    const [kit, ...kits] = SMITH.gear.toolkits;
    const halfKit = { ...SMITH, gear: { ...SMITH.gear, toolkits: [{ ...kit!, level: undefined }, ...kits] } };
    const party = [...PARTY.filter((c) => c.id !== 'tova'), halfKit] as CalendarCharacter[];
    expect(() => createProject({ ...input, characters: party, tools: 'crude' })).toThrow(
      new RulesError('unknown-option', "The level of the maker's toolkit 1 must be one of crude, basic, not nothing."),
    );
  });

  it("a state whose project has no reserved materials, or a counted material given a tier, can't be abandoned", () => {
    const { state } = start();
    const [project] = state.projects;
    const without = { ...state, projects: [{ ...project!, materialsReserved: undefined }] };
    expect(() => abandonProject(without as unknown as CampaignDayState, 'p1')).toThrow(
      new RulesError('missing-input', "Project 1's reserved materials needs a list, not nothing."),
    );
    const tiered = {
      ...state,
      projects: [{ ...project!, materialsReserved: [{ material: 'lumber', quantity: 1, tier: 2 }] }],
    };
    expect(() => abandonProject(tiered as CampaignDayState, 'p1')).toThrow(
      new RulesError('invalid-number', 'The lumber reserved by Project 1 has no tier, not 2.'),
    );
  });
});
