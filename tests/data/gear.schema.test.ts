import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import gearJson from '../../data/eos/gear.json';
import { GearFileSchema } from '../../src/systems/eos/rules/schemas/gear';

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const rulesText = fold(readFileSync(new URL('../../data/source/eos-rules.txt', import.meta.url), 'utf8'));

describe('data/eos/gear.json', () => {
  const file = GearFileSchema.parse(gearJson);

  it('has the three carry slots of "Wear, Equip, & Carry", one item per place, two 1h weapons on the back', () => {
    expect(file.carrySlots.map((s) => s.id)).toEqual(['right-hip', 'left-hip', 'back']);
    expect(file.itemsPerPlace).toBe(1);
    expect(file.carrySlots.map((s) => s.weaponUnits)).toEqual([1, 1, 2 * file.weaponUnits.oneHanded]);
    expect(file.weaponUnits.twoHanded).toBe(file.weaponUnits.shield);
  });

  it('refuses a slot the text does not list', () => {
    const broken = structuredClone(gearJson);
    (broken.carrySlots[0] as { id: string }).id = 'tail';
    expect(GearFileSchema.safeParse(broken).success).toBe(false);
  });

  const quotes = [
    ...file.carrySlots.map((s) => [s.id, s.quote] as const),
    ...Object.entries(file).filter((entry): entry is [string, string] => entry[0].endsWith('Quote')),
  ];
  it.each(quotes)('%s is quoted word for word', (_key, quote) => {
    expect(rulesText.includes(fold(quote)), quote).toBe(true);
  });
});
