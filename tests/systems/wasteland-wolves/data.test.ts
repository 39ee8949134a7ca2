import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import game from '../../../data/wasteland-wolves/game.json';
import houseRules from '../../../data/wasteland-wolves/house-rules.json';
import items from '../../../data/wasteland-wolves/items.json';
import perks from '../../../data/wasteland-wolves/perks.json';
import rulings from '../../../data/wasteland-wolves/rulings.json';
import { RulingsFileSchema } from '../../../src/systems/eos/rules/schemas/rulings';
import * as ww from '../../../src/systems/wasteland-wolves/rules';
import { GameNumbersSchema } from '../../../src/systems/wasteland-wolves/rules/schemas/game';
import {
  HouseRuleSettingsFileSchema,
  StoredHouseRulesSchema,
} from '../../../src/systems/wasteland-wolves/rules/schemas/house-rules';
import { ItemsFileSchema } from '../../../src/systems/wasteland-wolves/rules/schemas/items';
import { PerksFileSchema } from '../../../src/systems/wasteland-wolves/rules/schemas/perks';
import { LINES, TEXT, fold, hasBlock } from './text';

function quotesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(quotesIn);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'quote' ? [inner as string] : quotesIn(inner)));
  }
  return [];
}

describe('every quote in data/wasteland-wolves/ appears word for word in the text', () => {
  const files = { game, perks, rulings };
  it.each(Object.entries(files).flatMap(([file, data]) => quotesIn(data).map((q) => [file, q] as const)))(
    '%s: “%s”',
    (_file, quote) => {
      expect(TEXT.includes(fold(quote)), quote).toBe(true);
    },
  );
});

describe('the schemas', () => {
  it('accept the files and refuse a broken one', () => {
    expect(GameNumbersSchema.safeParse(game).success).toBe(true);
    expect(ItemsFileSchema.safeParse(items).success).toBe(true);
    expect(PerksFileSchema.safeParse(perks).success).toBe(true);
    const broken = structuredClone(perks);
    (broken[0]!.effects as { maxHealth: number[] }).maxHealth = [10];
    expect(PerksFileSchema.safeParse(broken).success).toBe(false);
    const noRoll = structuredClone(items);
    (noRoll.items[5]!.recipe as { roll: number }).roll = 0;
    expect(ItemsFileSchema.safeParse(noRoll).success).toBe(false);
  });

  it('list the items and perks of the text in its order', () => {
    expect(items.items.map((i) => i.id)).toEqual([...ww.ITEM_IDS]);
    expect(perks.map((p) => p.id)).toEqual([...ww.PERK_IDS]);
    const headings = LINES.slice(LINES.indexOf('PERKS') + 1).filter((line, i, all) => line !== '' && all[i - 1] === '');
    expect(perks.map((p) => p.name)).toEqual(headings);
  });
});

const MATERIAL_NAMES: Record<string, string> = {
  scraps: 'scraps',
  metal: 'metal',
  chemicals: 'chemicals',
  'anomalous material': 'anomalous-material',
};

/** A recipe's material line read again from the printed text: "2 Throwing Knives, 1 chemicals (creates 2)". */
function materialsOf(line: string): { item: string; count: number }[] {
  return line
    .replace(/\s*\(.*\)$/, '')
    .split(', ')
    .map((part) => {
      const [, count, name] = /^(\d+) (.+)$/.exec(part) ?? [];
      const lower = (name ?? '').toLowerCase();
      return { item: MATERIAL_NAMES[lower] ?? lower.replace(/ /g, '-'), count: Number(count) };
    });
}

