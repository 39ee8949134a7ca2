import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { tasksUsed, validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import { workLevel } from '../../src/systems/eos/rules/calendar/phases';
import { taskTitle } from '../../src/systems/eos/rules/calendar/runnable-plan';
import { calendarProfile, toolChoices } from '../../src/systems/eos/rules/calendar/party';
import type {
  CalendarCharacter,
  CampaignDayState,
  DayPlan,
  PlanValidation,
  TaskSlot,
} from '../../src/systems/eos/rules/calendar/types';
import { RulesError } from '../../src/core/rules/errors';
import { buildOf, gearOf, skillsOf, toolkit } from './character-fixtures';
import { mildDay, party, startState } from './calendar-fixtures';

const PARTY = party();
const STATE = startState(5, 50);
const fish: TaskSlot = { kind: 'gathering', skill: 'fishing', tools: 'crude', roll: 10 };
const free: TaskSlot = { kind: 'free', text: 'mends the fence' };

function slotReasons(v: PlanValidation, id: string): (readonly string[])[] {
  return v.characters.find((c) => c.characterId === id)?.slots.map((s) => s.reasons) ?? [];
}

const check = (
  plan: DayPlan,
  state: CampaignDayState = STATE,
  characters: readonly CalendarCharacter[] = PARTY,
  light = 5,
) => validatePlan(state, characters, plan, mildDay({ hoursOfLight: light }));

const cook = (forIds: string[]): TaskSlot => ({
  kind: 'cooking',
  tools: 'crude',
  choreDelegationFor: forIds,
  preservations: 0,
  candleBatches: 0,
});

describe('validatePlan', () => {
  it('accepts a plain day', () => {
    const v = check({ characters: { mara: { slots: [fish, free] } } });
    expect(v.ok).toBe(true);
    expect(v.characters.find((c) => c.characterId === 'mara')?.tasksAllowed).toBe(2);
  });

  it('refuses a toolkit the character does not carry, and the rule function refuses missing tools', () => {
    const v = check({
      characters: {
        bron: { slots: [fish] },
        pip: { slots: [{ kind: 'gathering', skill: 'fishing', tools: 'none', roll: 10 }] },
      },
    });
    expect(slotReasons(v, 'bron')).toEqual([['Bron carries no Fishing toolkit (Crude tools chosen).']]);
    expect(slotReasons(v, 'pip')).toEqual([['Fishing needs at least Crude tools; with no tools it cannot be done.']]);
  });

  it('"a third task needs a cook\'s Chore Delegation and 5 hours of light"', () => {
    const three = { slots: [free, free, free] };
    const none = check({ characters: { pip: three } });
    expect(slotReasons(none, 'pip')[2]).toEqual([
      "A third task needs a cook's Chore Delegation and 5 hours of light; Pip has no Chore Delegation today.",
    ]);
    const delegated: DayPlan = { characters: { mara: { slots: [cook(['pip']), free] }, pip: three } };
    expect(check(delegated).ok).toBe(true);
    expect(check(delegated).characters.find((c) => c.characterId === 'pip')?.tasksAllowed).toBe(3);
    expect(slotReasons(check(delegated, STATE, PARTY, 3), 'pip')[2]).toEqual([
      "A third task needs a cook's Chore Delegation and 5 hours of light; Pip has 3.",
    ]);
    const halfFed: DayPlan = { characters: { ...delegated.characters, pip: { ...three, ration: 'half' } } };
    expect(slotReasons(check(halfFed), 'pip')[2]?.[0]).toMatch(/feed Pip a full day of meals/);
  });

  it('Chore Delegation goes to an ally, once a day', () => {
    const v = check({ characters: { mara: { slots: [cook(['mara'])] } } });
    expect(slotReasons(v, 'mara')[0]).toEqual(['Chore Delegation is given to an ally, not to the cook.']);
  });

  it('refuses an advanced skill without its prerequisites (Bowyer needs Woodworks 5)', () => {
    const fletcher: CalendarCharacter = {
      id: 'pip',
      name: 'Pip',
      build: buildOf('neo-rat', {}, { skills: skillsOf({ bowyer: [2, 0], woodworks: [1, 0] }) }),
      gear: gearOf({ toolkits: [toolkit('bowyer', 'back')] }),
    };
    const s = { ...STATE, stock: { ...STATE.stock, counts: { ...STATE.stock.counts, lumber: 5, boneShards: 5 } } };
    const v = check(
      {
        characters: {
          pip: { slots: [{ kind: 'processing', task: { process: 'arrows', heads: 'bone' }, tools: 'crude' }] },
        },
      },
      s,
      [fletcher],
    );
    expect(slotReasons(v, 'pip')).toEqual([
      ['Pip cannot use Bowyer (an advanced skill) without its prerequisites: Woodworks 5 (has 1).'],
    ]);
  });

  it('says what the stock cannot supply, in task order', () => {
    const cloth: TaskSlot = { kind: 'processing', task: { process: 'cloth', tier: 2 }, tools: 'crude' };
    const v = check({ characters: { tova: { slots: [cloth] } } });
    // "The number of Cloth Fragments needed to create a cloth of any tier is: [Tier Value x 5]" → 10.
    expect(slotReasons(v, 'tova')).toEqual([["Tova's T2 cloth needs 10 cloth fragments; the stock has 0."]]);
    // Bron's morning hunt (a roll counted as 1 in the check: 1 + 8 = 9 vs 20, nothing) does not supply it either.
    const withHunt = check({
      characters: {
        bron: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none' }] },
        tova: { slots: [free, cloth] },
      },
    });
    expect(slotReasons(withHunt, 'tova')[1]).toHaveLength(1);
  });

  it('Medicine needs the patient to rest; an unconscious character does no task (out of the plan, not refused); Cooking and Medicine at 0 do nothing', () => {
    const hurt = { ...STATE, characters: { ...STATE.characters, pip: { ...STATE.characters.pip!, currentHp: -3 } } };
    const v = check(
      {
        characters: {
          kel: { slots: [{ kind: 'medicine', patientId: 'tova', tools: 'basic' }] },
          tova: { slots: [free] },
          pip: { slots: [free] },
          bron: { slots: [{ kind: 'medicine', patientId: 'pip', tools: 'crude' }] },
        },
      },
      hurt,
    );
    expect(slotReasons(v, 'kel')).toEqual([['Medicine needs Tova to rest: no Daily Tasks (travel only if carried).']]);
    expect(v.characters.find((c) => c.characterId === 'pip')?.reasons).toEqual([]);
    expect(v.characters.find((c) => c.characterId === 'pip')?.sidelined).toBe(
      'Pip is unconscious (HP -3): out of the plan, resting, until healed above 0; their tasks come back then.',
    );
    expect(slotReasons(v, 'bron')[0]).toContain('Bron has no Medicine: Medicine 0 heals 0 HP.');
  });

  it('lockpicking: "Every 5 hours that character loses the ability to do a Daily Task" (A-16)', () => {
    const pick = (attempts: number): TaskSlot => ({ kind: 'lockpicking', lockTier: 3, tools: 'basic', attempts });
    expect(tasksUsed([pick(4), free])).toBe(1);
    expect(tasksUsed([pick(5), free])).toBe(2);
    expect(tasksUsed([pick(4), free], { lockpickingTasksLostRoundUp: true })).toBe(2);
    expect(tasksUsed([{ kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }])).toBe(0);
  });

  it('refuses an unknown zone and a plan for someone not in the party', () => {
    expect(validatePlan(STATE, PARTY, { characters: {} }, mildDay({ zoneId: 'moon' }))).toEqual({
      ok: false,
      characters: [],
      reasons: ['Today\'s zone "moon" is not one of the campaign\'s zones.'],
    });
    expect(check({ characters: { ghost: { slots: [free] } } }).reasons).toEqual([
      'The plan names "ghost", who is not in the party.',
    ]);
  });

  it('runDay refuses a refused plan with every reason, and asks for a d20 neither typed nor rollable', () => {
    expect(() => runDay(STATE, PARTY, { characters: { bron: { slots: [fish] } } }, mildDay())).toThrow(
      /carries no Fishing toolkit/,
    );
    const untyped: DayPlan = {
      characters: { mara: { slots: [{ kind: 'gathering', skill: 'fishing', tools: 'basic' }] } },
    };
    expect(check(untyped).ok).toBe(true);
    expect(() => runDay(STATE, PARTY, untyped, mildDay())).toThrow(RulesError);
    expect(() => runDay(STATE, PARTY, untyped, mildDay())).toThrow(
      "Mara's Fishing needs a d20: type the roll made at the table, or let the app roll.",
    );
  });
});

describe('a half-filled Daily Task is refused in words before any field is read (issue 17 §4)', () => {
  it('a lockpicking slot without its attempts, a processing slot without its process, a missing slot', () => {
    expect(() => tasksUsed([{ kind: 'lockpicking', lockTier: 2, tools: 'crude' } as unknown as TaskSlot])).toThrow(
      new RulesError('invalid-number', "Task 1's lockpicking attempts must be a whole number 0 or more, not nothing."),
    );
    expect(() => taskTitle({ kind: 'processing', tools: 'crude', task: {} } as unknown as TaskSlot)).toThrow(
      new RulesError(
        'unknown-option',
        "The task's processing must be one of cloth, cordage, lumber, arrows, bolts, not nothing.",
      ),
    );
    expect(() => workLevel({ slots: [{ kind: 'rest' }, null as unknown as TaskSlot] })).toThrow(
      new RulesError('missing-input', 'Task 2 needs its details, not nothing.'),
    );
  });

  it('a profile whose character carries no list of toolkits', () => {
    const profile = calendarProfile(party()[0]!);
    const bare = {
      ...profile,
      character: { ...profile.character, gear: { ...profile.character.gear, toolkits: undefined } },
    };
    expect(() => toolChoices(bare as unknown as typeof profile, ['fishing'], startState(1).stock)).toThrow(
      new RulesError('missing-input', "The character's toolkits needs a list, not nothing."),
    );
  });
});
