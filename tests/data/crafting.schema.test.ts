import { describe, expect, it } from 'vitest';
import crafting from '../../data/eos/crafting.json';
import skills from '../../data/eos/skills.json';
import { CRAFTING_SKILL_IDS, CRAFTED_ITEM_IDS, CraftingFileSchema } from '../../src/systems/eos/rules/schemas/crafting';
import { SkillSchema } from '../../src/systems/eos/rules/schemas/skills';
import { CRAFTING_DAYS_DIVISOR } from '../../src/systems/eos/rules/tools';

const data = CraftingFileSchema.parse(crafting);
const skillList = skills.map((skill) => SkillSchema.parse(skill));

describe('data/eos/crafting.json', () => {
  it('gives every crafting skill exactly one crafting-time rule', () => {
    expect(data.craftingTimes.map((time) => time.skill).sort()).toEqual([...CRAFTING_SKILL_IDS].sort());
  });

  it('the standard divisors are the shared CRAFTING_DAYS_DIVISOR (Crude 1, Basic 2, Workshop 4)', () => {
    for (const time of data.craftingTimes.filter((entry) => entry.printedTable === 'standard')) {
      expect(time.divisors, time.skill).toEqual(CRAFTING_DAYS_DIVISOR);
    }
  });

  it('each skill’s crafting divisors match its tool multipliers in skills.json', () => {
    for (const time of data.craftingTimes.filter((entry) => entry.formula === 'tier-squared')) {
      const skill = skillList.find((entry) => entry.id === time.skill);
      const { crude, basic, workshop } = skill?.toolMultipliers ?? { crude: null, basic: null, workshop: null };
      expect({ crude, basic, workshop }, time.skill).toEqual(time.divisors);
    }
  });

  it('every printed table row equals its skill’s formula', () => {
    for (const table of data.printedTables) {
      for (const skillId of table.printedUnder) {
        const time = data.craftingTimes.find((entry) => entry.skill === skillId);
        expect(time?.printedTable).toBe(table.id);
        for (const row of table.rows) {
          for (const level of ['crude', 'basic', 'workshop'] as const) {
            const divisor = time?.divisors[level] ?? null;
            expect(row[level], `${skillId} T${row.tier} ${level}`).toBe(
              divisor === null ? null : (row.tier * row.tier) / divisor,
            );
          }
        }
      }
    }
  });

  it('lists every crafted item once, made by a crafting skill, with known materials', () => {
    expect(data.items.map((item) => item.id)).toEqual([...CRAFTED_ITEM_IDS]);
    const materials = new Set(data.materials.map((material) => material.id));
    for (const item of data.items) {
      for (const line of item.materials) expect(materials.has(line.material), item.id).toBe(true);
      if (item.fixedTier !== null) expect(item.minTier).toBe(item.fixedTier);
    }
  });

  it('tiered materials carry a tier floor and untiered ones none', () => {
    for (const item of data.items) {
      for (const line of item.materials) {
        const tiered = data.materials.find((material) => material.id === line.material)?.tiered;
        expect(line.minTier !== null, `${item.id} ${line.material}`).toBe(tiered);
      }
    }
  });

  it('the cloth fragment rows are 5 × tier and the Woodworks common items use its settings', () => {
    for (const row of data.clothFragments.rows) expect(row.fragments).toBe(data.clothFragments.perTier * row.tier);
    for (const item of data.items.filter((entry) => entry.skill === 'woodworks')) {
      expect(item.fixedTier).toBe(data.commonWoodItems.tier);
      expect(item.materials).toEqual([
        { material: 'lumber', quantity: data.commonWoodItems.lumberEach, per: expect.any(String), minTier: null },
      ]);
    }
  });

  it('the ingot-upgrade example is consistent with the Metalworks table', () => {
    const { fromTier, toTier, tools, days } = data.ingotUpgrade.example;
    const standard = data.printedTables.find((table) => table.id === 'standard');
    const at = (tier: number) => standard?.rows.find((row) => row.tier === tier)?.[tools] ?? Number.NaN;
    expect(at(toTier) - at(fromTier)).toBe(days);
  });
});
