import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  carriedWeight,
  characterSheet,
  equipItem,
  findItem,
  formatHexMessage,
  hexHouseRules,
  itemProblems,
  parseRange,
  rangeDistribution,
  unequipSlot,
} from '../../../src/systems/swedish-hex/rules';
import { CATALOGUE, TABLE, character } from './fixtures';
import { quote } from './text';

const item = (id: string) => findItem(CATALOGUE, id);
const en = (messages: readonly Parameters<typeof formatHexMessage>[0][]) =>
  messages.map((m) => formatHexMessage(m, 'en'));
const basis = { level: 1, armstyrka: 2, vapenskicklighet: 1 };

describe('föremål: ranges', () => {
  it(`${quote('till exempel 5-8 som innebär att skadebonusen vid varje anfall blir ett slumpmässigt tal från och med fem till och med åtta')}`, () => {
    expect(parseRange('5-8')).toEqual({ min: 5, max: 8 });
    expect(parseRange('3')).toEqual({ min: 3, max: 3 });
    const d = rangeDistribution([{ min: 5, max: 8 }], 'one-interval');
    expect(d.values).toEqual([5, 6, 7, 8].map((value) => ({ value, ways: 1, p: 0.25 })));
  });

  it.each(['8-5', '-1', 'fem', '5-', ''])('refuses the range “%s” with a reason', (text) => {
    expect(() => parseRange(text)).toThrow(/must be a range such as “5-8”/);
  });

  it('R-range-1: two items make one interval drawn once; the other reading adds one draw per item', () => {
    const helmet = { min: 1, max: 2 };
    const harness = { min: 3, max: 5 };
    expect(rangeDistribution([helmet, harness], 'one-interval').values.map((v) => [v.value, v.ways])).toEqual([
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 1],
    ]);
    expect(rangeDistribution([helmet, harness], 'each-item').values.map((v) => [v.value, v.ways])).toEqual([
      [4, 1],
      [5, 2],
      [6, 2],
      [7, 1],
    ]);
  });
});

describe('föremål: what can be used', () => {
  it(`${quote('med undantag för övriga föremål som inte kan användas alls')}`, () => {
    expect(en(itemProblems(item('järntacka'), basis))).toEqual([
      'Järntacka is of the type other and cannot be used by characters.',
    ]);
    expect(() => equipItem(character(), item('järntacka'), CATALOGUE, basis)).toThrow(/cannot be used by characters/);
  });

  it(`${quote('Föremål kan ha nivåkrav och kan då inte användas av rollpersoner under angiven nivå.')} ${quote('Föremål som har armstyrkekrav kan endast användas av rollpersoner vars armstyrka är minst lika hög som kravet.')}`, () => {
    // Långsvärd: nivåkrav 2, armstyrkekrav 3, skicklighetskrav 2
    expect(en(itemProblems(item('långsvärd'), basis))).toEqual([
      'Långsvärd needs level 2; the character is level 1.',
      'Långsvärd needs arm strength 3; the character’s arm strength is 2.',
      'Långsvärd needs weapon skill 2; the character’s weapon skill is 1.',
    ]);
    expect(itemProblems(item('långsvärd'), { level: 2, armstyrka: 3, vapenskicklighet: 2 })).toEqual([]);
    expect(formatHexMessage(itemProblems(item('långsvärd'), { ...basis, level: 2, armstyrka: 3 })[0]!, 'sv')).toBe(
      'Långsvärd har skicklighetskrav 2; rollpersonens vapenskicklighet är 1.',
    );
  });

  it(`${quote('Rollpersoner kan använda ett föremål av varje typ åt gången')}: a second helmet replaces the first`, () => {
    const withHelmet = equipItem(character(), item('läderhjälm'), CATALOGUE, basis).character;
    const other = { ...item('läderhjälm'), id: 'järnhjälm', name: 'Järnhjälm' };
    const catalogue = { items: [...CATALOGUE.items, other] };
    const swapped = equipItem(withHelmet, other, catalogue, basis);
    expect(swapped.replaced).toBe('läderhjälm');
    expect(swapped.character.equipped).toEqual({ hjälm: 'järnhjälm' });
    expect(withHelmet.equipped).toEqual({ hjälm: 'läderhjälm' });
    expect(unequipSlot(swapped.character, 'hjälm').equipped).toEqual({});
  });

  it(`${quote('tvåhandsvapen, vilka inte kan användas samtidigt som sköldar')}`, () => {
    const strong = { level: 3, armstyrka: 5, vapenskicklighet: 0 };
    const withShield = equipItem(character(), item('rundsköld'), CATALOGUE, strong).character;
    expect(() => equipItem(withShield, item('stridsyxa'), CATALOGUE, strong)).toThrow(
      'Stridsyxa is a two-handed weapon and cannot be used together with the shield Rundsköld.',
    );
    const withAxe = equipItem(character(), item('stridsyxa'), CATALOGUE, strong).character;
    expect(() => equipItem(withAxe, item('rundsköld'), CATALOGUE, strong)).toThrow(
      'The shield Rundsköld cannot be used together with the two-handed weapon Stridsyxa.',
    );
    // a one-handed weapon and a shield go together
    const both = equipItem(withShield, item('kortsvärd'), CATALOGUE, strong).character;
    expect(both.equipped).toEqual({ sköld: 'rundsköld', vapen: 'kortsvärd' });
  });

  it('a stored loadout that breaks the rules still gives a sheet: the bad items are reported and not counted', () => {
    const stored = character({
      level: 3,
      points: { styrka: 2, smidighet: 0, vitalitet: 0 }, // armstyrka 2 + 2·2 = 6
      equipped: {
        vapen: 'stridsyxa',
        sköld: 'rundsköld',
        hjälm: 'ringbrynja',
        handskar: 'borta',
        harnesk: 'ringbrynja',
      },
    });
    const s = characterSheet(stored, TABLE, CATALOGUE, DEFAULT_HOUSE_RULES);
    expect(en(s.problems)).toEqual([
      'The shield Rundsköld cannot be used together with the two-handed weapon Stridsyxa.',
      'Ringbrynja is of the type breastplate and cannot be used as helmet.',
      'The item “borta” is not in the campaign’s catalogue.',
    ]);
    expect(s.items.map((i) => i.id)).toEqual(['stridsyxa', 'ringbrynja']);
  });

  it('R-item-1: requirements are checked without items’ bonuses', () => {
    const gloves = { id: 'kraftvantar', name: 'Kraftvantar', type: 'handskar' as const, bonuses: { armstyrka: 5 } };
    const catalogue = { items: [...CATALOGUE.items, gloves] };
    const s = characterSheet(
      character({ level: 3, equipped: { handskar: 'kraftvantar', vapen: 'stridsyxa' } }),
      TABLE,
      catalogue,
      DEFAULT_HOUSE_RULES,
    );
    expect(s.values.armstyrka.total).toBe(7);
    expect(en(s.problems)).toEqual(['Stridsyxa needs arm strength 5; the character’s arm strength is 2.']);
  });
});