describe('every item and recipe of "WEAPONS, ARMOR, CRAFTING", read back from its printed block', () => {
  it.each(items.items.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    expect(hasBlock(item.printed), 'the block is printed so, in order').toBe(true);
    const line = (re: RegExp) => item.printed.slice(1).find((l) => re.test(l));
    const roll = line(/^Roll \d+$/);
    if (roll === undefined) expect(item.recipe).toBeNull();
    else {
      const at = item.printed.indexOf(roll);
      expect(item.recipe?.roll).toBe(Number(roll.slice(5)));
      expect(item.recipe?.materials).toEqual(materialsOf(item.printed[at + 1] ?? ''));
      const makes =
        /x(\d+)$/.exec(item.printed[0] ?? '')?.[1] ?? /\(creates (\d+)\)/.exec(item.printed[at + 1] ?? '')?.[1] ?? '1';
      expect(item.recipe?.makes, 'Arrows x4, (creates 2)').toBe(Number(makes));
      const upTo = /\(up to (\d+) can be made at once\)/.exec(item.printed[at + 1] ?? '')?.[1] ?? '1';
      expect(item.recipe?.upTo).toBe(Number(upTo));
    }
    const damage = line(/^Damage \d+-\d+[sb]$/);
    if (damage === undefined) expect(item.weapon).toBeUndefined();
    else {
      const [, min, max, letter] = /^Damage (\d+)-(\d+)([sb])$/.exec(damage) ?? [];
      expect(item.weapon?.damage).toEqual({
        min: Number(min),
        max: Number(max),
        type: letter === 's' ? 'shock' : 'ballistic',
      });
      expect(item.weapon?.range).toBe(Number(line(/^Range \d+$/)?.slice(6) ?? 0));
      const accuracy = line(/^Accuracy /);
      expect(item.weapon?.accuracy).toEqual(
        accuracy === undefined
          ? null
          : accuracy
              .slice(9)
              .split(' ')
              .map((pair) => ({ distance: Number(pair.split('/')[0]), percent: Number(pair.split('/')[1]) })),
      );
      const ammo = line(/^(\d+ )?(Rocks|Arrows|Ammo|HAmmo)$/);
      expect(item.weapon?.ammo?.perAttack ?? null).toBe(
        ammo === undefined ? null : Number(/^\d+/.exec(ammo)?.[0] ?? 1),
      );
      expect(item.weapon?.movementCost).toBe(line(/^\+10% movement energy cost$/) ? 10 : 0);
      expect(item.weapon?.vsWolves !== null).toBe(line(/^\+100% damage vs wolves$/) !== undefined);
    }
    if (item.kind === 'armour') {
      const percent = (kind: string) => Number(line(new RegExp(`^\\d+% ${kind} resistance$`))?.split('%')[0]);
      expect(item.armour).toEqual({
        shock: percent('shock'),
        ballistic: percent('ballistic'),
        snareImmune: line(/^Immunity to snares$/) !== undefined,
        movementCost: line(/^\+10% movement/) ? 10 : line(/^-10% movement/) ? -10 : 0,
      });
    }
  });

  it('the item blocks cover the section: no block of the text is left out', () => {
    const start = LINES.indexOf('WEAPONS, ARMOR, CRAFTING') + 2;
    const names = LINES.slice(start, LINES.indexOf('PERKS')).filter(
      (l, i, all) => l !== '' && (i === 0 || all[i - 1] === ''),
    );
    expect(names).toEqual(items.items.map((i) => i.printed[0]));
  });
});

describe('every perk, read back from the text', () => {
  it.each(perks.map((perk) => [perk.name, perk] as const))('%s', (_name, perk) => {
    expect(hasBlock([perk.name, perk.quote, ...perk.ranks.map((r) => r.printed)])).toBe(true);
    for (const rank of perk.ranks) {
      const [, , points] = /^Rank (\d+), (\d+) points?/.exec(rank.printed) ?? [];
      expect(rank.cost).toBe(Number(points));
      expect(rank.unlockLevel).toBe(Number(/unlocked Level (\d+)/.exec(rank.printed)?.[1] ?? 1));
      const requires = /requires (.+) Rank (\d+)$/.exec(rank.printed);
      expect(rank.requires).toEqual(
        requires === null ? null : { perk: requires[1]!.toLowerCase().replace(/ /g, '-'), rank: Number(requires[2]) },
      );
    }
  });
});

