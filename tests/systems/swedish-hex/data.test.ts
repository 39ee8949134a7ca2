import { describe, expect, it } from 'vitest';
import folkslagExample from '../../../data/swedish-hex/folkslag-example.json';
import houseRules from '../../../data/swedish-hex/house-rules.json';
import itemsExample from '../../../data/swedish-hex/items-example.json';
import numbers from '../../../data/swedish-hex/numbers.json';
import rulings from '../../../data/swedish-hex/rulings.json';
import { RulingsFileSchema } from '../../../src/systems/eos/rules/schemas/rulings';
import * as hex from '../../../src/systems/swedish-hex/rules';
import { HOUSE_RULE_KEYS, hexRulings, houseRuleSettings } from '../../../src/systems/swedish-hex/rules';
import { HexCharacterSchema } from '../../../src/systems/swedish-hex/rules/schemas/character';
import { FolkslagTableSchema } from '../../../src/systems/swedish-hex/rules/schemas/folkslag';
import { HouseRuleSettingsFileSchema } from '../../../src/systems/swedish-hex/rules/schemas/house-rules';
import { ItemCatalogueSchema } from '../../../src/systems/swedish-hex/rules/schemas/items';
import { HexNumbersSchema } from '../../../src/systems/swedish-hex/rules/schemas/numbers';
import { TEXT, fold, quote } from './text';

/** Every quote string anywhere in a data file. */
function quotesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(quotesIn);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'quote' || key === 'notCurrentQuote' ? [inner as string] : quotesIn(inner),
    );
  }
  return [];
}

describe('every quote in data/swedish-hex/ appears word for word in the text', () => {
  it.each(Object.entries({ numbers, rulings }).flatMap(([file, data]) => quotesIn(data).map((q) => [file, q])))(
    '%s: “%s”',
    (_file, q) => {
      expect(TEXT.includes(fold(q ?? '')), q).toBe(true);
    },
  );
});

