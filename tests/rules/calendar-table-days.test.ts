import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { previewDay } from '../../src/systems/eos/rules/calendar/preview';
import { runnablePlan } from '../../src/systems/eos/rules/calendar/runnable-plan';
import { validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import { coldNote } from '../../src/systems/eos/rules/calendar/condition-presets';
import type { CampaignDayState, DayPlan, TaskSlot } from '../../src/systems/eos/rules/calendar/types';
import { mildDay, party, startState } from './calendar-fixtures';

/**
 * Issue 16, part A: days at a real table. The dead and the unconscious leave the plan by themselves, one refused task
 * no longer stops the day, a deadly day says who and why, and the app's dice are the plan's own.
 */
const PARTY = party();
const fish = (over: Partial<Extract<TaskSlot, { kind: 'gathering' }>> = {}): TaskSlot => ({
  kind: 'gathering',
  skill: 'fishing',
  tools: 'crude',
  ...over,
});
const withHp = (state: CampaignDayState, hp: Record<string, number>): CampaignDayState => ({
  ...state,
  characters: Object.fromEntries(
    Object.entries(state.characters).map(([id, st]) => [id, hp[id] === undefined ? st : { ...st, currentHp: hp[id] }]),
  ),
});

describe('the dead and the unconscious leave the plan by themselves (issue 16 item 2)', () => {
  // "A character at 0 HP or less is unconscious"; dead at −(adjusted max HP) (C-09). Kel max 20, Pip max 25.
  const state = withHp(startState(5, 50), { kel: -20, pip: -3 });
  const plan: DayPlan = {
    characters: {
      kel: { slots: [{ kind: 'rest' }] },
      pip: {
        slots: [
          { kind: 'free', text: 'works on the boat' },
          { kind: 'free', text: 'mends nets' },
        ],
      },
      mara: { slots: [fish({ roll: 10 })] },
    },
  };

  it('are not refusals: the plan is ok, and each says why they are out', () => {
    const v = validatePlan(state, PARTY, plan, mildDay());
    expect(v.ok).toBe(true);
    const of = (id: string) => v.characters.find((c) => c.characterId === id)!;
    expect(of('kel').sidelined).toBe(
      'Kel is dead (HP -20): out of the plan; their tasks come back only if the sheet gives them HP again.',
    );
    expect(of('pip').sidelined).toBe(
      'Pip is unconscious (HP -3): out of the plan, resting, until healed above 0; their tasks come back then.',
    );
    expect(of('mara').sidelined).toBeNull();
  });

  it('the day runs without their tasks, they rest, and their tasks stay in the plan for when they can act', () => {
    const r = runDay(state, PARTY, plan, mildDay());
    // Pip rests: "Body" HP a day resting (5) brings −3 to 2.
    expect(r.state.characters.pip?.currentHp).toBe(2);
    expect(r.log.some((l) => l.characterId === 'pip' && l.text.startsWith('Pip is unconscious'))).toBe(true);
    expect(r.resolvedPlan.characters.pip?.slots).toEqual(plan.characters.pip?.slots);
    // The next morning Pip is conscious again and the same tasks count.
    const next = validatePlan(r.state, PARTY, r.resolvedPlan, mildDay());
    expect(next.characters.find((c) => c.characterId === 'pip')?.sidelined).toBeNull();
    expect(next.characters.find((c) => c.characterId === 'pip')?.slots).toHaveLength(2);
  });
});

describe('a refused task is skipped, the rest of the day runs (issue 16 item 3)', () => {
  // Pip carries no Fishing toolkit: "Pip carries no Fishing toolkit (Crude tools chosen)."
  const plan: DayPlan = {
    characters: {
      pip: { slots: [fish({ roll: 12 })] },
      mara: { slots: [fish({ roll: 10 })] },
    },
  };

  it('runnablePlan leaves out the refused slot and says which and why', () => {
    const r = runnablePlan(startState(5, 50), PARTY, plan, mildDay());
    expect(r.blockers).toEqual([]);
    expect(r.skipped).toEqual([
      {
        characterId: 'pip',
        slotIndex: 0,
        task: 'Fishing',
        reasons: ['Pip carries no Fishing toolkit (Crude tools chosen).'],
      },
    ]);
  });

  it('runDay refuses the plan unless told to skip; skipping runs Mara’s fishing and logs the skipped task', () => {
    expect(() => runDay(startState(5, 50), PARTY, plan, mildDay())).toThrow(/Pip carries no Fishing toolkit/u);
    const r = runDay(startState(5, 50), PARTY, plan, mildDay(), {}, {}, { skipRefused: true });
    expect(r.summary.skipped).toHaveLength(1);
    expect(r.summary.foodGained).toBeGreaterThan(0);
    expect(r.log.find((l) => l.text.startsWith('Skipped'))?.text).toBe(
      "Skipped, refused by the rules: Pip's task 1 (Fishing). Pip carries no Fishing toolkit (Crude tools chosen).",
    );
    // The GM's plan carries over as planned: tomorrow the slot may run (a toolkit added).
    expect(r.resolvedPlan.characters.pip?.slots[0]).toEqual(fish({ roll: 12 }));
  });

  it('what refuses the whole day cannot be skipped', () => {
    const r = runnablePlan(startState(5, 50), PARTY, { ...plan, smeltOre: true }, mildDay());
    expect(r.blockers).toEqual(['Smelting ore into ingots needs a fire (see Bushcraft).']);
  });

  it('a refusal for a missing toolkit names the toolkit, so the planner can add it', () => {
    const v = validatePlan(startState(5, 50), PARTY, plan, mildDay());
    const slot = v.characters.find((c) => c.characterId === 'pip')?.slots[0];
    expect(slot?.missingToolkit).toEqual({ skill: 'fishing', level: 'crude' });
    // With no tools chosen: "requires a minimum of Crude tools", and Pip has none for Fishing.
    const bare = validatePlan(
      startState(5, 50),
      PARTY,
      { characters: { pip: { slots: [fish({ tools: 'none' })] } } },
      mildDay(),
    );
    expect(bare.characters.find((c) => c.characterId === 'pip')?.slots[0]?.missingToolkit).toEqual({
      skill: 'fishing',
      level: 'crude',
    });
  });
});

describe('a deadly day says who and why (issue 16 item 1)', () => {
  it('cold 6 for 8 hours out with no shelter kills Pip at −3 HP: "dies", with the cold line', () => {
    // Pip (no clothing, no armor): cold 6 − armor 0 = 6/h × 8 h = 48 damage; −3 − 48 ≤ −25: dead.
    const state = withHp(startState(5, 50), { pip: -3 });
    const cold = mildDay({ coldDay: 6, hoursExposedDay: 8 });
    const preview = previewDay(state, PARTY, { characters: {} }, cold);
    const pip = preview.dangers.find((d) => d.characterId === 'pip');
    expect(pip?.outcome).toBe('dies');
    expect(pip?.why.join(' ')).toContain('cold 6 − armor 0 = 6/h × 8 h = 48');
    // Mara (T3 clothing): (6 − 3) × 8 = 24 of her 25 HP: still conscious, not a danger.
    expect(preview.dangers.some((d) => d.characterId === 'mara')).toBe(false);
  });

  it('no food: everyone "starves" (the starvation reduction grows), said with the starvation line', () => {
    const preview = previewDay(startState(5, 0), PARTY, { characters: {} }, mildDay());
    expect(preview.dangers.map((d) => d.outcome)).toEqual(PARTY.map(() => 'starves'));
    expect(preview.dangers[0]?.why.some((line) => line.includes('%'))).toBe(true);
  });

  it('a quiet day has no danger', () => {
    expect(previewDay(startState(5, 50), PARTY, { characters: {} }, mildDay()).dangers).toEqual([]);
  });
});

describe('the plan’s dice: stored, each roll from its own place (issue 16 item 16)', () => {
  const plan = (pipTask: TaskSlot): DayPlan => ({
    characters: { mara: { slots: [fish()] }, pip: { slots: [pipTask] } },
  });
  const maraRoll = (p: DayPlan, seed: number) =>
    runDay(startState(5, 50), PARTY, p, mildDay(), { seed }, {}, { skipRefused: true }).rolls.find(
      (r) => r.characterId === 'mara',
    )?.roll;

  it('the same seed gives the same roll, load after load; another slot’s change does not move it', () => {
    const a = maraRoll(plan({ kind: 'rest' }), 77);
    expect(maraRoll(plan({ kind: 'rest' }), 77)).toBe(a);
    // Pip's slot comes before or after Mara's in the draw order: with one sequence of dice it would shift her roll.
    const rolls = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => maraRoll(plan({ kind: 'rest' }), seed)));
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(maraRoll(plan({ kind: 'gathering', skill: 'trapping', tools: 'crude' }), seed)).toBe(
        maraRoll(plan({ kind: 'rest' }), seed),
      );
    }
    expect(rolls.size).toBeGreaterThan(1);
  });
});

