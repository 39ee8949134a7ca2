import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import abilities from '../../../data/wasteland-dice/abilities.json';
import armour from '../../../data/wasteland-dice/armour.json';
import combat from '../../../data/wasteland-dice/combat.json';
import houseRules from '../../../data/wasteland-dice/house-rules.json';
import rulings from '../../../data/wasteland-dice/rulings.json';
import { RulingsFileSchema } from '../../../src/systems/eos/rules/schemas/rulings';
import * as wdc from '../../../src/systems/wasteland-dice/rules';
import { AbilitiesFileSchema } from '../../../src/systems/wasteland-dice/rules/schemas/abilities';
import { ArmourTablesSchema } from '../../../src/systems/wasteland-dice/rules/schemas/armour';
import { CombatNumbersSchema } from '../../../src/systems/wasteland-dice/rules/schemas/combat';
import {
  HouseRuleSettingsFileSchema,
  StoredHouseRulesSchema,
} from '../../../src/systems/wasteland-dice/rules/schemas/house-rules';

const RAW = readFileSync(new URL('../../../data/source/wasteland-dice-combat.txt', import.meta.url), 'utf8');
const LINES = RAW.split('\n');
const fold = (text: string): string => text.replace(/\s+/g, ' ').trim();
const TEXT = fold(RAW);

/** Every "quote" string anywhere in a data file. */
function quotesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(quotesIn);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'quote' || key === 'listQuote' ? [inner as string] : quotesIn(inner),
    );
  }
  return [];
}

describe('every quote in data/wasteland-dice/ appears word for word in the text', () => {
  const files = { abilities, armour, combat, rulings };
  it.each(Object.entries(files).flatMap(([file, data]) => quotesIn(data).map((q) => [file, q] as const)))(
    '%s: “%s”',
    (_file, quote) => {
      expect(TEXT.includes(fold(quote)), quote).toBe(true);
    },
  );
});