describe('data/swedish-hex/numbers.json', () => {
  const n = HexNumbersSchema.parse(numbers);
  it.each([
    [quote('får varje gång de går upp i nivå två egenskapspoäng'), n.attributePoints.perLevel, 2],
    [quote('börjar med noll poäng i varje av de tre egenskaperna'), n.attributePoints.atStart, 0],
    [quote('startar med 20 HP på nivå 1'), n.hp.atFirstLevel, 20],
    [quote('får 1 HP för varje poäng i vitalitet'), n.hp.perVitalitet, 1],
    [quote('tappar 20% absorbering, initiativ, undvika och parera varje runda'), n.fatigue.percentPerRound, 20],
    [quote('absorberingen aldrig kan få skadan att bli mindre än ett'), n.damage.minimum, 1],
    [quote('Når försvararens HP noll eller mindre besegras försvararen'), n.defeated.atOrBelow, 0],
    [quote('varje rollperson bara kan bära 20 kg på spelbrädet'), n.weight.limitKg, 20],
    [quote('Använda rustningars vikt räknas som hälften'), n.weight.usedArmourShare, 0.5],
  ])('%s', (_q, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it(`the weight paragraph is marked as not current: ${quote('Detta stycke är inte aktuellt.')}`, () => {
    expect(n.weight.current).toBe(false);
    expect(HexNumbersSchema.safeParse({ ...numbers, weight: { ...numbers.weight, current: true } }).success).toBe(
      false,
    );
  });
});

describe('the rulings and the GM’s settings', () => {
  it('the rulings have the app’s ruling shape, with ids of their own', () => {
    const parsed = RulingsFileSchema.parse(rulings);
    expect(new Set(parsed.map((r) => r.id)).size).toBe(parsed.length);
    expect(hexRulings()).toEqual(parsed);
  });

  it('each setting belongs to one ruling that names it, and each ruling with a switch has its setting', () => {
    const settings = HouseRuleSettingsFileSchema.parse(houseRules);
    expect(settings.map((s) => s.key)).toEqual([...HOUSE_RULE_KEYS]);
    expect(houseRuleSettings()).toEqual(settings);
    for (const setting of settings) {
      const ruling = hexRulings().find((r) => r.id === setting.rulingId);
      expect(ruling?.houseRule?.key, setting.key).toBe(setting.key);
    }
    const withSwitch = hexRulings().filter((r) => r.houseRule !== undefined);
    expect(withSwitch.map((r) => r.houseRule?.key).sort()).toEqual([...HOUSE_RULE_KEYS].sort());
  });

  it('every function a ruling names is one the pack exports (or one of its schemas)', () => {
    const exported = new Set([...Object.keys(hex), 'FolkslagTableSchema', 'ItemSchema']);
    for (const ruling of hexRulings()) {
      for (const name of ruling.appliesTo) expect(exported.has(name), `${ruling.id}: ${name}`).toBe(true);
    }
  });

  it('the rulings cover the points the issue names as left open', () => {
    const ids = hexRulings().map((r) => r.id);
    // styggelser, skadebonus with an item's range, HP after a fight, fatigue and träffsäkerhet, compounding fatigue
    expect(ids).toEqual(
      expect.arrayContaining(['R-styggelse-1', 'R-skada-1', 'R-hp-2', 'R-fatigue-3', 'R-fatigue-1', 'R-weight-1']),
    );
  });

  it('every choice setting offers its default, and every label is in Swedish and English', () => {
    for (const setting of HouseRuleSettingsFileSchema.parse(houseRules)) {
      if (setting.kind === 'choice') expect(setting.options.map((o) => o.value)).toContain(setting.default);
      expect(setting.label.sv.length * setting.label.en.length).toBeGreaterThan(0);
    }
  });
});

describe('the shipped examples and the GM’s schemas', () => {
  it('the folkslag table and the item catalogue the app ships validate and are marked as examples', () => {
    expect(FolkslagTableSchema.parse(folkslagExample).example).toBe(true);
    expect(ItemCatalogueSchema.parse(itemsExample).example).toBe(true);
  });

  it(`the example catalogue has every type: ${quote('Föremål finns i typerna vapen, sköld, hjälm, handskar, harnesk, benskydd, skor och övrigt.')}`, () => {
    const types = new Set(ItemCatalogueSchema.parse(itemsExample).items.map((i) => i.type));
    expect([...types].sort()).toEqual(['benskydd', 'handskar', 'harnesk', 'hjälm', 'skor', 'sköld', 'vapen', 'övrigt']);
  });

  const folk = folkslagExample.folkslag[0];
  it.each([
    ['a folkslag id used twice', { folkslag: [folk, folk] }],
    ['an empty table', { folkslag: [] }],
    [
      'a fractional gain',
      { folkslag: [{ ...folk, perPoint: { ...folk?.perPoint, vitalitet: { uthållighet: 0.5 } } }] },
    ],
    ['a negative start', { folkslag: [{ ...folk, start: { ...folk?.start, initiativ: -1 } }] }],
    [
      'a gain of styrka for a smidighet sub-attribute ("Poäng i en egenskap ger poäng i dess underegenskaper")',
      {
        folkslag: [{ ...folk, perPoint: { ...folk?.perPoint, styrka: { skadebonus: 1, armstyrka: 1, initiativ: 1 } } }],
      },
    ],
    ['HP set by a folkslag (R-folk-1)', { folkslag: [{ ...folk, start: { ...folk?.start, hp: 30 } }] }],
    ['an id every object has', { folkslag: [{ ...folk, id: 'constructor' }] }],
  ])('a folkslag table refuses %s', (_what, table) => {
    expect(FolkslagTableSchema.safeParse(table).success).toBe(false);
  });

  it.each([
    ['a range written backwards', { id: 'a', name: 'A', type: 'vapen', bonuses: { skadebonus: '8-5' } }],
    ['a range that is not one', { id: 'a', name: 'A', type: 'vapen', bonuses: { skadebonus: 'fem' } }],
    [
      'a two-handed shield ("Vissa vapen är tvåhandsvapen")',
      { id: 'a', name: 'A', type: 'sköld', tvåhandsvapen: true, bonuses: {} },
    ],
    ['bonuses on an övrigt item', { id: 'a', name: 'A', type: 'övrigt', bonuses: { parera: 1 } }],
    ['a ninth type', { id: 'a', name: 'A', type: 'ring', bonuses: {} }],
    ['a level requirement of 0', { id: 'a', name: 'A', type: 'hjälm', nivåkrav: 0, bonuses: {} }],
  ])('an item catalogue refuses %s', (_what, item) => {
    expect(ItemCatalogueSchema.safeParse({ items: [item] }).success).toBe(false);
  });

  it('a character payload refuses a slot the text does not have and fractional points', () => {
    const good = {
      kind: 'rollperson',
      folkslagId: 'människa',
      level: 2,
      points: { styrka: 1, smidighet: 1, vitalitet: 0 },
      equipped: { vapen: 'kortsvärd' },
    };
    expect(HexCharacterSchema.safeParse(good).success).toBe(true);
    expect(HexCharacterSchema.safeParse({ ...good, equipped: { övrigt: 'järntacka' } }).success).toBe(false);
    expect(HexCharacterSchema.safeParse({ ...good, points: { ...good.points, styrka: 0.5 } }).success).toBe(false);
    expect(HexCharacterSchema.safeParse({ ...good, kind: 'drake' }).success).toBe(false);
  });
});
