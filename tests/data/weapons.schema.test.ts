import { describe, expect, it } from 'vitest';
import skills from '../../data/eos/skills.json';
import weapons from '../../data/eos/weapons.json';
import { WEAPON_KIND_IDS, WeaponsFileSchema } from '../../src/systems/eos/rules/schemas/weapons';

describe('data/eos/weapons.json', () => {
  const file = WeaponsFileSchema.parse(weapons);

  it('lists every weapon kind exactly once', () => {
    expect(file.kinds.map((k) => k.id).sort()).toEqual([...WEAPON_KIND_IDS].sort());
  });

  it('names only skills that data/eos/skills.json defines', () => {
    const ids = new Set(skills.map((s) => s.id));
    for (const k of file.kinds) expect(ids.has(k.skill), k.id).toBe(true);
  });

  it('gives piercing to crossbows and only to crossbows', () => {
    for (const k of file.kinds) expect(k.armorPiercingPerTier !== undefined, k.id).toBe(k.family === 'crossbow');
  });

  it('rejects a weapon kind without a family', () => {
    const broken = structuredClone(weapons) as { kinds: Record<string, unknown>[] };
    delete broken.kinds[0]?.family;
    expect(WeaponsFileSchema.safeParse(broken).success).toBe(false);
  });
});