describe('föremål: bonuses on the sheet', () => {
  const armed = character({
    level: 3,
    points: { styrka: 1, smidighet: 1, vitalitet: 2 }, // own skadebonus 2, armstyrka 4, vapenskicklighet 2
    equipped: {
      vapen: 'långsvärd',
      sköld: 'rundsköld',
      hjälm: 'läderhjälm',
      harnesk: 'ringbrynja',
      skor: 'vandringskängor',
    },
  });

  it(`${quote('Föremåls bonusar ger intervall av skadebonus')}: R-skada-1 adds the own skadebonus to both ends`, () => {
    const s = characterSheet(armed, TABLE, CATALOGUE, DEFAULT_HOUSE_RULES);
    expect(s.problems).toEqual([]);
    expect(s.skadebonus.interval).toEqual({ min: 7, max: 10 }); // 2 + 5-8
    const replaced = characterSheet(armed, TABLE, CATALOGUE, hexHouseRules({ skadebonusWithItem: 'item-replaces' }));
    expect(replaced.skadebonus.interval).toEqual({ min: 5, max: 8 });
  });

  it(`${quote('Absorberingen är ett intervall')}: helmet 1-2 and ringbrynja 3-5 make 4-7`, () => {
    expect(characterSheet(armed, TABLE, CATALOGUE, DEFAULT_HOUSE_RULES).absorbering.interval).toEqual({
      min: 4,
      max: 7,
    });
  });

  it(`${quote('sköld – Kan ha armstyrkekrav och skicklighetskrav. Kan användas av rollpersoner då de vanligtvis ger egenskapen parera och reducerar uthållighet.')} ${quote('Ger vanligtvis uthållighet i stället för att reducera')}`, () => {
    const s = characterSheet(armed, TABLE, CATALOGUE, DEFAULT_HOUSE_RULES);
    expect(s.values.parera.total).toBe(1 + 3);
    // uthållighet 2 + 2 (vitalitet), −1 sköld, −1 hjälm, −2 ringbrynja, +2 skor
    expect(s.values.uthållighet.total).toBe(2);
    expect(s.values.undvika.total).toBe(2 + 1 - 1);
  });
});

describe(`föremål: weight, ${quote('Detta stycke är inte aktuellt. Det har inte uppdaterats för att passa nya spelregler.')}`, () => {
  const loaded = character({
    level: 2,
    equipped: { harnesk: 'ringbrynja', benskydd: 'benskenor', vapen: 'kortsvärd' },
    carried: ['järntacka', 'järntacka', 'stridsyxa'],
  });

  it('is not applied by default (R-weight-1)', () => {
    expect(hexHouseRules().weightLimit).toBe(false);
    expect(carriedWeight(loaded, CATALOGUE, false)).toBeNull();
    expect(characterSheet(loaded, TABLE, CATALOGUE, DEFAULT_HOUSE_RULES).weight).toBeNull();
  });

  it(`as a house rule: ${quote('Använda rustningars vikt räknas som hälften mot begränsningen att varje rollperson bara kan bära 20 kg på spelbrädet.')}`, () => {
    // used armour half: 10/2 + 3/2; the used sword in full 1.5; carried 5 + 5 + 4
    const w = carriedWeight(loaded, CATALOGUE, true);
    expect(w?.kg).toBe(22);
    expect(w?.over).toBe(true);
    const s = characterSheet(loaded, TABLE, CATALOGUE, hexHouseRules({ weightLimit: true }));
    expect(en(s.problems)).toEqual(['The character carries 22 kg; the limit is 20 kg.']);
    expect(carriedWeight(character({ carried: ['järntacka'] }), CATALOGUE, true)?.over).toBe(false);
  });
});