describe('why the cold costs what it does (issue 16 item 6)', () => {
  it('shelter + fire: 8 hours out at cold 6 cost nothing, "Shelter & Fire used in conjunction will also reduce that damage to 0"', () => {
    const note = coldNote(mildDay({ coldDay: 6, hoursExposedDay: 8, shelter: true, fire: true }));
    expect(note).toEqual({
      formula: 'cold 6 by day × 8 h, with shelter + fire: 0 HP an hour = 0 damage.',
      quote:
        'Shelter & Fire used in conjunction will also reduce that damage to 0 as long as the character remains indoors.',
    });
    // The day itself agrees: nobody loses a point to the cold.
    const r = runDay(
      startState(5, 50),
      PARTY,
      { characters: {} },
      mildDay({ coldDay: 6, hoursExposedDay: 8, shelter: true, fire: true }),
    );
    expect(r.log.some((l) => l.phase === 'cold')).toBe(false);
  });

  it('one of them halves, rounded up, after the armor (A-01); neither: 1 HP an hour per level', () => {
    expect(coldNote(mildDay({ coldNight: 12, hoursExposedNight: 10, shelter: true }))?.formula).toBe(
      'cold 12 at night × 10 h, with shelter alone: ⌈(12 − armor) ÷ 2⌉ HP an hour × 10 h at night.',
    );
    expect(coldNote(mildDay({ coldDay: 6, hoursExposedDay: 8 }))?.quote).toBe(
      'For each Level of environmental damage GM decides to declare, each character will lose 1hp each hour while exposed.',
    );
    expect(coldNote(mildDay({ coldDay: 6 }))).toBeNull();
  });
});