describe('data/wasteland-wolves/rulings.json and house-rules.json', () => {
  const parsed = RulingsFileSchema.parse(rulings);
  const settings = HouseRuleSettingsFileSchema.parse(houseRules);

  it('the rulings have the app’s ruling shape, with unique ids and house-rule keys', () => {
    expect(new Set(parsed.map((r) => r.id)).size).toBe(parsed.length);
    const keys = parsed.flatMap((r) => (r.houseRule ? [r.houseRule.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each setting is one ruling’s house rule, and each house rule has a setting, with the same label', () => {
    const fromRulings = parsed.flatMap((r) => (r.houseRule ? [[r.houseRule.key, r.houseRule.label, r.id]] : []));
    expect(fromRulings.map(([key]) => key).sort()).toEqual([...ww.HOUSE_RULE_KEYS].sort());
    expect(settings.map((s) => s.key)).toEqual([...ww.HOUSE_RULE_KEYS]);
    for (const setting of settings) {
      expect(fromRulings, setting.key).toContainEqual([setting.key, setting.label, setting.rulingId]);
    }
  });

  it('every default is a value the stored settings accept, and wwHouseRules gives exactly those defaults', () => {
    const defaults = Object.fromEntries(settings.map((s) => [s.key, s.default]));
    expect(StoredHouseRulesSchema.safeParse(defaults).success).toBe(true);
    expect(ww.DEFAULT_HOUSE_RULES).toEqual(defaults);
  });

  it('every choice offers exactly the readings the rules know, the recommended one first', () => {
    const readings: Record<string, readonly string[]> = {
      rollDice: ww.ROLL_DICE,
      startingSeverity: ww.SEVERITIES,
      improveFromLight: ww.IMPROVE_FROM_LIGHT_READINGS,
      worsenFromSevere: ww.WORSEN_FROM_SEVERE_READINGS,
      conditionOrder: ww.CONDITION_ORDER_READINGS,
      wolfDamageType: ww.WOLF_DAMAGE_TYPES,
      resistanceRounding: ww.ROUNDINGS,
      resistanceStacking: ww.STACKINGS,
      damageBonusStacking: ww.STACKINGS,
      energyCostStacking: ww.STACKINGS,
      eventRoll: ww.EVENT_ROLL_READINGS,
      halfChance: ww.HALF_CHANCE_READINGS,
      experienceRounding: ww.EXPERIENCE_READINGS,
      eagleEye: ww.EAGLE_EYE_READINGS,
      resilientRanks: ww.RESILIENT_READINGS,
      row5x5x5: ww.ROW_5X5X5_READINGS,
      modifiedKnives: ww.MODIFIED_KNIVES_READINGS,
      ironReduction: ww.IRON_REDUCTION_READINGS,
    };
    for (const setting of settings) {
      if (setting.kind !== 'choice') continue;
      expect(
        setting.options.map((o) => o.value),
        setting.key,
      ).toEqual(readings[setting.key]);
      expect(setting.default, setting.key).toBe(readings[setting.key]?.[0]);
    }
    expect(settings.filter((s) => s.kind === 'choice')).toHaveLength(Object.keys(readings).length);
  });

  it.each(parsed.map((r) => [r.id, r.appliesTo] as const))(
    'ruling %s names only functions the pack exports',
    (_id, names) => {
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(typeof (ww as Record<string, unknown>)[name], name).toBe('function');
    },
  );

  it('issue 21 §5: every open point and slip of the text has a ruling with a setting', () => {
    const keyed = Object.fromEntries(parsed.flatMap((r) => (r.houseRule ? [[r.houseRule.key, r.id]] : [])));
    for (const key of [
      'baseHealth',
      'rollDice',
      'startingSeverity',
      'wolfDamageType',
      'resistanceRounding',
      'meleeHitPercent',
      'wolfHitPercent',
      'energyCostStacking',
      'damageBonusStacking',
      'resilientRanks',
      'row5x5x5',
      'modifiedKnives',
      'ironReduction',
      'improveFromLight',
      'worsenFromSevere',
    ]) {
      expect(keyed[key], key).toBeDefined();
    }
    expect(ww.wwRulings()).toEqual(parsed);
  });
});

describe('the rulings the code cites', () => {
  const root = new URL('../../../src/systems/wasteland-wolves/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|md)$/.test(f));

  it.each(files)('every ruling id in %s is in rulings.json', (file) => {
    const ids = new Set(rulings.map((r) => r.id));
    const text = readFileSync(new URL(file, root), 'utf8');
    for (const [id] of text.matchAll(/\b(?:[CAMT]-\d{2}|R-[a-z]+-\d+)\b/g)) expect(ids, `${file}: ${id}`).toContain(id);
  });
});