describe('data/wasteland-dice/combat.json', () => {
  const numbers = CombatNumbersSchema.parse(combat);

  it('matches its schema and refuses a wrong die', () => {
    expect(CombatNumbersSchema.safeParse({ ...combat, d20: { ...combat.d20, sides: 12 } }).success).toBe(false);
  });

  it.each([
    ['"a modifier bonus (from -8 to +8)"', [numbers.modifier.min, numbers.modifier.max], [-8, 8]],
    ['"your starting skill level (from 0 to 3)"', [numbers.startingSkill.min, numbers.startingSkill.max], [0, 3]],
    ['"multiplied by two"', [numbers.attack.skillMultiplier], [2]],
    ['"from 0 to a maximum of +6"', [numbers.skillRoll.max], [6]],
    [
      '"a base value of 12 … up to 3 points … another 2 points"',
      Object.values(numbers.defence).slice(0, 3),
      [12, 3, 2],
    ],
    ['"a base of 6 … one extra tile … up to 2 tiles"', Object.values(numbers.movement).slice(0, 3), [6, 1, 2]],
    ['"an additional 5 tiles"', [numbers.run.extraTiles], [5]],
    ['"a total of five hit points and loses one"', [numbers.hitPoints.total, numbers.hitPoints.lostPerHit], [5, 1]],
  ])('%s', (_quote, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('the skill roll maximum is the top starting level doubled: "+3 aim … gains +6"', () => {
    expect(numbers.startingSkill.max * numbers.skillRoll.skillMultiplier).toBe(numbers.skillRoll.max);
  });
});

describe('data/wasteland-dice/armour.json', () => {
  const tables = ArmourTablesSchema.parse(armour);

  it('prints each table row and header exactly as the text does, in the text’s order', () => {
    expect(tables.torso.rows.map((row) => row.printed)).toEqual(LINES.slice(25, 34));
    expect(tables.helmet.rows.map((row) => row.printed)).toEqual(LINES.slice(39, 42));
    expect(tables.torso.header).toBe(LINES[24]);
    expect(tables.helmet.header).toBe(LINES[38]);
  });

  it('has exactly one torso row for each of the nine bite/scratch × bullet combinations (none is missing)', () => {
    const combos = tables.torso.rows.map((row) => `${row.biteScratch}|${row.bullet}`);
    expect(new Set(combos).size).toBe(9);
    for (const a of wdc.TORSO_BANDS) for (const b of wdc.TORSO_BANDS) expect(combos).toContain(`${a}|${b}`);
  });

  // "Torso armor can provide up to a theoretical +2 to both melee and ranged defense"
  it.each(armour.torso.rows.map((row) => [row.printed, row] as const))(
    '%s: each band gives its bonus (+0, +1, +2) and each +2 costs one tile and one stealth',
    (_printed, row) => {
      const bonus = { 'under-30': 0, '30-69': 1, '70-plus': 2 } as const;
      expect(row.melee).toBe(bonus[row.biteScratch as keyof typeof bonus]);
      expect(row.ranged).toBe(bonus[row.bullet as keyof typeof bonus]);
      // "Torso armor with a +2 is counted as towards armor penalties for both movement and stealth rolls."
      const twos = [row.melee, row.ranged].filter((value) => value === 2).length;
      expect(row.movement).toBe(0 - twos);
      expect(row.stealth).toBe(0 - twos);
    },
  );

  it('"helmets can only provide +1 to either melee or ranged defense (never both at once)"', () => {
    for (const row of tables.helmet.rows) expect(row.melee + row.ranged).toBeLessThanOrEqual(1);
  });

  it('the bands tile 0–100 % with no gap or overlap', () => {
    for (const bands of [tables.torso.bands, tables.helmet.biteScratchBands]) {
      expect(bands[0]?.from).toBe(0);
      expect(bands.at(-1)?.below).toBeNull();
      bands.slice(1).forEach((band, i) => expect(band.from).toBe(bands[i]?.below));
    }
  });

  it('the armour classes are light 0, medium −1 and heavy −2: "Armor slows characters down by up to 2 tiles"', () => {
    expect(tables.classes.map((c) => [c.id, c.movement, c.stealth])).toEqual([
      ['light', 0, 0],
      ['medium', -1, -1],
      ['heavy', -2, -2],
    ]);
  });

  it('refuses a row with a +3', () => {
    const broken = structuredClone(armour);
    (broken.torso.rows[8] as { melee: number }).melee = 3;
    expect(ArmourTablesSchema.safeParse(broken).success).toBe(false);
  });
});

describe('data/wasteland-dice/abilities.json', () => {
  it('matches its schema: Awareness (with its 👁️) and Stealth, the two rolls the text names', () => {
    const file = AbilitiesFileSchema.parse(abilities);
    expect(file.named.map((a) => a.name)).toEqual(['Awareness', 'Stealth']);
    expect(file.named[0]?.icon).toBe('👁️');
  });

  it('the list the text announces is empty: "The full list of abilities are:" is followed by another paragraph', () => {
    const at = LINES.findIndex((line) => line.startsWith('The full list of abilities are:'));
    expect(LINES[at]?.trim()).toBe('The full list of abilities are:');
    expect(LINES[at + 1]).toMatch(/^Storytellers may sometimes also ask you to roll a skill directly/);
  });
});

describe('data/wasteland-dice/rulings.json and house-rules.json', () => {
  const parsed = RulingsFileSchema.parse(rulings);
  const settings = HouseRuleSettingsFileSchema.parse(houseRules);

  it('the rulings have the app’s ruling shape, with unique ids and house-rule keys', () => {
    expect(new Set(parsed.map((r) => r.id)).size).toBe(parsed.length);
    const keys = parsed.flatMap((r) => (r.houseRule ? [r.houseRule.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each setting is one ruling’s house rule, and each house rule has a setting, with the same label', () => {
    const fromRulings = parsed.flatMap((r) => (r.houseRule ? [[r.houseRule.key, r.houseRule.label, r.id]] : []));
    expect(fromRulings.map(([key]) => key).sort()).toEqual([...wdc.HOUSE_RULE_KEYS].sort());
    expect(settings.map((s) => s.key).sort()).toEqual([...wdc.HOUSE_RULE_KEYS].sort());
    for (const setting of settings) {
      expect(fromRulings, setting.key).toContainEqual([setting.key, setting.label, setting.rulingId]);
    }
  });

  it('every default is a value the stored settings accept, and wdcHouseRules gives exactly those defaults', () => {
    const defaults = Object.fromEntries(settings.map((s) => [s.key, s.default]));
    expect(StoredHouseRulesSchema.safeParse(defaults).success).toBe(true);
    expect(wdc.DEFAULT_HOUSE_RULES).toEqual(defaults);
  });

  it('every choice offers exactly the readings the rules know', () => {
    const readings: Record<string, readonly string[]> = {
      natural20: wdc.NATURAL_20_READINGS,
      natural1: wdc.NATURAL_1_READINGS,
      initiativeReroll: wdc.INITIATIVE_REROLL_READINGS,
    };
    for (const setting of settings) {
      if (setting.kind !== 'choice') continue;
      expect(
        setting.options.map((o) => o.value),
        setting.key,
      ).toEqual(readings[setting.key]);
      expect(setting.default).toBe(readings[setting.key]?.[0]);
    }
  });

  it.each(rulings.map((r) => [r.id, r.appliesTo] as const))(
    'ruling %s names only functions the pack exports',
    (_id, names) => {
      for (const name of names) expect(typeof (wdc as Record<string, unknown>)[name], name).toBe('function');
    },
  );

  it('the open points of the text each have a ruling (C-01 PvP, M-01 abilities, M-02 PvP Outcomes, A-01 unarmed, M-03/M-04 naturals)', () => {
    const ids = parsed.map((r) => r.id);
    for (const id of ['C-01', 'M-01', 'M-02', 'A-01', 'M-03', 'M-04']) expect(ids).toContain(id);
    expect(wdc.wdcRulings()).toEqual(parsed);
  });
});
