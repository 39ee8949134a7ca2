import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  HexRulesError,
  attributePoints,
  characterProblems,
  characterSheet,
  formatHexMessage,
  hexHouseRules,
} from '../../../src/systems/swedish-hex/rules';
import { CATALOGUE, EXAMPLE_TABLE, TABLE, character } from './fixtures';
import { quote } from './text';

const sheet = (c = character(), rules = DEFAULT_HOUSE_RULES) => characterSheet(c, TABLE, CATALOGUE, rules);

describe('rollpersoner: level and attribute points', () => {
  it.each([
    [1, 0],
    [2, 2],
    [3, 4],
    [10, 18],
  ])(
    `${quote('Rollpersoner börjar med noll poäng i varje av de tre egenskaperna, och får varje gång de går upp i nivå två egenskapspoäng')}: level %i has %i (R-level-1)`,
    (level, points) => {
      expect(attributePoints(level, DEFAULT_HOUSE_RULES)).toBe(points);
    },
  );

  it('R-level-1’s other reading gives 2 × level', () => {
    expect(attributePoints(1, hexHouseRules({ firstLevelPoints: 'two' }))).toBe(2);
    expect(attributePoints(3, hexHouseRules({ firstLevelPoints: 'two' }))).toBe(6);
  });

  it('refuses a level that is not a whole number from 1, in either language', () => {
    expect(() => attributePoints(0, DEFAULT_HOUSE_RULES)).toThrow(HexRulesError);
    try {
      attributePoints(1.5, DEFAULT_HOUSE_RULES);
    } catch (error) {
      expect(error).toBeInstanceOf(HexRulesError);
      const message = (error as HexRulesError).hexMessage;
      expect(formatHexMessage(message, 'sv')).toBe('nivå måste vara ett heltal från 1 till 100, inte 1.5.');
      expect((error as HexRulesError).message).toBe('level must be a whole number from 1 to 100, not 1.5.');
    }
  });

  it(`${quote('att valfritt placera på någon av egenskaperna')}: any split, unplaced points shown, too many reported`, () => {
    const level3 = sheet(character({ level: 3, points: { styrka: 0, smidighet: 3, vitalitet: 0 } }));
    expect(level3.points).toEqual({ total: 4, placed: 3, unplaced: 1 });
    expect(level3.problems).toEqual([]);
    const over = sheet(character({ level: 2, points: { styrka: 2, smidighet: 1, vitalitet: 0 } }));
    expect(over.problems.map((m) => formatHexMessage(m, 'en'))).toEqual([
      'A character of level 2 has 2 attribute points, but 3 are placed.',
    ]);
  });
});

describe('rollpersoner: sub-attributes from the folkslag', () => {
  it(`${quote('Poäng i en egenskap ger poäng i dess underegenskaper')}: start + gain per point of the owning attribute`, () => {
    const s = sheet(character({ level: 4, points: { styrka: 2, smidighet: 3, vitalitet: 1 } }));
    // styrka 2: skadebonus 1 + 1·2, armstyrka 2 + 2·2
    expect(s.skadebonus.interval).toEqual({ min: 3, max: 3 });
    expect(s.values.armstyrka.total).toBe(6);
    // smidighet 3: vapenskicklighet 1 + 3, initiativ 3 + 3, träffsäkerhet 4 + 6, undvika 2 + 3, parera 1 + 0
    expect(s.values.vapenskicklighet.total).toBe(4);
    expect(s.values.initiativ.total).toBe(6);
    expect(s.values.träffsäkerhet.total).toBe(10);
    expect(s.values.undvika.total).toBe(5);
    expect(s.values.parera.total).toBe(1);
    // vitalitet 1: uthållighet 2 + 1
    expect(s.values.uthållighet.total).toBe(3);
    expect(s.values.träffsäkerhet.parts).toEqual([
      { source: 'folkslag', from: null, value: 4 },
      { source: 'points', from: 'smidighet', value: 6 },
    ]);
  });

  it(`${quote('Alla rollpersoner startar med 20 HP på nivå 1 och får 1 HP för varje poäng i vitalitet.')}`, () => {
    expect(sheet().values.hp.total).toBe(20);
    expect(sheet(character({ level: 5, points: { styrka: 0, smidighet: 0, vitalitet: 8 } })).values.hp.total).toBe(28);
    // R-hp-1: a level adds HP only through vitalitet points
    expect(sheet(character({ level: 5, points: { styrka: 8, smidighet: 0, vitalitet: 0 } })).values.hp.total).toBe(20);
  });

  it(`${quote('Absorbering ges endast av föremåls bonusar.')}: no items, no absorbering`, () => {
    expect(sheet().absorbering.interval).toEqual({ min: 0, max: 0 });
  });

  it('the same character on another folkslag of the example table has other numbers (R-folk-1)', () => {
    const points = { styrka: 1, smidighet: 1, vitalitet: 0 };
    const of = (folkslagId: string) =>
      characterSheet(character({ folkslagId, level: 2, points }), EXAMPLE_TABLE, CATALOGUE, DEFAULT_HOUSE_RULES);
    expect(of('skogsfolk').values.initiativ.total).toBe(7);
    expect(of('bergsfolk').values.initiativ.total).toBe(2);
    expect(of('skogsfolk').values.hp.total).toBe(of('bergsfolk').values.hp.total);
  });

  it('R-styggelse-1: a styggelse is built like a character', () => {
    const wolf = characterSheet(
      character({ kind: 'styggelse', folkslagId: 'varg', level: 2, points: { styrka: 2, smidighet: 0, vitalitet: 0 } }),
      EXAMPLE_TABLE,
      CATALOGUE,
      DEFAULT_HOUSE_RULES,
    );
    expect(wolf.kind).toBe('styggelse');
    expect(wolf.skadebonus.interval).toEqual({ min: 5, max: 5 });
    expect(wolf.values.hp.total).toBe(20);
  });

  it('an unknown folkslag is refused by the sheet and reported by characterProblems, which never throws', () => {
    expect(() => sheet(character({ folkslagId: 'drake' }))).toThrow('The folk “drake” is not in the campaign’s table.');
    expect(
      characterProblems(character({ folkslagId: 'drake' }), TABLE, CATALOGUE, DEFAULT_HOUSE_RULES).map((m) =>
        formatHexMessage(m, 'sv'),
      ),
    ).toEqual(['Folkslaget ”drake” finns inte i kampanjens tabell.']);
  });
});
