import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/systems/eos/rules';
import {
  CALCULATOR_GROUPS,
  CALCULATORS,
  calculatorDefaults,
  calculatorMatches,
  runCalculator,
  type Calculator,
} from '../../src/systems/eos/rules';

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const rulesText = fold(readFileSync(new URL('../../data/source/eos-rules.txt', import.meta.url), 'utf8'));
const byId = (id: string) => CALCULATORS.find((c) => c.id === id) as Calculator;
const run = (id: string, changes: Record<string, string> = {}) => {
  const calculator = byId(id);
  return runCalculator(calculator, { ...calculatorDefaults(calculator), ...changes });
};

describe('the calculators registry', () => {
  it('has unique ids and only the book’s groups', () => {
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(CALCULATORS.length);
    const groups = CALCULATOR_GROUPS.map((g) => g.id) as readonly string[];
    for (const calculator of CALCULATORS) expect(groups, calculator.id).toContain(calculator.group);
  });

  it.each(CALCULATORS.map((c) => [c.id, c] as const))('%s quotes the rules word for word', (_id, calculator) => {
    expect(rulesText.includes(fold(calculator.quote)), calculator.quote).toBe(true);
  });

  it.each(CALCULATORS.map((c) => [c.id, c] as const))(
    '%s runs only exports of src/systems/eos/rules',
    (_id, calculator) => {
      expect(calculator.runs.length).toBeGreaterThan(0);
      for (const name of calculator.runs) expect(Object.keys(rules), name).toContain(name);
    },
  );

  it.each(CALCULATORS.map((c) => [c.id, c] as const))(
    '%s answers its starting values with a formula',
    (_id, calculator) => {
      const result = runCalculator(calculator, calculatorDefaults(calculator));
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      expect(result.answer).not.toMatch(/NaN|undefined|Infinity/);
      expect(result.formula).not.toMatch(/NaN|undefined|Infinity/);
      expect(result.formula.length).toBeGreaterThan(0);
    },
  );

  it.each(CALCULATORS.flatMap((c) => c.inputs.filter((i) => i.kind !== 'choice').map((i) => [c.id, i.key] as const)))(
    '%s refuses %s out of its range and not a number, in words',
    (id, key) => {
      const input = byId(id).inputs.find((i) => i.key === key);
      if (input === undefined || input.kind === 'choice') throw new Error('no such input');
      for (const bad of [String(input.max + 1), String(input.min - 1), 'abc', '']) {
        const result = run(id, { [key]: bad });
        expect(result.ok, `${key} = ${bad}`).toBe(false);
        if (!result.ok) expect(result.message).toMatch(new RegExp(input.label.replace(/[()[\]+?*.]/g, '\\$&')));
      }
    },
  );
});

describe('calculators quote the rules and fill in the numbers', () => {
  it('"Each torch takes up 5 inventory slots": 3 torches take 15', () => {
    expect(run('inventory-slots', { kind: 'torch', count: '3' })).toEqual({
      ok: true,
      answer: '15 slots',
      formula: '3 × 5 (torch) = 15',
    });
  });

  it('"A Backpack has carry slots equal to 4x it’s tier value": a small T3 backpack holds 6', () => {
    expect(run('container-slots', { kind: 'backpack', tier: '3', size: 'small' })).toMatchObject({
      answer: '6 slots; needs Body 3 to wear',
      formula: '4 × T3 × 0.5 (small) = 6',
    });
  });

  it('"Dwarves have the ability to carry an additional item in each worn slot": 18 items', () => {
    expect(run('carry-places', { race: 'dwarf' })).toMatchObject({ answer: '18 items worn' });
  });

  it('"[Daily Miles= (Body+ Move) /2]": Body 4, Move 3 off road is 3.5 miles', () => {
    expect(run('daily-miles', { body: '4', move: '3', road: 'off-road', bonus: '0', tasks: '1' })).toMatchObject({
      answer: '3.5 miles',
    });
  });

  it('"Both players involved add 1d20 + reflex + skill … The player with the highest total adds the difference": typed dice, both ways', () => {
    expect(run('contested-roll')).toEqual({
      ok: true,
      answer: 'The attacker wins by 4: they add 4 to their damage',
      formula: '14 + 8 = 22 against 12 + 6 = 18: difference 4',
    });
    // Dual wielding keeps the best of two d20s; the second die is not counted with one.
    expect(
      run('contested-roll', { attackerDice: '2', attackerRoll: '3', attackerRoll2: '20', defenderRoll2: '19' }),
    ).toMatchObject({
      answer:
        'The attacker wins by 10: they add 10 to their damage. A natural 20 for the attacker: they may damage the opponent’s gear first',
      formula: 'best of [3, 20] = 20 + 8 = 28 against 12 + 6 = 18: difference 10',
    });
    expect(run('contested-roll', { attackerRoll: '10' })).toMatchObject({
      answer: 'A tie: nobody wins and nobody adds damage',
    });
    expect(run('contested-roll', { attackerRoll: '1', defenderRoll: '20' })).toMatchObject({
      answer:
        'The defender wins by 17: they add 17 to their damage. A natural 20 for the defender: they may damage the opponent’s gear first',
    });
  });

  it('"5 days to plant & 5 days to harvest, leaving the middle 20 days open": months of 30 days, years of 12 months', () => {
    expect(run('day-of-date', { year: '1', month: '1', dayOfMonth: '1' })).toMatchObject({
      answer: expect.stringMatching(/^Campaign day 1: Day 1 of /),
      formula: '1 + (1 − 1) × 360 + (1 − 1) × 30 + (1 − 1) = 1',
    });
    expect(run('day-of-date', { year: '2', month: '4', dayOfMonth: '10' })).toMatchObject({
      answer: expect.stringMatching(
        /^Campaign day 460: Day 10 of .*\(month 4, summer\), year 2, day 10 of the season$/,
      ),
      formula: '1 + (2 − 1) × 360 + (4 − 1) × 30 + (10 − 1) = 460',
    });
  });

  it('a rule’s own refusal comes through in its words', () => {
    expect(run('raft', { persons: '6', bushcraft: '3' })).toEqual({
      ok: false,
      message: 'Bushcraft 3 can build a raft for at most 3 persons, not 6.',
    });
  });
});

describe('calculatorMatches', () => {
  it('finds a calculator by any word of its title, quote, group or rule', () => {
    const found = (query: string) => CALCULATORS.filter((c) => calculatorMatches(c, query)).map((c) => c.id);
    expect(found('torch')).toContain('inventory-slots');
    expect(found('raft cordage')).toEqual(['raft']);
    expect(found('zzzz')).toEqual([]);
    expect(found('')).toHaveLength(CALCULATORS.length);
  });

  it('reads the text’s other spellings of a skill as that skill (rulings C-15, M-02, M-03, T-09)', () => {
    const found = (query: string) => CALCULATORS.filter((c) => calculatorMatches(c, query)).map((c) => c.id);
    // C-15: "Quarrying is not a skill of its own … using the Mining level": a search for it finds Mining's calculators.
    expect(found('quarrying')).toEqual(found('mining'));
    expect(found('quarrying')).toContain('mining');
    // T-09: "Taylor → Tailor"; M-03: "Gardening" is read as Farming.
    expect(found('taylor')).toEqual(found('tailor'));
    expect(found('gardening')).toEqual(found('farming'));
    expect(found('gardening')).toContain('farming');
    // M-02: "Jewelry is not a skill in the app".
    expect(found('jewelry')).toEqual([]);
  });
});
